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
    m_requests = 0;
    m_errors = 0;
    m_maxLatencyUs = 0;
    m_growing.clear();
    for (const Threshold &threshold : m_thresholds) {
        const bool applies = threshold.endpoint.isEmpty() || threshold.endpoint == info.endpointName;
        const bool grows = threshold.metric == ThresholdMetric::Errors || threshold.metric == ThresholdMetric::Requests
            || threshold.metric == ThresholdMetric::MaxMs;
        if (applies && grows && upperLimit(threshold))
            m_growing.append(threshold);
    }
}

QString ThresholdWatch::observe(const SampleBatch &batch)
{
    if (m_growing.isEmpty())
        return {};
    for (const Sample &sample : batch) {
        ++m_requests;
        m_errors += sample.ok() ? 0 : 1;
        if (isAccepted(m_run.point.type, sample))
            m_maxLatencyUs = std::max<std::uint64_t>(m_maxLatencyUs, sample.latencyUs());
    }
    for (const Threshold &threshold : std::as_const(m_growing)) {
        const double value = threshold.metric == ThresholdMetric::Errors ? double(m_errors)
            : threshold.metric == ThresholdMetric::Requests              ? double(m_requests)
                                                                         : double(m_maxLatencyUs) / 1000.0;
        // max_ms is of accepted samples only: none yet is no figure.
        if (threshold.metric == ThresholdMetric::MaxMs && m_maxLatencyUs == 0)
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
