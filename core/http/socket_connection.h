#pragma once

#include "http/http_response_parser.h"
#include "http/response_facts.h"
#include "model/sample.h"

#include <QAbstractSocket>

#include <cstdint>

class QTcpSocket;
class QTimer;

namespace cp {

class SocketWorker;

// One keep-alive HTTP/1.1 connection of a SocketWorker, with at most one
// request in flight. Opens (and re-opens) its socket on demand, parses the
// response as it arrives and hands the finished Sample to its worker.
// Lives in the worker's thread.
class SocketConnection : private HttpResponseSink
{
public:
    explicit SocketConnection(SocketWorker *worker);
    ~SocketConnection() override;
    SocketConnection(const SocketConnection &) = delete;
    SocketConnection &operator=(const SocketConnection &) = delete;

    // Sends request `id`, due at `intendedNs` (monotonic); opens the connection if needed.
    void send(std::uint32_t id, std::int64_t intendedNs);
    // Opens the connection ahead of need, so that a request due soon finds it up.
    void preconnect();
    bool isBusy() const { return m_active; }
    // The system had no socket for this connection: it is never used again.
    bool isRetired() const { return m_retired; }
    // Ends the request in flight as a timeout if its deadline has passed.
    void checkDeadline(std::int64_t nowNs);
    // Ends the request in flight as cancelled.
    void cancel();
    // Calls the worker back after `delayMs`, as if this connection had just become free.
    void pauseThenFree(int delayMs);

private:
    struct Request
    {
        std::uint32_t id = 0;
        std::int64_t intendedNs = 0;
        std::int64_t firstAttemptNs = 0;
        std::int64_t deadlineNs = 0;
        std::int64_t attemptNs = 0;
        std::int64_t sentNs = 0;
        std::int64_t firstByteNs = 0;
        std::uint32_t connectUs = 0;
        int retries = 0;
        bool onReusedConnection = false;
        bool resentAfterStaleClose = false;
        bool lagRecorded = false;
    };

    void attempt();
    void openSocket();
    void writeRequest();
    void dropSocket();
    void onConnected();
    void onReadyRead();
    void onSocketGone(QAbstractSocket::SocketError error);
    void fail(ErrorClass error);
    void complete(ErrorClass error);
    void retryLater(int delayMs);

    void onResponseBegin() override;
    void onHeader(QByteArrayView name, QByteArrayView value) override;
    void onHeadersComplete(int status) override;
    void onBody(QByteArrayView chunk) override;
    void onResponseComplete(bool keepAlive) override;

    SocketWorker *m_worker;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_timer = nullptr; // retry backoff and pauses
    HttpResponseParser m_parser;
    ResponseFacts m_facts;
    Request m_request;
    std::int64_t m_connectStartNs = 0;
    bool m_retired = false;
    int m_status = 0;
    bool m_active = false;
    bool m_connected = false;
    bool m_responseDone = false;
    bool m_keepAlive = true;
    bool m_unsolicited = false;
    bool m_pausedFree = false;
    bool m_rttRead = false; // the connection's round-trip time was reported
};

} // namespace cp
