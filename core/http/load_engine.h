#pragma once

#include "model/engine_kind.h"
#include "model/load_plan.h"
#include "model/sample.h"

#include <QObject>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <vector>

class QTimer;

namespace cp {

class EngineWorker;
class SampleHandoff;
class ThreadLauncher;
class WorkerThread;

// A load generator. Owns its worker threads; start() returns at once, samples
// arrive in batches (at most ~30 a second) through samplesReady, then finished
// once every request of the phase has a sample. Callable only from the thread
// the engine lives in.
//
// The engines differ in how they send; this base runs the phase: one
// EngineWorker per thread, their samples drained from one SampleHandoff each,
// their reports merged into one.
class LoadEngine : public QObject
{
    Q_OBJECT
public:
    explicit LoadEngine(QObject *parent = nullptr);
    ~LoadEngine() override;

    virtual EngineKind kind() const = 0;
    // Runs the plan's parts (LoadPlan::parts: the endpoints of a mix) side by side.
    void start(const LoadPlan &plan);
    // Stops sending new requests; requests still in flight after `grace` are
    // reported as cancelled. finished follows.
    void stop(std::chrono::milliseconds grace);
    bool isRunning() const { return !m_workers.empty(); }

    // Worker threads are started through `launcher` when one is set (see
    // ThreadLauncher), else directly from the engine's thread.
    void setThreadLauncher(ThreadLauncher *launcher) { m_launcher = launcher; }

signals:
    void samplesReady(const cp::SampleBatch &batch);
    void finished(const cp::EngineReport &report);

protected:
    // Adds the workers of one part of a phase through addWorker, and says in `report` what it
    // knows before they start. Returns what to do once every thread of the phase runs
    // and before any worker starts (a schedule's start), or nothing.
    virtual std::function<void()> addWorkers(const LoadPlan &part, EngineReport &report) = 0;

    using WorkerFactory = std::function<std::unique_ptr<EngineWorker>(SampleHandoff *handoff)>;
    // Adds one worker of the phase start() is setting up, made for the handoff it records into.
    void addWorker(const QString &threadName, const WorkerFactory &make);

private:
    struct Worker;

    void drain();
    void onWorkerFinished(EngineWorker *worker, const EngineReport &report);
    void shutDown();

    ThreadLauncher *m_launcher = nullptr;
    std::vector<std::unique_ptr<Worker>> m_workers;
    QTimer *m_drainTimer;
    EngineReport m_report;
};

std::unique_ptr<LoadEngine> createLoadEngine(EngineKind kind, QObject *parent = nullptr);

} // namespace cp
