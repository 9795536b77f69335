#pragma once

#include <cstdint>
#include <optional>

namespace cp {

// What the kernel's scheduler counts for the calling thread (Linux:
// /proc/thread-self/schedstat). The time on a CPU is the load generator's own
// cost of a run; the time ready to run but waiting for a CPU, while requests
// were in flight, was added to their latencies: the load generator's share of
// a tail, not the server's.
struct ThreadSchedStat
{
    std::int64_t runNs = 0;  // on a CPU
    std::int64_t waitNs = 0; // ready, waiting for a CPU
};

// nullopt where no such count exists.
std::optional<ThreadSchedStat> threadSchedStat();

} // namespace cp
