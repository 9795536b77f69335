#pragma once

#include <QtGlobal>

#include <optional>

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

} // namespace cp::stats
