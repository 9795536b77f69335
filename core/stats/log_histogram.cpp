#include "log_histogram.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::stats {

LogHistogram::LogHistogram(double relativeAccuracy, double lowest, double highest)
    : m_accuracy(relativeAccuracy)
    , m_lowest(lowest)
    , m_highest(highest)
    , m_gamma((1.0 + relativeAccuracy) / (1.0 - relativeAccuracy))
    , m_inverseLogGamma(1.0 / std::log(m_gamma))
    , m_min(std::numeric_limits<double>::infinity())
    , m_max(-std::numeric_limits<double>::infinity())
{
    Q_ASSERT(relativeAccuracy > 0.0 && relativeAccuracy < 1.0 && lowest > 0.0 && highest > lowest);
    // Geometric bucket i (1-based) holds (lowest·γ^(i−2), lowest·γ^(i−1)].
    const auto geometric = static_cast<std::size_t>(std::ceil(std::log(highest / lowest) * m_inverseLogGamma)) + 1;
    m_counts.assign(geometric + 2, 0);
}

std::size_t LogHistogram::bucketOf(double value) const noexcept
{
    if (!(value >= m_lowest)) // also catches NaN
        return 0;
    if (value > m_highest)
        return m_counts.size() - 1;
    const double index = std::ceil(std::log(value / m_lowest) * m_inverseLogGamma);
    return std::min(static_cast<std::size_t>(std::max(index, 0.0)) + 1, m_counts.size() - 2);
}

double LogHistogram::bucketValue(std::size_t bucket) const noexcept
{
    if (bucket == 0)
        return m_min;
    if (bucket == m_counts.size() - 1)
        return m_max;
    // The point of (γ^(i−1)·lowest, γ^i·lowest] whose distance to both ends is
    // the same relative error: 2γ^i·lowest/(γ+1).
    const double upper = m_lowest * std::pow(m_gamma, static_cast<double>(bucket - 1));
    return 2.0 * upper / (m_gamma + 1.0);
}

void LogHistogram::record(double value) noexcept
{
    ++m_counts[bucketOf(value)];
    ++m_count;
    m_sum += value;
    m_min = std::min(m_min, value);
    m_max = std::max(m_max, value);
}

bool LogHistogram::sameLayout(const LogHistogram &other) const noexcept
{
    return m_accuracy == other.m_accuracy && m_lowest == other.m_lowest && m_highest == other.m_highest;
}

bool LogHistogram::merge(const LogHistogram &other)
{
    if (!sameLayout(other))
        return false;
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
    m_count += other.m_count;
    m_sum += other.m_sum;
    m_min = std::min(m_min, other.m_min);
    m_max = std::max(m_max, other.m_max);
    return true;
}

void LogHistogram::clear() noexcept
{
    std::fill(m_counts.begin(), m_counts.end(), 0);
    m_count = 0;
    m_sum = 0.0;
    m_min = std::numeric_limits<double>::infinity();
    m_max = -std::numeric_limits<double>::infinity();
}

double LogHistogram::min() const noexcept
{
    return m_count ? m_min : std::numeric_limits<double>::quiet_NaN();
}

double LogHistogram::max() const noexcept
{
    return m_count ? m_max : std::numeric_limits<double>::quiet_NaN();
}

double LogHistogram::mean() const noexcept
{
    return m_count ? m_sum / static_cast<double>(m_count) : std::numeric_limits<double>::quiet_NaN();
}

double LogHistogram::quantile(double q) const noexcept
{
    if (m_count == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const auto rank = static_cast<quint64>(std::floor(std::clamp(q, 0.0, 1.0) * static_cast<double>(m_count - 1)));
    quint64 seen = 0;
    for (std::size_t bucket = 0; bucket < m_counts.size(); ++bucket) {
        seen += m_counts[bucket];
        if (seen > rank)
            return std::clamp(bucketValue(bucket), m_min, m_max);
    }
    return m_max;
}

} // namespace cp::stats
