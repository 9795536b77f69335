#include "results/run_info.h"
#include "results/sample_store.h"

#include <limits>

namespace cp {

bool isAccepted(RunType type, const Sample &sample)
{
    if (!sample.ok())
        return false;
    switch (type) {
    case RunType::Warm:
        return sample.coldness != Coldness::Cold;
    case RunType::Cold:
        return sample.coldness == Coldness::Cold;
    default:
        return true;
    }
}

RunSummary summarizeRun(const RunInfo &info, const SampleStore &samples, const EngineReport &engine,
                        const QList<std::int64_t> &coldStartUs)
{
    RunSummary summary;
    summary.info = info;
    summary.engine = engine;
    summary.coldStartUs = coldStartUs;

    std::vector<double> total;
    std::vector<double> latency;
    total.reserve(std::size_t(samples.size()));
    latency.reserve(std::size_t(samples.size()));
    std::int64_t first = std::numeric_limits<std::int64_t>::max();
    std::int64_t last = std::numeric_limits<std::int64_t>::min();
    RunCounts &counts = summary.counts;
    samples.forEach([&](const Sample &sample) {
        ++counts.requests;
        ++counts.errors[std::size_t(sample.error)];
        if (sample.coldness == Coldness::Cold)
            ++counts.coldCount;
        if (info.point.type == RunType::Cold && sample.ok() && sample.coldness != Coldness::Cold)
            ++counts.incorrect;
        first = qMin(first, sample.intendedNs());
        last = qMax(last, sample.sentNs + std::int64_t(sample.totalUs) * 1000);
        if (isAccepted(info.point.type, sample)) {
            ++counts.accepted;
            total.push_back(double(sample.totalUs));
            latency.push_back(double(sample.latencyUs()));
        }
    });
    // Throughput over the run's wall time; fall back to the sample span for
    // runs whose end was not recorded.
    const std::int64_t spanNs = info.endNs > info.startNs ? info.endNs - info.startNs : last > first ? last - first : 0;
    summary.durationS = double(spanNs) / 1e9;
    summary.throughputRps = summary.durationS > 0 ? double(counts.requests) / summary.durationS : 0;
    summary.totalUs = stats::summarize(std::move(total));
    summary.latencyUs = stats::summarize(std::move(latency));
    return summary;
}

} // namespace cp
