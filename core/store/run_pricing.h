#pragma once

#include "model/pricing.h"
#include "model/run_info.h"
#include "stats/billing.h"

#include <vector>

namespace cp {

class SampleStore;

// Every sample's in-flight time, from its send to its last byte (or its failure).
std::vector<stats::InFlight> requestTimes(const SampleStore &samples);

// Bills `run` (its cost already taken) under `pricing`: its limits summed over
// its `containers` bound containers, its requests' in-flight times, its
// counters; or says in billingMissing why it cannot be billed
// (docs/experiment-format.md#pricing).
void priceRun(RunSummary &run, std::vector<stats::InFlight> requestTimes, const Pricing &pricing, int containers);

} // namespace cp
