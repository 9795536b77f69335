#include "http/engine_worker.h"

#include "http/thread_sched_stat.h"
#include "thread/worker_thread.h"

namespace cp {

void EngineWorker::beginPhase()
{
    assertInOwnThread(this);
    m_schedAtStart = threadSchedStat();
}

void EngineWorker::endPhase(EngineReport report)
{
    m_handoff->publish();
    const std::optional<ThreadSchedStat> sched = threadSchedStat();
    if (m_schedAtStart && sched) {
        report.cpuUs = (sched->runNs - m_schedAtStart->runNs) / 1000;
        report.cpuWaitUs = (sched->waitNs - m_schedAtStart->waitNs) / 1000;
    }
    emit finished(report);
}

} // namespace cp
