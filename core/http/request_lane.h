#pragma once

#include "http/response_facts.h"
#include "model/sample.h"

#include <QAbstractSocket>

#include <cstdint>

class QTimer;

namespace cp {

class SocketWorker;

// One request at a time of a SocketWorker: an HTTP/1.1 connection
// (SocketConnection) or one stream of an HTTP/2 connection (H2Stream). The
// worker hands it a request; the lane sends it (opening what it needs first),
// retries it while a container boots, ends it at its deadline and gives the
// finished Sample back. What happens on the wire is the subclass's.
// Lives in the worker's thread.
class RequestLane
{
public:
    explicit RequestLane(SocketWorker *worker);
    virtual ~RequestLane();
    RequestLane(const RequestLane &) = delete;
    RequestLane &operator=(const RequestLane &) = delete;

    // Sends request `id`, due at `intendedNs` (monotonic); opens the connection if needed.
    // `nowNs`: the clock as the caller last read it, a moment ago.
    void send(std::uint32_t id, std::int64_t intendedNs, std::int64_t nowNs);
    void send(std::uint32_t id, std::int64_t intendedNs);
    // Opens the connection ahead of need, so that a request due soon finds it up.
    virtual void preconnect() = 0;
    bool isBusy() const { return m_active; }
    // Its place among its worker's lanes, in the order they were made.
    int index() const { return m_index; }
    void setIndex(int index) { m_index = index; }
    // The system had no socket for this lane: it is never used again.
    bool isRetired() const { return m_retired; }
    // Ends the request in flight as a timeout if its deadline has passed.
    void checkDeadline(std::int64_t nowNs);
    // Ends the request in flight as cancelled.
    void cancel();
    // Calls the worker back after `delayMs`, as if this lane had just become free.
    void pauseThenFree(int delayMs);
    // A request sequence (docs/load-testing.md#request-sequences): the step its next or
    // current request is, and the values the round's answers captured so far.
    int step() const { return m_step; }
    const QList<QByteArray> &captured() const { return m_captured; }

protected:
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
        bool resentUnprocessed = false; // sent again once, as the server had not processed it
        bool lagRecorded = false;
    };

    // Sends the request in flight, first or again: on the open connection, or
    // once a connection is up.
    virtual void attempt() = 0;
    // Lets go of what the wire holds for the request in flight (its connection,
    // or its stream), before it ends as a failure, a timeout or cancelled.
    virtual void abandon() = 0;

    // The request goes out now: resets what the last response left and
    // settles its send time and schedule lag.
    void beginWrite();
    // The request's connection came up `nowNs`: the part of the connect it waited for.
    void connectedAt(std::int64_t connectStartNs, std::int64_t nowNs);
    // The first byte of the answer arrived (read at `nowNs`); true the first time.
    bool markFirstByte(std::int64_t nowNs);
    // The connection went away before the answer began: sends the request again
    // on a fresh one if it was the server closing an idle connection as it was
    // reused; else fails it as `error`.
    void lostBeforeAnswer(bool wasConnected, ErrorClass error);
    // Fails the request, or (a booting container refusing or resetting) tries
    // again after a back-off while its time lasts.
    void fail(ErrorClass error);
    void retryLater(int delayMs);
    // Ends the request as `error` at `endNs` (for an answer: when the read that brought
    // its last byte returned, before it was parsed) and hands its Sample to the worker.
    void complete(ErrorClass error, std::int64_t endNs);
    void complete(ErrorClass error);
    // Moves a sequence on past the request just ended, keeping what its answer
    // captured; back to its first request when it was not `answered`.
    void nextStep(bool answered);
    // The system gave no socket: the lane is given up and its request handed to
    // the others. `lastOfConnection`: the lane's connection is gone with it (an
    // HTTP/2 connection's lanes retire together; it counts once). Once is enough.
    void retire(bool lastOfConnection);

    SocketWorker *m_worker;
    Request m_request;
    ResponseFacts m_facts;
    int m_status = 0;
    bool m_active = false;

private:
    QTimer *m_timer; // retry backoff and pauses
    int m_index = 0;
    int m_step = 0;
    QList<QByteArray> m_captured; // by SocketWorker::captureSlots
    bool m_retired = false;
    bool m_pausedFree = false;
};

// What a socket error means for a request.
ErrorClass classifySocketError(QAbstractSocket::SocketError error);

} // namespace cp
