#include "http/socket_engine.h"

#include "http/socket_worker.h"

#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace cp {

namespace {
// Descriptors left for the rest of the process (files, threads' wake-up
// pipes, Docker streams) when connections would take them all: without one,
// the event loop of a new thread cannot even start.
constexpr int ReservedDescriptors = 128;

// Every connection takes a descriptor: the soft open-files limit (often 1024)
// is raised to the hard one, which the process may do by itself. Returns the
// number of connections that leaves room for.
int connectionsTheLimitAllows()
{
#ifdef Q_OS_UNIX
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return std::numeric_limits<int>::max();
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &limit) != 0)
            getrlimit(RLIMIT_NOFILE, &limit);
    }
    if (limit.rlim_cur == RLIM_INFINITY)
        return std::numeric_limits<int>::max();
    return int(std::clamp<rlim_t>(limit.rlim_cur, ReservedDescriptors + 1, std::numeric_limits<int>::max())
               - ReservedDescriptors);
#else
    return std::numeric_limits<int>::max();
#endif
}

constexpr int EmitIntervalMs = 33; // at most ~30 batches a second (docs/specification.md#processes-and-threads)
} // namespace

SocketEngine::SocketEngine(QObject *parent)
    : LoadEngine(parent)
    , m_emitTimer(new QTimer(this))
{
    qRegisterMetaType<cp::SampleBatch>();
    qRegisterMetaType<cp::EngineReport>();
    m_emitTimer->setInterval(EmitIntervalMs);
    connect(m_emitTimer, &QTimer::timeout, this, &SocketEngine::emitSamples);
}

SocketEngine::~SocketEngine()
{
    shutDownThreads();
}

int SocketEngine::openLoopConnectionCap(const LoadPlan &plan)
{
    if (plan.connections > 0)
        return plan.connections;
    const double timeoutS = std::chrono::duration<double>(plan.request.timeout).count();
    const double wanted = std::ceil(std::max(plan.rateStart, plan.rateEnd) * std::max(timeoutS, 0.001));
    return int(std::clamp(wanted, 1.0, double(MaxAutoConnections)));
}

void SocketEngine::start(const LoadPlan &plan)
{
    if (isRunning())
        return;
    m_report = {};
    m_shared = std::make_shared<SocketRunShared>();
    const bool open = plan.mode == LoopMode::Open;
    const int wantedConnections = open ? openLoopConnectionCap(plan) : std::max(1, plan.connections);
    // More than the descriptors allow are not even tried: reported, as a limit of the generator.
    const int totalConnections = std::min(wantedConnections, connectionsTheLimitAllows());
    m_report.connectionsUnavailable = wantedConnections - totalConnections;
    const int threads = std::clamp(plan.threads, 1, totalConnections);
    for (int i = 0; i < threads; ++i)
        m_shared->handoffs.push_back(std::make_unique<SampleHandoff>());
    for (int i = 0; i < threads; ++i) {
        SocketWorker::Config config;
        config.plan = plan;
        config.index = i;
        config.threadCount = threads;
        config.shared = m_shared;
        config.handoff = m_shared->handoffs[std::size_t(i)].get();
        // Closed loop: the connections are dealt out; open loop: the cap is shared out.
        config.connections = open ? (totalConnections + threads - 1) / threads
                                  : totalConnections / threads + (i < totalConnections % threads ? 1 : 0);
        auto *thread = new QThread(this);
        thread->setObjectName(QStringLiteral("socket-engine-%1").arg(i));
        auto *worker = new SocketWorker(std::move(config));
        worker->moveToThread(thread);
        connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        connect(worker, &SocketWorker::finished, this,
                [this, worker](const EngineReport &report) { onWorkerFinished(worker, report); });
        m_workers.append({thread, worker, false});
    }
    // Every thread runs before any worker starts: a perf-cost batch goes out
    // at once, not thread after thread as each one comes up.
    for (const auto &w : std::as_const(m_workers))
        startThread(w.thread);
    m_shared->batchDueNs = RunClock::steadyNowNs();
    for (const auto &w : std::as_const(m_workers))
        QMetaObject::invokeMethod(w.worker, &SocketWorker::start, Qt::QueuedConnection);
    m_emitTimer->start();
}

void SocketEngine::stop(std::chrono::milliseconds grace)
{
    for (const auto &w : std::as_const(m_workers)) {
        if (!w.done) {
            SocketWorker *worker = w.worker;
            QMetaObject::invokeMethod(
                worker, [worker, grace] { worker->stop(grace); }, Qt::QueuedConnection);
        }
    }
}

void SocketEngine::emitSamples()
{
    if (!m_shared)
        return;
    SampleBatch batch;
    for (const auto &handoff : m_shared->handoffs)
        handoff->drainInto(batch);
    if (!batch.isEmpty())
        emit samplesReady(batch);
}

void SocketEngine::onWorkerFinished(SocketWorker *worker, const EngineReport &report)
{
    bool allDone = true;
    for (auto &w : m_workers) {
        if (w.worker == worker && !w.done) {
            w.done = true;
            m_report.add(report);
        }
        allDone = allDone && w.done;
    }
    if (!allDone)
        return;
    shutDownThreads();
    m_emitTimer->stop();
    emitSamples();
    m_shared.reset();
    emit finished(m_report);
}

void SocketEngine::shutDownThreads()
{
    // The workers are deleted in their own threads as those finish.
    for (const auto &w : std::as_const(m_workers))
        w.thread->quit();
    for (const auto &w : std::as_const(m_workers)) {
        w.thread->wait();
        delete w.thread;
    }
    m_workers.clear();
}

} // namespace cp
