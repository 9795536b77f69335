#include "http/qnam_worker.h"

#include "thread/worker_thread.h"

#include <QNetworkAccessManager>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace cp {

using namespace std::chrono_literals;

namespace {

// How many requests one QNetworkAccessManager carries at once: it opens at
// most six connections per host and queues the rest.
constexpr int RequestsPerManager = 6;
constexpr auto FlushInterval = 50ms;

// `url` with the path and query of the rendered request line that starts `head`:
// its placeholders filled in.
QUrl renderedUrl(const QUrl &url, QByteArrayView head)
{
    const qsizetype targetStart = head.indexOf(' ') + 1;
    const qsizetype targetEnd = head.indexOf(' ', targetStart);
    if (targetStart <= 0 || targetEnd < 0)
        return url;
    const QByteArrayView target = head.sliced(targetStart, targetEnd - targetStart);
    const qsizetype question = target.indexOf('?');
    QUrl rendered = url;
    rendered.setPath(QString::fromLatin1(question < 0 ? target : target.first(question)), QUrl::TolerantMode);
    rendered.setQuery(question < 0 ? QString() : QString::fromLatin1(target.sliced(question + 1)));
    return rendered;
}
constexpr auto RetryPause = 10ms;
constexpr qint64 ReadChunk = 64 * 1024;

std::uint32_t microsBetween(std::int64_t fromNs, std::int64_t toNs)
{
    return saturate32((toNs - fromNs) / 1000);
}

bool isRetriedWhileBooting(QNetworkReply::NetworkError error)
{
    return error == QNetworkReply::ConnectionRefusedError || error == QNetworkReply::RemoteHostClosedError;
}

// What QNAM takes for a complete response but the socket engine's parser does
// not (docs/specification.md#load-engines): an interim status (Qt skips only
// 100 Continue and ends the reply at any other 1xx, losing the final
// response), a Content-Length that is no number (QNAM joins a repeated
// header's values with ", ") or that comes with Transfer-Encoding, and a body
// shorter than its Content-Length (an HTTP/1.0 response cut short).
std::optional<ErrorClass> framingError(const QNetworkReply &reply, int status, bool head, std::uint64_t bodyBytes)
{
    if (status / 100 == 1)
        return ErrorClass::Protocol;
    // Absent too when QNAM decompressed the body: the length was the compressed one's.
    const QByteArray value = reply.rawHeader("Content-Length").trimmed();
    if (value.isEmpty())
        return std::nullopt;
    const bool digits = std::all_of(value.cbegin(), value.cend(), [](char c) { return c >= '0' && c <= '9'; });
    bool fits = false;
    const qulonglong length = value.toULongLong(&fits);
    if (!digits || !fits || reply.hasRawHeader("Transfer-Encoding"))
        return ErrorClass::Protocol;
    if (!head && status != 204 && status != 304 && bodyBytes < length)
        return ErrorClass::Reset;
    return std::nullopt;
}

} // namespace

ErrorClass classifyNetworkError(QNetworkReply::NetworkError error, int status, bool timedOut)
{
    switch (error) {
    case QNetworkReply::NoError:
        return status >= 400 ? ErrorClass::Http : ErrorClass::Ok;
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::ProxyConnectionRefusedError:
        return ErrorClass::Refused;
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ProxyNotFoundError:
        return ErrorClass::Dns;
    case QNetworkReply::TimeoutError:
    case QNetworkReply::ProxyTimeoutError:
        return ErrorClass::Timeout;
    case QNetworkReply::OperationCanceledError:
        // The transfer timeout aborts the reply the same way stop() does.
        return timedOut ? ErrorClass::Timeout : ErrorClass::Cancelled;
    case QNetworkReply::SslHandshakeFailedError:
        return ErrorClass::Tls;
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::BackgroundRequestNotAllowedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::UnknownNetworkError:
        return ErrorClass::Reset;
    default:
        // A complete response with an error status comes with a content or
        // server error; without a status these are protocol errors. A
        // transfer cut short (above) fails whatever its status said.
        return status >= 400 ? ErrorClass::Http : ErrorClass::Protocol;
    }
}

QnamWorker::QnamWorker(std::shared_ptr<QnamPhase> phase, int index, int capacity, SampleHandoff *handoff)
    : EngineWorker(handoff)
    , m_phase(std::move(phase))
    , m_index(index)
    , m_template(m_phase->plan.request, std::uint64_t(index) * 0x9E3779B97F4A7C15ull + 1)
    , m_readBuffer(ReadChunk, Qt::Uninitialized)
    , m_flushTimer(new QTimer(this))
    , m_timetableTimer(new QTimer(this))
    , m_graceTimer(new QTimer(this))
    , m_nextScheduled(index)
{
    m_template.setIdStride(m_phase->plan.place.idStride);
    for (int i = 0; i < capacity; ++i) {
        m_slots.push_back(std::make_unique<Slot>());
        m_free.push_back(capacity - 1 - i);
    }
    m_flushTimer->setInterval(FlushInterval);
    connect(m_flushTimer, &QTimer::timeout, this, &QnamWorker::onTick);
    m_backlog.setTimeout(std::chrono::nanoseconds(m_phase->plan.request.timeout).count());
    m_timetableTimer->setSingleShot(true);
    m_timetableTimer->setTimerType(Qt::PreciseTimer);
    connect(m_timetableTimer, &QTimer::timeout, this, &QnamWorker::onTimetable);
    m_graceTimer->setSingleShot(true);
    connect(m_graceTimer, &QTimer::timeout, this, [this] { stop(0ms); });
}

QnamWorker::~QnamWorker() = default;

std::uint32_t QnamWorker::idOf(std::int64_t ticket) const
{
    const LoadPlan &plan = m_phase->plan;
    return plan.firstId + std::uint32_t(ticket) * plan.place.idStride;
}

void QnamWorker::prepareRequest(Slot &slot, std::int64_t ticket)
{
    const RequestSpec &spec = m_phase->plan.request;
    if (m_template.isStatic() && !m_staticMethod.isEmpty()) {
        slot.request = m_staticRequest;
        slot.body = m_staticBody;
        slot.method = m_staticMethod;
        return;
    }
    // The template renders a whole HTTP/1.1 request; QNAM wants its headers and
    // body apart, and states Host, Content-Length and Connection itself.
    const QByteArrayView rendered = m_template.render(idOf(ticket));
    const qsizetype headEnd = rendered.indexOf(QByteArrayView("\r\n\r\n"));
    const QByteArrayView head = rendered.first(headEnd < 0 ? rendered.size() : headEnd);
    QNetworkRequest request(m_template.hasUrlPlaceholders() ? renderedUrl(spec.url, head) : spec.url);
    request.setTransferTimeout(int(std::chrono::duration_cast<std::chrono::milliseconds>(spec.timeout).count()));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // The endpoint's protocol, not QNAM's choice: HTTP/2 over TLS by ALPN, and
    // over http:// with prior knowledge (h2c), as there is nothing to choose by.
    const bool http2 = spec.httpVersion == HttpVersion::Http2;
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, http2);
    request.setAttribute(QNetworkRequest::Http2DirectAttribute,
                         http2 && spec.url.scheme() == QLatin1StringView("http"));
    qsizetype lineStart = head.indexOf(QByteArrayView("\r\n"));
    while (lineStart >= 0) {
        lineStart += 2;
        qsizetype lineEnd = head.indexOf(QByteArrayView("\r\n"), lineStart);
        const QByteArrayView line = head.sliced(lineStart, (lineEnd < 0 ? head.size() : lineEnd) - lineStart);
        const qsizetype colon = line.indexOf(':');
        if (colon > 0) {
            const QByteArrayView name = line.first(colon).trimmed();
            const bool qnamOwns = name.compare("Host", Qt::CaseInsensitive) == 0
                || name.compare("Content-Length", Qt::CaseInsensitive) == 0
                || name.compare("Connection", Qt::CaseInsensitive) == 0;
            if (!qnamOwns)
                request.setRawHeader(name.toByteArray(), line.sliced(colon + 1).trimmed().toByteArray());
        }
        lineStart = lineEnd;
    }
    slot.request = request;
    slot.body = headEnd < 0 ? QByteArray() : rendered.sliced(headEnd + 4).toByteArray();
    slot.method = spec.method.toUpper();
    if (m_template.isStatic()) {
        m_staticRequest = slot.request;
        m_staticBody = slot.body;
        m_staticMethod = slot.method;
    }
}

void QnamWorker::start()
{
    beginPhase();
    const int managers = (int(m_slots.size()) + RequestsPerManager - 1) / RequestsPerManager;
    for (int i = 0; i < managers; ++i) {
        auto *manager = new QNetworkAccessManager(this);
        manager->setAutoDeleteReplies(false);
        m_managers.push_back(manager);
    }
    m_flushTimer->start();
    m_report.startNs = m_phase->clock.toEpochNs(m_phase->clock.originNs());
    if (m_phase->plan.mode == LoopMode::Open) {
        onTimetable();
    } else {
        fill();
        m_started = true;
        finishIfDone();
    }
}

bool QnamWorker::mayIssueMore() const
{
    if (m_stopping)
        return false;
    if (m_phase->plan.mode == LoopMode::Open)
        return !m_timetableDone || !m_backlog.empty();
    const auto &plan = m_phase->plan;
    if (plan.onePerConnection && m_started)
        return false;
    if (plan.requestLimit > 0 && m_phase->nextTicket.load(std::memory_order_relaxed) >= plan.requestLimit)
        return false;
    return plan.duration <= 0ns || RunClock::steadyNowNs() - m_phase->clock.originNs() < plan.duration.count();
}

void QnamWorker::fill()
{
    while (!m_free.empty() && !m_stopping) {
        if (m_phase->plan.mode == LoopMode::Open) {
            m_backlog.expire(RunClock::steadyNowNs());
            if (m_backlog.empty())
                break;
            const auto [ticket, intended] = m_backlog.take();
            const int slot = m_free.back();
            m_free.pop_back();
            issue(slot, ticket, intended);
            continue;
        }
        if (!mayIssueMore())
            break;
        const std::int64_t ticket = m_phase->nextTicket.fetch_add(1, std::memory_order_relaxed);
        if (m_phase->plan.requestLimit > 0 && ticket >= m_phase->plan.requestLimit)
            break;
        const int slot = m_free.back();
        m_free.pop_back();
        // A batch's requests were all due when the engine started it
        // (docs/specification.md#perf-cost-runs); others are due as they go out.
        issue(slot, ticket, m_phase->plan.onePerConnection ? m_phase->clock.originNs() : RunClock::steadyNowNs());
    }
    finishIfDone();
}

void QnamWorker::onTimetable()
{
    const std::int64_t now = RunClock::steadyNowNs();
    const std::int64_t originNs = m_phase->clock.originNs();
    const std::int64_t timeoutNs = std::chrono::nanoseconds(m_phase->plan.request.timeout).count();
    // Requests a whole timeout behind their schedule are not sent at all: they
    // are dropped, in one step (docs/specification.md#closed-and-open-loop).
    if (const auto next = m_phase->timetable.dueNs(m_nextScheduled); next && originNs + *next + timeoutNs <= now) {
        const std::int64_t k =
            m_phase->timetable.firstDueFrom(m_nextScheduled, m_phase->workerCount, now - originNs - timeoutNs + 1);
        m_backlog.countDropped((k - m_nextScheduled) / m_phase->workerCount);
        m_nextScheduled = k;
    }
    for (int n = 0; !m_timetableDone && !m_stopping; ++n) {
        if (n == OpenLoopDispatchPerTurn) {
            // The replies' own events come first; the rest on the next turn.
            m_timetableTimer->start(0ms);
            return;
        }
        const auto due = m_phase->timetable.dueNs(m_nextScheduled);
        if (!due) {
            m_timetableDone = true;
            break;
        }
        const std::int64_t dueAt = originNs + *due;
        if (dueAt > now) {
            // Qt timers count whole milliseconds and never fire early: wait
            // the whole ones, then come back at once for the remainder.
            m_timetableTimer->start(std::chrono::milliseconds((dueAt - now) / 1'000'000));
            return;
        }
        const std::int64_t ticket = m_nextScheduled;
        m_nextScheduled += m_phase->workerCount;
        if (!m_free.empty() && m_backlog.empty()) {
            const int slot = m_free.back();
            m_free.pop_back();
            issue(slot, ticket, dueAt);
        } else {
            m_backlog.push(ticket, dueAt);
            ++m_report.waitedSends;
        }
    }
    finishIfDone();
}

void QnamWorker::issue(int slotIndex, std::int64_t ticket, std::int64_t intendedNs)
{
    Slot &slot = *m_slots[std::size_t(slotIndex)];
    prepareRequest(slot, ticket);
    const std::int64_t now = RunClock::steadyNowNs();
    slot.sample = Sample{};
    slot.sample.id = idOf(ticket);
    slot.sample.endpoint = m_phase->plan.place.endpoint;
    slot.sample.sentNs = m_phase->clock.toEpochNs(now);
    slot.sample.msgLength = std::uint16_t(std::clamp(m_phase->plan.request.msgLength, 0, 0xFFFF));
    slot.sample.bytesOut = saturate32(slot.body.size());
    const bool open = m_phase->plan.mode == LoopMode::Open;
    if (open || m_phase->plan.onePerConnection) {
        const std::int64_t lagUs = (now - intendedNs) / 1000;
        slot.sample.intendedLagUs = saturate32(lagUs);
        if (open && lagUs > LateSendUs)
            ++m_report.lateSends;
        if (open)
            m_report.maxLagUs = std::max(m_report.maxLagUs, lagUs);
    }
    if (open) {
        // The timeout runs from the due time, as the latency does: a request
        // that waited for a slot has less left (docs/specification.md#closed-and-open-loop).
        const std::int64_t leftMs =
            (intendedNs + std::chrono::nanoseconds(m_phase->plan.request.timeout).count() - now) / 1'000'000;
        slot.request.setTransferTimeout(int(std::clamp<std::int64_t>(leftMs, 1, std::numeric_limits<int>::max())));
    }
    slot.firstAttemptNs = now;
    slot.gotFirstByte = false;
    slot.cancelled = false;
    slot.retryPending = false;
    slot.facts.reset(&m_phase->plan.request.checks);
    ++m_report.sent;
    ++m_inFlight;
    send(slotIndex);
}

void QnamWorker::send(int slotIndex)
{
    Slot &slot = *m_slots[std::size_t(slotIndex)];
    slot.retryPending = false;
    const std::int64_t remainingNs =
        m_phase->plan.request.timeout.count() - (RunClock::steadyNowNs() - slot.firstAttemptNs);
    slot.request.setTransferTimeout(int(std::max<std::int64_t>(1, remainingNs / 1'000'000)));
    QNetworkAccessManager *manager = m_managers[std::size_t(slotIndex / RequestsPerManager)];
    QNetworkReply *reply = nullptr;
    if (slot.method == "GET")
        reply = manager->get(slot.request);
    else if (slot.method == "HEAD")
        reply = manager->head(slot.request);
    else
        reply = manager->sendCustomRequest(slot.request, slot.method, slot.body);
    slot.reply = reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, slotIndex] { onFirstByte(slotIndex); });
    connect(reply, &QNetworkReply::readyRead, this, [this, slotIndex] { onReadyRead(slotIndex); });
    connect(reply, &QNetworkReply::finished, this, [this, slotIndex] { onFinished(slotIndex); });
}

void QnamWorker::onFirstByte(int slotIndex)
{
    Slot &slot = *m_slots[std::size_t(slotIndex)];
    if (!slot.gotFirstByte) {
        slot.sample.ttfbUs = microsBetween(slot.firstAttemptNs, RunClock::steadyNowNs());
        slot.gotFirstByte = true;
    }
    // After a redirect these are the final response's headers: start over.
    slot.facts.reset(&m_phase->plan.request.checks);
    for (const auto &[name, value] : slot.reply->rawHeaderPairs())
        slot.facts.onHeader(name, value);
}

void QnamWorker::onReadyRead(int slotIndex)
{
    Slot &slot = *m_slots[std::size_t(slotIndex)];
    if (!slot.gotFirstByte) {
        slot.sample.ttfbUs = microsBetween(slot.firstAttemptNs, RunClock::steadyNowNs());
        slot.gotFirstByte = true;
    }
    if (!slot.reply->isReadable())
        return; // aborted
    qint64 n = 0;
    while ((n = slot.reply->read(m_readBuffer.data(), ReadChunk)) > 0)
        slot.facts.onBody(QByteArrayView(m_readBuffer.constData(), qsizetype(n)));
}

void QnamWorker::onFinished(int slotIndex)
{
    Slot &slot = *m_slots[std::size_t(slotIndex)];
    const std::int64_t now = RunClock::steadyNowNs();
    QNetworkReply *reply = slot.reply;
    onReadyRead(slotIndex);
    int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    ErrorClass errorClass = classifyNetworkError(error, status, !slot.cancelled);
    if (errorClass == ErrorClass::Ok || errorClass == ErrorClass::Http) {
        if (const auto framing = framingError(*reply, status, slot.method == "HEAD", slot.facts.bodyBytes()))
            errorClass = *framing;
    }
    // An interim status is no answer: the final one never reached us.
    if (status / 100 == 1)
        status = 0;
    reply->disconnect(this);
    reply->deleteLater();
    slot.reply = nullptr;

    if (m_phase->plan.retryWhileBooting && status == 0 && isRetriedWhileBooting(error) && !m_stopping
        && now - slot.firstAttemptNs + std::chrono::nanoseconds(RetryPause).count()
            < m_phase->plan.request.timeout.count()) {
        slot.retryPending = true;
        slot.gotFirstByte = false;
        QTimer::singleShot(RetryPause, this, [this, slotIndex] {
            Slot &retried = *m_slots[std::size_t(slotIndex)];
            if (retried.retryPending)
                send(slotIndex);
        });
        return;
    }

    slot.facts.finish();
    Sample &sample = slot.sample;
    sample.totalUs = microsBetween(slot.firstAttemptNs, now);
    sample.status = std::uint16_t(std::clamp(status, 0, 999)); // Qt reads three digits at most
    sample.error = errorClass;
    if (errorClass == ErrorClass::Ok || errorClass == ErrorClass::Http) {
        const ResponseFacts::Verdict verdict = slot.facts.judge(status, errorClass);
        sample.error = verdict.error;
        sample.check = verdict.check > 0 ? verdict.check + m_phase->plan.place.checkOffset : 0;
    }
    sample.bytesIn = saturate32(std::int64_t(std::min<std::uint64_t>(slot.facts.bodyBytes(), 0xFFFFFFFFu)));
    sample.serverUs = slot.facts.serverUs();
    sample.coldness = slot.facts.coldness();
    if (!slot.gotFirstByte)
        sample.ttfbUs = 0;
    complete(slotIndex);
}

void QnamWorker::complete(int slotIndex)
{
    record(m_slots[std::size_t(slotIndex)]->sample);
    m_free.push_back(slotIndex);
    --m_inFlight;
    // A perf-cost batch: the slots' one request each went out at the start.
    if (m_phase->plan.onePerConnection)
        finishIfDone();
    else
        fill();
}

void QnamWorker::stop(std::chrono::milliseconds grace)
{
    assertInOwnThread(this);
    m_stopping = true;
    m_timetableDone = true;
    m_backlog.clear();
    m_timetableTimer->stop();
    if (m_inFlight > 0 && grace > 0ms) {
        if (!m_graceTimer->isActive())
            m_graceTimer->start(grace);
        return;
    }
    m_graceTimer->stop();
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        Slot &slot = *m_slots[i];
        if (slot.reply) {
            slot.cancelled = true;
            // abort() delivers finished() at once, which records the sample.
            slot.reply->abort();
        } else if (slot.retryPending) {
            slot.retryPending = false;
            slot.sample.totalUs = microsBetween(slot.firstAttemptNs, RunClock::steadyNowNs());
            slot.sample.error = ErrorClass::Cancelled;
            complete(int(i));
        }
    }
    finishIfDone();
}

void QnamWorker::onTick()
{
    m_backlog.expire(RunClock::steadyNowNs());
    publish();
    finishIfDone();
}

void QnamWorker::finishIfDone()
{
    if (m_done || m_inFlight > 0 || (mayIssueMore() && !m_stopping))
        return;
    m_done = true;
    m_flushTimer->stop();
    m_timetableTimer->stop();
    m_graceTimer->stop();
    m_report.droppedSends = m_backlog.dropped();
    endPhase(m_report);
}

} // namespace cp
