#pragma once

#include "model/run_info.h"
#include "store/sample_store.h"

namespace cp {

// What each stage of a run planned and achieved (docs/load-testing.md#stages),
// measured from the samples against the schedule's start (engine.startNs): a
// rate run's sends in the stage per second, a continuous run's requests in
// flight averaged over the stage. Empty without stages or a known start.
QList<StageOutcome> stageOutcomes(const RunInfo &info, const SampleStore &samples, const EngineReport &engine);

} // namespace cp
