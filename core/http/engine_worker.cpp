#include "http/engine_worker.h"

#include "http/thread_cpu_wait.h"
#include "thread/worker_thread.h"

namespace cp {

void EngineWorker::beginPhase()
{
    assertInOwnThread(this);
    m_cpuWaitAtStartNs = threadCpuWaitNs();
}

void EngineWorker::endPhase(EngineReport report)
{
    m_handoff->publish();
    const std::optional<std::int64_t> cpuWaitNs = threadCpuWaitNs();
    if (m_cpuWaitAtStartNs && cpuWaitNs)
        report.cpuWaitUs = (*cpuWaitNs - *m_cpuWaitAtStartNs) / 1000;
    emit finished(report);
}

} // namespace cp
