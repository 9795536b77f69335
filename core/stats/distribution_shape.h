#pragma once

#include <QList>
#include <QPointF>

#include <span>

namespace cp::stats {

// A box plot's five numbers (docs/statistics.md#figures): the quartiles (type 7),
// and Tukey's whiskers, the furthest values within 1.5 interquartile ranges of
// the box; values beyond them are outliers, counted.
struct BoxPlot
{
    qint64 n = 0;
    double lowWhisker = 0;
    double q1 = 0;
    double median = 0;
    double q3 = 0;
    double highWhisker = 0;
    qint64 outliers = 0;
};

// `sorted` must be sorted ascending and not empty.
BoxPlot boxPlot(std::span<const double> sorted);

// The empirical CDF of `sorted` (ascending, not empty) as at most about
// `points` (value, fraction at or below it) pairs: evenly spaced in rank, plus
// the tail above the 90th percentile at logarithmically closer ranks, so that a
// plot shows p99 and p99.9 as they are; the last point is the maximum at 1.
QList<QPointF> cdfPoints(std::span<const double> sorted, int points = 400);

} // namespace cp::stats
