#pragma once

#include <QList>

#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

namespace cp {

// One stage of a load profile (docs/load-testing.md#stages): over `duration` the
// target (an open loop's requests per second, a closed loop's requests in
// flight) moves linearly from the previous stage's target to this one's. A
// stage of no duration steps to its target at once.
struct LoadStage
{
    std::chrono::nanoseconds duration{0};
    double target = 0;

    bool operator==(const LoadStage &) const = default;
};

// A target over time, piecewise linear: a run's stages, starting from
// `initial` (0 for stages; a linear ramp is one stage from its start rate).
// The last stage's end is the profile's end, unless it is open (a constant
// target without an end: a run bounded by its request count).
class LoadProfile
{
public:
    LoadProfile() = default;
    LoadProfile(double initial, const QList<LoadStage> &stages);
    // A constant target with no end.
    static LoadProfile constant(double target);
    // From `from` to `to` linearly over durationNs; 0: a constant `from` with no end.
    static LoadProfile ramp(double from, double to, std::int64_t durationNs);

    bool isEmpty() const { return m_segments.isEmpty(); }
    // 0 for a profile without an end.
    std::int64_t durationNs() const { return m_open ? 0 : m_endNs; }
    double targetAt(std::int64_t offsetNs) const;
    double maxTarget() const;
    // ∫ target dt from the start to offsetNs (seconds × target): an open loop's
    // requests due before offsetNs.
    double integralTo(std::int64_t offsetNs) const;
    // The first offset at which the integral reaches `value`; none when it never does.
    std::int64_t offsetOfIntegral(double value, bool *reached) const;
    // (offset ns, target) where the target changes course, start and end included, in time
    // order: the profile drawn as straight lines. A step gives two corners at one offset.
    std::vector<std::pair<std::int64_t, double>> corners() const;

private:
    struct Segment
    {
        std::int64_t startNs = 0;
        std::int64_t durationNs = 0;
        double from = 0;
        double to = 0;
        double integralBefore = 0; // of the segments before this one
    };

    QList<Segment> m_segments;
    std::int64_t m_endNs = 0;
    bool m_open = false;
};

} // namespace cp
