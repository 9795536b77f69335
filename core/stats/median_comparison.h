#pragma once

#include "summary.h"

#include <QtGlobal>

#include <optional>
#include <span>

namespace cp::stats {

// Difference of the medians of two independent groups, B − A, and their ratio
// B / A, each with a 95 % percentile-bootstrap interval (Efron & Tibshirani, "An Introduction to the
// Bootstrap", 1993, §13.3): each group is resampled with replacement on its own,
// the difference and ratio of the resampled medians are taken `resamples` times,
// and each interval is the 2.5 % and 97.5 % type-7 quantiles of those.
// The generator is seeded with `seed`, so the same data give the same interval.
struct MedianComparison
{
    qint64 nA = 0;
    qint64 nB = 0;
    double medianA;
    double medianB;
    double difference; // medianB − medianA
    double ratio;      // medianB / medianA (B's median as a multiple of A's), NaN when medianA is 0
    // Empty when a group has fewer than MinimumGroupSize values: the resampled
    // medians of a handful of values take only a few distinct values.
    std::optional<Interval> ci95;
    // The same for the ratio, from the same resamples; also empty when a
    // resampled median of A is 0.
    std::optional<Interval> ratioCi95;
    int resamples;
    quint32 seed;
};

inline constexpr qint64 MinimumGroupSize = 10;
inline constexpr int DefaultResamples = 2000;
inline constexpr quint32 DefaultSeed = 20100101;

// Cost: sorting both groups, then O(resamples · log n) (see MedianResampler);
// a million values a side take about a second.
MedianComparison compareMedians(std::span<const double> a, std::span<const double> b, int resamples = DefaultResamples,
                                quint32 seed = DefaultSeed);

} // namespace cp::stats
