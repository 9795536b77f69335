#include "model/threshold_result.h"

#include "model/run_info.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

// The run's figure `metric` names, in the unit its name says; empty when the run has none.
std::optional<double> runFigure(ThresholdMetric metric, const RunSummary &run, QString *missing)
{
    const stats::Summary &latency = run.latencyUs;
    const std::int64_t requests = run.counts.requests;
    const std::int64_t errors = requests - run.counts.errors[std::size_t(ErrorClass::Ok)];
    const auto milliseconds = [&](double us) -> std::optional<double> {
        if (latency.n == 0) {
            *missing = ThresholdResult::tr("no accepted samples");
            return std::nullopt;
        }
        return us / 1000;
    };
    const auto perRequest = [&](std::int64_t count) -> std::optional<double> {
        if (requests == 0) {
            *missing = ThresholdResult::tr("no requests");
            return std::nullopt;
        }
        return double(count) / double(requests);
    };
    switch (metric) {
    case ThresholdMetric::P50Ms:
        return milliseconds(latency.p50);
    case ThresholdMetric::P90Ms:
        return milliseconds(latency.p90);
    case ThresholdMetric::P95Ms:
        return milliseconds(latency.p95);
    case ThresholdMetric::P99Ms:
        return milliseconds(latency.p99);
    case ThresholdMetric::P999Ms:
        return milliseconds(latency.p999);
    case ThresholdMetric::MeanMs:
        return milliseconds(latency.mean);
    case ThresholdMetric::MaxMs:
        return milliseconds(latency.max);
    case ThresholdMetric::ErrorRate:
        return perRequest(errors);
    case ThresholdMetric::Errors:
        return double(errors);
    case ThresholdMetric::ThroughputRps:
        return run.throughputRps;
    case ThresholdMetric::Requests:
        return double(requests);
    case ThresholdMetric::LateSendRate:
        return perRequest(run.engine.lateSends);
    case ThresholdMetric::ColdRatio:
        break;
    }
    *missing = ThresholdResult::tr("not a figure of a run");
    return std::nullopt;
}

QString pointText(const ColdStartOverhead &overhead)
{
    QStringList parts;
    if (overhead.memoryMb > 0)
        parts << ThresholdResult::tr("%1 MiB").arg(overhead.memoryMb);
    if (overhead.cpuLimit > 0)
        parts << ThresholdResult::tr("%1 CPUs").arg(overhead.cpuLimit);
    parts << ThresholdResult::tr("message length %1").arg(overhead.msgLength);
    return parts.join(QLatin1String(", "));
}

ThresholdMeasurement measured(const Threshold &threshold, QString subject, int run, std::optional<double> value,
                              QString missing)
{
    ThresholdMeasurement measurement;
    measurement.run = run;
    measurement.subject = std::move(subject);
    measurement.value = value;
    measurement.missing = std::move(missing);
    measurement.passed = value && threshold.holds(*value);
    return measurement;
}

} // namespace

bool ThresholdResult::passed() const
{
    return !measurements.isEmpty()
        && std::all_of(measurements.cbegin(), measurements.cend(),
                       [](const ThresholdMeasurement &measurement) { return measurement.passed; });
}

QString ThresholdResult::failureText() const
{
    if (measurements.isEmpty()) {
        return threshold.endpoint.isEmpty() ? tr("nothing measured it")
                                            : tr("no run of endpoint '%1' measured it").arg(threshold.endpoint);
    }
    QStringList failures;
    const QString metric = thresholdMetricName(threshold.metric);
    const QString comparison = thresholdComparisonSymbol(threshold.comparison);
    for (const ThresholdMeasurement &measurement : measurements) {
        if (measurement.passed)
            continue;
        if (measurement.value)
            failures << tr("%1: %2 %3, not %4 %5")
                            .arg(measurement.subject, metric, QString::number(*measurement.value, 'g', 6), comparison,
                                 QString::number(threshold.limit, 'g', 12));
        else
            failures << tr("%1: no %2 (%3)").arg(measurement.subject, metric, measurement.missing);
    }
    return failures.join(QLatin1String("; "));
}

const ThresholdMeasurement *ThresholdResult::closest() const
{
    const bool upper =
        threshold.comparison == ThresholdComparison::Less || threshold.comparison == ThresholdComparison::LessOrEqual;
    const ThresholdMeasurement *closest = nullptr;
    for (const ThresholdMeasurement &measurement : measurements) {
        if (!measurement.value)
            return &measurement; // a missing figure breaks any limit
        if (!closest || (upper ? *measurement.value > *closest->value : *measurement.value < *closest->value))
            closest = &measurement;
    }
    return closest;
}

QList<ThresholdResult> evaluateThresholds(const QList<Threshold> &thresholds, const QList<RunSummary> &runs,
                                          const QList<ColdStartOverhead> &coldStarts)
{
    QList<ThresholdResult> results;
    for (const Threshold &threshold : thresholds) {
        ThresholdResult result;
        result.threshold = threshold;
        const auto applies = [&](const QString &endpoint) {
            return threshold.endpoint.isEmpty() || threshold.endpoint == endpoint;
        };
        if (threshold.metric == ThresholdMetric::ColdRatio) {
            for (const ColdStartOverhead &overhead : coldStarts) {
                if (!applies(overhead.endpoint))
                    continue;
                const bool known = std::isfinite(overhead.ratio) && overhead.warm.count > 0 && overhead.cold.count > 0;
                result.measurements.append(
                    measured(threshold,
                             ThresholdResult::tr("cold start of %1 at %2").arg(overhead.endpoint, pointText(overhead)),
                             -1, known ? std::optional(overhead.ratio) : std::nullopt,
                             known ? QString() : ThresholdResult::tr("no warm or no cold samples")));
            }
        } else {
            const auto measure = [&](const RunSummary &figures, const QString &subject, int run) {
                QString missing;
                const std::optional<double> value = runFigure(threshold.metric, figures, &missing);
                result.measurements.append(measured(threshold, subject, run, value, missing));
            };
            for (const RunSummary &run : runs) {
                if (applies(run.info.endpointName)) {
                    measure(run, ThresholdResult::tr("run %1").arg(run.info.index), run.info.index);
                    continue;
                }
                // A threshold on one endpoint of a mix holds for that endpoint's figures.
                for (const RunSummary &part : run.endpoints) {
                    if (part.info.endpointName == threshold.endpoint)
                        measure(part, ThresholdResult::tr("run %1, %2").arg(run.info.index).arg(threshold.endpoint),
                                run.info.index);
                }
            }
        }
        results.append(result);
    }
    return results;
}

bool allThresholdsPassed(const QList<ThresholdResult> &results)
{
    return std::all_of(results.cbegin(), results.cend(), [](const ThresholdResult &result) { return result.passed(); });
}

} // namespace cp
