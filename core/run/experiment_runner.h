#pragma once

#include "config/experiment.h"
#include "model/docker_event.h"
#include "model/run_info.h"
#include "model/run_progress.h"
#include "model/stats_record.h"
#include "thread/worker_thread.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QThread;

namespace cp {

class ExperimentSession;
class ThreadLauncher;

// The one entry point the GUI and the CLI use to measure. Runs the experiment
// in a thread of its own, below normal priority, while the load engine's
// threads are started at normal priority (see ThreadLauncher); every signal arrives queued in the runner's thread,
// batched (at most ~30 sample batches a second). Destroying a running runner
// stops the experiment and waits until its results are written.
class ExperimentRunner : public QObject
{
    Q_OBJECT
public:
    explicit ExperimentRunner(QObject *parent = nullptr);
    ~ExperimentRunner() override;

    // Validates the experiment and starts it; false (with the reason) when nothing started.
    bool start(const Experiment &experiment, const QString &outputDirectory, QString *error);
    // Stops sending; in-flight requests get a second; results are written; finished follows.
    void stop();
    bool isRunning() const { return m_running; }

signals:
    void runStarted(const cp::RunInfo &info);
    void samplesArrived(int run, const cp::SampleBatch &batch);
    void progressed(const cp::RunProgress &progress);
    // The bound containers' stats and events, the very records the results hold.
    void statsArrived(const cp::StatsRecordBatch &records);
    void eventsArrived(const cp::DockerEventBatch &events);
    void runFinished(const cp::RunSummary &summary);
    void warning(const QString &message);
    void finished(const cp::ExperimentOutcome &outcome);

private:
    void onSessionFinished(const ExperimentOutcome &outcome);

    std::unique_ptr<ThreadLauncher> m_launcher; // outlives the session's thread
    WorkerThread m_thread{QStringLiteral("experiment")};
    QPointer<ExperimentSession> m_session;
    bool m_running = false;
};

} // namespace cp
