#pragma once

#include <QtGlobal>

#include <span>
#include <vector>

class QRandomGenerator;

namespace cp::stats {

// Draws the median of a bootstrap resample (n draws with replacement from n
// sorted values) without drawing the n values. Which order statistics the
// resample's middle ranks land on depends only on how many draws fall into
// each part of the sorted values, and that count is binomial: of `d` draws over
// [lo, hi), Binomial(d, (mid − lo)/(hi − lo)) fall below mid. Halving the range
// towards the middle ranks takes about 2·log₂ n binomial draws instead of n
// uniform ones, with the same distribution as resampling the values.
class MedianResampler
{
public:
    explicit MedianResampler(std::span<const double> sorted);

    double draw(QRandomGenerator &random) const;

private:
    // The mean of the values that the draws of 0-based ranks `low` <= `high` land
    // on, among `draws` draws spread uniformly over [lo, hi); with low == high,
    // the value that one rank lands on.
    double valueAt(QRandomGenerator &random, qint64 lo, qint64 hi, qint64 draws, qint64 low, qint64 high) const;

    std::vector<double> m_sorted;
};

} // namespace cp::stats
