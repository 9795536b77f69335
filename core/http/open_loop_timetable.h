#pragma once

#include <cstdint>
#include <optional>

namespace cp {

// The fixed timetable of an open-loop phase (docs/specification.md#closed-and-open-loop): the rate runs
// linearly from rateStart to rateEnd over the duration, and request k is due
// when the integral of the rate reaches k. Independent of any response.
class OpenLoopTimetable
{
public:
    OpenLoopTimetable() = default;
    // durationNs 0: no end but the request limit; requestLimit 0: no limit.
    OpenLoopTimetable(double rateStart, double rateEnd, std::int64_t durationNs, std::int64_t requestLimit);

    // Offset of request k from the phase start, nullopt when the phase has no request k.
    std::optional<std::int64_t> dueNs(std::int64_t k) const;
    double maxRate() const;

private:
    double m_rateStart = 0;
    double m_rateEnd = 0;
    std::int64_t m_durationNs = 0;
    std::int64_t m_requestLimit = 0;
};

} // namespace cp
