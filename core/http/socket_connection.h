#pragma once

#include "http/http_response_parser.h"
#include "http/load_socket.h"
#include "http/request_lane.h"

#include <QAbstractSocket>

#include <cstdint>

namespace cp {

// One keep-alive HTTP/1.1 connection of a SocketWorker, with at most one
// request in flight. Opens (and re-opens) its socket on demand, parses the
// response as it arrives and hands the finished Sample to its worker.
class SocketConnection : public RequestLane, private HttpResponseSink, private LoadSocketUser
{
public:
    explicit SocketConnection(SocketWorker *worker);
    ~SocketConnection() override;

    void preconnect() override;

private:
    void attempt() override;
    void abandon() override { dropSocket(); }
    void openSocket();
    void writeRequest();
    void dropSocket();
    void onConnected() override;
    void onReadyRead() override;
    void onSocketGone(QAbstractSocket::SocketError error) override;

    void onResponseBegin() override;
    void onHeader(QByteArrayView name, QByteArrayView value) override;
    void onHeadersComplete(int status) override;
    void onBody(QByteArrayView chunk) override;
    void onResponseComplete(bool keepAlive) override;

    LoadSocket *m_socket = nullptr;
    HttpResponseParser m_parser;
    std::int64_t m_connectStartNs = 0;
    bool m_connected = false;
    bool m_responseDone = false;
    bool m_keepAlive = true;
    bool m_unsolicited = false;
    bool m_rttRead = false; // the connection's round-trip time was reported
};

} // namespace cp
