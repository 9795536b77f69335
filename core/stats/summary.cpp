#include "summary.h"

#include "confidence_intervals.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::stats {

namespace {

// Every figure reads the values as doubles in ascending order, whatever they
// are held as, so integers give what their copy as doubles would.
template<typename Value>
Summary summarizeAscending(std::span<const Value> sorted)
{
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    Summary s;
    s.mean = s.median = s.std = s.cv = s.min = s.max = nan;
    s.p50 = s.p90 = s.p95 = s.p99 = s.p999 = nan;
    s.n = static_cast<qint64>(sorted.size());
    if (sorted.empty())
        return s;

    const auto n = static_cast<double>(sorted.size());
    // Two passes: the sum of squared deviations from the mean does not cancel
    // catastrophically the way Σx² − n·mean² does for large latencies.
    double sum = 0.0;
    for (const Value value : sorted)
        sum += static_cast<double>(value);
    s.mean = sum / n;
    double squares = 0.0;
    for (const Value value : sorted) {
        const auto x = static_cast<double>(value);
        squares += (x - s.mean) * (x - s.mean);
    }

    s.std = std::sqrt(squares / n);
    s.cv = 100.0 * s.std / s.mean;
    s.min = static_cast<double>(sorted.front());
    s.max = static_cast<double>(sorted.back());
    const std::size_t middle = sorted.size() / 2;
    s.median = sorted.size() % 2 == 1
        ? static_cast<double>(sorted[middle])
        : (static_cast<double>(sorted[middle - 1]) + static_cast<double>(sorted[middle])) / 2.0;
    s.p50 = quantileType7(sorted, 0.50);
    s.p90 = quantileType7(sorted, 0.90);
    s.p95 = quantileType7(sorted, 0.95);
    s.p99 = quantileType7(sorted, 0.99);
    s.p999 = quantileType7(sorted, 0.999);

    if (s.n >= 2) {
        const double sampleStd = std::sqrt(squares / (n - 1.0));
        s.ci95_t = meanIntervalT(s.n, s.mean, sampleStd, Confidence::P95);
        s.ci99_t = meanIntervalT(s.n, s.mean, sampleStd, Confidence::P99);
    }
    s.ci95_median = medianIntervalLeBoudec(sorted, Confidence::P95);
    s.ci99_median = medianIntervalLeBoudec(sorted, Confidence::P99);
    s.ci95_median_sebs = medianIntervalSebs(sorted, Confidence::P95);
    s.ci99_median_sebs = medianIntervalSebs(sorted, Confidence::P99);
    return s;
}

} // namespace

Summary summarize(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return summarizeAscending(std::span<const double>(values));
}

Summary summarizeSorted(std::span<const std::uint32_t> sorted)
{
    return summarizeAscending(sorted);
}

Summary summarizeSorted(std::span<const std::uint64_t> sorted)
{
    return summarizeAscending(sorted);
}

QJsonObject toJson(const Summary &s)
{
    return QJsonObject{
        {QStringLiteral("n"), s.n},
        {QStringLiteral("mean"), finiteToJson(s.mean)},
        {QStringLiteral("median"), finiteToJson(s.median)},
        {QStringLiteral("std"), finiteToJson(s.std)},
        {QStringLiteral("cv"), finiteToJson(s.cv)},
        {QStringLiteral("min"), finiteToJson(s.min)},
        {QStringLiteral("max"), finiteToJson(s.max)},
        {QStringLiteral("p50"), finiteToJson(s.p50)},
        {QStringLiteral("p90"), finiteToJson(s.p90)},
        {QStringLiteral("p95"), finiteToJson(s.p95)},
        {QStringLiteral("p99"), finiteToJson(s.p99)},
        {QStringLiteral("p999"), finiteToJson(s.p999)},
        {QStringLiteral("ci95_t"), toJson(s.ci95_t)},
        {QStringLiteral("ci99_t"), toJson(s.ci99_t)},
        {QStringLiteral("ci95_median"), toJson(s.ci95_median)},
        {QStringLiteral("ci99_median"), toJson(s.ci99_median)},
        {QStringLiteral("ci95_median_sebs"), toJson(s.ci95_median_sebs)},
        {QStringLiteral("ci99_median_sebs"), toJson(s.ci99_median_sebs)},
    };
}

namespace {

double numberFrom(const QJsonValue &value)
{
    return value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

std::optional<Interval> intervalFrom(const QJsonValue &value)
{
    const QJsonArray array = value.toArray();
    if (array.size() != 2 || !array[0].isDouble() || !array[1].isDouble())
        return std::nullopt;
    return Interval{array[0].toDouble(), array[1].toDouble()};
}

} // namespace

Summary fromJson(const QJsonObject &o)
{
    Summary s;
    s.n = o.value(QLatin1String("n")).toInteger();
    s.mean = numberFrom(o.value(QLatin1String("mean")));
    s.median = numberFrom(o.value(QLatin1String("median")));
    s.std = numberFrom(o.value(QLatin1String("std")));
    s.cv = numberFrom(o.value(QLatin1String("cv")));
    s.min = numberFrom(o.value(QLatin1String("min")));
    s.max = numberFrom(o.value(QLatin1String("max")));
    s.p50 = numberFrom(o.value(QLatin1String("p50")));
    s.p90 = numberFrom(o.value(QLatin1String("p90")));
    s.p95 = numberFrom(o.value(QLatin1String("p95")));
    s.p99 = numberFrom(o.value(QLatin1String("p99")));
    s.p999 = numberFrom(o.value(QLatin1String("p999")));
    s.ci95_t = intervalFrom(o.value(QLatin1String("ci95_t")));
    s.ci99_t = intervalFrom(o.value(QLatin1String("ci99_t")));
    s.ci95_median = intervalFrom(o.value(QLatin1String("ci95_median")));
    s.ci99_median = intervalFrom(o.value(QLatin1String("ci99_median")));
    s.ci95_median_sebs = intervalFrom(o.value(QLatin1String("ci95_median_sebs")));
    s.ci99_median_sebs = intervalFrom(o.value(QLatin1String("ci99_median_sebs")));
    return s;
}

QString intervalText(const QString &lo, const QString &hi, const QLocale &locale)
{
    const bool decimalComma = locale.decimalPoint() == QLatin1String(",");
    return QStringLiteral("[%1%2 %3]").arg(lo, decimalComma ? QStringLiteral(";") : QStringLiteral(","), hi);
}

QJsonValue finiteToJson(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue toJson(const std::optional<Interval> &value)
{
    if (!value || !std::isfinite(value->lo) || !std::isfinite(value->hi))
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{value->lo, value->hi};
}

} // namespace cp::stats
