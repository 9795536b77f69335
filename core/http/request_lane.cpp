#include "http/request_lane.h"

#include "http/socket_worker.h"

#include <QTimer>

#include <algorithm>

namespace cp {

namespace {

std::uint32_t microseconds(std::int64_t ns)
{
    return saturate32(ns / 1000);
}

constexpr int FirstRetryDelayMs = 20;
constexpr int MaxRetryDelayMs = 250;

} // namespace

ErrorClass classifySocketError(QAbstractSocket::SocketError error)
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

RequestLane::RequestLane(SocketWorker *worker)
    : m_worker(worker)
    , m_timer(new QTimer(worker))
{
    m_timer->setSingleShot(true);
    QObject::connect(m_timer, &QTimer::timeout, m_worker, [this] {
        if (m_active) {
            m_request.attemptNs = RunClock::steadyNowNs();
            attempt();
        } else if (m_pausedFree) {
            m_pausedFree = false;
            m_worker->connectionFree(this, RunClock::steadyNowNs());
        }
    });
}

RequestLane::~RequestLane()
{
    delete m_timer;
}

void RequestLane::send(std::uint32_t id, std::int64_t intendedNs)
{
    send(id, intendedNs, RunClock::steadyNowNs());
}

void RequestLane::send(std::uint32_t id, std::int64_t intendedNs, std::int64_t nowNs)
{
    m_request = Request{};
    m_request.id = id;
    m_request.intendedNs = intendedNs;
    m_request.firstAttemptNs = nowNs;
    m_request.attemptNs = nowNs;
    // A request's time runs out a timeout after it was due, as its latency
    // counts: one that waited for a connection has less left
    // (docs/specification.md#closed-and-open-loop).
    m_request.deadlineNs = std::min(nowNs, intendedNs) + m_worker->timeoutNs();
    m_active = true;
    m_pausedFree = false;
    m_worker->requestStarted();
    attempt();
}

void RequestLane::beginWrite()
{
    m_facts.reset(&m_worker->checks(m_step), &m_worker->captures(m_step));
    m_status = 0;
    m_request.firstByteNs = 0;
    m_request.sentNs = RunClock::steadyNowNs();
    // A closed loop's request is due when it first goes out (docs/specification.md#sample-fields: latency
    // equals total there). Sent again, after a stale keep-alive close or while
    // the container boots, it keeps that time: its latency runs from the first
    // attempt, and a cold start's requests stay sent before the first answer.
    // A batch's requests were all due when it started.
    if (!m_worker->isOpenLoop() && !m_worker->isBatch() && m_request.retries == 0 && !m_request.resentUnprocessed)
        m_request.intendedNs = m_request.sentNs;
    if (!m_request.lagRecorded) {
        m_request.lagRecorded = true;
        m_worker->recordSendLag(m_request.sentNs - m_request.intendedNs);
    }
}

void RequestLane::connectedAt(std::int64_t connectStartNs, std::int64_t nowNs)
{
    m_request.connectUs = microseconds(nowNs - std::max(connectStartNs, m_request.attemptNs));
}

bool RequestLane::markFirstByte(std::int64_t nowNs)
{
    if (m_request.firstByteNs != 0)
        return false;
    m_request.firstByteNs = nowNs;
    return true;
}

void RequestLane::lostBeforeAnswer(bool wasConnected, ErrorClass error)
{
    if (wasConnected && m_request.onReusedConnection && !m_request.resentUnprocessed) {
        // The server closed an idle keep-alive connection as we reused it:
        // not the request's fault, send it again on a fresh one.
        m_request.resentUnprocessed = true;
        retryLater(0);
        return;
    }
    fail(error);
}

void RequestLane::fail(ErrorClass error)
{
    abandon();
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
    complete(error, now);
}

void RequestLane::retryLater(int delayMs)
{
    m_timer->start(delayMs);
}

void RequestLane::checkDeadline(std::int64_t nowNs)
{
    if (m_active && nowNs >= m_request.deadlineNs) {
        m_timer->stop();
        abandon();
        complete(ErrorClass::Timeout);
    }
}

void RequestLane::cancel()
{
    if (!m_active)
        return;
    m_timer->stop();
    abandon();
    complete(ErrorClass::Cancelled);
}

void RequestLane::pauseThenFree(int delayMs)
{
    m_pausedFree = true;
    m_timer->start(delayMs);
}

void RequestLane::retire(bool lastOfConnection)
{
    if (m_retired)
        return;
    m_retired = true;
    const bool hadRequest = m_active;
    m_active = false;
    m_timer->stop();
    m_worker->connectionUnavailable(this, lastOfConnection, hadRequest, m_request.id, m_request.intendedNs);
}

void RequestLane::nextStep(bool answered)
{
    if (m_worker->stepCount() == 1)
        return;
    // A round that went wrong starts over: its later requests would lack what it captured.
    if (!answered) {
        m_step = 0;
        return;
    }
    m_captured.resize(m_worker->capturedCount());
    const std::vector<int> &places = m_worker->captureSlots(m_step);
    for (std::size_t i = 0; i < places.size(); ++i)
        m_captured[places[i]] = m_facts.capturedValues().value(qsizetype(i));
    m_step = (m_step + 1) % m_worker->stepCount();
}

void RequestLane::complete(ErrorClass error)
{
    complete(error, RunClock::steadyNowNs());
}

void RequestLane::complete(ErrorClass error, std::int64_t endNs)
{
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
    sample.totalUs = microseconds(endNs - sent);
    sample.status = std::uint16_t(m_status);
    sample.error = error;
    sample.msgLength = m_worker->msgLength();
    sample.endpoint = std::uint8_t(m_worker->place().endpoint + m_step);
    sample.bytesOut = r.sentNs != 0 ? saturate32(m_worker->requestTemplate(m_step).lastBodyLength()) : 0;
    sample.bytesIn = saturate32(std::int64_t(qMin<std::uint64_t>(m_facts.bodyBytes(), 0xFFFFFFFFull)));
    if (error == ErrorClass::Ok || error == ErrorClass::Http) {
        m_facts.finish();
        sample.serverUs = m_facts.serverUs();
        sample.coldness = m_facts.coldness();
        const ResponseFacts::Verdict verdict = m_facts.judge(m_status, error);
        sample.error = verdict.error;
        sample.check = verdict.check > 0 ? verdict.check + m_worker->checkOffset(m_step) : 0;
    }
    nextStep(sample.ok());
    m_active = false;
    m_worker->requestDone(this, sample, endNs);
}

} // namespace cp
