#include "http/h2_stream.h"

#include "http/h2_connection.h"
#include "http/socket_worker.h"

namespace cp {

H2Stream::H2Stream(SocketWorker *worker, H2Connection *connection)
    : RequestLane(worker)
    , m_connection(connection)
{
    m_connection->addLane(this);
}

void H2Stream::preconnect()
{
    if (!m_active)
        m_connection->preconnect();
}

void H2Stream::attempt()
{
    m_request.onReusedConnection = m_connection->isUp();
    m_connection->submit(this);
}

void H2Stream::abandon()
{
    // Forgotten before the connection hears of it: if the reset cannot be
    // written, the connection's end must not report this request a second time.
    m_connection->withdraw(this, std::exchange(m_streamId, 0));
}

void H2Stream::setBody(QByteArrayView body)
{
    m_body = body.toByteArray();
    m_bodySent = 0;
}

QByteArrayView H2Stream::takeBody(qsizetype most)
{
    const QByteArrayView chunk = QByteArrayView(m_body).sliced(m_bodySent, qMin(most, bodyLeft()));
    m_bodySent += chunk.size();
    return chunk;
}

void H2Stream::sent(std::int32_t id)
{
    m_streamId = id;
    m_malformed = false;
    beginWrite();
}

void H2Stream::connected(std::int64_t connectStartNs, std::int64_t nowNs)
{
    connectedAt(connectStartNs, nowNs);
}

void H2Stream::onHeadersBegin()
{
    markFirstByte(RunClock::steadyNowNs());
}

void H2Stream::onHeader(QByteArrayView name, QByteArrayView value)
{
    if (name == ":status")
        m_status = value.toInt();
    else
        m_facts.onHeader(name, value);
}

void H2Stream::onData(QByteArrayView chunk)
{
    m_facts.onBody(chunk);
}

void H2Stream::onComplete()
{
    m_streamId = 0;
    complete(m_status >= 400 ? ErrorClass::Http : ErrorClass::Ok);
}

void H2Stream::onReset(bool refused)
{
    m_streamId = 0;
    if (m_malformed) {
        fail(ErrorClass::Protocol);
        return;
    }
    if (!refused || m_request.firstByteNs != 0) {
        fail(ErrorClass::Reset);
        return;
    }
    // The server did not process it: not the request's fault, send it again;
    // refused twice, it counts.
    if (!m_request.resentUnprocessed) {
        m_request.resentUnprocessed = true;
        retryLater(0);
        return;
    }
    fail(ErrorClass::Refused);
}

void H2Stream::onUnprocessed()
{
    m_streamId = 0;
    retryLater(0);
}

void H2Stream::onConnectionLost(bool wasSent, ErrorClass error)
{
    m_streamId = 0;
    // An HTTP/2 server says GOAWAY before it closes a connection it keeps no
    // more; one gone without it may have processed what was sent
    // (HTTP/1.1's stale keep-alive resend does not apply).
    if (wasSent)
        fail(error == ErrorClass::Protocol ? ErrorClass::Protocol : ErrorClass::Reset);
    else
        fail(error);
}

void H2Stream::onRefusedByConnection(ErrorClass error)
{
    m_streamId = 0;
    fail(error);
}

} // namespace cp
