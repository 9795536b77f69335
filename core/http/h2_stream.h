#pragma once

#include "http/request_lane.h"

#include <QByteArray>

#include <cstdint>

namespace cp {

class H2Connection;

// One stream at a time of an HTTP/2 connection: a SocketWorker gives it a
// request as it would an HTTP/1.1 connection, and the connection's other
// lanes (LoadPlan::streams of them) send theirs alongside.
class H2Stream : public RequestLane
{
public:
    H2Stream(SocketWorker *worker, H2Connection *connection);

    void preconnect() override;

    // For H2Connection.
    std::uint32_t requestId() const { return m_request.id; }
    std::int32_t streamId() const { return m_streamId; }
    // The request goes out as stream `id`; `body` is what its DATA frames carry.
    void setBody(QByteArrayView body);
    QByteArrayView takeBody(qsizetype most);
    qsizetype bodyLeft() const { return m_body.size() - m_bodySent; }
    void sent(std::int32_t id);
    // The connection the request waited for came up at `nowNs`, `connectStartNs` after it was begun.
    void connected(std::int64_t connectStartNs, std::int64_t nowNs);
    void onHeadersBegin();
    void onHeader(QByteArrayView name, QByteArrayView value);
    void onData(QByteArrayView chunk);
    // END_STREAM: the whole response is in.
    void onComplete();
    // Its response broke HTTP's rules (a malformed header, a body other than its
    // content-length): nghttp2 resets the stream, which then ends as `protocol`.
    void onMalformed() { m_malformed = true; }
    // The stream closed before its response was complete: reset by the server
    // (`refused`: REFUSED_STREAM, it was not processed) or, malformed, by nghttp2.
    void onReset(bool refused);
    // Above the last stream of a GOAWAY: the server never saw it, so it goes out
    // again on the next connection, as often as that happens while its time lasts.
    void onUnprocessed();
    // The connection is gone: `wasSent` when the request had gone out on it;
    // `error` says how (for one never sent, why the connection could not be had).
    void onConnectionLost(bool wasSent, ErrorClass error);
    // The request cannot be sent on this connection.
    void onRefusedByConnection(ErrorClass error);
    // The system had no socket for the connection.
    void onNoSocket(bool lastOfConnection) { retire(lastOfConnection); }

private:
    void attempt() override;
    void abandon() override;

    H2Connection *m_connection;
    QByteArray m_body;
    qsizetype m_bodySent = 0;
    std::int32_t m_streamId = 0; // 0: no stream open
    bool m_malformed = false;
};

} // namespace cp
