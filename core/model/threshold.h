#pragma once

#include <QCoreApplication>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>

namespace cp {

// The summary figures a threshold can limit (docs/load-testing.md#thresholds).
enum class ThresholdMetric : std::uint8_t {
    P50Ms,
    P90Ms,
    P95Ms,
    P99Ms,
    P999Ms,
    MeanMs,
    MaxMs,
    ErrorRate,
    Errors,
    ThroughputRps,
    Requests,
    LateSendRate,
    ColdRatio,
};
inline constexpr int ThresholdMetricCount = 13;

inline constexpr std::array<QLatin1StringView, ThresholdMetricCount> thresholdMetricNames = {
    QLatin1StringView("p50_ms"),         QLatin1StringView("p90_ms"),     QLatin1StringView("p95_ms"),
    QLatin1StringView("p99_ms"),         QLatin1StringView("p999_ms"),    QLatin1StringView("mean_ms"),
    QLatin1StringView("max_ms"),         QLatin1StringView("error_rate"), QLatin1StringView("errors"),
    QLatin1StringView("throughput_rps"), QLatin1StringView("requests"),   QLatin1StringView("late_send_rate"),
    QLatin1StringView("cold_ratio"),
};

enum class ThresholdComparison : std::uint8_t { Less, LessOrEqual, Greater, GreaterOrEqual };

// "p99_ms<50": a limit every run it applies to must keep, or, for cold_ratio,
// every cold-start overhead the experiment measured. Written
// METRIC[@ENDPOINT] OP LIMIT with OP one of < <= > >=; without an endpoint it
// applies to the runs of every endpoint.
struct Threshold
{
    QString text; // as the user wrote it: what pass/fail lines and JUnit name
    ThresholdMetric metric = ThresholdMetric::P99Ms;
    ThresholdComparison comparison = ThresholdComparison::Less;
    double limit = 0;
    QString endpoint; // empty: every endpoint

    bool holds(double value) const;

    // The threshold `text` writes, or nothing with *error saying what is wrong.
    static std::optional<Threshold> parse(const QString &text, QString *error);

    Q_DECLARE_TR_FUNCTIONS(cp::Threshold)
};

// The thresholds `texts` write, in order; each text that is none adds its error to *errors.
QList<Threshold> parseThresholds(const QStringList &texts, QStringList *errors);
// Their texts, as written.
QStringList thresholdTexts(const QList<Threshold> &thresholds);

QLatin1StringView thresholdMetricName(ThresholdMetric metric);
QLatin1StringView thresholdComparisonSymbol(ThresholdComparison comparison);

} // namespace cp
