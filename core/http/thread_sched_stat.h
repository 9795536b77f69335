#pragma once

#include <cstdint>
#include <optional>

namespace cp {

// How long the calling thread has been ready to run but waiting for a CPU,
// in ns, as the kernel's scheduler counts it (Linux: the second field of
// /proc/thread-self/schedstat); nullopt where no such count exists. An engine
// thread that waited while requests were in flight added that wait to their
// latencies: this is the load generator's share of a tail, not the server's.
std::optional<std::int64_t> threadCpuWaitNs();

} // namespace cp
