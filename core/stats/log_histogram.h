#pragma once

#include <QtGlobal>

#include <vector>

namespace cp::stats {

// Live latency histogram for the GUI and progress lines (docs/statistics.md#the-live-histogram): buckets
// grow geometrically by γ = (1+α)/(1−α), so any value is reported within a
// relative error α of itself (the DDSketch construction: Masson, Rim & Lee,
// "DDSketch: A Fast and Fully-Mergeable Quantile Sketch with Relative-Error
// Guarantees", VLDB 2019). The bucket array is sized once from the value range,
// record() is a log and an increment, and two histograms of the same layout
// merge by adding counts. Files never use it: they hold exact statistics.
class LogHistogram
{
public:
    // Values below `lowest` (including 0 and negatives) share one bucket, values
    // above `highest` another; both report the exact extreme seen. The defaults
    // cover 1 ns to ~11 days in µs with 1 % error in about 1 700 buckets.
    explicit LogHistogram(double relativeAccuracy = 0.01, double lowest = 1e-3, double highest = 1e12);

    void record(double value) noexcept;
    // Adds `other`'s counts; false (and nothing changes) when the layouts differ.
    bool merge(const LogHistogram &other);
    void clear() noexcept;

    bool sameLayout(const LogHistogram &other) const noexcept;
    double relativeAccuracy() const noexcept { return m_accuracy; }
    std::size_t bucketCount() const noexcept { return m_counts.size(); }

    quint64 count() const noexcept { return m_count; }
    double min() const noexcept;
    double max() const noexcept;
    double mean() const noexcept;

    // Estimate of the order statistic of 0-based rank ⌊q·(n−1)⌋, within the
    // relative accuracy of it for values inside [lowest, highest]. NaN when empty.
    double quantile(double q) const noexcept;

private:
    std::size_t bucketOf(double value) const noexcept;
    double bucketValue(std::size_t bucket) const noexcept;

    double m_accuracy;
    double m_lowest;
    double m_highest;
    double m_gamma;
    double m_inverseLogGamma;
    // [0] below lowest, [1 … size−2] geometric, [size−1] above highest.
    std::vector<quint64> m_counts;
    quint64 m_count = 0;
    double m_sum = 0.0;
    double m_min;
    double m_max;
};

} // namespace cp::stats
