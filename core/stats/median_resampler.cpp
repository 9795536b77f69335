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

qint64 MedianResampler::descend(QRandomGenerator &random, qint64 lo, qint64 hi, qint64 draws, qint64 rank) const
{
    while (hi - lo > 1) {
        const qint64 mid = lo + (hi - lo) / 2;
        const qint64 below = drawsBelow(random, lo, mid, hi, draws);
        if (rank < below) {
            hi = mid;
            draws = below;
        } else {
            lo = mid;
            draws -= below;
            rank -= below;
        }
    }
    return lo;
}

double MedianResampler::draw(QRandomGenerator &random) const
{
    const auto n = static_cast<qint64>(m_sorted.size());
    // The resample's middle ranks (equal for odd n). They share the counts of
    // every range holding both; once a split separates them, the two sides are
    // independent given their counts.
    qint64 low = (n - 1) / 2;
    qint64 high = n / 2;
    qint64 lo = 0;
    qint64 hi = n;
    qint64 draws = n;
    while (hi - lo > 1) {
        const qint64 mid = lo + (hi - lo) / 2;
        const qint64 below = drawsBelow(random, lo, mid, hi, draws);
        if (low < below && high >= below) {
            const qint64 lowIndex = descend(random, lo, mid, below, low);
            const qint64 highIndex = descend(random, mid, hi, draws - below, high - below);
            return (m_sorted[static_cast<std::size_t>(lowIndex)] + m_sorted[static_cast<std::size_t>(highIndex)]) / 2.0;
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
