#pragma once

#include "model/run_cost.h"
#include "model/stats_record.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cp {

// How far beyond its first or last stats record a window edge may lie and still
// be estimated, from the rate of the nearest interval: a little over the 1 s
// between the records of a stream.
inline constexpr std::int64_t CostEdgeToleranceNs = 2'000'000'000;

// The cost of one container over [startNs, endNs] (epoch ns) from its stats
// records in time order (docs/experiment-format.md#the-cost-of-a-run). The cumulative
// counters (CPU time, network and block I/O bytes) are interpolated linearly to
// the window's edges; a counter that goes down began again at zero, so its new
// value is what was used since. A restart starts every counter again: one is
// known where the CPU counter goes down or a start of the container (`startsNs`,
// epoch ns, from its Docker events, in time order) lies between two records, even
// if the new life used more than the last reading of the old one showed. Memory in use is integrated as a
// piecewise-linear curve, the limit as a step held from each record on, unless
// `setLimitBytes` gives the limit the experiment set and read back before the
// window (a record taken just before the change may still show the old one).
// Empty, with `why`, when the records do not cover the window or carry no CPU counter.
std::optional<ContainerCost> containerCost(const QString &container, std::span<const StatsRecord> records,
                                           std::int64_t startNs, std::int64_t endNs, QString *why,
                                           std::optional<std::int64_t> setLimitBytes = std::nullopt,
                                           std::span<const std::int64_t> startsNs = {});

// Every container's cost and their sum, `requests` being the run's request count;
// `starts` holds each container's start times, as containerCost takes them.
std::optional<RunCost> runCost(const QHash<QString, std::vector<StatsRecord>> &records, std::int64_t startNs,
                               std::int64_t endNs, std::int64_t requests, QString *why,
                               std::optional<std::int64_t> setLimitBytes = std::nullopt,
                               const QHash<QString, std::vector<std::int64_t>> &starts = {});

} // namespace cp
