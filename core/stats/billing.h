#pragma once

#include "model/run_billing.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cp::stats {

// One request's time at the server as the client saw it: from the send to the
// last byte (or the failure).
struct InFlight
{
    std::int64_t startNs = 0;
    std::int64_t durationNs = 0;
};

// What pricing a run needs (docs/experiment-format.md#pricing).
struct BillingInput
{
    std::int64_t windowNs = 0;
    std::int64_t requests = 0;
    double vcpus = 0;
    double memoryGib = 0;
    std::optional<double> cpuSeconds;     // usage: from the cgroup counters
    std::optional<double> memoryUsedGibS; // usage: the integral of memory in use
    std::vector<InFlight> requestTimes;   // every request of the run, in any order
};

// `ns` billed as one interval: rounded up to the granularity, at least the minimum.
double billedSeconds(std::int64_t ns, const Pricing &pricing);
// The union of the requests' in-flight intervals, each of its maximal busy
// stretches billed as one interval.
double busySeconds(std::vector<InFlight> requests, const Pricing &pricing);

// The run's bill under every model its input allows; the invocation model's
// per-million figure gets a percentile-bootstrap interval (2 000 resamples of
// the requests, seeded: the same input gives the same interval).
RunBilling billRun(const Pricing &pricing, const BillingInput &input);

} // namespace cp::stats
