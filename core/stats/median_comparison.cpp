#include "median_comparison.h"

#include "confidence_intervals.h"
#include "median_resampler.h"

#include <QRandomGenerator>

#include <algorithm>
#include <limits>
#include <vector>

namespace cp::stats {

namespace {

double medianOfSorted(const std::vector<double> &sorted)
{
    const std::size_t middle = sorted.size() / 2;
    return sorted.size() % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
}

} // namespace

MedianComparison compareMedians(std::span<const double> a, std::span<const double> b, int resamples, quint32 seed)
{
    MedianComparison result;
    result.nA = static_cast<qint64>(a.size());
    result.nB = static_cast<qint64>(b.size());
    result.resamples = resamples;
    result.seed = seed;
    result.medianA = result.medianB = result.difference = result.ratio = std::numeric_limits<double>::quiet_NaN();
    if (a.empty() || b.empty())
        return result;

    std::vector<double> sortedA(a.begin(), a.end());
    std::vector<double> sortedB(b.begin(), b.end());
    std::sort(sortedA.begin(), sortedA.end());
    std::sort(sortedB.begin(), sortedB.end());
    result.medianA = medianOfSorted(sortedA);
    result.medianB = medianOfSorted(sortedB);
    result.difference = result.medianB - result.medianA;
    if (result.medianA != 0)
        result.ratio = result.medianB / result.medianA;
    if (result.nA < MinimumGroupSize || result.nB < MinimumGroupSize || resamples < 2)
        return result;

    QRandomGenerator random(seed);
    const MedianResampler resamplerA(sortedA);
    const MedianResampler resamplerB(sortedB);
    std::vector<double> differences(static_cast<std::size_t>(resamples));
    std::vector<double> ratios(static_cast<std::size_t>(resamples));
    bool ratioDefined = true;
    for (std::size_t i = 0; i < differences.size(); ++i) {
        const double medianA = resamplerA.draw(random);
        const double medianB = resamplerB.draw(random);
        differences[i] = medianB - medianA;
        ratioDefined = ratioDefined && medianA != 0;
        ratios[i] = ratioDefined ? medianB / medianA : 0;
    }
    std::sort(differences.begin(), differences.end());
    result.ci95 = Interval{quantileType7(differences, 0.025), quantileType7(differences, 0.975)};
    if (ratioDefined) {
        std::sort(ratios.begin(), ratios.end());
        result.ratioCi95 = Interval{quantileType7(ratios, 0.025), quantileType7(ratios, 0.975)};
    }
    return result;
}

} // namespace cp::stats
