#pragma once

#include "http/h2_request.h"
#include "http/load_socket.h"

#include <QAbstractSocket>
#include <QByteArray>

#include <nghttp2/nghttp2.h>

#include <cstdint>
#include <vector>

namespace cp {

class H2Stream;
class SocketWorker;

// One HTTP/2 connection of a SocketWorker and the nghttp2 client session on
// it: h2c with prior knowledge for http://, TLS with "h2" chosen by ALPN for
// https://. Its lanes (H2Stream) send their requests on it as streams, side
// by side; nghttp2 keeps the framing, HPACK and flow control, this class the
// socket and the lifecycle:
//
//   Down ──submit / preconnect──▶ Connecting ──up (ALPN "h2")──▶ Up
//    ▲                                │                          │ GOAWAY
//    │                                │ refused, no h2…          ▼
//    └──────────── socket gone ───────┴──────────────────── Draining ── last stream closed ──▶ Down, reopened
//                                                                                             for waiting requests
// While Connecting or Draining, submitted requests wait; a GOAWAY's
// unprocessed streams are sent again on the next connection, and so are
// waiting requests when a connection that was up is lost.
// Lives in the worker's thread.
class H2Connection final : private LoadSocketUser
{
public:
    explicit H2Connection(SocketWorker *worker);
    ~H2Connection();
    H2Connection(const H2Connection &) = delete;
    H2Connection &operator=(const H2Connection &) = delete;

    void addLane(H2Stream *lane) { m_lanes.push_back(lane); }
    bool isUp() const { return m_state == State::Up; }
    void preconnect();
    // Sends `stream`'s request now if the connection is up, else once it is.
    void submit(H2Stream *stream);
    // Takes `stream`'s request back: resets its stream `id` (CANCEL), or forgets
    // it was waiting (`id` 0).
    void withdraw(H2Stream *stream, std::int32_t id);

private:
    enum class State : std::uint8_t { Down, Connecting, Up, Draining };

    void openSocket();
    void closeSocket();
    void onConnected() override;
    void onReadyRead() override;
    void onSocketGone(QAbstractSocket::SocketError error) override;
    // The server broke HTTP/2 (or nghttp2 could not go on): every request on it fails as `protocol`.
    void onProtocolError();
    // Ends every request sent on the connection; those waiting for it fail with
    // it only if it never came up, else they wait for the next one.
    void loseAll(QAbstractSocket::SocketError error, bool protocolError);
    void startStream(H2Stream *stream);
    void sendWaiting();
    void flush();
    void closeIfDrained();
    static H2Stream *streamOf(nghttp2_session *session, std::int32_t id);

    static int onBeginHeaders(nghttp2_session *session, const nghttp2_frame *frame, void *self);
    static int onHeader(nghttp2_session *session, const nghttp2_frame *frame, const uint8_t *name,
                        std::size_t nameLength, const uint8_t *value, std::size_t valueLength, uint8_t flags,
                        void *self);
    static int onDataChunk(nghttp2_session *session, uint8_t flags, std::int32_t id, const uint8_t *data,
                           std::size_t length, void *self);
    static int onFrameReceived(nghttp2_session *session, const nghttp2_frame *frame, void *self);
    static int onError(nghttp2_session *session, int libErrorCode, const char *message, std::size_t length, void *self);
    static int onInvalidFrame(nghttp2_session *session, const nghttp2_frame *frame, int libErrorCode, void *self);
    static int onStreamClosed(nghttp2_session *session, std::int32_t id, uint32_t errorCode, void *self);
    static ssize_t readBody(nghttp2_session *session, std::int32_t id, uint8_t *buffer, std::size_t length,
                            uint32_t *flags, nghttp2_data_source *source, void *self);

    SocketWorker *m_worker;
    std::vector<H2Stream *> m_lanes;
    std::vector<H2Stream *> m_waiting; // submitted while Connecting or Draining
    LoadSocket *m_socket = nullptr;
    nghttp2_session *m_session = nullptr;
    H2Request m_request;
    QByteArray m_out; // frames nghttp2 produced, written in one go
    std::int64_t m_connectStartNs = 0;
    int m_open = 0;                         // streams submitted and not yet closed
    std::int32_t m_goawayLastStreamId = -1; // from the server's GOAWAY; -1: none
    State m_state = State::Down;
    // Inside nghttp2_session_mem_recv or _mem_send, whose callbacks may submit
    // new streams: nothing may be written or freed until it returns.
    bool m_inCallbacks = false;
    bool m_serverBrokeProtocol = false;
    bool m_rttRead = false;
};

} // namespace cp
