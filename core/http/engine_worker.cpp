#include "http/engine_worker.h"

#include "http/thread_sched_stat.h"
#include "thread/epoll_event_dispatcher.h"
#include "thread/worker_thread.h"

#include <QAbstractEventDispatcher>

#include <algorithm>

namespace cp {

namespace {

// What this thread's event loop spent looking for work before it slept, so far.
std::int64_t spinNs()
{
    const auto *epoll = qobject_cast<const EpollEventDispatcher *>(QAbstractEventDispatcher::instance());
    return epoll ? epoll->spinNs() : 0;
}

} // namespace

void EngineWorker::beginPhase()
{
    assertInOwnThread(this);
    m_schedAtStart = threadSchedStat();
    m_spinNsAtStart = spinNs();
}

void EngineWorker::endPhase(EngineReport report)
{
    m_handoff->publish();
    const std::optional<ThreadSchedStat> sched = threadSchedStat();
    if (m_schedAtStart && sched) {
        // Waiting for work is no cost of the load: a busy generator must not look busier.
        const std::int64_t spun = spinNs() - m_spinNsAtStart;
        report.cpuUs = std::max<std::int64_t>(sched->runNs - m_schedAtStart->runNs - spun, 0) / 1000;
        report.cpuWaitUs = (sched->waitNs - m_schedAtStart->waitNs) / 1000;
    }
    emit finished(report);
}

} // namespace cp
