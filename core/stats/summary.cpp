#include "summary.h"

#include "confidence_intervals.h"

#include "model/json_field.h"

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

namespace {

// A summary's keys are its members' names.
// clang-format off
#define SUMMARY_FIELD(name) {#name, &Summary::name}
// clang-format on
using NumberField = JsonField<Summary, double>;
constexpr NumberField NumberFields[] = {
    SUMMARY_FIELD(mean), SUMMARY_FIELD(median), SUMMARY_FIELD(std),  SUMMARY_FIELD(cv),
    SUMMARY_FIELD(min),  SUMMARY_FIELD(max),    SUMMARY_FIELD(p50),  SUMMARY_FIELD(p90),
    SUMMARY_FIELD(p95),  SUMMARY_FIELD(p99),    SUMMARY_FIELD(p999),
};
using IntervalField = JsonField<Summary, std::optional<Interval>>;
constexpr IntervalField IntervalFields[] = {
    SUMMARY_FIELD(ci95_t),      SUMMARY_FIELD(ci99_t),           SUMMARY_FIELD(ci95_median),
    SUMMARY_FIELD(ci99_median), SUMMARY_FIELD(ci95_median_sebs), SUMMARY_FIELD(ci99_median_sebs),
};
#undef SUMMARY_FIELD

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

QJsonObject toJson(const Summary &s)
{
    QJsonObject o{{QStringLiteral("n"), s.n}};
    for (const NumberField &field : NumberFields)
        o.insert(QLatin1String(field.key), finiteToJson(s.*field.member));
    for (const IntervalField &field : IntervalFields)
        o.insert(QLatin1String(field.key), toJson(s.*field.member));
    return o;
}

Summary fromJson(const QJsonObject &o)
{
    Summary s;
    s.n = o.value(QLatin1String("n")).toInteger();
    for (const NumberField &field : NumberFields)
        s.*field.member = numberFrom(o.value(QLatin1String(field.key)));
    for (const IntervalField &field : IntervalFields)
        s.*field.member = intervalFrom(o.value(QLatin1String(field.key)));
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

QJsonValue optionalToJson(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

std::optional<double> optionalFromJson(const QJsonValue &value)
{
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

QJsonValue toJson(const std::optional<Interval> &value)
{
    if (!value || !std::isfinite(value->lo) || !std::isfinite(value->hi))
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{value->lo, value->hi};
}

} // namespace cp::stats
