#pragma once

#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace cp {

// How a run loads the endpoint (docs/specification.md#run-types).
enum class RunType : std::uint8_t { Continuous, Rate, Warm, Cold, Burst, Sequential };
QLatin1StringView runTypeName(RunType type);
std::optional<RunType> runTypeFromName(QStringView name);
// warm, cold, burst and sequential: SeBS perf-cost batches (docs/specification.md#perf-cost-runs).
bool isPerfCostType(RunType type);

// "128 MiB, 0.5 CPUs", "no memory limit, no CPU limit": a container's limits
// (0: none) as the CLI, the GUI and the report write them.
QString limitsText(int memoryMb, double cpus);

// One configuration point of an experiment: what a single run measures.
struct RunPoint
{
    // Continuous and rate runs of an experiment that mixes its endpoints load them all at once.
    static constexpr int Mix = -1;

    int endpoint = 0; // index into Experiment::endpoints, or Mix
    RunType type = RunType::Continuous;
    int memoryMb = 0;    // 0: the container's limit is left alone
    double cpuLimit = 0; // cores (NanoCpus / 1e9); 0: left alone
    int msgLength = 5;
};

} // namespace cp
