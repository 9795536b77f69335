#include "http/open_loop_timetable.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp {

OpenLoopTimetable::OpenLoopTimetable(double rateStart, double rateEnd, std::int64_t durationNs,
                                     std::int64_t requestLimit)
    : m_rateStart(std::max(0.0, rateStart))
    , m_rateEnd(std::max(0.0, durationNs > 0 ? rateEnd : rateStart))
    , m_durationNs(std::max<std::int64_t>(0, durationNs))
    , m_requestLimit(std::max<std::int64_t>(0, requestLimit))
{ }

double OpenLoopTimetable::maxRate() const
{
    return std::max(m_rateStart, m_rateEnd);
}

std::optional<std::int64_t> OpenLoopTimetable::dueNs(std::int64_t k) const
{
    if (k < 0 || (m_requestLimit > 0 && k >= m_requestLimit))
        return std::nullopt;
    if (k == 0)
        return m_rateStart > 0 || m_rateEnd > 0 ? std::optional<std::int64_t>(0) : std::nullopt;
    // N(t) = r0·t + a·t², a = (r1 − r0) / 2D; solve N(t) = k in the form that
    // stays exact when a is 0 or negative.
    const double b = m_rateStart;
    const double a = m_durationNs > 0 ? (m_rateEnd - m_rateStart) / (2.0 * double(m_durationNs) * 1e-9) : 0.0;
    const double discriminant = b * b + 4.0 * a * double(k);
    if (discriminant < 0)
        return std::nullopt;
    const double denominator = b + std::sqrt(discriminant);
    if (denominator <= 0)
        return std::nullopt;
    const double seconds = 2.0 * double(k) / denominator;
    const auto due = std::int64_t(std::llround(seconds * 1e9));
    if (m_durationNs > 0 && due >= m_durationNs)
        return std::nullopt;
    return due;
}

double OpenLoopTimetable::countBefore(std::int64_t offsetNs) const
{
    const double t = double(offsetNs) * 1e-9;
    const double a = m_durationNs > 0 ? (m_rateEnd - m_rateStart) / (2.0 * double(m_durationNs) * 1e-9) : 0.0;
    return m_rateStart * t + a * t * t;
}

std::int64_t OpenLoopTimetable::firstDueFrom(std::int64_t k, std::int64_t stride, std::int64_t offsetNs) const
{
    stride = std::max<std::int64_t>(1, stride);
    const std::optional<std::int64_t> due = dueNs(k);
    if (!due || *due >= offsetNs)
        return k;
    // A guess from the rate's integral, then exact steps: the guess is off by
    // at most a request or two of rounding.
    const std::int64_t end = m_requestLimit > 0 ? m_requestLimit : std::numeric_limits<std::int64_t>::max() / 2;
    const std::int64_t until = m_durationNs > 0 ? std::min(offsetNs, m_durationNs) : offsetNs;
    const double guess = std::min(std::ceil(countBefore(until)), double(end));
    std::int64_t next = std::max(k, k + (std::int64_t(guess) - k) / stride * stride);
    while (next > k && dueNs(next - stride).value_or(offsetNs) >= offsetNs)
        next -= stride;
    for (std::optional<std::int64_t> d = dueNs(next); d && *d < offsetNs; d = dueNs(next))
        next += stride;
    return next;
}

} // namespace cp
