#pragma once

#include <chrono>
#include <cstdint>

namespace cp {

// Time of one run: intervals come from the monotonic clock, and are mapped to
// epoch time through one reading of the wall clock taken when the run starts,
// so a wall-clock step mid-run cannot distort any interval.
class RunClock
{
public:
    RunClock()
        : m_originNs(steadyNowNs())
        , m_epochOriginNs(
              std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
                  .count())
    { }

    static std::int64_t steadyNowNs()
    {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }

    std::int64_t originNs() const { return m_originNs; }
    std::int64_t toEpochNs(std::int64_t steadyNs) const { return m_epochOriginNs + (steadyNs - m_originNs); }

private:
    std::int64_t m_originNs;
    std::int64_t m_epochOriginNs;
};

} // namespace cp
