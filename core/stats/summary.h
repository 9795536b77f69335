#pragma once

#include <QJsonObject>
#include <QtGlobal>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cp::stats {

// A closed interval [lo, hi] in the unit of the data it was computed from.
struct Interval
{
    double lo;
    double hi;
};

// Statistics of one set of values (docs/statistics.md#the-summary). For n == 0 every double is NaN and
// every interval empty; an interval is also empty where its formula has none.
struct Summary
{
    qint64 n = 0;
    double mean, median, std, cv, min, max, p50, p90, p95, p99, p999;
    std::optional<Interval> ci95_t, ci99_t, ci95_median, ci99_median, ci95_median_sebs, ci99_median_sebs;
};

// Takes the values by value because it sorts them: exact order statistics need
// the whole sorted set.
Summary summarize(std::vector<double> values);
// The same figures, bit for bit, from values already sorted ascending and kept as
// integers (a run's microseconds): a run's summary costs 4 bytes a sample, not a
// copy as doubles (docs/specification.md#performance-targets).
Summary summarizeSorted(std::span<const std::uint32_t> sorted);
Summary summarizeSorted(std::span<const std::uint64_t> sorted);

// The keys analyze --json prints (docs/statistics.md#containerperf-cli-analyze),
// without "group"; a non-finite number or an empty interval is written as
// null, so the object is always valid JSON.
QJsonObject toJson(const Summary &s);
// Reads back what toJson writes; null and missing numbers become NaN, null
// intervals none.
Summary fromJson(const QJsonObject &object);

} // namespace cp::stats
