#include "http/socket_worker.h"

#include "http/h2_connection.h"
#include "http/h2_stream.h"
#include "http/socket_connection.h"
#include "thread/worker_thread.h"

#include <QTimer>

#include <algorithm>
#include <limits>

namespace cp {

namespace {

constexpr int DeadlineScanMs = 10;
// How often a closed loop with stages looks for lanes its target now puts in
// use: a stage's rise reaches the wire within this.
constexpr int StageCheckMs = 5;
constexpr int FlushMs = 33;
// After a connection could not even be opened (refused, DNS, TLS), a closed
// loop waits this long before the connection's next request: the errors are
// still counted, without a flood of millions of identical samples.
constexpr int ConnectErrorPauseMs = 10;

bool isConnectError(ErrorClass error)
{
    return error == ErrorClass::Refused || error == ErrorClass::Dns || error == ErrorClass::Tls;
}

} // namespace

SocketWorker::SocketWorker(Config config, SampleHandoff *handoff)
    : EngineWorker(handoff)
    , m_config(std::move(config))
    , m_deadlineTimer(new QTimer(this))
    , m_scheduleTimer(new QTimer(this))
    , m_flushTimer(new QTimer(this))
    , m_graceTimer(new QTimer(this))
    , m_stageTimer(new QTimer(this))
{
    const RequestSpec &spec = m_config.plan.request;
    m_tls = spec.url.scheme() == QLatin1StringView("https");
    m_host = spec.url.host();
    m_port = quint16(spec.url.port(m_tls ? 443 : 80));
    m_timeoutNs = std::chrono::duration_cast<std::chrono::nanoseconds>(spec.timeout).count();
    if (m_timeoutNs <= 0)
        m_timeoutNs = std::chrono::nanoseconds(9s).count();
    m_backlog.setTimeout(m_timeoutNs);
    m_msgLength = std::uint16_t(std::clamp(spec.msgLength, 0, 0xFFFF));
    if (spec.httpVersion != HttpVersion::Http2)
        m_config.streams = 1;
    m_laneCap = m_config.connections * std::max(1, m_config.streams);

    m_deadlineTimer->setTimerType(Qt::PreciseTimer);
    m_deadlineTimer->setInterval(DeadlineScanMs);
    connect(m_deadlineTimer, &QTimer::timeout, this, &SocketWorker::scanDeadlines);
    m_scheduleTimer->setTimerType(Qt::PreciseTimer);
    m_scheduleTimer->setSingleShot(true);
    connect(m_scheduleTimer, &QTimer::timeout, this, &SocketWorker::dispatchDue);
    m_flushTimer->setInterval(FlushMs);
    connect(m_flushTimer, &QTimer::timeout, this, &SocketWorker::publish);
    m_graceTimer->setSingleShot(true);
    connect(m_graceTimer, &QTimer::timeout, this, &SocketWorker::cancelInFlight);
    m_stageTimer->setInterval(StageCheckMs);
    connect(m_stageTimer, &QTimer::timeout, this, &SocketWorker::resumeParked);
}

SocketWorker::~SocketWorker() = default;

std::uint32_t SocketWorker::idOf(std::int64_t ticket) const
{
    const LoadPlan &plan = m_config.plan;
    return plan.firstId + std::uint32_t(ticket) * plan.place.idStride;
}

void SocketWorker::start()
{
    const LoadPlan &plan = m_config.plan;
    m_templates.clear();
    m_checkOffsets.clear();
    m_capturedNames.clear();
    m_captureSlots.clear();
    for (int step = 0; step <= plan.steps.size(); ++step) {
        std::vector<int> &places = m_captureSlots.emplace_back();
        for (const Capture &capture : stepSpec(step).captures) {
            places.push_back(int(m_capturedNames.size()));
            m_capturedNames.append(capture.name);
        }
    }
    int checkOffset = plan.place.checkOffset;
    for (int step = 0; step <= plan.steps.size(); ++step) {
        const RequestSpec &spec = stepSpec(step);
        m_templates.emplace_back(spec, 0, m_capturedNames);
        m_templates.back().setIdStride(plan.place.idStride);
        m_checkOffsets.push_back(checkOffset);
        checkOffset += int(spec.checks.size() + spec.captures.size());
    }
    m_readBuffer.resize(64 * 1024);
    beginPhase();
    m_startNs = RunClock::steadyNowNs();
    m_report.startNs = clock().toEpochNs(m_startNs);
    const std::int64_t durationNs = std::chrono::duration_cast<std::chrono::nanoseconds>(plan.duration).count();
    m_endNs = durationNs > 0 ? m_startNs + durationNs : 0;
    m_deadlineTimer->start();
    m_flushTimer->start();

    if (isOpenLoop()) {
        m_timetable = OpenLoopTimetable(plan.profile(), plan.requestLimit);
        m_nextK = m_config.index;
        m_nextDueNs = m_timetable.dueNs(m_nextK);
        keepSpareConnection();
        dispatchDue();
    } else {
        m_connections.reserve(std::size_t(m_laneCap));
        for (int i = 0; i < m_laneCap; ++i)
            m_connections.push_back(newLane());
        // A batch's requests are all due when the engine started it, however
        // late this thread came to send its share (docs/specification.md#perf-cost-runs).
        const std::int64_t due = isBatch() ? m_config.shared->batchDueNs : RunClock::steadyNowNs();
        m_concurrency = plan.profile();
        if (!m_concurrency.isEmpty())
            m_stageTimer->start();
        const double target = inFlightTarget(due);
        for (auto &connection : m_connections) {
            // An HTTP/2 connection that got no socket retired all its lanes at once.
            if (connection->isRetired())
                continue;
            if (!laneInUse(connection.get(), target)) {
                m_parked.push_back(connection.get());
                continue;
            }
            std::uint32_t id = 0;
            if (!claimClosedLoopId(id, due))
                break;
            ++m_inFlight;
            connection->send(id, due);
        }
    }
    maybeFinish();
}

void SocketWorker::stop(std::chrono::milliseconds grace)
{
    assertInOwnThread(this);
    if (m_finished || m_stopping)
        return;
    m_stopping = true;
    m_scheduleTimer->stop();
    m_backlog.clear();
    m_graceTimer->start(grace);
    maybeFinish();
}

bool SocketWorker::claimClosedLoopId(std::uint32_t &id, std::int64_t nowNs)
{
    if (m_stopping || (m_endNs != 0 && nowNs >= m_endNs))
        return false;
    const std::int64_t limit = m_config.plan.requestLimit;
    if (limit > 0 && m_config.shared->tickets.load(std::memory_order_relaxed) >= limit)
        return false;
    const std::int64_t ticket = m_config.shared->tickets.fetch_add(1, std::memory_order_relaxed);
    if (limit > 0 && ticket >= limit)
        return false;
    id = idOf(ticket);
    return true;
}

bool SocketWorker::moreToSend() const
{
    if (m_stopping)
        return false;
    const bool backlogged = !m_backlog.empty() && hasUsableConnection();
    if (isOpenLoop())
        return m_nextDueNs.has_value() || backlogged;
    if (backlogged)
        return true;
    // Every connection claimed its one request when the phase started.
    if (!hasUsableConnection() || m_config.plan.onePerConnection)
        return false;
    const std::int64_t limit = m_config.plan.requestLimit;
    const bool underLimit = limit <= 0 || m_config.shared->tickets.load(std::memory_order_relaxed) < limit;
    const bool inTime = m_endNs == 0 || RunClock::steadyNowNs() < m_endNs;
    return underLimit && inTime;
}

void SocketWorker::dispatchDue()
{
    if (m_stopping)
        return;
    const std::int64_t now = RunClock::steadyNowNs();
    // Requests a whole timeout behind their schedule are not sent at all: they
    // are dropped, in one step (docs/specification.md#closed-and-open-loop).
    if (m_nextDueNs && m_startNs + *m_nextDueNs + m_timeoutNs <= now) {
        const std::int64_t k =
            m_timetable.firstDueFrom(m_nextK, m_config.threadCount, now - m_startNs - m_timeoutNs + 1);
        m_backlog.countDropped((k - m_nextK) / m_config.threadCount);
        m_nextK = k;
        m_nextDueNs = m_timetable.dueNs(k);
    }
    for (int n = 0; n < OpenLoopDispatchPerTurn && m_nextDueNs && m_startNs + *m_nextDueNs <= now; ++n)
        dispatchNext();
    armSchedule(now);
}

void SocketWorker::dispatchNext()
{
    dispatch(idOf(m_nextK), m_startNs + *m_nextDueNs);
    m_nextK += m_config.threadCount;
    m_nextDueNs = m_timetable.dueNs(m_nextK);
}

void SocketWorker::armSchedule(std::int64_t nowNs)
{
    if (!m_nextDueNs) {
        m_scheduleTimer->stop();
        maybeFinish();
        return;
    }
    // Qt's timers count whole milliseconds: sleep for the whole ones, then
    // let the event loop come round (0 ms timers) until the due time is reached.
    const std::int64_t waitNs = m_startNs + *m_nextDueNs - nowNs;
    m_scheduleTimer->start(int(std::max<std::int64_t>(0, waitNs / 1'000'000)));
}

void SocketWorker::dispatch(std::uint32_t id, std::int64_t dueNs)
{
    RequestLane *connection = nullptr;
    if (!m_idle.empty()) {
        connection = m_idle.back();
        m_idle.pop_back();
    } else if (int(m_connections.size()) < m_laneCap) {
        m_connections.push_back(newLane());
        connection = m_connections.back().get();
    } else {
        m_backlog.push(id, dueNs);
        ++m_report.waitedSends;
        return;
    }
    ++m_inFlight;
    connection->send(id, dueNs);
    keepSpareConnection();
}

std::unique_ptr<RequestLane> SocketWorker::newLane()
{
    std::unique_ptr<RequestLane> lane;
    if (m_config.plan.request.httpVersion != HttpVersion::Http2) {
        lane = std::make_unique<SocketConnection>(this);
    } else {
        // Lanes fill one HTTP/2 connection before the next is made.
        if (m_connections.size() % std::size_t(m_config.streams) == 0)
            m_h2Connections.push_back(std::make_unique<H2Connection>(this));
        lane = std::make_unique<H2Stream>(this, m_h2Connections.back().get());
    }
    lane->setIndex(int(m_connections.size()));
    return lane;
}

void SocketWorker::keepSpareConnection()
{
    // Connecting takes the event loop a round trip or more; a request that
    // had to wait for it would leave late. So one connection is kept open
    // ahead of need while the cap allows.
    if (!m_idle.empty() || m_stopping || int(m_connections.size()) >= m_laneCap)
        return;
    m_connections.push_back(newLane());
    RequestLane *spare = m_connections.back().get();
    spare->preconnect();
    m_idle.push_back(spare);
}

void SocketWorker::recordSendLag(std::int64_t lagNs)
{
    if (!isOpenLoop())
        return;
    const std::int64_t lagUs = lagNs / 1000;
    if (lagUs > LateSendUs)
        ++m_report.lateSends;
    m_report.maxLagUs = std::max(m_report.maxLagUs, lagUs);
}

void SocketWorker::requestDone(RequestLane *connection, const Sample &sample, std::int64_t nowNs)
{
    record(sample);
    --m_inFlight;
    if (!m_cancelling) {
        if (!isOpenLoop() && isConnectError(sample.error) && moreToSend())
            connection->pauseThenFree(ConnectErrorPauseMs);
        else
            connectionFree(connection, nowNs);
        // The event loop runs its timers only after every socket that was ready: when
        // hundreds of answers arrive at once (a server that held them), a send due
        // meanwhile would wait for all of them. One due send leaves between two, on the
        // connection just freed: more, or a new connection, would be opened while the
        // other answers of the batch still hold theirs.
        const std::int64_t now =
            isOpenLoop() && !m_stopping && m_nextDueNs && !m_idle.empty() ? RunClock::steadyNowNs() : 0;
        if (now != 0 && m_startNs + *m_nextDueNs <= now && now < m_startNs + *m_nextDueNs + m_timeoutNs)
            dispatchNext();
    }
    maybeFinish();
}

void SocketWorker::connectionFree(RequestLane *connection, std::int64_t nowNs)
{
    if (!m_stopping && !m_backlog.empty()) {
        sendBacklogged(connection);
        return;
    }
    if (isOpenLoop()) {
        // A server that closes each connection after its answer (no keep-alive) left
        // this lane without one: connecting now, not when its next request is due,
        // keeps that request from leaving a connect late.
        if (moreToSend())
            connection->preconnect();
        m_idle.push_back(connection);
        return;
    }
    if (!laneInUse(connection, inFlightTarget(nowNs))) {
        m_parked.push_back(connection);
        maybeFinish();
        return;
    }
    std::uint32_t id = 0;
    if (!m_config.plan.onePerConnection && claimClosedLoopId(id, nowNs)) {
        ++m_inFlight;
        connection->send(id, nowNs, nowNs);
    } else {
        // Still there for a request a retired connection hands over.
        m_idle.push_back(connection);
    }
    maybeFinish();
}

double SocketWorker::inFlightTarget(std::int64_t nowNs) const
{
    return m_concurrency.isEmpty() ? std::numeric_limits<double>::infinity()
                                   : m_concurrency.targetAt(nowNs - m_startNs);
}

bool SocketWorker::laneInUse(const RequestLane *lane, double target) const
{
    return double(lane->index()) * m_config.threadCount + m_config.index + 0.5 < target;
}

void SocketWorker::resumeParked()
{
    const std::int64_t now = RunClock::steadyNowNs();
    const double target = inFlightTarget(now);
    for (auto it = m_parked.begin(); it != m_parked.end();) {
        std::uint32_t id = 0;
        if (!laneInUse(*it, target)) {
            ++it;
        } else if (claimClosedLoopId(id, now)) {
            RequestLane *lane = *it;
            it = m_parked.erase(it);
            ++m_inFlight;
            lane->send(id, now);
        } else {
            break;
        }
    }
    maybeFinish();
}

void SocketWorker::sendBacklogged(RequestLane *connection)
{
    const auto [ticket, dueNs] = m_backlog.take();
    const auto id = std::uint32_t(ticket);
    ++m_inFlight;
    connection->send(id, dueNs);
}

bool SocketWorker::hasUsableConnection() const
{
    const int opened = int(m_connections.size());
    return opened - m_retiredConnections > 0 || opened < m_laneCap;
}

void SocketWorker::connectionUnavailable(RequestLane *connection, bool connectionGone, bool hadRequest,
                                         std::uint32_t id, std::int64_t intendedNs)
{
    if (connectionGone)
        ++m_report.connectionsUnavailable;
    ++m_retiredConnections;
    // Opening more would fail the same way: the run goes on with what it has.
    m_laneCap = int(m_connections.size()) - m_retiredConnections;
    std::erase(m_idle, connection);
    std::erase(m_parked, connection);
    if (hadRequest) {
        --m_inFlight;
        --m_report.sent; // counted again when another connection sends it
        m_backlog.pushFront(id, intendedNs);
    }
    // Not from here, inside the failed connection's calls: an idle connection
    // takes the request on the next turn of the event loop, a busy one when
    // it is free; with none left the run ends.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_stopping && !m_backlog.empty() && !m_idle.empty()) {
                RequestLane *idle = m_idle.back();
                m_idle.pop_back();
                sendBacklogged(idle);
            }
            maybeFinish();
        },
        Qt::QueuedConnection);
}

void SocketWorker::scanDeadlines()
{
    if (m_inFlight == 0 && m_backlog.empty())
        return;
    const std::int64_t now = RunClock::steadyNowNs();
    m_backlog.expire(now);
    // Index loop: a timeout may open a new connection for a waiting request.
    for (std::size_t i = 0; i < m_connections.size(); ++i)
        m_connections[i]->checkDeadline(now);
    maybeFinish();
}

void SocketWorker::cancelInFlight()
{
    m_cancelling = true;
    for (auto &connection : m_connections)
        connection->cancel();
    m_cancelling = false;
    maybeFinish();
}

void SocketWorker::maybeFinish()
{
    if (m_finished || m_cancelling || m_inFlight > 0 || moreToSend())
        return;
    m_finished = true;
    m_deadlineTimer->stop();
    m_scheduleTimer->stop();
    m_flushTimer->stop();
    m_graceTimer->stop();
    m_stageTimer->stop();
    m_report.droppedSends = m_backlog.dropped();
    endPhase(m_report);
}

} // namespace cp
