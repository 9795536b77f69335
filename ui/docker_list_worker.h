#pragma once

#include "docker/container_info.h"
#include "docker/docker_client.h"
#include "docker/docker_endpoint.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>

namespace cp {

// Lives in DockerConnection's thread: negotiates with the daemon, then lists
// its containers at once whenever the daemon's events say one was created,
// started, stopped, renamed or removed, and every list interval besides;
// when the daemon does not answer it says so and tries again every
// RetryIntervalMs.
class DockerListWorker : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds DefaultListInterval{2000};
    static constexpr int RetryIntervalMs = 5000;

    DockerListWorker(const DockerEndpoint &endpoint, std::chrono::milliseconds listInterval, QObject *parent = nullptr);

    void start();

signals:
    void connected(const cp::DockerVersion &version);
    void unreachable(const QString &message);
    void listed(const QList<cp::ContainerInfo> &containers);

private:
    void listNow();
    void negotiate();
    void followEvents();
    void fail(const QString &message);

    DockerEndpoint m_endpoint;
    std::chrono::milliseconds m_listInterval;
    DockerClient *m_client = nullptr;
    QTimer m_timer;
    QPointer<DockerReply> m_events;
    bool m_listing = false;
    bool m_listAgain = false; // asked while a listing was under way
};

} // namespace cp
