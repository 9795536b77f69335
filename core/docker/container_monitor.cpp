#include "docker/container_monitor.h"

#include "docker/monitor_worker.h"

namespace cp {

ContainerMonitor::ContainerMonitor(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<StatsRecordBatch>();
    qRegisterMetaType<DockerEventBatch>();
    qRegisterMetaType<DockerVersion>();
}

ContainerMonitor::~ContainerMonitor()
{
    shutDownThread();
}

bool ContainerMonitor::start(const QStringList &containers, QString *error)
{
    shutDownThread();
    if (m_endpoint.socketPath.isEmpty() && m_endpoint.host.isEmpty()) {
        const auto resolved = DockerEndpointResolver().resolve(error);
        if (!resolved)
            return false;
        m_endpoint = *resolved;
    }

    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("docker-monitor"));
    auto *worker = new MonitorWorker(m_endpoint, containers, m_batchIntervalMs);
    worker->moveToThread(m_thread.get());
    m_worker = worker;
    connect(m_thread.get(), &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &MonitorWorker::connected, this, &ContainerMonitor::connected);
    connect(worker, &MonitorWorker::connectionFailed, this, &ContainerMonitor::connectionFailed);
    connect(worker, &MonitorWorker::connectionLost, this, &ContainerMonitor::connectionLost);
    connect(worker, &MonitorWorker::reconnected, this, &ContainerMonitor::reconnected);
    connect(worker, &MonitorWorker::statsReceived, this, &ContainerMonitor::statsReceived);
    connect(worker, &MonitorWorker::eventsReceived, this, &ContainerMonitor::eventsReceived);
    connect(worker, &MonitorWorker::containerMissing, this, &ContainerMonitor::containerMissing);
    connect(worker, &MonitorWorker::containerNotRunning, this, &ContainerMonitor::containerNotRunning);
    connect(worker, &MonitorWorker::containerUnreadable, this, &ContainerMonitor::containerUnreadable);
    connect(worker, &MonitorWorker::streamStarted, this, &ContainerMonitor::streamStarted);
    connect(worker, &MonitorWorker::containerEnded, this, &ContainerMonitor::containerEnded);
    connect(worker, &MonitorWorker::stopped, this, &ContainerMonitor::stopped);
    m_thread->start();
    QMetaObject::invokeMethod(worker, &MonitorWorker::start, Qt::QueuedConnection);
    return true;
}

bool ContainerMonitor::isRunning() const
{
    return !m_worker.isNull();
}

void ContainerMonitor::stop()
{
    if (m_worker)
        QMetaObject::invokeMethod(m_worker.data(), &MonitorWorker::stop, Qt::QueuedConnection);
}

void ContainerMonitor::shutDownThread()
{
    if (!m_thread)
        return;
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
    m_worker = nullptr;
}

} // namespace cp
