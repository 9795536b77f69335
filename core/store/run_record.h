#pragma once

#include "model/run_info.h"
#include "store/run_summary.h"
#include "store/sample_store.h"

#include <QStringList>

namespace cp {

// Everything kept of one run while an experiment goes on.
struct RunRecord
{
    RunInfo info;
    SampleStore samples;
    EngineReport engine;
    QList<std::int64_t> coldStartUs;
    // Perf-cost runs: the failed requests of the discarded warm-up batches, which
    // SeBS's failure counts include (docs/experiment-format.md#the-sebs-run-files).
    QStringList warmUpFailures;
    // Capacity searches: what each probe found (docs/load-testing.md#capacity-search).
    std::optional<CapacityResult> capacity;
    // Generators on a swarm: each replica's own figures (docs/scale-out.md#generator-health).
    QList<GeneratorReport> generators;

    RunSummary summarize() const
    {
        RunSummary summary = summarizeRun(info, samples, engine, coldStartUs);
        summary.capacity = capacity;
        summary.generators = generators;
        return summary;
    }
};

} // namespace cp
