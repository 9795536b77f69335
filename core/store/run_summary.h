#pragma once

#include "model/run_info.h"

namespace cp {

class SampleStore;

// A run's counts and statistics from its samples (docs/experiment-format.md#the-summary-file).
RunSummary summarizeRun(const RunInfo &info, const SampleStore &samples, const EngineReport &engine,
                        const QList<std::int64_t> &coldStartUs = {});

} // namespace cp
