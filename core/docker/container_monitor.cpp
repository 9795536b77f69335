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

ContainerMonitor::~ContainerMonitor() = default;

bool ContainerMonitor::start(const QStringList &containers, QString *error)
{
    m_thread.stop();
    if (m_endpoint.socketPath.isEmpty() && m_endpoint.host.isEmpty()) {
        const auto resolved = DockerEndpointResolver().resolve(error);
        if (!resolved)
            return false;
        m_endpoint = *resolved;
    }

    auto *worker = m_thread.start(std::make_unique<MonitorWorker>(m_endpoint, containers, m_batchIntervalMs));
    m_worker = worker;
    m_thread.forward(worker, &MonitorWorker::connected, this, &ContainerMonitor::connected);
    m_thread.forward(worker, &MonitorWorker::connectionFailed, this, &ContainerMonitor::connectionFailed);
    m_thread.forward(worker, &MonitorWorker::connectionLost, this, &ContainerMonitor::connectionLost);
    m_thread.forward(worker, &MonitorWorker::reconnected, this, &ContainerMonitor::reconnected);
    m_thread.forward(worker, &MonitorWorker::statsReceived, this, &ContainerMonitor::statsReceived);
    m_thread.forward(worker, &MonitorWorker::eventsReceived, this, &ContainerMonitor::eventsReceived);
    m_thread.forward(worker, &MonitorWorker::containerMissing, this, &ContainerMonitor::containerMissing);
    m_thread.forward(worker, &MonitorWorker::containerNotRunning, this, &ContainerMonitor::containerNotRunning);
    m_thread.forward(worker, &MonitorWorker::containerUnreadable, this, &ContainerMonitor::containerUnreadable);
    m_thread.forward(worker, &MonitorWorker::streamStarted, this, &ContainerMonitor::streamStarted);
    m_thread.forward(worker, &MonitorWorker::containerEnded, this, &ContainerMonitor::containerEnded);
    m_thread.forward(worker, &MonitorWorker::stopped, this, &ContainerMonitor::stopped);
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

} // namespace cp
