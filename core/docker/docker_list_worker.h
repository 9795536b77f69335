#pragma once

#include "docker/container_info.h"
#include "docker/docker_client.h"
#include "docker/docker_endpoint.h"
#include "docker/swarm_service.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <functional>

namespace cp {

// Negotiates with the daemon and lists its containers, in the thread it lives
// in. follow() is the window's view (in DockerConnection's thread): it lists
// at once whenever the daemon's events say a container was created, started,
// stopped, renamed or removed, and every list interval besides; when the daemon
// does not answer it says so and tries again every RetryIntervalMs. listOnce()
// is `containerperf-cli containers`: one listing, one outcome, no retries.
// Each listing of containers is followed by one of the swarm's services, tasks
// and nodes when the daemon is a swarm manager.
class DockerListWorker : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds DefaultListInterval{2000};
    static constexpr int RetryIntervalMs = 5000;

    explicit DockerListWorker(const DockerEndpoint &endpoint, QObject *parent = nullptr);

    // How often follow() lists without an event to prompt it.
    void setListInterval(std::chrono::milliseconds interval) { m_listInterval = interval; }
    // Every container, stopped ones too.
    void follow();
    // Exactly one of listed(), unreachable() or listFailed() follows; `all`
    // includes the containers that are not running.
    void listOnce(bool all);

signals:
    void connected(const cp::DockerVersion &version);
    // No daemon answers, or something answers that is not the Engine API: `message` says which and what to do.
    void unreachable(const QString &message);
    void listed(const QList<cp::ContainerInfo> &containers);
    // After each listing, what the daemon runs as a swarm manager (empty otherwise).
    void swarmListed(const cp::SwarmListing &swarm);
    // The daemon answered the listing with an error, or with something that is no list of containers.
    void listFailed(const QString &message);

private:
    void listNow();
    // GET /services, /tasks and /nodes in turn; then swarmListed(), then `then`.
    void listSwarm(std::function<void()> then);
    // A listing ended: the next one, now or after the interval.
    void listingDone();
    void negotiate();
    void followEvents();
    void fail(const QString &message);

    DockerEndpoint m_endpoint;
    std::chrono::milliseconds m_listInterval = DefaultListInterval;
    DockerClient *m_client = nullptr;
    QTimer m_timer;
    QPointer<DockerReply> m_events;
    bool m_once = false;
    bool m_all = true;
    bool m_listing = false;
    bool m_listAgain = false; // asked while a listing was under way
};

} // namespace cp
