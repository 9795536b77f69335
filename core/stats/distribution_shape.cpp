#include "stats/distribution_shape.h"

#include "stats/confidence_intervals.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cp::stats {

BoxPlot boxPlot(std::span<const double> sorted)
{
    BoxPlot b;
    b.n = qint64(sorted.size());
    b.q1 = quantileType7(sorted, 0.25);
    b.median = quantileType7(sorted, 0.5);
    b.q3 = quantileType7(sorted, 0.75);
    const double reach = 1.5 * (b.q3 - b.q1);
    const auto low = std::lower_bound(sorted.begin(), sorted.end(), b.q1 - reach);
    const auto high = std::upper_bound(sorted.begin(), sorted.end(), b.q3 + reach);
    // The box's own ends bound the whiskers: with every value inside, they are the extremes.
    b.lowWhisker = std::min(*low, b.q1);
    b.highWhisker = std::max(*(high - 1), b.q3);
    b.outliers = qint64(low - sorted.begin()) + qint64(sorted.end() - high);
    return b;
}

QList<QPointF> cdfPoints(std::span<const double> sorted, int points)
{
    const auto n = std::int64_t(sorted.size());
    // Ranks (0-based) to show: evenly spaced over the body, and from p90 up
    // ever closer to the top, one decade of the remaining fraction at a time.
    std::vector<std::int64_t> ranks;
    const int body = std::max(points * 3 / 4, 2);
    for (int i = 0; i < body; ++i)
        ranks.push_back(std::int64_t(double(n - 1) * i / (body - 1)));
    const int tail = std::max(points - body, 1);
    const double decades = std::max(std::log10(double(n)) - 1, 1.0);
    for (int i = 0; i <= tail; ++i) {
        const double above = 0.1 * std::pow(10.0, -decades * i / tail); // the fraction above the point
        ranks.push_back(std::clamp<std::int64_t>(std::int64_t(std::ceil(double(n) * (1 - above))) - 1, 0, n - 1));
    }
    ranks.push_back(n - 1);
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    QList<QPointF> cdf;
    cdf.reserve(qsizetype(ranks.size()));
    for (const std::int64_t r : ranks) {
        // Ties: the fraction at or below a value counts all of them.
        const auto last = std::upper_bound(sorted.begin(), sorted.end(), sorted[std::size_t(r)]) - sorted.begin();
        const QPointF point(sorted[std::size_t(r)], double(last) / double(n));
        if (cdf.isEmpty() || cdf.constLast() != point)
            cdf.append(point);
    }
    return cdf;
}

} // namespace cp::stats
