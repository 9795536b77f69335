#pragma once

#include "summary.h"

#include <cmath>
#include <cstddef>
#include <optional>
#include <span>
#include <utility>

// Confidence intervals (docs/statistics.md#the-summary). Functions taking `sorted` need it ascending.
namespace cp::stats {

enum class Confidence { P95, P99 };

double confidenceLevel(Confidence confidence);

// Mean ± t·s/√n with s the sample std (n−1) and t the Student-t quantile at
// (1+level)/2 with n−1 degrees of freedom. Empty for n < 2.
std::optional<Interval> meanIntervalT(qint64 n, double mean, double sampleStd, Confidence confidence);

// SeBS's median interval (sebs/experiments/perf_cost.py, ci_le_boudec), kept
// bit for bit so results compare with SeBS's: 0-based indices
// lo = ⌊(n − z√n)/2⌋, hi = ⌈1 + (n + z√n)/2⌉, z = 1.96 / 2.576. Empty for n ≤ 20.
std::optional<std::pair<std::size_t, std::size_t>> medianIndicesSebs(std::size_t n, Confidence confidence);
std::optional<Interval> medianIntervalSebs(std::span<const double> sorted, Confidence confidence);

// 1-based ranks j < k of the order statistics bounding a median interval.
struct RankPair
{
    qint64 j;
    qint64 k;
};

// Le Boudec, "Performance Evaluation of Computer and Communication Systems",
// EPFL Press 2010, Theorem 2.1 and Table A.1: for n ≤ 70 the pair with exact
// binomial coverage P(j ≤ B ≤ k−1) ≥ level, B ~ Bin(n, ½), narrowest first,
// then the most centred, then the smaller j; above 70 the normal approximation
// j = ⌊n/2 − (z/2)√n⌋, k = ⌈n/2 + 1 + (z/2)√n⌉. Empty when no pair reaches the level.
std::optional<RankPair> medianRanksLeBoudec(qint64 n, Confidence confidence);

std::optional<Interval> medianIntervalLeBoudec(std::span<const double> sorted, Confidence confidence);

// Hyndman & Fan (1996) type 7, numpy's default: h = (n−1)p, linear between
// x[⌊h⌋] and x[⌊h⌋+1] (0-based). `sorted` must not be empty.
double quantileType7(std::span<const double> sorted, double p);

// The same three for values of any arithmetic type, each read as a double: a run's
// microseconds are summarised from 4-byte integers, not from a copy as doubles
// (docs/specification.md#performance-targets).
template<typename Value>
std::optional<Interval> medianIntervalSebs(std::span<const Value> sorted, Confidence confidence)
{
    const auto indices = medianIndicesSebs(sorted.size(), confidence);
    if (!indices)
        return std::nullopt;
    return Interval{static_cast<double>(sorted[indices->first]), static_cast<double>(sorted[indices->second])};
}

template<typename Value>
std::optional<Interval> medianIntervalLeBoudec(std::span<const Value> sorted, Confidence confidence)
{
    const auto ranks = medianRanksLeBoudec(static_cast<qint64>(sorted.size()), confidence);
    if (!ranks)
        return std::nullopt;
    return Interval{static_cast<double>(sorted[static_cast<std::size_t>(ranks->j - 1)]),
                    static_cast<double>(sorted[static_cast<std::size_t>(ranks->k - 1)])};
}

template<typename Value>
double quantileType7(std::span<const Value> sorted, double p)
{
    const double h = static_cast<double>(sorted.size() - 1) * p;
    const auto lower = static_cast<std::size_t>(std::floor(h));
    if (lower + 1 >= sorted.size())
        return static_cast<double>(sorted.back());
    const auto x = static_cast<double>(sorted[lower]);
    return x + (h - static_cast<double>(lower)) * (static_cast<double>(sorted[lower + 1]) - x);
}

} // namespace cp::stats
