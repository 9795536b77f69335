#pragma once

#include "config/experiment.h"
#include "http/load_engine.h"
#include "run/experiment_signals.h"
#include "run/journal_trail.h"
#include "run/results_writer.h"
#include "run/run_executor.h"
#include "run/run_reporter.h"
#include "run/threshold_watch.h"
#include "store/run_record.h"

#include <QObject>

#include <memory>
#include <vector>

namespace cp {

class BoundContainers;
class ThreadLauncher;
struct AppliedLimits;

// Carries out an experiment in the thread it lives in (ExperimentRunner gives
// it one): runs each point in turn and keeps every sample. ResultsWriter writes
// the results directory, RunReporter reports batches and progress and, with bound
// containers, BoundContainers sets each point's limits, streams their stats and
// events, and restores the original limits however the experiment ends.
class ExperimentSession : public ExperimentSignals
{
    Q_OBJECT
public:
    // Where the session is. The steps between states are listed once, in allowed() (experiment_session.cpp).
    enum class State : std::uint8_t {
        Idle,
        PreparingDocker, // the daemon found, the bound containers inspected
        ApplyingLimits,  // a point's limits set and read back
        AwaitingLimit,   // waiting for a stats record that shows the point's memory limit
        Running,         // an executor measures a point
        Stopping,        // the end is decided; the step under way has yet to return
        Restoring,       // the original limits set back
        DrainingStats,   // the stats and events streams' last records
        WritingResults,  // the final files
        Finished,        // finished() was emitted
    };
    Q_ENUM(State)

    ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent = nullptr);
    ~ExperimentSession() override;

    // The load engine starts its threads through `launcher` (see ThreadLauncher).
    void setThreadLauncher(ThreadLauncher *launcher) { m_launcher = launcher; }

    void start();
    // Ends the experiment in any state: what was measured is written, limits are restored.
    void stop();
    State state() const { return m_state; }

signals:
    // Each state as it is entered.
    void stateChanged(cp::ExperimentSession::State state);

private:
    // The one place where the state changes; false (and a logged warning) for a step the session may not take.
    bool enter(State next);
    void startDocker();
    void onDockerPrepared(const QString &error);
    void startNextRun();
    void onLimitsApplied(const QString &error, const AppliedLimits &applied);
    void launchRun();
    void onRunFinished(const QString &error);
    void onContainerLost(const QString &container, const DockerEvent &event);
    // Stopping: the end is decided, and comes when the step under way returns.
    void endWhenStepReturns(ExperimentStatus status, const QString &message);
    // A threshold can no longer pass and the experiment stops at the first that cannot:
    // the run under way ends, no other begins.
    void abortForThreshold(const QString &reason);
    void finish(ExperimentStatus status, const QString &message);
    void onRestored(const QStringList &problems);
    void writeResults();

    Experiment m_experiment;
    QList<RunPoint> m_points;
    State m_state = State::Idle;
    ThreadLauncher *m_launcher = nullptr;
    std::unique_ptr<LoadEngine> m_engine;
    std::vector<std::unique_ptr<RunRecord>> m_runs;
    // The runs' summaries as they finish; status and message once the end is decided.
    // Before the reporter, which holds the thresholds to the summaries.
    ExperimentOutcome m_outcome;
    ResultsWriter m_results;
    RunReporter m_reporter;
    JournalTrail m_journal;                   // the journal's lines, behind the run's record
    std::unique_ptr<BoundContainers> m_bound; // with bound containers only
    std::unique_ptr<RunExecutor> m_executor;  // while a point is measured
    ThresholdWatch m_thresholdWatch;
};

} // namespace cp
