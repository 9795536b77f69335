#pragma once

#include "docker/container_actions.h"
#include "docker/container_info.h"
#include "docker/docker_endpoint.h"
#include "docker/swarm_service.h"
#include "model/stats_record.h"
#include "thread/worker_thread.h"

#include <QObject>
#include <QStringList>

#include <chrono>
#include <memory>

namespace cp {

class ContainerMonitor;
class DockerListWorker;

// The window's view of the Docker daemon (docs/specification.md#docker, docs/specification.md#desktop-application):
// negotiates, lists the containers at each of the daemon's container events
// and every couple of seconds besides, and streams the stats of the running
// ones (and of those it watched before, while they exist) but the excluded
// ones, for the container list. All Docker I/O happens in a worker thread this
// object owns and in the core's ContainerMonitor thread; the thread it lives in
// only receives finished lists and records.
class DockerConnection : public QObject
{
    Q_OBJECT
public:
    explicit DockerConnection(QObject *parent = nullptr);
    ~DockerConnection() override;

    // Connects to `host` (a DOCKER_HOST-style URL), or when empty to what
    // DOCKER_HOST, the Docker context or the default socket say.
    void connectTo(const QString &host);
    void disconnectFromDaemon();
    bool isReachable() const { return m_reachable; }
    // How often the list is read without an event to prompt it; from the next connectTo().
    void setListInterval(std::chrono::milliseconds interval) { m_listInterval = interval; }
    QString endpointUrl() const { return m_endpoint.url(); }
    // Containers whose stats and events someone else streams (a run's own
    // monitor, which records them): left out here, so that the daemon serves each
    // container's stats once. Empty: every watched container is streamed here.
    void setExcluded(const QStringList &containers);

    // The container list's context menu (ContainerActions, in a thread of its own):
    // each call ends in actionDone(); logs come by logText() until logEnded() or stopLogs().
    void runAction(const QString &container, cp::ContainerAction action);
    void followLogs(const QString &container);
    void stopLogs(const QString &container);

signals:
    // reachable false: `text` says why and what to do.
    void stateChanged(bool reachable, const QString &text);
    void containersListed(const QList<cp::ContainerInfo> &containers);
    // After each listing: the swarm's services, tasks and nodes (empty off a manager).
    void swarmListed(const cp::SwarmListing &swarm);
    void statsReceived(const cp::StatsRecordBatch &records);
    void actionDone(const QString &container, cp::ContainerAction action, const QString &error);
    void logText(const QString &container, const QString &text);
    void logEnded(const QString &container, const QString &error);

private:
    void onListed(const QList<ContainerInfo> &containers);
    void updateMonitor();
    void shutDown();

    DockerEndpoint m_endpoint;
    WorkerThread m_thread{QStringLiteral("docker-list")};
    WorkerThread m_actionsThread{QStringLiteral("docker-actions")};
    ContainerActions *m_actions = nullptr; // owned by m_actionsThread
    std::unique_ptr<ContainerMonitor> m_monitor;
    QStringList m_watched;  // sorted
    QStringList m_excluded; // sorted
    QStringList m_streamed; // m_watched without m_excluded: what m_monitor streams
    std::chrono::milliseconds m_listInterval;
    bool m_reachable = false;
};

} // namespace cp
