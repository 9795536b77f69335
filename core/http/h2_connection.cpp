#include "http/h2_connection.h"

#include "http/h2_stream.h"
#include "http/load_socket.h"
#include "http/socket_worker.h"

#include <QSslConfiguration>

#include <algorithm>
#include <cstring>

namespace cp {

namespace {

// Windows large enough that flow control never holds a loopback or LAN
// response back, as h2load's are; a response larger still exercises it.
constexpr std::int32_t StreamWindowBytes = 1 << 20;
constexpr std::int32_t ConnectionWindowBytes = 16 << 20;

QByteArrayView view(const uint8_t *data, std::size_t length)
{
    return QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(length));
}

H2Connection *connectionOf(void *self)
{
    return static_cast<H2Connection *>(self);
}

} // namespace

H2Connection::H2Connection(SocketWorker *worker)
    : m_worker(worker)
{ }

H2Connection::~H2Connection()
{
    deleteLoadSocket(m_socket);
    nghttp2_session_del(m_session);
}

void H2Connection::preconnect()
{
    if (m_state == State::Down)
        openSocket();
}

void H2Connection::submit(H2Stream *stream)
{
    if (m_state == State::Up) {
        startStream(stream);
        flush();
        return;
    }
    m_waiting.push_back(stream);
    if (m_state == State::Down)
        openSocket();
}

void H2Connection::withdraw(H2Stream *stream, std::int32_t id)
{
    std::erase(m_waiting, stream);
    if (id == 0 || !m_session)
        return;
    // Its late frames find no lane; the stream's close still counts it off.
    nghttp2_session_set_stream_user_data(m_session, id, nullptr);
    nghttp2_submit_rst_stream(m_session, NGHTTP2_FLAG_NONE, id, NGHTTP2_CANCEL);
    flush();
}

void H2Connection::openSocket()
{
    closeSocket();
    m_state = State::Connecting;
    m_connectStartNs = RunClock::steadyNowNs();
    openLoadSocket(m_socket, *m_worker, this, {QSslConfiguration::ALPNProtocolHTTP2});
}

void H2Connection::closeSocket()
{
    m_state = State::Down;
    m_open = 0;
    m_goawayLastStreamId = -1;
    nghttp2_session_del(m_session);
    m_session = nullptr;
    dropLoadSocket(m_socket);
}

void H2Connection::onConnected()
{
    if (m_worker->isTls() && m_socket->negotiatedProtocol() != QSslConfiguration::ALPNProtocolHTTP2) {
        // The handshake did not agree on HTTP/2 (the server offers only HTTP/1.1 by
        // ALPN, or no ALPN at all): a TLS failure, no request can be sent.
        const std::vector<H2Stream *> waiting = std::exchange(m_waiting, {});
        closeSocket();
        for (H2Stream *stream : waiting)
            stream->onRefusedByConnection(ErrorClass::Tls);
        return;
    }
    m_worker->connectionOpened();

    nghttp2_session_callbacks *callbacks = nullptr;
    nghttp2_session_callbacks_new(&callbacks);
    nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks, &H2Connection::onBeginHeaders);
    nghttp2_session_callbacks_set_on_header_callback(callbacks, &H2Connection::onHeader);
    nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks, &H2Connection::onDataChunk);
    nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks, &H2Connection::onFrameReceived);
    nghttp2_session_callbacks_set_on_stream_close_callback(callbacks, &H2Connection::onStreamClosed);
    nghttp2_session_callbacks_set_error_callback2(callbacks, &H2Connection::onError);
    nghttp2_session_callbacks_set_on_invalid_frame_recv_callback(callbacks, &H2Connection::onInvalidFrame);
    nghttp2_session_client_new(&m_session, callbacks, this);
    nghttp2_session_callbacks_del(callbacks);

    const nghttp2_settings_entry settings[] = {
        {NGHTTP2_SETTINGS_ENABLE_PUSH, 0},
        {NGHTTP2_SETTINGS_INITIAL_WINDOW_SIZE, StreamWindowBytes},
    };
    nghttp2_submit_settings(m_session, NGHTTP2_FLAG_NONE, settings, std::size(settings));
    nghttp2_session_set_local_window_size(m_session, NGHTTP2_FLAG_NONE, 0, ConnectionWindowBytes);
    m_state = State::Up;
    m_rttRead = false;
    m_serverBrokeProtocol = false;
    sendWaiting();
}

void H2Connection::sendWaiting()
{
    const std::vector<H2Stream *> waiting = std::exchange(m_waiting, {});
    const std::int64_t now = RunClock::steadyNowNs();
    for (H2Stream *stream : waiting) {
        stream->connected(m_connectStartNs, now);
        startStream(stream);
    }
    flush();
}

void H2Connection::startStream(H2Stream *stream)
{
    const QByteArrayView bytes =
        m_worker->requestTemplate(stream->step()).render(stream->requestId(), &stream->captured());
    if (!m_request.assign(bytes, m_worker->isTls() ? "https" : "http")) {
        stream->onRefusedByConnection(ErrorClass::Protocol);
        return;
    }
    stream->setBody(m_request.body());
    nghttp2_data_provider body{};
    body.read_callback = &H2Connection::readBody;
    const auto &fields = m_request.fields();
    const std::int32_t id = nghttp2_submit_request(m_session, nullptr, fields.data(), fields.size(),
                                                   m_request.body().isEmpty() ? nullptr : &body, stream);
    if (id < 0) {
        // Stream ids used up: this connection ends once its streams are done, and a new one takes the rest.
        m_state = State::Draining;
        m_waiting.push_back(stream);
        return;
    }
    ++m_open;
    stream->sent(id);
}

void H2Connection::flush()
{
    if (m_inCallbacks || !m_session)
        return;
    m_out.clear();
    for (;;) {
        const uint8_t *data = nullptr;
        m_inCallbacks = true;
        const ssize_t n = nghttp2_session_mem_send(m_session, &data);
        m_inCallbacks = false;
        if (n < 0) {
            onProtocolError();
            return;
        }
        if (n == 0)
            break;
        m_out.append(reinterpret_cast<const char *>(data), qsizetype(n));
    }
    if (!m_out.isEmpty() && !m_socket->write(m_out)) {
        onSocketGone(m_socket->error());
        return;
    }
    closeIfDrained();
}

void H2Connection::closeIfDrained()
{
    // nghttp2 wants neither to read nor to write once a GOAWAY's last stream is done.
    const bool sessionDone = !nghttp2_session_want_read(m_session) && !nghttp2_session_want_write(m_session);
    if (m_state != State::Draining || (m_open > 0 && !sessionDone))
        return;
    closeSocket();
    if (!m_waiting.empty())
        openSocket();
}

void H2Connection::onReadyRead()
{
    LoadSocket *socket = m_socket;
    while (socket == m_socket && m_session && socket->state() == LoadSocket::State::Connected) {
        const qint64 n = readLoadSocket(socket, *m_worker);
        if (n <= 0)
            return;
        reportRttOnce(socket, *m_worker, m_rttRead);
        m_inCallbacks = true;
        const ssize_t used = nghttp2_session_mem_recv(
            m_session, reinterpret_cast<const uint8_t *>(m_worker->readBuffer()), std::size_t(n));
        m_inCallbacks = false;
        // nghttp2 answers what breaks HTTP/2 with a GOAWAY of its own and reads on:
        // the connection is done for, and what it carried failed as `protocol`.
        if (used < 0 || m_serverBrokeProtocol) {
            onProtocolError();
            return;
        }
        flush();
        if (n < m_worker->readBufferSize())
            break;
    }
}

void H2Connection::onSocketGone(QAbstractSocket::SocketError error)
{
    if (!m_socket)
        return;
    if (error == QAbstractSocket::SocketResourceError && m_state == State::Connecting) {
        // No descriptor for a new socket (the open-files limit): not the
        // server's doing. Every lane of this connection is given up and its
        // request handed to the other connections.
        m_waiting.clear();
        closeSocket();
        for (std::size_t i = 0; i < m_lanes.size(); ++i)
            m_lanes[i]->onNoSocket(i + 1 == m_lanes.size());
        return;
    }
    loseAll(error, false);
}

void H2Connection::onProtocolError()
{
    loseAll(QAbstractSocket::UnknownSocketError, true);
}

void H2Connection::loseAll(QAbstractSocket::SocketError error, bool protocolError)
{
    // Requests that waited for a connection that was up (it drained, or broke)
    // were never sent: they go out on the next one. Those that waited for one
    // that could not be opened fail as the connect did.
    const bool neverUp = m_state == State::Connecting;
    std::vector<H2Stream *> waiting = neverUp ? std::exchange(m_waiting, {}) : std::vector<H2Stream *>{};
    std::vector<H2Stream *> sent;
    for (H2Stream *lane : m_lanes) {
        if (lane->streamId() != 0)
            sent.push_back(lane);
    }
    closeSocket();
    const ErrorClass sentError = protocolError ? ErrorClass::Protocol : ErrorClass::Reset;
    for (H2Stream *stream : sent)
        stream->onConnectionLost(true, sentError);
    for (H2Stream *stream : waiting)
        stream->onConnectionLost(false, classifySocketError(error));
    if (!m_waiting.empty() && m_state == State::Down)
        openSocket();
}

H2Stream *H2Connection::streamOf(nghttp2_session *session, std::int32_t id)
{
    // A lane that let go of this stream may already carry another: it hears only of its own.
    auto *stream = static_cast<H2Stream *>(nghttp2_session_get_stream_user_data(session, id));
    return stream && stream->streamId() == id ? stream : nullptr;
}

int H2Connection::onBeginHeaders(nghttp2_session *session, const nghttp2_frame *frame, void *)
{
    if (frame->hd.type == NGHTTP2_HEADERS && frame->headers.cat == NGHTTP2_HCAT_RESPONSE) {
        if (H2Stream *stream = streamOf(session, frame->hd.stream_id))
            stream->onHeadersBegin();
    }
    return 0;
}

int H2Connection::onHeader(nghttp2_session *session, const nghttp2_frame *frame, const uint8_t *name,
                           std::size_t nameLength, const uint8_t *value, std::size_t valueLength, uint8_t, void *)
{
    if (frame->hd.type != NGHTTP2_HEADERS)
        return 0;
    if (H2Stream *stream = streamOf(session, frame->hd.stream_id))
        stream->onHeader(view(name, nameLength), view(value, valueLength));
    return 0;
}

int H2Connection::onDataChunk(nghttp2_session *session, uint8_t, std::int32_t id, const uint8_t *data,
                              std::size_t length, void *)
{
    if (H2Stream *stream = streamOf(session, id))
        stream->onData(view(data, length));
    return 0;
}

int H2Connection::onFrameReceived(nghttp2_session *session, const nghttp2_frame *frame, void *self)
{
    switch (frame->hd.type) {
    case NGHTTP2_GOAWAY:
        // No new streams here; nghttp2 closes those above the last one with
        // REFUSED_STREAM right after this callback.
        connectionOf(self)->m_state = State::Draining;
        connectionOf(self)->m_goawayLastStreamId = frame->goaway.last_stream_id;
        break;
    case NGHTTP2_HEADERS:
    case NGHTTP2_DATA:
        if ((frame->hd.flags & NGHTTP2_FLAG_END_STREAM) != 0) {
            if (H2Stream *stream = streamOf(session, frame->hd.stream_id)) {
                nghttp2_session_set_stream_user_data(session, frame->hd.stream_id, nullptr);
                stream->onComplete();
            }
        }
        break;
    default:
        break;
    }
    return 0;
}

int H2Connection::onError(nghttp2_session *, int libErrorCode, const char *, std::size_t, void *self)
{
    // A response that breaks HTTP's rules over HTTP/2 (a bad header, a body
    // longer than content-length) is that stream's trouble: nghttp2 resets it
    // with PROTOCOL_ERROR and the connection goes on. Any other error breaks the
    // connection.
    if (libErrorCode != 0 && libErrorCode != NGHTTP2_ERR_HTTP_HEADER && libErrorCode != NGHTTP2_ERR_HTTP_MESSAGING)
        connectionOf(self)->m_serverBrokeProtocol = true;
    return 0;
}

int H2Connection::onInvalidFrame(nghttp2_session *session, const nghttp2_frame *frame, int libErrorCode, void *)
{
    if (libErrorCode == NGHTTP2_ERR_HTTP_HEADER || libErrorCode == NGHTTP2_ERR_HTTP_MESSAGING) {
        if (H2Stream *stream = streamOf(session, frame->hd.stream_id))
            stream->onMalformed();
    }
    return 0;
}

int H2Connection::onStreamClosed(nghttp2_session *session, std::int32_t id, uint32_t errorCode, void *self)
{
    H2Connection *connection = connectionOf(self);
    --connection->m_open;
    if (H2Stream *stream = streamOf(session, id)) {
        nghttp2_session_set_stream_user_data(session, id, nullptr);
        const bool refused = errorCode == NGHTTP2_REFUSED_STREAM;
        if (refused && connection->m_goawayLastStreamId >= 0 && id > connection->m_goawayLastStreamId)
            stream->onUnprocessed();
        else
            stream->onReset(refused);
    }
    return 0;
}

ssize_t H2Connection::readBody(nghttp2_session *session, std::int32_t id, uint8_t *buffer, std::size_t length,
                               uint32_t *flags, nghttp2_data_source *, void *)
{
    H2Stream *stream = streamOf(session, id);
    if (!stream) {
        *flags |= NGHTTP2_DATA_FLAG_EOF;
        return 0;
    }
    const QByteArrayView chunk = stream->takeBody(qsizetype(length));
    std::memcpy(buffer, chunk.data(), std::size_t(chunk.size()));
    if (stream->bodyLeft() == 0)
        *flags |= NGHTTP2_DATA_FLAG_EOF;
    return ssize_t(chunk.size());
}

} // namespace cp
