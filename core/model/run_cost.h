#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace cp {

// What serving a run cost one container, from its cgroup counters taken at the
// run's window edges (docs/experiment-format.md#the-cost-of-a-run).
struct ContainerCost
{
    QString container;
    double cpuSeconds = 0;          // cumulative CPU time used in the window
    double memoryPeakMib = 0;       // highest memory in use (records and window edges)
    double memoryMeanMib = 0;       // time-weighted mean of memory in use
    double memoryUsedGibS = 0;      // integral of memory in use over the window
    double memoryReservedGibS = 0;  // integral of the memory limit over the window
    double memoryLimitMib = 0;      // the limit at the window's end
    std::int64_t netRxBytes = 0;
    std::int64_t netTxBytes = 0;
    std::int64_t blkReadBytes = 0;
    std::int64_t blkWriteBytes = 0;
    int counterResets = 0; // restarts seen inside the window: counters began again at zero

    // Adds another container's figures (peaks and means add: they are summed over containers).
    void add(const ContainerCost &other);
};

// The cost of one run: per bound container and summed, over its measured window.
struct RunCost
{
    double windowS = 0;
    std::int64_t requests = 0;
    std::vector<ContainerCost> containers;
    ContainerCost total;
    std::optional<double> generatorCpuSeconds; // the load generator's own CPU time

    double perThousandRequests(double value) const { return requests > 0 ? value * 1000.0 / double(requests) : 0; }
    double perRequest(double value) const { return requests > 0 ? value / double(requests) : 0; }
};

} // namespace cp
