#pragma once

#include "model/run_info.h"
#include "store/run_summary.h"
#include "store/sample_store.h"

namespace cp {

// Everything kept of one run while an experiment goes on.
struct RunRecord
{
    RunInfo info;
    SampleStore samples;
    EngineReport engine;
    QList<std::int64_t> coldStartUs;

    RunSummary summarize() const { return summarizeRun(info, samples, engine, coldStartUs); }
};

} // namespace cp
