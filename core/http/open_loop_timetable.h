#pragma once

#include "model/load_profile.h"

#include <cstdint>
#include <optional>

namespace cp {

// Open-loop requests a worker handles per turn of its event loop, so that a
// rate beyond the machine never starves the connections' own events.
constexpr int OpenLoopDispatchPerTurn = 4096;

// The fixed timetable of an open-loop phase (docs/specification.md#closed-and-open-loop): the rate
// follows a profile (constant, a linear ramp, or stages), and request k is due
// when the integral of the rate reaches k. Independent of any response.
class OpenLoopTimetable
{
public:
    OpenLoopTimetable() = default;
    // requestLimit 0: no limit but the profile's end.
    OpenLoopTimetable(LoadProfile rate, std::int64_t requestLimit);

    // Offset of request k from the phase start, nullopt when the phase has no request k.
    std::optional<std::int64_t> dueNs(std::int64_t k) const;
    // The first request k' ≥ k with k' ≡ k (mod stride) due at offsetNs or later;
    // beyond the last request when none is. Skips, without visiting them, the
    // requests that fell so far behind that sending them is pointless.
    std::int64_t firstDueFrom(std::int64_t k, std::int64_t stride, std::int64_t offsetNs) const;
    double maxRate() const { return m_rate.maxTarget(); }

private:
    LoadProfile m_rate;
    std::int64_t m_requestLimit = 0;
};

} // namespace cp
