#pragma once

#include "docker/docker_client.h"
#include "docker/monitor_signals.h"
#include "thread/worker_thread.h"

#include <QPointer>
#include <QStringList>

namespace cp {

class MonitorWorker;

// Streams the stats and events of a set of containers
// (docs/specification.md#stats-records-and-formulas) in a worker
// thread it owns, and hands them to its own thread in batches (at most
// 1000 / batchInterval signals of each kind per second). Streams of stopped
// containers end and reopen when they start again; when the daemon goes away
// the monitor reconnects with backoff and resumes. What it reports: MonitorSignals.
class ContainerMonitor : public MonitorSignals
{
    Q_OBJECT
public:
    explicit ContainerMonitor(QObject *parent = nullptr);
    ~ContainerMonitor() override;

    // Default: resolved by DockerEndpointResolver at start().
    void setEndpoint(const DockerEndpoint &endpoint) { m_endpoint = endpoint; }
    void setBatchInterval(int milliseconds) { m_batchIntervalMs = milliseconds; }
    // The streaming thread is started through `launcher` (see ThreadLauncher): a session's
    // thread runs at the lowest priority, and a stats stream starved behind a saturated CPU
    // would go silent and be reconnected, leaving a gap in stats.csv.
    void setThreadLauncher(ThreadLauncher *launcher) { m_launcher = launcher; }

    // Starts streaming the named containers (names or ids). False, with *error set,
    // when the Docker address setting itself is malformed; connection failures are
    // reported by connectionFailed().
    bool start(const QStringList &containers, QString *error = nullptr);
    // Streams these containers too, besides those already streamed (the new tasks
    // of a Swarm service); a container already streamed is not streamed twice.
    void watch(const QStringList &containers);
    // Ends the streams; the last batches arrive, then stopped().
    void stop();
    bool isRunning() const;
    const DockerEndpoint &endpoint() const { return m_endpoint; }

private:
    DockerEndpoint m_endpoint;
    int m_batchIntervalMs = 100;
    ThreadLauncher *m_launcher = nullptr;
    WorkerThread m_thread{QStringLiteral("docker-monitor")};
    QPointer<MonitorWorker> m_worker; // null once the thread deleted it
};

} // namespace cp
