#include "docker_connection.h"

#include "docker_list_worker.h"

#include "docker/container_monitor.h"

#include <QThread>

namespace cp {

DockerConnection::DockerConnection(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<QList<ContainerInfo>>();
    qRegisterMetaType<DockerVersion>();
}

DockerConnection::~DockerConnection()
{
    shutDown();
}

void DockerConnection::shutDown()
{
    m_monitor.reset();
    m_monitored.clear();
    if (m_thread) {
        m_thread->quit();
        m_thread->wait();
        m_thread.reset();
    }
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

    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("docker-list"));
    auto *worker = new DockerListWorker(m_endpoint);
    worker->moveToThread(m_thread.get());
    m_worker = worker;
    connect(m_thread.get(), &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &DockerListWorker::connected, this, [this](const DockerVersion &version) {
        m_reachable = true;
        const QString engine = version.isPodman() ? tr("Podman") : tr("Docker");
        emit stateChanged(true, tr("%1 %2 at %3 (API %4)")
                                    .arg(engine, version.serverVersion, m_endpoint.url(), version.apiVersion));
    });
    connect(worker, &DockerListWorker::unreachable, this, [this](const QString &message) {
        m_reachable = false;
        m_monitor.reset();
        m_monitored.clear();
        emit stateChanged(false, message);
    });
    connect(worker, &DockerListWorker::listed, this, &DockerConnection::onListed);
    m_thread->start();
    QMetaObject::invokeMethod(worker, &DockerListWorker::start, Qt::QueuedConnection);
}

void DockerConnection::onListed(const QList<ContainerInfo> &containers)
{
    emit containersListed(containers);
    QStringList running;
    for (const ContainerInfo &c : containers) {
        if (c.isRunning())
            running.append(c.name);
    }
    running.sort();
    if (running == m_monitored)
        return;
    // The set of running containers changed: stream the new set.
    m_monitored = running;
    m_monitor.reset();
    if (running.isEmpty())
        return;
    m_monitor = std::make_unique<ContainerMonitor>();
    m_monitor->setEndpoint(m_endpoint);
    m_monitor->setBatchInterval(250);
    connect(m_monitor.get(), &ContainerMonitor::statsReceived, this, &DockerConnection::statsReceived);
    connect(m_monitor.get(), &ContainerMonitor::eventsReceived, this, [this](const DockerEventBatch &events) {
        emit eventsReceived(events);
        if (m_worker)
            QMetaObject::invokeMethod(m_worker.data(), &DockerListWorker::listNow, Qt::QueuedConnection);
    });
    m_monitor->start(running);
}

} // namespace cp
