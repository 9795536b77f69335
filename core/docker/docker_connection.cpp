#include "docker/docker_connection.h"

#include "docker/container_monitor.h"
#include "docker/docker_list_worker.h"

namespace cp {

DockerConnection::DockerConnection(QObject *parent)
    : QObject(parent)
    , m_listInterval(DockerListWorker::DefaultListInterval)
{
    qRegisterMetaType<QList<ContainerInfo>>();
    qRegisterMetaType<DockerVersion>();
    qRegisterMetaType<SwarmListing>();
    qRegisterMetaType<ContainerAction>();
}

DockerConnection::~DockerConnection()
{
    shutDown();
}

void DockerConnection::shutDown()
{
    m_thread.stop();
    m_actionsThread.stop();
    m_actions = nullptr;
    m_monitor.reset();
    m_watched.clear();
    m_streamed.clear();
}

void DockerConnection::disconnectFromDaemon()
{
    shutDown();
    m_reachable = false;
}

void DockerConnection::connectTo(const QString &host)
{
    shutDown();
    m_reachable = false;
    QString error;
    std::optional<DockerEndpoint> endpoint;
    if (host.trimmed().isEmpty())
        endpoint = DockerEndpointResolver().resolve(&error);
    else
        endpoint = DockerEndpoint::fromUrl(host.trimmed(), &error);
    if (!endpoint) {
        emit stateChanged(false, tr("Docker address not usable: %1").arg(error));
        return;
    }
    m_endpoint = *endpoint;
    emit stateChanged(false, tr("Docker: connecting to %1…").arg(m_endpoint.url()));

    auto listWorker = std::make_unique<DockerListWorker>(m_endpoint);
    listWorker->setListInterval(m_listInterval);
    DockerListWorker *worker = m_thread.start(std::move(listWorker));
    // Through the thread's receiver: what an old worker queued before a
    // reconnect is dropped, not shown as the new daemon's state or containers.
    QObject *receiver = m_thread.receiver();
    connect(worker, &DockerListWorker::connected, receiver, [this](const DockerVersion &version) {
        m_reachable = true;
        const QString engine = version.isPodman() ? tr("Podman") : tr("Docker");
        QString state =
            tr("%1 %2 at %3 (API %4)").arg(engine, version.serverVersion, m_endpoint.url(), version.apiVersion);
        // Beside the state the status bar keeps while connected (docs/specification.md#docker-connection).
        if (const QString warning = m_endpoint.securityWarning(); !warning.isEmpty())
            state += QStringLiteral(" — ") + warning;
        emit stateChanged(true, state);
    });
    connect(worker, &DockerListWorker::unreachable, receiver, [this](const QString &message) {
        m_reachable = false;
        m_monitor.reset();
        m_watched.clear();
        m_streamed.clear();
        emit stateChanged(false, message);
        emit swarmListed(SwarmListing());
    });
    connect(worker, &DockerListWorker::listed, receiver,
            [this](const QList<ContainerInfo> &containers) { onListed(containers); });
    m_thread.forward(worker, &DockerListWorker::swarmListed, this, &DockerConnection::swarmListed);
    // A listing the daemon refuses or garbles (listFailed) leaves the rows as
    // they were: the next event or interval lists again.
    QMetaObject::invokeMethod(worker, &DockerListWorker::follow, Qt::QueuedConnection);

    m_actions = m_actionsThread.start(std::make_unique<ContainerActions>(m_endpoint));
    m_actionsThread.forward(m_actions, &ContainerActions::actionDone, this, &DockerConnection::actionDone);
    m_actionsThread.forward(m_actions, &ContainerActions::logText, this, &DockerConnection::logText);
    m_actionsThread.forward(m_actions, &ContainerActions::logEnded, this, &DockerConnection::logEnded);
}

void DockerConnection::runAction(const QString &container, ContainerAction action)
{
    if (!m_actions) {
        emit actionDone(container, action, tr("no Docker daemon is connected"));
        return;
    }
    QMetaObject::invokeMethod(
        m_actions, [actions = m_actions, container, action] { actions->run(container, action); }, Qt::QueuedConnection);
}

void DockerConnection::followLogs(const QString &container)
{
    if (!m_actions) {
        emit logEnded(container, tr("no Docker daemon is connected"));
        return;
    }
    QMetaObject::invokeMethod(
        m_actions, [actions = m_actions, container] { actions->followLogs(container); }, Qt::QueuedConnection);
}

void DockerConnection::stopLogs(const QString &container)
{
    if (m_actions)
        QMetaObject::invokeMethod(
            m_actions, [actions = m_actions, container] { actions->stopLogs(container); }, Qt::QueuedConnection);
}

void DockerConnection::setExcluded(const QStringList &containers)
{
    QStringList sorted = containers;
    sorted.sort();
    sorted.removeDuplicates();
    m_excluded = sorted;
    updateMonitor();
}

void DockerConnection::onListed(const QList<ContainerInfo> &containers)
{
    emit containersListed(containers);
    // A watched container stays watched while it exists: the monitor follows
    // its stops and restarts itself, where a new monitor at every stop and start
    // would open every other container's stream again.
    QStringList watched;
    for (const ContainerInfo &c : containers) {
        if (c.isRunning() || m_watched.contains(c.name))
            watched.append(c.name);
    }
    watched.sort();
    m_watched = watched;
    updateMonitor();
}

void DockerConnection::updateMonitor()
{
    QStringList streamed;
    for (const QString &name : std::as_const(m_watched)) {
        if (!m_excluded.contains(name))
            streamed.append(name);
    }
    if (streamed == m_streamed)
        return;
    m_streamed = streamed;
    m_monitor.reset();
    if (streamed.isEmpty())
        return;
    m_monitor = std::make_unique<ContainerMonitor>();
    m_monitor->setEndpoint(m_endpoint);
    m_monitor->setBatchInterval(250);
    connect(m_monitor.get(), &ContainerMonitor::statsReceived, this, &DockerConnection::statsReceived);
    m_monitor->start(streamed);
}

} // namespace cp
