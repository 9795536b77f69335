#include "docker/container_monitor.h"

#include "docker/monitor_worker.h"

namespace cp {

namespace {

// Passes each signal of the worker on as the same signal of the monitor.
template<typename... Signal>
void forwardEach(WorkerThread &thread, MonitorSignals *worker, MonitorSignals *monitor, Signal... signal)
{
    (thread.forward(worker, signal, monitor, signal), ...);
}

} // namespace

ContainerMonitor::ContainerMonitor(QObject *parent)
    : MonitorSignals(parent)
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

    auto *worker =
        m_thread.start(std::make_unique<MonitorWorker>(m_endpoint, containers, m_batchIntervalMs), m_launcher);
    m_worker = worker;
    forwardEach(m_thread, worker, this, &MonitorSignals::connected, &MonitorSignals::connectionFailed,
                &MonitorSignals::connectionLost, &MonitorSignals::reconnected, &MonitorSignals::statsReceived,
                &MonitorSignals::eventsReceived, &MonitorSignals::containerMissing,
                &MonitorSignals::containerNotRunning, &MonitorSignals::containerUnreadable,
                &MonitorSignals::streamStarted, &MonitorSignals::containerEnded, &MonitorSignals::stopped);
    QMetaObject::invokeMethod(worker, &MonitorWorker::start, Qt::QueuedConnection);
    return true;
}

bool ContainerMonitor::isRunning() const
{
    return !m_worker.isNull();
}

void ContainerMonitor::watch(const QStringList &containers)
{
    if (m_worker)
        QMetaObject::invokeMethod(
            m_worker.data(), [worker = m_worker.data(), containers] { worker->watch(containers); },
            Qt::QueuedConnection);
}

void ContainerMonitor::stop()
{
    if (m_worker)
        QMetaObject::invokeMethod(m_worker.data(), &MonitorWorker::stop, Qt::QueuedConnection);
}

} // namespace cp
