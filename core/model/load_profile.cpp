#include "model/load_profile.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

double seconds(std::int64_t ns)
{
    return double(ns) * 1e-9;
}

} // namespace

LoadProfile::LoadProfile(double initial, const QList<LoadStage> &stages)
{
    double from = std::max(0.0, initial);
    double integral = 0;
    for (const LoadStage &stage : stages) {
        const double to = std::max(0.0, stage.target);
        const std::int64_t duration = std::max<std::int64_t>(0, stage.duration.count());
        if (duration > 0) {
            m_segments.append({m_endNs, duration, from, to, integral});
            integral += (from + to) / 2 * seconds(duration);
            m_endNs += duration;
        }
        from = to;
    }
}

LoadProfile LoadProfile::constant(double target)
{
    LoadProfile profile;
    profile.m_segments.append({0, 0, std::max(0.0, target), std::max(0.0, target), 0});
    profile.m_open = true;
    return profile;
}

LoadProfile LoadProfile::ramp(double from, double to, std::int64_t durationNs)
{
    if (durationNs <= 0)
        return constant(from);
    return LoadProfile(from, {LoadStage{std::chrono::nanoseconds(durationNs), to}});
}

double LoadProfile::targetAt(std::int64_t offsetNs) const
{
    if (m_segments.isEmpty() || offsetNs < 0)
        return 0;
    if (m_open)
        return m_segments.first().from;
    if (offsetNs >= m_endNs)
        return m_segments.last().to;
    // The segment that holds the offset: the last one starting at or before it.
    const auto it = std::upper_bound(m_segments.cbegin(), m_segments.cend(), offsetNs,
                                     [](std::int64_t t, const Segment &s) { return t < s.startNs; });
    const Segment &s = *(it - 1);
    return s.from + (s.to - s.from) * double(offsetNs - s.startNs) / double(s.durationNs);
}

double LoadProfile::maxTarget() const
{
    double most = 0;
    for (const Segment &s : m_segments)
        most = std::max({most, s.from, s.to});
    return most;
}

double LoadProfile::integralTo(std::int64_t offsetNs) const
{
    if (m_segments.isEmpty() || offsetNs <= 0)
        return 0;
    if (m_open)
        return m_segments.first().from * seconds(offsetNs);
    if (offsetNs >= m_endNs) {
        const Segment &last = m_segments.last();
        return last.integralBefore + (last.from + last.to) / 2 * seconds(last.durationNs);
    }
    const auto it = std::upper_bound(m_segments.cbegin(), m_segments.cend(), offsetNs,
                                     [](std::int64_t t, const Segment &s) { return t < s.startNs; });
    const Segment &s = *(it - 1);
    const double t = seconds(offsetNs - s.startNs);
    const double slope = (s.to - s.from) / seconds(s.durationNs);
    return s.integralBefore + s.from * t + slope / 2 * t * t;
}

std::int64_t LoadProfile::offsetOfIntegral(double value, bool *reached) const
{
    *reached = false;
    if (m_segments.isEmpty() || value < 0)
        return 0;
    if (m_open) {
        const double rate = m_segments.first().from;
        if (rate <= 0)
            return 0;
        *reached = true;
        return std::int64_t(std::llround(value / rate * 1e9));
    }
    // The segment whose span of the integral holds `value`.
    const auto it = std::upper_bound(m_segments.cbegin(), m_segments.cend(), value,
                                     [](double v, const Segment &s) { return v < s.integralBefore; });
    auto segment = it - 1;
    if (value <= segment->integralBefore) {
        // At a boundary of the integral: the first moment from here on with a
        // rate at all (a stage may hold at zero).
        for (; segment != m_segments.cend(); ++segment) {
            if (segment->from > 0 || segment->to > 0) {
                *reached = true;
                return segment->startNs;
            }
        }
        return 0;
    }
    const Segment &s = *segment;
    // Solve from·t + a·t² = v − before, a = (to − from) / 2D, in the form that
    // stays exact when a is 0 or negative.
    const double v = value - s.integralBefore;
    const double a = (s.to - s.from) / (2.0 * seconds(s.durationNs));
    const double discriminant = s.from * s.from + 4.0 * a * v;
    if (discriminant < 0)
        return 0;
    const double denominator = s.from + std::sqrt(discriminant);
    if (denominator <= 0)
        return 0;
    const auto offset = s.startNs + std::int64_t(std::llround(2.0 * v / denominator * 1e9));
    if (offset >= m_endNs)
        return 0;
    *reached = true;
    return offset;
}

std::vector<std::pair<std::int64_t, double>> LoadProfile::corners() const
{
    std::vector<std::pair<std::int64_t, double>> corners;
    if (m_open)
        return corners;
    for (const Segment &s : m_segments) {
        if (corners.empty() || corners.back() != std::pair(s.startNs, s.from))
            corners.emplace_back(s.startNs, s.from);
        corners.emplace_back(s.startNs + s.durationNs, s.to);
    }
    return corners;
}

} // namespace cp
