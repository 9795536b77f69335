#include "http/socket_connection.h"

#include "http/socket_worker.h"

namespace cp {

SocketConnection::SocketConnection(SocketWorker *worker)
    : RequestLane(worker)
    , m_parser(this)
{ }

SocketConnection::~SocketConnection()
{
    deleteLoadSocket(m_socket);
}

void SocketConnection::attempt()
{
    if (m_connected) {
        m_request.onReusedConnection = true;
        writeRequest();
        return;
    }
    m_request.onReusedConnection = false;
    const bool connecting = m_socket && m_socket->state() == LoadSocket::State::Connecting;
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
    m_parser.reset();
    m_connectStartNs = RunClock::steadyNowNs();
    openLoadSocket(m_socket, *m_worker, this);
}

void SocketConnection::dropSocket()
{
    m_connected = false;
    dropLoadSocket(m_socket);
}

void SocketConnection::onConnected()
{
    m_connected = true;
    m_worker->connectionOpened();
    if (m_active) {
        connectedAt(m_connectStartNs, RunClock::steadyNowNs());
        writeRequest();
    }
}

void SocketConnection::writeRequest()
{
    const QByteArrayView bytes = m_worker->requestTemplate(step()).render(m_request.id, &captured());
    m_responseDone = false;
    m_keepAlive = true;
    m_unsolicited = false;
    m_parser.setNextResponseHasNoBody(m_worker->requestTemplate(step()).isHead());
    beginWrite();
    if (!m_socket->write(bytes))
        onSocketGone(m_socket->error());
}

void SocketConnection::onReadyRead()
{
    LoadSocket *socket = m_socket;
    while (socket == m_socket && socket->state() == LoadSocket::State::Connected) {
        const qint64 n = readLoadSocket(socket, *m_worker);
        if (n <= 0)
            return;
        // The bytes are here: the answer's times are this moment's, not the end of their parsing.
        const std::int64_t readNs = RunClock::steadyNowNs();
        if (!m_active) {
            // Bytes nobody asked for: the connection can no longer be trusted.
            dropSocket();
            return;
        }
        // At the connection's first answer, while it is surely open (a close-delimited body ends with it).
        if (markFirstByte(readNs))
            reportRttOnce(socket, *m_worker, m_rttRead);
        const bool parsed = m_parser.feed(m_worker->readBuffer(), qsizetype(n));
        if (!parsed || m_unsolicited) {
            fail(ErrorClass::Protocol);
            return;
        }
        if (m_responseDone) {
            if (!m_keepAlive)
                dropSocket();
            complete(m_status >= 400 ? ErrorClass::Http : ErrorClass::Ok, readNs);
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
        retire(true);
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
    lostBeforeAnswer(wasConnected, classifySocketError(error));
}

void SocketConnection::onResponseBegin()
{
    // A second response to one request.
    if (m_responseDone)
        m_unsolicited = true;
    else
        m_facts.reset(&m_worker->checks(step()), &m_worker->captures(step()));
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
