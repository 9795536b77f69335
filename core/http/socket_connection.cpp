#include "http/socket_connection.h"

#include "http/socket_worker.h"
#include "http/tcp_rtt.h"

#include <QNetworkProxy>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace cp {

namespace {

ErrorClass classify(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return ErrorClass::Refused;
    case QAbstractSocket::HostNotFoundError:
        return ErrorClass::Dns;
    case QAbstractSocket::SocketTimeoutError:
        return ErrorClass::Timeout;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        return ErrorClass::Tls;
    default:
        return ErrorClass::Reset;
    }
}

std::uint32_t microseconds(std::int64_t ns)
{
    return saturate32(ns / 1000);
}

constexpr int FirstRetryDelayMs = 20;
constexpr int MaxRetryDelayMs = 250;

} // namespace

SocketConnection::SocketConnection(SocketWorker *worker)
    : m_worker(worker)
    , m_timer(new QTimer(worker))
    , m_parser(this)
{
    m_timer->setSingleShot(true);
    QObject::connect(m_timer, &QTimer::timeout, m_worker, [this] {
        if (m_active) {
            attempt();
        } else if (m_pausedFree) {
            m_pausedFree = false;
            m_worker->connectionFree(this);
        }
    });
}

SocketConnection::~SocketConnection()
{
    delete m_timer;
    // Never inside one of the socket's own signals: the worker outlives its run.
    if (m_socket) {
        m_socket->disconnect();
        m_socket->abort();
        delete m_socket;
    }
}

void SocketConnection::send(std::uint32_t id, std::int64_t intendedNs)
{
    const std::int64_t now = RunClock::steadyNowNs();
    m_request = Request{};
    m_request.id = id;
    m_request.intendedNs = intendedNs;
    m_request.firstAttemptNs = now;
    // A request's time runs out a timeout after it was due, as its latency
    // counts: one that waited for a connection has less left
    // (docs/specification.md#closed-and-open-loop).
    m_request.deadlineNs = std::min(now, intendedNs) + m_worker->timeoutNs();
    m_active = true;
    m_pausedFree = false;
    m_worker->requestStarted();
    attempt();
}

void SocketConnection::attempt()
{
    m_request.attemptNs = RunClock::steadyNowNs();
    if (m_connected) {
        m_request.onReusedConnection = true;
        writeRequest();
        return;
    }
    m_request.onReusedConnection = false;
    const bool connecting = m_socket
        && (m_socket->state() == QAbstractSocket::HostLookupState
            || m_socket->state() == QAbstractSocket::ConnectingState);
    // Opened ahead of need: onConnected() sends once it is up.
    if (!connecting)
        openSocket();
}

void SocketConnection::preconnect()
{
    if (!m_socket && !m_active)
        openSocket();
}

void SocketConnection::openSocket()
{
    dropSocket();
    // A fresh socket per connection: the old one's late signals cannot reach us.
    if (m_worker->isTls()) {
        auto *ssl = new QSslSocket;
        QObject::connect(ssl, &QSslSocket::encrypted, ssl, [this] { onConnected(); });
        m_socket = ssl;
    } else {
        m_socket = new QTcpSocket;
        QObject::connect(m_socket, &QTcpSocket::connected, m_socket, [this] { onConnected(); });
    }
    m_socket->setProxy(QNetworkProxy::NoProxy);
    QObject::connect(m_socket, &QTcpSocket::readyRead, m_socket, [this] { onReadyRead(); });
    QObject::connect(m_socket, &QTcpSocket::errorOccurred, m_socket,
                     [this](QAbstractSocket::SocketError error) { onSocketGone(error); });
    QObject::connect(m_socket, &QTcpSocket::disconnected, m_socket,
                     [this] { onSocketGone(QAbstractSocket::RemoteHostClosedError); });
    m_parser.reset();
    m_connectStartNs = RunClock::steadyNowNs();
    if (auto *ssl = qobject_cast<QSslSocket *>(m_socket)) {
        ssl->connectToHostEncrypted(m_worker->host(), m_worker->port());
    } else {
        // Unbuffered: reads and writes go straight to the kernel, no copy through Qt's buffers.
        m_socket->connectToHost(m_worker->host(), m_worker->port(), QIODevice::ReadWrite | QIODevice::Unbuffered);
    }
}

void SocketConnection::dropSocket()
{
    m_connected = false;
    if (!m_socket)
        return;
    m_socket->disconnect();
    m_socket->abort();
    // Later: we may be inside one of its signals.
    m_socket->deleteLater();
    m_socket = nullptr;
}

void SocketConnection::onConnected()
{
    m_connected = true;
    m_worker->connectionOpened();
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    if (m_active) {
        // The part of the connect this request waited for.
        const std::int64_t now = RunClock::steadyNowNs();
        m_request.connectUs = microseconds(now - std::max(m_connectStartNs, m_request.attemptNs));
        writeRequest();
    }
}

void SocketConnection::writeRequest()
{
    const QByteArrayView bytes = m_worker->requestTemplate().render(m_request.id);
    m_facts.reset();
    m_status = 0;
    m_responseDone = false;
    m_keepAlive = true;
    m_unsolicited = false;
    m_request.firstByteNs = 0;
    m_parser.setNextResponseHasNoBody(m_worker->requestTemplate().isHead());
    m_request.sentNs = RunClock::steadyNowNs();
    // A closed loop's request is due when it first goes out (docs/specification.md#sample-fields: latency
    // equals total there). Sent again, after a stale keep-alive close or while
    // the container boots, it keeps that time: its latency runs from the first
    // attempt, and a cold start's requests stay sent before the first answer.
    // A batch's requests were all due when it started.
    if (!m_worker->isOpenLoop() && !m_worker->isBatch() && m_request.retries == 0 && !m_request.resentAfterStaleClose)
        m_request.intendedNs = m_request.sentNs;
    if (!m_request.lagRecorded) {
        m_request.lagRecorded = true;
        m_worker->recordSendLag(m_request.sentNs - m_request.intendedNs);
    }
    if (m_socket->write(bytes.data(), bytes.size()) != bytes.size())
        onSocketGone(m_socket->error());
}

void SocketConnection::onReadyRead()
{
    QTcpSocket *socket = m_socket;
    while (socket == m_socket && socket->state() == QAbstractSocket::ConnectedState) {
        const qint64 n = socket->read(m_worker->readBuffer(), m_worker->readBufferSize());
        if (n < 0) {
            // An unbuffered socket reports the peer's close here, without a signal.
            onSocketGone(socket->error());
            return;
        }
        if (n == 0)
            break;
        if (!m_active) {
            // Bytes nobody asked for: the connection can no longer be trusted.
            dropSocket();
            return;
        }
        if (m_request.firstByteNs == 0) {
            m_request.firstByteNs = RunClock::steadyNowNs();
            // Once per connection, at its first answer, while it is surely open (a
            // close-delimited body ends with it): a system call per response would cost throughput.
            if (!m_rttRead) {
                m_rttRead = true;
                if (const auto rtt = tcpSmoothedRttUs(socket->socketDescriptor()))
                    m_worker->connectionRtt(*rtt);
            }
        }
        const bool parsed = m_parser.feed(m_worker->readBuffer(), qsizetype(n));
        if (!parsed || m_unsolicited) {
            fail(ErrorClass::Protocol);
            return;
        }
        if (m_responseDone) {
            if (!m_keepAlive)
                dropSocket();
            complete(m_status >= 400 ? ErrorClass::Http : ErrorClass::Ok);
        }
        // A short read took all the kernel had: asking again costs a system call to learn EAGAIN.
        if (n < m_worker->readBufferSize())
            break;
    }
}

void SocketConnection::onSocketGone(QAbstractSocket::SocketError error)
{
    if (!m_socket)
        return;
    if (error == QAbstractSocket::SocketResourceError && !m_connected) {
        // No descriptor for a new socket (the open-files limit): not the
        // server's doing. This connection is given up and its request handed
        // to the others; failing it here would claim the next request at
        // once, fail again, and recurse until the stack ran out.
        dropSocket();
        m_retired = true;
        const bool hadRequest = m_active;
        m_active = false;
        m_worker->connectionUnavailable(this, hadRequest, m_request.id, m_request.intendedNs);
        return;
    }
    const bool wasConnected = m_connected;
    if (!m_active) {
        dropSocket();
        return;
    }
    if (m_request.firstByteNs != 0) {
        // A close-delimited body ends with the connection; anything else was cut short.
        const bool closeDelimitedEnd = m_parser.finish() && m_responseDone;
        dropSocket();
        if (closeDelimitedEnd)
            complete(m_status >= 400 ? ErrorClass::Http : ErrorClass::Ok);
        else
            fail(m_parser.isMidResponse() ? ErrorClass::Reset : ErrorClass::Protocol);
        return;
    }
    dropSocket();
    if (wasConnected && m_request.onReusedConnection && !m_request.resentAfterStaleClose) {
        // The server closed an idle keep-alive connection as we reused it:
        // not the request's fault, send it again on a fresh one.
        m_request.resentAfterStaleClose = true;
        retryLater(0);
        return;
    }
    fail(classify(error));
}

void SocketConnection::fail(ErrorClass error)
{
    dropSocket();
    const std::int64_t now = RunClock::steadyNowNs();
    const bool bootError = error == ErrorClass::Refused || error == ErrorClass::Reset;
    if (bootError && m_worker->retryWhileBooting()) {
        const int delayMs = qMin(MaxRetryDelayMs, FirstRetryDelayMs << qMin(m_request.retries, 4));
        if (now + std::int64_t(delayMs) * 1'000'000 < m_request.deadlineNs) {
            ++m_request.retries;
            retryLater(delayMs);
            return;
        }
    }
    complete(error);
}

void SocketConnection::retryLater(int delayMs)
{
    m_timer->start(delayMs);
}

void SocketConnection::checkDeadline(std::int64_t nowNs)
{
    if (m_active && nowNs >= m_request.deadlineNs) {
        m_timer->stop();
        dropSocket();
        complete(ErrorClass::Timeout);
    }
}

void SocketConnection::cancel()
{
    if (!m_active)
        return;
    m_timer->stop();
    dropSocket();
    complete(ErrorClass::Cancelled);
}

void SocketConnection::pauseThenFree(int delayMs)
{
    m_pausedFree = true;
    m_timer->start(delayMs);
}

void SocketConnection::complete(ErrorClass error)
{
    const std::int64_t now = RunClock::steadyNowNs();
    const Request &r = m_request;
    // Nothing written yet (connect failed, or gave up while retrying): the
    // request's time runs from its first attempt.
    const std::int64_t sent = r.sentNs != 0 ? r.sentNs : r.firstAttemptNs;
    Sample sample;
    sample.id = r.id;
    sample.sentNs = m_worker->clock().toEpochNs(sent);
    sample.intendedLagUs = microseconds(sent - r.intendedNs);
    sample.connectUs = r.connectUs;
    sample.ttfbUs = r.firstByteNs != 0 ? microseconds(r.firstByteNs - sent) : 0;
    sample.totalUs = microseconds(now - sent);
    sample.status = std::uint16_t(m_status);
    sample.error = error;
    sample.msgLength = m_worker->msgLength();
    sample.bytesOut = r.sentNs != 0 ? saturate32(m_worker->requestTemplate().lastBodyLength()) : 0;
    sample.bytesIn = saturate32(std::int64_t(qMin<std::uint64_t>(m_facts.bodyBytes(), 0xFFFFFFFFull)));
    if (error == ErrorClass::Ok || error == ErrorClass::Http) {
        m_facts.finish();
        sample.serverUs = m_facts.serverUs();
        sample.coldness = m_facts.coldness();
    }
    m_active = false;
    m_worker->requestDone(this, sample);
}

void SocketConnection::onResponseBegin()
{
    // A second response to one request.
    if (m_responseDone)
        m_unsolicited = true;
    else
        m_facts.reset();
}

void SocketConnection::onHeader(QByteArrayView name, QByteArrayView value)
{
    m_facts.onHeader(name, value);
}

void SocketConnection::onHeadersComplete(int status)
{
    m_status = status;
}

void SocketConnection::onBody(QByteArrayView chunk)
{
    m_facts.onBody(chunk);
}

void SocketConnection::onResponseComplete(bool keepAlive)
{
    // An interim response (100 Continue): the real one follows.
    if (m_status / 100 == 1)
        return;
    m_responseDone = true;
    m_keepAlive = keepAlive;
}

} // namespace cp
