#include "store/run_summary.h"

#include "stats/summary.h"
#include "store/sample_store.h"
#include "store/stage_outcomes.h"

#include <algorithm>
#include <limits>

namespace cp {

namespace {

// One figure of the accepted samples, summarised from `values`, which is reused
// from figure to figure: the end of a run holds 4 bytes per sample beside the
// store, not a copy of the samples (docs/specification.md#performance-targets).
template<typename Value, typename Field, typename Keep>
stats::Summary summarizeAccepted(const SampleStore &samples, RunType type, std::vector<Value> &values, Field field,
                                 Keep keep)
{
    values.clear();
    samples.forEach([&](const Sample &sample) {
        if (keep(sample) && isAccepted(type, sample))
            values.push_back(Value(field(sample)));
    });
    std::sort(values.begin(), values.end());
    return stats::summarizeSorted(std::span<const Value>(values));
}

// The figures of the samples `keep` takes.
template<typename Keep>
RunSummary summarize(const RunInfo &info, const SampleStore &samples, const EngineReport &engine,
                     const QList<std::int64_t> &coldStartUs, Keep keep)
{
    RunSummary summary;
    summary.info = info;
    summary.engine = engine;
    summary.coldStartUs = coldStartUs;

    std::int64_t first = std::numeric_limits<std::int64_t>::max();
    std::int64_t last = std::numeric_limits<std::int64_t>::min();
    std::uint64_t longestLatencyUs = 0;
    RunCounts &counts = summary.counts;
    counts.checkFailures.fill(0, info.checks.size());
    samples.forEach([&](const Sample &sample) {
        if (!keep(sample))
            return;
        ++counts.requests;
        ++counts.errors[std::size_t(sample.error)];
        if (sample.error == ErrorClass::Check && sample.check > 0 && sample.check <= counts.checkFailures.size())
            ++counts.checkFailures[sample.check - 1];
        if (sample.coldness == Coldness::Cold)
            ++counts.coldCount;
        if (info.point.type == RunType::Cold && sample.ok() && sample.coldness != Coldness::Cold)
            ++counts.incorrect;
        first = qMin(first, sample.intendedNs());
        last = qMax(last, sample.sentNs + std::int64_t(sample.totalUs) * 1000);
        if (isAccepted(info.point.type, sample)) {
            ++counts.accepted;
            longestLatencyUs = qMax(longestLatencyUs, sample.latencyUs());
        }
    });
    // Throughput over the run's wall time; fall back to the sample span for
    // runs whose end was not recorded.
    const std::int64_t spanNs = info.endNs > info.startNs ? info.endNs - info.startNs : last > first ? last - first : 0;
    summary.durationS = double(spanNs) / 1e9;
    summary.throughputRps = summary.durationS > 0 ? double(counts.requests) / summary.durationS : 0;

    std::vector<std::uint32_t> values;
    values.reserve(std::size_t(counts.accepted));
    const RunType type = info.point.type;
    summary.totalUs = summarizeAccepted(
        samples, type, values, [](const Sample &s) { return s.totalUs; }, keep);
    // A latency is schedule lag plus total time and may pass 32 bits (71 minutes) only when a
    // run fell that far behind: then it takes the wider copy, after the narrow one is freed.
    const auto latency = [](const Sample &s) { return s.latencyUs(); };
    if (longestLatencyUs <= std::numeric_limits<std::uint32_t>::max()) {
        summary.latencyUs = summarizeAccepted(samples, type, values, latency, keep);
    } else {
        values = {};
        std::vector<std::uint64_t> wide;
        wide.reserve(std::size_t(counts.accepted));
        summary.latencyUs = summarizeAccepted(samples, type, wide, latency, keep);
    }
    return summary;
}

} // namespace

RunSummary summarizeRun(const RunInfo &info, const SampleStore &samples, const EngineReport &engine,
                        const QList<std::int64_t> &coldStartUs)
{
    RunSummary summary = summarize(info, samples, engine, coldStartUs, [](const Sample &) { return true; });
    summary.stages = stageOutcomes(info, samples, engine);
    // Each endpoint of a mix counted alone, over the run's whole time; the engine's
    // figures and the stages are the run's, not any one endpoint's.
    for (qsizetype e = 0; e < info.mix.size(); ++e) {
        const MixedEndpoint &mixed = info.mix[e];
        RunInfo own = info;
        own.endpointName = mixed.name;
        own.url = mixed.url;
        own.mix.clear();
        RunSummary part =
            summarize(own, samples, EngineReport{}, {}, [e](const Sample &sample) { return sample.endpoint == e; });
        part.info.checks = info.checks.mid(mixed.firstCheck, mixed.checkCount);
        part.counts.checkFailures = part.counts.checkFailures.mid(mixed.firstCheck, mixed.checkCount);
        summary.endpoints.append(part);
    }
    return summary;
}

} // namespace cp
