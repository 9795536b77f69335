#pragma once

#include "model/capacity_search.h"
#include "model/run_info.h"

namespace cp {

// A probe's verdict (docs/load-testing.md#capacity-search): its targets, and whether a
// struggling load generator, not the service, decided it. `summary` covers the probe's
// measured window and carries the engine's report for it; `threads` is how many engine
// threads shared the work.
CapacityProbe judgeCapacityProbe(const CapacitySearch &search, double rateRps, int threads, const RunSummary &summary);

} // namespace cp
