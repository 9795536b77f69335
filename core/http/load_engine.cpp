#include "http/load_engine.h"

#include "http/engine_worker.h"
#include "http/qnam_engine.h"
#include "http/sample_handoff.h"
#include "http/socket_engine.h"
#include "thread/worker_thread.h"

#include <QTimer>

namespace cp {

namespace {
constexpr int DrainIntervalMs = 33; // at most ~30 batches a second (docs/specification.md#processes-and-threads)
} // namespace

// Declared in this order so that the thread, and with it the worker, ends
// before the handoff the worker records into goes.
struct LoadEngine::Worker
{
    std::unique_ptr<SampleHandoff> handoff = std::make_unique<SampleHandoff>();
    WorkerThread thread;
    EngineWorker *worker = nullptr; // lives in `thread`, which deletes it
    bool done = false;

    explicit Worker(const QString &threadName)
        : thread(threadName)
    {
        thread.setEpollDispatcher(true);
    }
};

LoadEngine::LoadEngine(QObject *parent)
    : QObject(parent)
    , m_drainTimer(new QTimer(this))
{
    qRegisterMetaType<cp::SampleBatch>();
    qRegisterMetaType<cp::EngineReport>();
    m_drainTimer->setInterval(DrainIntervalMs);
    connect(m_drainTimer, &QTimer::timeout, this, &LoadEngine::drain);
}

LoadEngine::~LoadEngine() = default;

void LoadEngine::addWorker(const QString &threadName, const WorkerFactory &make)
{
    auto worker = std::make_unique<Worker>(threadName);
    worker->worker = worker->thread.start(make(worker->handoff.get()), m_launcher);
    EngineWorker *started = worker->worker;
    connect(started, &EngineWorker::finished, worker->thread.receiver(),
            [this, started](const EngineReport &report) { onWorkerFinished(started, report); });
    m_workers.push_back(std::move(worker));
}

void LoadEngine::start(const LoadPlan &plan)
{
    if (isRunning()) {
        qWarning("LoadEngine::start: a phase is already running");
        return;
    }
    // Every thread is started before any worker: a perf-cost batch goes out at
    // once, not thread after thread as each one comes up, and a schedule does
    // not count the time the threads took to start.
    m_report = EngineReport{};
    std::vector<std::function<void()>> threadsRunning;
    for (const LoadPlan &part : plan.parts()) {
        EngineReport known;
        if (auto then = addWorkers(part, known))
            threadsRunning.push_back(std::move(then));
        m_report.merge(known);
    }
    for (const auto &then : threadsRunning)
        then();
    for (const auto &w : m_workers)
        QMetaObject::invokeMethod(w->worker, &EngineWorker::start, Qt::QueuedConnection);
    m_drainTimer->start();
}

void LoadEngine::stop(std::chrono::milliseconds grace)
{
    for (const auto &w : m_workers) {
        if (!w->done) {
            EngineWorker *worker = w->worker;
            QMetaObject::invokeMethod(
                worker, [worker, grace] { worker->stop(grace); }, Qt::QueuedConnection);
        }
    }
}

void LoadEngine::drain()
{
    SampleBatch batch;
    for (const auto &w : m_workers)
        w->handoff->drainInto(batch);
    if (!batch.isEmpty())
        emit samplesReady(batch);
}

void LoadEngine::onWorkerFinished(EngineWorker *worker, const EngineReport &report)
{
    bool allDone = true;
    for (const auto &w : m_workers) {
        if (w->worker == worker && !w->done) {
            w->done = true;
            m_report.merge(report);
        }
        allDone = allDone && w->done;
    }
    if (!allDone)
        return;
    m_drainTimer->stop();
    shutDown();
    emit finished(m_report);
}

void LoadEngine::shutDown()
{
    // Every thread ends before the last samples are taken: nothing is recorded after.
    for (const auto &w : m_workers)
        w->thread.stop();
    drain();
    m_workers.clear();
}

std::unique_ptr<LoadEngine> createLoadEngine(EngineKind kind, QObject *parent)
{
    switch (kind) {
    case EngineKind::Socket:
        return std::make_unique<SocketEngine>(parent);
    case EngineKind::Qnam:
        return std::make_unique<QnamEngine>(parent);
    }
    return nullptr;
}

} // namespace cp
