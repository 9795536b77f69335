#include "run/threshold_watch.h"

#include "model/threshold_result.h"

#include <algorithm>

namespace cp {

namespace {

bool upperLimit(const Threshold &threshold)
{
    return threshold.comparison == ThresholdComparison::Less
        || threshold.comparison == ThresholdComparison::LessOrEqual;
}

} // namespace

ThresholdWatch::ThresholdWatch(const QList<Threshold> &thresholds)
    : m_thresholds(thresholds)
{ }

void ThresholdWatch::runStarted(const RunInfo &info)
{
    m_run = info;
    m_growing.clear();
    for (const Threshold &threshold : m_thresholds) {
        const bool grows = threshold.metric == ThresholdMetric::Errors || threshold.metric == ThresholdMetric::Requests
            || threshold.metric == ThresholdMetric::MaxMs;
        if (!grows || !upperLimit(threshold))
            continue;
        if (threshold.endpoint.isEmpty() || threshold.endpoint == info.endpointName) {
            m_growing.append({threshold, -1});
            continue;
        }
        // In a mix, one on a named endpoint counts that endpoint's samples.
        for (qsizetype e = 0; e < info.mix.size(); ++e) {
            if (info.mix[e].name == threshold.endpoint)
                m_growing.append({threshold, int(e)});
        }
    }
}

QString ThresholdWatch::observe(const SampleBatch &batch)
{
    for (Growing &growing : m_growing) {
        for (const Sample &sample : batch) {
            if (growing.endpoint >= 0 && sample.endpoint != growing.endpoint)
                continue;
            ++growing.requests;
            growing.errors += sample.ok() ? 0 : 1;
            if (isAccepted(m_run.point.type, sample))
                growing.maxLatencyUs = std::max<std::uint64_t>(growing.maxLatencyUs, sample.latencyUs());
        }
        const Threshold &threshold = growing.threshold;
        const double value = threshold.metric == ThresholdMetric::Errors ? double(growing.errors)
            : threshold.metric == ThresholdMetric::Requests              ? double(growing.requests)
                                                                         : double(growing.maxLatencyUs) / 1000.0;
        // max_ms is of accepted samples only: none yet is no figure.
        if (threshold.metric == ThresholdMetric::MaxMs && growing.maxLatencyUs == 0)
            continue;
        if (!threshold.holds(value))
            return tr("threshold %1 can no longer pass: run %2 reached %3 %4")
                .arg(threshold.text)
                .arg(m_run.index)
                .arg(thresholdMetricName(threshold.metric))
                .arg(value, 0, 'g', 6);
    }
    return {};
}

QString ThresholdWatch::runFinished(const RunSummary &run) const
{
    for (const ThresholdResult &result : evaluateThresholds(m_thresholds, {run}, {})) {
        // A threshold that does not apply to this run measured nothing here.
        if (!result.measurements.isEmpty() && !result.passed())
            return tr("threshold %1 can no longer pass: %2").arg(result.threshold.text, result.failureText());
    }
    return {};
}

} // namespace cp
