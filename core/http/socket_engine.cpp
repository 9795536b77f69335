#include "http/socket_engine.h"

#include "http/socket_worker.h"

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

} // namespace

int SocketEngine::openLoopConnectionCap(const LoadPlan &plan)
{
    if (plan.connections > 0)
        return plan.connections;
    const double timeoutS = std::chrono::duration<double>(plan.request.timeout).count();
    const double wanted = std::ceil(plan.profile().maxTarget() * std::max(timeoutS, 0.001));
    return int(std::clamp(wanted, 1.0, double(MaxAutoConnections)));
}

std::function<void()> SocketEngine::addWorkers(const LoadPlan &plan, EngineReport &report)
{
    auto shared = std::make_shared<SocketRunShared>();
    const bool open = plan.mode == LoopMode::Open;
    const int wantedConnections = open ? openLoopConnectionCap(plan) : std::max(1, plan.connections);
    // More than the descriptors allow are not even tried: reported, as a limit of the generator.
    const int totalConnections = std::min(wantedConnections, connectionsTheLimitAllows());
    report.connectionsUnavailable = wantedConnections - totalConnections;
    const int threads = std::clamp(plan.threads, 1, totalConnections);
    for (int i = 0; i < threads; ++i) {
        SocketWorker::Config config;
        config.plan = plan;
        config.index = i;
        config.threadCount = threads;
        config.streams = std::max(1, plan.streams);
        config.shared = shared;
        // Closed loop: the connections are dealt out; open loop: the cap is shared out.
        config.connections = open ? (totalConnections + threads - 1) / threads
                                  : totalConnections / threads + (i < totalConnections % threads ? 1 : 0);
        addWorker(
            QStringLiteral("socket-engine-%1.%2").arg(plan.place.endpoint).arg(i),
            [&config](SampleHandoff *handoff) { return std::make_unique<SocketWorker>(std::move(config), handoff); });
    }
    return [shared] { shared->batchDueNs = RunClock::steadyNowNs(); };
}

} // namespace cp
