#pragma once

#include "docker/docker_client.h"
#include "model/docker_event.h"
#include "model/stats_record.h"
#include "thread/worker_thread.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace cp {

class MonitorWorker;

// Streams the stats and events of a set of containers
// (docs/specification.md#stats-records-and-formulas) in a worker
// thread it owns, and hands them to its own thread in batches (at most
// 1000 / batchInterval signals of each kind per second). Streams of stopped
// containers end and reopen when they start again; when the daemon goes away
// the monitor reconnects with backoff and resumes.
class ContainerMonitor : public QObject
{
    Q_OBJECT
public:
    explicit ContainerMonitor(QObject *parent = nullptr);
    ~ContainerMonitor() override;

    // Default: resolved by DockerEndpointResolver at start().
    void setEndpoint(const DockerEndpoint &endpoint) { m_endpoint = endpoint; }
    void setBatchInterval(int milliseconds) { m_batchIntervalMs = milliseconds; }

    // Starts streaming the named containers (names or ids). False, with *error set,
    // when the Docker address setting itself is malformed; connection failures are
    // reported by connectionFailed().
    bool start(const QStringList &containers, QString *error = nullptr);
    // Ends the streams; the last batches arrive, then stopped().
    void stop();
    bool isRunning() const;
    const DockerEndpoint &endpoint() const { return m_endpoint; }

signals:
    void connected(const cp::DockerVersion &version);
    // The daemon did not answer the first time: nothing will be streamed.
    void connectionFailed(const QString &message);
    // The daemon went away mid-run: reconnecting.
    void connectionLost(const QString &message);
    void reconnected();
    void statsReceived(const cp::StatsRecordBatch &records);
    void eventsReceived(const cp::DockerEventBatch &events);
    void containerMissing(const QString &container, const QString &message);
    // A container was not running when first looked up; its stats start when it does.
    void containerNotRunning(const QString &container, const QString &state);
    // The daemon answered about a container, but not as the Engine API does (an answer
    // that is no HTTP or too large, an inspect answer or stats record that is no
    // container's JSON, a stats stream refused while the container runs): it is no
    // longer watched.
    void containerUnreadable(const QString &container, const QString &message);
    void streamStarted(const QString &container);
    // A container stopped (removed = false) or was removed; its records so far stay.
    void containerEnded(const QString &container, bool removed);
    void stopped();

private:
    DockerEndpoint m_endpoint;
    int m_batchIntervalMs = 100;
    WorkerThread m_thread{QStringLiteral("docker-monitor")};
    QPointer<MonitorWorker> m_worker; // null once the thread deleted it
};

} // namespace cp
