#include "confidence_intervals.h"

#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/students_t.hpp>

#include <cmath>
#include <cstdlib>
#include <vector>

namespace cp::stats {

namespace {

// The normal quantiles SeBS hard-codes; Le Boudec's large-n formula uses the same.
double zValue(Confidence confidence)
{
    return confidence == Confidence::P95 ? 1.96 : 2.576;
}

// The last n for which Le Boudec's table is exact; above it the normal formula.
constexpr qint64 LeBoudecExactLimit = 70;

std::optional<RankPair> exactRanks(qint64 n, double level)
{
    const boost::math::binomial_distribution<double> binomial(static_cast<double>(n), 0.5);
    // below[i] = P(B < i), so P(j ≤ B ≤ k−1) = below[k] − below[j].
    std::vector<double> below(static_cast<std::size_t>(n) + 2, 0.0);
    for (qint64 i = 0; i <= n; ++i)
        below[static_cast<std::size_t>(i) + 1] =
            below[static_cast<std::size_t>(i)] + boost::math::pdf(binomial, static_cast<double>(i));

    for (qint64 width = 1; width < n; ++width) {
        std::optional<RankPair> best;
        for (qint64 j = 1; j + width <= n; ++j) {
            const qint64 k = j + width;
            if (below[static_cast<std::size_t>(k)] - below[static_cast<std::size_t>(j)] < level)
                continue;
            // Iterating j upwards keeps the smaller j on equal centring.
            if (!best || std::llabs(j + k - (n + 1)) < std::llabs(best->j + best->k - (n + 1)))
                best = RankPair{j, k};
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

} // namespace

double confidenceLevel(Confidence confidence)
{
    return confidence == Confidence::P95 ? 0.95 : 0.99;
}

std::optional<Interval> meanIntervalT(qint64 n, double mean, double sampleStd, Confidence confidence)
{
    if (n < 2)
        return std::nullopt;
    const boost::math::students_t_distribution<double> student(static_cast<double>(n - 1));
    const double t = boost::math::quantile(student, (1.0 + confidenceLevel(confidence)) / 2.0);
    const double half = t * sampleStd / std::sqrt(static_cast<double>(n));
    return Interval{mean - half, mean + half};
}

std::optional<std::pair<std::size_t, std::size_t>> medianIndicesSebs(std::size_t size, Confidence confidence)
{
    const auto n = static_cast<double>(size);
    if (size <= 20)
        return std::nullopt;
    const double spread = zValue(confidence) * std::sqrt(n);
    const auto lo = static_cast<std::size_t>(std::floor((n - spread) / 2.0));
    const auto hi = static_cast<std::size_t>(std::ceil(1.0 + (n + spread) / 2.0));
    if (hi >= size)
        return std::nullopt;
    return std::pair{lo, hi};
}

std::optional<Interval> medianIntervalSebs(std::span<const double> sorted, Confidence confidence)
{
    return medianIntervalSebs<double>(sorted, confidence);
}

std::optional<RankPair> medianRanksLeBoudec(qint64 n, Confidence confidence)
{
    if (n < 1)
        return std::nullopt;
    if (n <= LeBoudecExactLimit)
        return exactRanks(n, confidenceLevel(confidence));
    const double halfSpread = zValue(confidence) / 2.0 * std::sqrt(static_cast<double>(n));
    const double half = 0.5 * static_cast<double>(n);
    const auto j = static_cast<qint64>(std::floor(half - halfSpread));
    const auto k = static_cast<qint64>(std::ceil(half + 1.0 + halfSpread));
    return RankPair{std::max<qint64>(j, 1), std::min(k, n)};
}

std::optional<Interval> medianIntervalLeBoudec(std::span<const double> sorted, Confidence confidence)
{
    return medianIntervalLeBoudec<double>(sorted, confidence);
}

double quantileType7(std::span<const double> sorted, double p)
{
    return quantileType7<double>(sorted, p);
}

} // namespace cp::stats
