#pragma once

#include "config/experiment.h"
#include "run/experiment_signals.h"
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
class ExperimentRunner : public ExperimentSignals
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

private:
    void onSessionFinished(const ExperimentOutcome &outcome);

    std::unique_ptr<ThreadLauncher> m_launcher; // outlives the session's thread
    WorkerThread m_thread{QStringLiteral("experiment")};
    QPointer<ExperimentSession> m_session;
    bool m_running = false;
};

} // namespace cp
