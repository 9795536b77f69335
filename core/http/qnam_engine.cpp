#include "http/qnam_engine.h"

#include "http/qnam_worker.h"
#include "http/socket_engine.h"

#include <algorithm>

namespace cp {

std::function<void()> QnamEngine::addWorkers(const LoadPlan &plan, EngineReport &)
{
    auto phase = std::make_shared<QnamPhase>();
    phase->plan = plan;
    // The same connection count as the socket engine: open loop with
    // connections 0 gets enough for a timeout's worth at the top rate.
    const int connections =
        plan.mode == LoopMode::Open ? SocketEngine::openLoopConnectionCap(plan) : std::max(1, plan.connections);
    const int threads = std::clamp(plan.threads, 1, connections);
    phase->workerCount = threads;
    phase->timetable = OpenLoopTimetable(plan.profile(), plan.requestLimit);
    for (int i = 0; i < threads; ++i) {
        const int capacity = connections / threads + (i < connections % threads ? 1 : 0);
        addWorker(QStringLiteral("qnam-%1.%2").arg(plan.place.endpoint).arg(i),
                  [&phase, i, capacity](SampleHandoff *handoff) {
                      return std::make_unique<QnamWorker>(phase, i, capacity, handoff);
                  });
    }
    // The schedule starts once every thread runs: making the threads and their
    // sample handoffs takes time no request was due in.
    return [phase] { phase->clock = RunClock(); };
}

} // namespace cp
