#include "median_comparison.h"

#include "confidence_intervals.h"

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

// One bootstrap resample's median without building the resample: draw how
// often each order statistic is picked, then walk the counts to the middle
// rank(s). O(n) with no sort.
class MedianResampler
{
public:
    explicit MedianResampler(std::vector<double> sorted)
        : m_sorted(std::move(sorted))
        , m_counts(m_sorted.size())
    {
    }

    double draw(QRandomGenerator &random)
    {
        std::fill(m_counts.begin(), m_counts.end(), 0);
        const auto n = static_cast<quint32>(m_sorted.size());
        for (quint32 i = 0; i < n; ++i)
            ++m_counts[random.bounded(n)];
        // 0-based ranks of the middle value(s) of the resample.
        const quint32 lowRank = (n - 1) / 2;
        const quint32 highRank = n / 2;
        double low = 0.0;
        quint32 seen = 0;
        for (std::size_t i = 0; i < m_counts.size(); ++i) {
            const quint32 before = seen;
            seen += m_counts[i];
            if (before <= lowRank && lowRank < seen)
                low = m_sorted[i];
            if (highRank < seen)
                return (low + m_sorted[i]) / 2.0;
        }
        return m_sorted.back();
    }

private:
    std::vector<double> m_sorted;
    std::vector<quint32> m_counts;
};

} // namespace

MedianComparison compareMedians(std::span<const double> a, std::span<const double> b, int resamples, quint32 seed)
{
    MedianComparison result;
    result.nA = static_cast<qint64>(a.size());
    result.nB = static_cast<qint64>(b.size());
    result.resamples = resamples;
    result.seed = seed;
    result.medianA = result.medianB = result.difference = std::numeric_limits<double>::quiet_NaN();
    if (a.empty() || b.empty())
        return result;

    std::vector<double> sortedA(a.begin(), a.end());
    std::vector<double> sortedB(b.begin(), b.end());
    std::sort(sortedA.begin(), sortedA.end());
    std::sort(sortedB.begin(), sortedB.end());
    result.medianA = medianOfSorted(sortedA);
    result.medianB = medianOfSorted(sortedB);
    result.difference = result.medianB - result.medianA;
    if (result.nA < MinimumGroupSize || result.nB < MinimumGroupSize || resamples < 2)
        return result;

    QRandomGenerator random(seed);
    MedianResampler resamplerA(std::move(sortedA));
    MedianResampler resamplerB(std::move(sortedB));
    std::vector<double> differences(static_cast<std::size_t>(resamples));
    for (double &difference : differences) {
        const double medianA = resamplerA.draw(random);
        difference = resamplerB.draw(random) - medianA;
    }
    std::sort(differences.begin(), differences.end());
    result.ci95 = Interval{quantileType7(differences, 0.025), quantileType7(differences, 0.975)};
    return result;
}

} // namespace cp::stats
