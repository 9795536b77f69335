#include "http/open_loop_timetable.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp {

OpenLoopTimetable::OpenLoopTimetable(LoadProfile rate, std::int64_t requestLimit)
    : m_rate(std::move(rate))
    , m_requestLimit(std::max<std::int64_t>(0, requestLimit))
{ }

std::optional<std::int64_t> OpenLoopTimetable::dueNs(std::int64_t k) const
{
    if (k < 0 || (m_requestLimit > 0 && k >= m_requestLimit))
        return std::nullopt;
    bool reached = false;
    const std::int64_t due = m_rate.offsetOfIntegral(double(k), &reached);
    return reached ? std::optional(due) : std::nullopt;
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
    const double guess = std::min(std::ceil(m_rate.integralTo(offsetNs)), double(end));
    std::int64_t next = std::max(k, k + (std::int64_t(guess) - k) / stride * stride);
    while (next > k && dueNs(next - stride).value_or(offsetNs) >= offsetNs)
        next -= stride;
    for (std::optional<std::int64_t> d = dueNs(next); d && *d < offsetNs; d = dueNs(next))
        next += stride;
    return next;
}

} // namespace cp
