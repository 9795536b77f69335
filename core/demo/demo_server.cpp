#include "demo/demo_server.h"

#include "demo/demo_server_worker.h"

#include <QTcpServer>

namespace cp {

DemoServer::DemoServer(const DemoServerOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_counters(std::make_unique<DemoCounters>())
{ }

DemoServer::~DemoServer()
{
    stop();
}

bool DemoServer::start(QString *error)
{
    if (m_running)
        return true;
    if (m_options.fault == DemoFault::Refuse) {
        // A port the system just handed out and nobody listens on any more.
        QTcpServer probe;
        if (!probe.listen(m_options.address, m_options.port)) {
            if (error)
                *error = probe.errorString();
            return false;
        }
        m_port = probe.serverPort();
        m_running = true;
        return true;
    }

    m_worker = m_thread.start(std::make_unique<DemoServerWorker>(m_options, m_counters.get()));

    bool listening = false;
    QString reason;
    QMetaObject::invokeMethod(
        m_worker,
        [&] {
            listening = m_worker->listen(m_options.port, &reason);
            m_port = m_worker->port();
        },
        Qt::BlockingQueuedConnection);
    if (!listening) {
        m_thread.stop();
        m_worker = nullptr;
        m_port = 0;
        if (error)
            *error = reason;
        return false;
    }
    m_running = true;
    return true;
}

void DemoServer::stop()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_thread.isRunning()) {
        QMetaObject::invokeMethod(
            m_worker, [this] { m_worker->shutdown(); }, Qt::BlockingQueuedConnection);
        m_thread.stop();
        m_worker = nullptr;
    }
}

bool DemoServer::isRunning() const
{
    return m_running;
}

QUrl DemoServer::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_options.address.toString());
    url.setPort(m_port);
    url.setPath(QStringLiteral("/"));
    return url;
}

void DemoServer::restart()
{
    if (m_worker)
        QMetaObject::invokeMethod(
            m_worker, [this] { m_worker->restart(); }, Qt::BlockingQueuedConnection);
    else if (m_running)
        m_counters->restarts.fetch_add(1, std::memory_order_relaxed);
}

qint64 DemoServer::requestsReceived() const
{
    return m_counters->received.load(std::memory_order_relaxed);
}

qint64 DemoServer::requestsServed() const
{
    return m_counters->served.load(std::memory_order_relaxed);
}

qint64 DemoServer::connectionsAccepted() const
{
    return m_counters->accepted.load(std::memory_order_relaxed);
}

int DemoServer::restarts() const
{
    return m_counters->restarts.load(std::memory_order_relaxed);
}

} // namespace cp
