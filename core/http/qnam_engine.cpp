#include "http/qnam_engine.h"

#include "http/qnam_worker.h"
#include "http/socket_engine.h"

#include <QThread>
#include <QTimer>

#include <algorithm>

namespace cp {

using namespace std::chrono_literals;

namespace {
// Batches go out at most ~30 times a second (docs/specification.md#processes-and-threads).
constexpr auto EmitInterval = 34ms;
} // namespace

QnamEngine::QnamEngine(QObject *parent)
    : LoadEngine(parent)
    , m_emitTimer(new QTimer(this))
{
    m_emitTimer->setSingleShot(true);
    m_emitTimer->setInterval(EmitInterval);
    connect(m_emitTimer, &QTimer::timeout, this, &QnamEngine::emitPending);
}

QnamEngine::~QnamEngine()
{
    stopThreads();
}

void QnamEngine::start(const LoadPlan &plan)
{
    if (m_running) {
        qWarning("QnamEngine::start: a phase is already running");
        return;
    }
    stopThreads();
    ++m_phase;
    m_running = true;
    m_report = {};
    m_workersDone = 0;
    m_pending.clear();

    auto phase = std::make_shared<QnamPhase>();
    phase->plan = plan;
    // The same connection count as the socket engine: open loop with
    // connections 0 gets enough for a timeout's worth at the top rate.
    const int connections =
        plan.mode == LoopMode::Open ? SocketEngine::openLoopConnectionCap(plan) : std::max(1, plan.connections);
    const int threads = std::clamp(plan.threads, 1, connections);
    phase->workerCount = threads;
    phase->timetable = OpenLoopTimetable(plan.rateStart, plan.rateEnd, plan.duration.count(), plan.requestLimit);

    const std::uint64_t id = m_phase;
    for (int i = 0; i < threads; ++i) {
        const int capacity = connections / threads + (i < connections % threads ? 1 : 0);
        Worker w;
        w.thread = std::make_unique<QThread>();
        w.thread->setObjectName(QStringLiteral("qnam-%1").arg(i));
        w.worker = new QnamWorker(phase, i, capacity);
        w.worker->moveToThread(w.thread.get());
        connect(w.thread.get(), &QThread::finished, w.worker, &QObject::deleteLater);
        connect(w.worker, &QnamWorker::samplesReady, this,
                [this, id](const SampleBatch &batch) { onWorkerSamples(id, batch); });
        connect(w.worker, &QnamWorker::done, this,
                [this, id](const EngineReport &report) { onWorkerDone(id, report); });
        startThread(w.thread.get());
        m_workers.push_back(std::move(w));
    }
    // Every thread runs before any worker starts: a perf-cost batch goes out at once.
    for (const auto &w : m_workers)
        QMetaObject::invokeMethod(w.worker, &QnamWorker::start, Qt::QueuedConnection);
}

void QnamEngine::stop(std::chrono::milliseconds grace)
{
    if (!m_running)
        return;
    for (const Worker &w : m_workers) {
        QnamWorker *worker = w.worker;
        QMetaObject::invokeMethod(
            worker, [worker, grace] { worker->stop(grace); }, Qt::QueuedConnection);
    }
}

void QnamEngine::onWorkerSamples(std::uint64_t phase, const SampleBatch &batch)
{
    if (phase != m_phase)
        return;
    m_pending.append(batch);
    if (!m_emitTimer->isActive())
        m_emitTimer->start();
}

void QnamEngine::onWorkerDone(std::uint64_t phase, const EngineReport &report)
{
    if (phase != m_phase)
        return;
    m_report.add(report);
    if (++m_workersDone < int(m_workers.size()))
        return;
    m_emitTimer->stop();
    emitPending();
    stopThreads();
    m_running = false;
    emit finished(m_report);
}

void QnamEngine::emitPending()
{
    if (m_pending.isEmpty())
        return;
    SampleBatch batch;
    batch.swap(m_pending);
    emit samplesReady(batch);
}

void QnamEngine::stopThreads()
{
    for (Worker &w : m_workers) {
        w.thread->quit();
        w.thread->wait();
    }
    m_workers.clear();
}

} // namespace cp
