#include "model/capacity_judge.h"

#include <algorithm>

namespace cp {

namespace {
// A passed probe that sent this much less than its rate did not prove the rate.
constexpr double DeliveredShortfall = 0.05;
} // namespace

CapacityProbe judgeCapacityProbe(const CapacitySearch &search, double rateRps, int threads, const RunSummary &summary)
{
    const EngineReport &report = summary.engine;
    CapacityProbe probe;
    probe.rateRps = rateRps;
    probe.startNs = summary.info.startNs;
    probe.endNs = summary.info.endNs;
    probe.requests = summary.counts.requests;
    probe.achievedRps = summary.throughputRps;
    probe.targets = evaluateThresholds(search.targets, {summary}, {});

    // Late sends that waited for a connection the service held are the service's doing.
    const std::int64_t ownLate = std::max<std::int64_t>(0, report.lateSends - report.waitedSends);
    probe.generatorLateRate = report.sent > 0 ? double(ownLate) / double(report.sent) : 0;
    const double wallUs = double(probe.endNs - probe.startNs) / 1000.0;
    if (report.cpuUs >= 0 && wallUs > 0)
        probe.engineCpu = double(report.cpuUs) / (wallUs * std::max(1, threads));
    const bool lateSends = probe.generatorLateRate > search.maxLateSendRate;
    const bool busy = probe.engineCpu > search.maxEngineCpu;
    if (!lateSends && !busy)
        return probe;
    // A struggling generator decides the probe only where it made the difference: a pass
    // at a rate it did not deliver, or a failure that goes away without the schedule lag
    // (held to the service time, send to last byte). That lag is the generator's only
    // while the generator was the slower of the two: busy, or late more often than sends
    // waited for a connection the service held. A service that fails even so failed.
    bool decisive = false;
    // What made it the generator's: its late sends, unless only its being busy counts.
    bool byLateSends = lateSends;
    if (allThresholdsPassed(probe.targets)) {
        decisive = probe.achievedRps < (1 - DeliveredShortfall) * rateRps;
    } else if (busy || ownLate > report.waitedSends) {
        RunSummary serviceOnly = summary;
        serviceOnly.latencyUs = summary.totalUs;
        decisive = allThresholdsPassed(evaluateThresholds(search.targets, {serviceOnly}, {}));
        byLateSends = lateSends && ownLate > report.waitedSends;
    }
    if (!decisive)
        return probe;
    probe.generatorProblem = byLateSends
        ? CapacityResult::tr("%1 % of its sends left over 1 ms late with a connection free")
              .arg(100 * probe.generatorLateRate, 0, 'f', 1)
        : CapacityResult::tr("its threads were busy %1 % of the time").arg(100 * probe.engineCpu, 0, 'f', 0);
    return probe;
}

} // namespace cp
