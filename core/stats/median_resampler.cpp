#include "median_resampler.h"

#include <QRandomGenerator>

#include <boost/random/binomial_distribution.hpp>

namespace cp::stats {

namespace {

// How many of `draws` uniform draws over [lo, hi) fall below mid. Boost's
// sampler (BTRD) is exact and the same on every platform, unlike std's.
qint64 drawsBelow(QRandomGenerator &random, qint64 lo, qint64 mid, qint64 hi, qint64 draws)
{
    const double p = static_cast<double>(mid - lo) / static_cast<double>(hi - lo);
    return boost::random::binomial_distribution<qint64, double>(draws, p)(random);
}

} // namespace

MedianResampler::MedianResampler(std::span<const double> sorted)
    : m_sorted(sorted.begin(), sorted.end())
{ }

double MedianResampler::draw(QRandomGenerator &random) const
{
    const auto n = static_cast<qint64>(m_sorted.size());
    // The resample's middle ranks (equal for odd n).
    return valueAt(random, 0, n, n, (n - 1) / 2, n / 2);
}

double MedianResampler::valueAt(QRandomGenerator &random, qint64 lo, qint64 hi, qint64 draws, qint64 low,
                                qint64 high) const
{
    while (hi - lo > 1) {
        const qint64 mid = lo + (hi - lo) / 2;
        const qint64 below = drawsBelow(random, lo, mid, hi, draws);
        // The ranks share the counts of every range holding both; once a split
        // separates them, the two sides are independent given their counts.
        if (low < below && high >= below) {
            // Two statements, so that the low side always draws first: one seed, one result.
            const double lowValue = valueAt(random, lo, mid, below, low, low);
            const double highValue = valueAt(random, mid, hi, draws - below, high - below, high - below);
            return (lowValue + highValue) / 2.0;
        }
        if (high < below) {
            hi = mid;
            draws = below;
        } else {
            lo = mid;
            draws -= below;
            low -= below;
            high -= below;
        }
    }
    return m_sorted[static_cast<std::size_t>(lo)];
}

} // namespace cp::stats
