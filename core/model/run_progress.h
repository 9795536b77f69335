#pragma once

#include "model/cold_start_overhead.h"
#include "model/perf_cost_curve.h"
#include "model/run_info.h"
#include "model/threshold_result.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace cp {

// Once a second while an experiment goes on.
struct RunProgress
{
    int run = 0; // index of the current run
    int runCount = 0;
    std::int64_t samples = 0; // of the current run
    std::int64_t errors = 0;
    std::int64_t lateSends = 0;
    double requestsPerSecond = 0; // over the last second
    // What the run's schedule asks for now: an open loop's rate (requests/s), a closed
    // loop's requests in flight under stages; -1 when it asks for neither.
    double targetRate = -1;
    double targetInFlight = -1;
    // Epoch ns at which the run's measured load began; 0 before (a warm-up, a cold start).
    std::int64_t measuredSinceNs = 0;
    double elapsedS = 0;  // since the experiment started
    double fraction = -1; // of the whole experiment done, -1 when unknown
    double etaS = -1;     // seconds left, -1 when unknown
    // What the run is busy with where its samples cannot say yet (generators on a swarm,
    // whose samples come when they end); empty otherwise.
    QString activity;
    // The thresholds held to the runs that ended and the one under way so far (its
    // percentiles from the live histogram); late_send_rate and cold_ratio wait for the end.
    QList<ThresholdResult> thresholds;
};

enum class ExperimentStatus : std::uint8_t {
    Finished, // every run done
    Stopped,  // stopped by the user or a signal; what was measured is written
    Failed,   // a run could not go on (target never answered, limits refused)
    Aborted,  // a threshold could no longer pass, and the experiment was to stop at the first
};

struct ExperimentOutcome
{
    ExperimentStatus status = ExperimentStatus::Finished;
    QString message; // why it stopped or failed; empty when finished
    QString outputDirectory;
    QList<RunSummary> runs;
    QStringList writeErrors;        // final files that could not be written
    bool dockerUnreachable = false; // Failed because no Docker daemon answered
    QList<ColdStartOverhead> coldStarts;
    QList<PerfCostCurve> perfCostCurves; // with the experiment's pricing
    QList<ThresholdResult> thresholds;   // the experiment's, in its order
};

} // namespace cp

Q_DECLARE_METATYPE(cp::RunProgress)
Q_DECLARE_METATYPE(cp::ExperimentOutcome)
