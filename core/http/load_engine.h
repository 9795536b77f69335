#pragma once

#include "model/engine_kind.h"
#include "model/load_plan.h"
#include "model/sample.h"

#include <QObject>
#include <QString>

#include <chrono>
#include <memory>

class QThread;

namespace cp {

class ThreadLauncher;

// A load generator. Owns its worker threads; start() returns at once, samples
// arrive in batches (at most ~30 a second) through samplesReady, then finished
// once every request of the phase has a sample. Callable only from the thread
// the engine lives in.
class LoadEngine : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~LoadEngine() override = default;

    virtual EngineKind kind() const = 0;
    virtual void start(const LoadPlan &plan) = 0;
    // Stops sending new requests; requests still in flight after `grace` are
    // reported as cancelled. finished follows.
    virtual void stop(std::chrono::milliseconds grace) = 0;
    virtual bool isRunning() const = 0;

    // Worker threads are started through `launcher` when one is set (see
    // ThreadLauncher), else directly from the engine's thread.
    void setThreadLauncher(ThreadLauncher *launcher) { m_launcher = launcher; }

signals:
    void samplesReady(const cp::SampleBatch &batch);
    void finished(const cp::EngineReport &report);

protected:
    void startThread(QThread *thread);

private:
    ThreadLauncher *m_launcher = nullptr;
};

std::unique_ptr<LoadEngine> createLoadEngine(EngineKind kind, QObject *parent = nullptr);

} // namespace cp

Q_DECLARE_METATYPE(cp::EngineReport)
