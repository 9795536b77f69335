#include "demo/demo_server_worker.h"

#include "demo/demo_connection.h"
#include "thread/worker_thread.h"

#include <QLoggingCategory>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace cp {

Q_LOGGING_CATEGORY(lcDemo, "containerperf.demo")

namespace {
// A JSON string can hold this without escaping; it reads as what it is.
constexpr char PaddingByte = 'x';
} // namespace

DemoServerWorker::DemoServerWorker(const DemoServerOptions &options, DemoCounters *counters)
    : m_options(options)
    , m_counters(counters)
    , m_timer(new QTimer(this))
    , m_random(std::random_device{}())
{
    if (m_options.bodySize > 0)
        m_padding = QByteArray(qsizetype(m_options.bodySize), PaddingByte);
    m_timer->setSingleShot(true);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &DemoServerWorker::onTimer);
}

DemoServerWorker::~DemoServerWorker() = default;

bool DemoServerWorker::listen(quint16 port, QString *error)
{
    assertInOwnThread(this);
    m_origin = Clock::now();
    m_warm = false;
    m_warmAt.reset();
    return openListener(port, error);
}

bool DemoServerWorker::openListener(quint16 port, QString *error)
{
    if (!m_server) {
        m_server = new QTcpServer(this);
        m_server->setListenBacklogSize(m_options.listenBacklog);
        m_server->setMaxPendingConnections(m_options.listenBacklog);
        connect(m_server, &QTcpServer::newConnection, this, &DemoServerWorker::acceptPending);
    }
    if (!m_server->listen(m_options.address, port)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    m_port = m_server->serverPort();
    return true;
}

quint16 DemoServerWorker::port() const
{
    return m_port;
}

void DemoServerWorker::shutdown()
{
    assertInOwnThread(this);
    if (m_server)
        m_server->close();
    closeConnections();
}

void DemoServerWorker::closeConnections()
{
    const auto connections = m_connections;
    m_connections.clear();
    for (DemoConnection *connection : connections) {
        connection->abort();
        delete connection;
    }
    m_wakes = {};
    m_timer->stop();
    m_armedFor.reset();
}

void DemoServerWorker::restart()
{
    closeConnections();
    m_warm = false;
    m_warmAt.reset();
    m_counters->restarts.fetch_add(1, std::memory_order_relaxed);
    if (m_options.restartDowntime > 0ms && m_server && m_server->isListening()) {
        m_server->close();
        QTimer::singleShot(m_options.restartDowntime, this, [this] {
            QString error;
            if (!openListener(m_port, &error))
                qCWarning(lcDemo) << "demo server could not listen again on port" << m_port << ':' << error;
        });
    }
}

void DemoServerWorker::acceptPending()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        const quint64 id = m_nextConnectionId++;
        m_connections.insert(id, new DemoConnection(socket, id, this));
        m_counters->accepted.fetch_add(1, std::memory_order_relaxed);
    }
}

void DemoServerWorker::connectionClosed(quint64 connectionId)
{
    if (DemoConnection *connection = m_connections.take(connectionId))
        connection->deleteLater();
}

DemoServerWorker::Admission DemoServerWorker::admit(Clock::time_point now)
{
    Admission admission;
    admission.requestNumber = ++m_requestNumber;
    Clock::time_point start = now;
    if (!m_warm) {
        if (!m_warmAt)
            m_warmAt = now + m_options.coldStart;
        if (now < *m_warmAt) {
            admission.cold = true;
            start = *m_warmAt;
        } else {
            m_warm = true;
        }
    }
    auto latency = m_options.latencyMean;
    if (m_options.latencyJitter > 0us) {
        std::uniform_int_distribution<qint64> jitter(-m_options.latencyJitter.count(), m_options.latencyJitter.count());
        latency += std::chrono::microseconds(jitter(m_random));
    }
    // Serialised, each request's service starts when the one before it ended.
    if (m_options.serialised && m_busyUntil)
        start = std::max(start, *m_busyUntil);
    admission.due = afterStalls(start + std::max(latency, std::chrono::microseconds(0)));
    m_busyUntil = admission.due;
    return admission;
}

DemoServerWorker::Clock::time_point DemoServerWorker::afterStalls(Clock::time_point due) const
{
    if (m_options.stallEvery <= 0ms || m_options.stallFor <= 0ms)
        return due;
    const auto sinceOrigin = due - m_origin;
    const auto period = std::chrono::duration_cast<Clock::duration>(m_options.stallEvery);
    const auto window = std::chrono::duration_cast<Clock::duration>(m_options.stallFor);
    const auto intoPeriod = sinceOrigin % period;
    if (sinceOrigin.count() >= 0 && intoPeriod < window)
        return due - intoPeriod + window;
    return due;
}

void DemoServerWorker::wakeAt(Clock::time_point due, quint64 connectionId)
{
    m_wakes.push({due, connectionId});
    if (!m_armedFor || due < *m_armedFor)
        armTimer();
}

void DemoServerWorker::armTimer()
{
    if (m_wakes.empty()) {
        m_timer->stop();
        m_armedFor.reset();
        return;
    }
    const auto due = m_wakes.top().due;
    const auto wait = std::chrono::ceil<std::chrono::milliseconds>(due - Clock::now());
    m_armedFor = due;
    m_timer->start(std::max(wait, 0ms));
}

void DemoServerWorker::onTimer()
{
    m_armedFor.reset();
    const auto now = Clock::now();
    while (!m_wakes.empty() && m_wakes.top().due <= now) {
        const quint64 id = m_wakes.top().connectionId;
        m_wakes.pop();
        // The connection may be gone already; its wakes just fall through.
        if (DemoConnection *connection = m_connections.value(id))
            connection->sendDue(now);
    }
    armTimer();
}

} // namespace cp
