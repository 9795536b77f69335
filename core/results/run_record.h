#pragma once

#include "results/run_info.h"
#include "results/sample_store.h"

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
