#pragma once

#include "config/experiment.h"
#include "http/load_engine.h"
#include "model/run_progress.h"
#include "run/coldness_inference.h"
#include "run/run_executor.h"
#include "store/events_writer.h"
#include "store/results_directory.h"
#include "store/run_record.h"
#include "store/stats_writer.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace cp {

class ColdStartController;
class ContainerControl;
class ContainerMonitor;
class LimitSweeper;
class ThreadLauncher;

// Carries out an experiment in the thread it lives in (ExperimentRunner gives
// it one): runs each point in turn, keeps every sample, journals them, reports
// batches and progress, and writes the results directory at the end. With
// bound containers it also streams their stats and events into the same
// directory, sets each point's limits, and restores the original limits
// however the experiment ends.
class ExperimentSession : public QObject
{
    Q_OBJECT
public:
    ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent = nullptr);
    ~ExperimentSession() override;

    // The load engine starts its threads through `launcher` (see ThreadLauncher).
    void setThreadLauncher(ThreadLauncher *launcher) { m_launcher = launcher; }

    void start();
    void stop();

signals:
    void runStarted(const cp::RunInfo &info);
    void samplesArrived(int run, const cp::SampleBatch &batch);
    void progressed(const cp::RunProgress &progress);
    // The bound containers' stats and Docker events, as recorded in stats.csv and
    // events.csv: viewers show these instead of streaming the same containers again.
    void statsArrived(const cp::StatsRecordBatch &records);
    void eventsArrived(const cp::DockerEventBatch &events);
    void runFinished(const cp::RunSummary &summary);
    void warning(const QString &message);
    void finished(const cp::ExperimentOutcome &outcome);

private:
    void startDocker();
    void onDockerReady();
    // Why restarts would make the endpoint unreachable, or empty.
    QString portThatRestartsLose() const;
    void startNextRun();
    void launchRun(RunRecord &run);
    void awaitLimitInStats(RunRecord &run);
    void onLimitSeen();
    void onRunFinished(const QString &error);
    void flushToUi();
    void reportProgress();
    void finish(ExperimentStatus status, const QString &message);
    void finishAfterRestore(ExperimentStatus status, QString message, const QStringList &restoreProblems);
    void complete(const ExperimentOutcome &outcome);
    QStringList writeResults(const ExperimentOutcome &outcome);
    QString attributedContainer(const RunPoint &point) const;
    // Stops a continuous or rate run whose bound container died or was removed.
    void watchBoundContainer(const DockerEvent &event);
    std::optional<double> memoryUsedMb(const QString &container, std::int64_t timeNs);

    Experiment m_experiment;
    QList<RunPoint> m_points;
    QString m_outputDirectory;
    ResultsDirectory m_results;
    std::unique_ptr<LoadEngine> m_engine;
    ThreadLauncher *m_launcher = nullptr;
    std::vector<std::unique_ptr<RunRecord>> m_runs;
    std::unique_ptr<RunExecutor> m_executor;
    QList<RunSummary> m_summaries;
    SampleBatch m_uiPending;
    QTimer m_uiTimer;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    std::int64_t m_samplesAtLastProgress = 0;
    std::int64_t m_runErrors = 0; // of the current run, counted as samples arrive
    std::int64_t m_startNs = 0;
    std::int64_t m_launchNs = 0; // when the current run was launched, warm-up included
    QString m_containerLost;     // why the current run stops: a bound container went away
    bool m_stopRequested = false;
    bool m_finished = false;
    bool m_dockerUnreachable = false;
    bool m_completed = false;
    bool m_busyWithDocker = false; // a Docker call the next step waits for is under way

    std::unique_ptr<ContainerControl> m_control;
    std::unique_ptr<LimitSweeper> m_sweeper;
    std::unique_ptr<ColdStartController> m_coldStart;
    std::unique_ptr<ContainerMonitor> m_monitor;
    ColdnessInference m_inference;
    StatsWriter m_statsWriter;
    EventsWriter m_eventsWriter;
    // Per container: (record time, memory in use MiB), for mem_used_mb.
    QHash<QString, std::vector<std::pair<std::int64_t, double>>> m_memoryUsed;
    bool m_memorySorted = true;
    std::int64_t m_awaitedLimitBytes = 0;   // a stats record with this limit starts the run
    std::int64_t m_witnessedLimitBytes = 0; // the limit the last wait was for
    QTimer m_limitWait;
};

} // namespace cp
