#pragma once

#include "summary.h"

#include <optional>
#include <span>

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

} // namespace cp::stats
