#pragma once

#include "http/engine_worker.h"
#include "http/open_loop_timetable.h"
#include "http/request_template.h"
#include "http/run_clock.h"
#include "http/send_backlog.h"
#include "model/load_plan.h"
#include "model/sample.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace cp {

class H2Connection;
class RequestLane;

// What the workers of one SocketEngine run share.
struct SocketRunShared
{
    RunClock clock;
    std::atomic<std::int64_t> tickets{0}; // closed loop: requests claimed so far
    std::int64_t batchDueNs = 0;          // a batch's requests are all due then (steady clock)
};

// One worker thread of the SocketEngine: its own event loop, many
// connections, a timer scanning request deadlines, and (open loop) its share
// of the timetable: requests index, index + threads, index + 2·threads, …
// Requests go out on lanes, one at a time each: an HTTP/1.1 connection is one
// lane, an HTTP/2 connection `streams` of them.
class SocketWorker : public EngineWorker
{
    Q_OBJECT
public:
    struct Config
    {
        LoadPlan plan;
        int index = 0;
        int threadCount = 1;
        int connections = 1; // closed loop: connections to run; open loop: most to open
        int streams = 1;     // HTTP/2: requests in flight at once on each connection
        std::shared_ptr<SocketRunShared> shared;
    };

    SocketWorker(Config config, SampleHandoff *handoff);
    ~SocketWorker() override;

    void start() override;
    void stop(std::chrono::milliseconds grace) override;

    // For the lanes.
    const RunClock &clock() const { return m_config.shared->clock; }
    // A request sequence's step `step` (0: the plan's request; docs/load-testing.md#request-sequences).
    RequestTemplate &requestTemplate(int step) { return m_templates[std::size_t(step)]; }
    int stepCount() const { return int(m_templates.size()); }
    // The names of the values a sequence's answers capture: the lanes' captured lists follow them.
    int capturedCount() const { return int(m_capturedNames.size()); }
    // Where step `step`'s captures go in a lane's captured list, in the order of its captures.
    const std::vector<int> &captureSlots(int step) const { return m_captureSlots[std::size_t(step)]; }
    char *readBuffer() { return m_readBuffer.data(); }
    qsizetype readBufferSize() const { return qsizetype(m_readBuffer.size()); }
    const QString &host() const { return m_host; }
    quint16 port() const { return m_port; }
    bool isTls() const { return m_tls; }
    std::int64_t timeoutNs() const { return m_timeoutNs; }
    bool retryWhileBooting() const { return m_config.plan.retryWhileBooting; }
    std::uint16_t msgLength() const { return m_msgLength; }
    const MixPlace &place() const { return m_config.plan.place; }
    // What every answer is held to (docs/load-testing.md#checks).
    const QList<ResponseCheck> &checks(int step) const { return stepSpec(step).checks; }
    const QList<Capture> &captures(int step) const { return stepSpec(step).captures; }
    // Where step `step`'s checks, then its captures, stand in the run's list of checks (RunInfo::checks).
    int checkOffset(int step) const { return m_checkOffsets[std::size_t(step)]; }
    void recordSendLag(std::int64_t lagNs);
    void connectionOpened() { ++m_report.connectionsOpened; }
    void connectionRtt(std::uint32_t us)
    {
        m_report.tcpRttSumUs += us;
        ++m_report.tcpRttCount;
    }
    void requestStarted() { ++m_report.sent; }
    // `nowNs`: when the request ended, a moment ago (one reading of the clock serves
    // the sample and the next send's bookkeeping; the send itself reads it again).
    void requestDone(RequestLane *lane, const Sample &sample, std::int64_t nowNs);
    void connectionFree(RequestLane *lane, std::int64_t nowNs);
    // `lane` got no socket from the system and is retired; its request,
    // if it had one, waits for another lane. `connectionGone`: the last lane of
    // its connection, which the report counts.
    void connectionUnavailable(RequestLane *lane, bool connectionGone, bool hadRequest, std::uint32_t id,
                               std::int64_t intendedNs);
    bool isOpenLoop() const { return m_config.plan.mode == LoopMode::Open; }
    bool isBatch() const { return m_config.plan.onePerConnection; }

private:
    std::unique_ptr<RequestLane> newLane();
    void keepSpareConnection();
    bool hasUsableConnection() const;
    void sendBacklogged(RequestLane *lane);
    const RequestSpec &stepSpec(int step) const
    {
        return step == 0 ? m_config.plan.request : m_config.plan.steps[step - 1];
    }
    // The id of the phase's request number `ticket` (MixPlace::idStride apart).
    std::uint32_t idOf(std::int64_t ticket) const;
    bool claimClosedLoopId(std::uint32_t &id, std::int64_t nowNs);
    bool moreToSend() const;
    void dispatchDue();
    // Sends the next request of the timetable, due now.
    void dispatchNext();
    void armSchedule(std::int64_t nowNs);
    void dispatch(std::uint32_t id, std::int64_t dueNs);
    void scanDeadlines();
    void cancelInFlight();
    void maybeFinish();
    // Closed loop with stages (docs/load-testing.md#stages): the requests in flight
    // they ask for at nowNs; without stages, no limit.
    double inFlightTarget(std::int64_t nowNs) const;
    // Whether `lane` may have a request in flight under `target`. Lane j of worker
    // i is lane j·workers + i of the run, and its first round(target) lanes are in use.
    bool laneInUse(const RequestLane *lane, double target) const;
    // Sends on the parked lanes the stages now put in use.
    void resumeParked();

    Config m_config;
    std::vector<RequestTemplate> m_templates; // one per step of the sequence
    std::vector<int> m_checkOffsets;
    QList<QByteArray> m_capturedNames;
    std::vector<std::vector<int>> m_captureSlots; // by step
    OpenLoopTimetable m_timetable;
    std::vector<char> m_readBuffer;
    std::vector<std::unique_ptr<H2Connection>> m_h2Connections; // before the lanes that use them
    std::vector<std::unique_ptr<RequestLane>> m_connections;
    std::vector<RequestLane *> m_idle;
    std::vector<RequestLane *> m_parked; // closed loop: free, but out of use at this stage
    LoadProfile m_concurrency;           // closed loop: requests in flight over time; empty without stages
    // Due, waiting for a connection: open loop, and requests of retired connections.
    SendBacklog m_backlog;
    QTimer *m_deadlineTimer;
    QTimer *m_scheduleTimer;
    QTimer *m_flushTimer;
    QTimer *m_graceTimer;
    QTimer *m_stageTimer;
    EngineReport m_report;
    QString m_host;
    quint16 m_port = 80;
    bool m_tls = false;
    std::int64_t m_timeoutNs = 0;
    std::int64_t m_startNs = 0;
    std::int64_t m_endNs = 0; // 0: no end by time
    std::int64_t m_nextK = 0;
    std::optional<std::int64_t> m_nextDueNs;
    std::uint16_t m_msgLength = 0;
    int m_laneCap = 1; // lanes to run (closed loop) or most to open: connections × streams
    int m_inFlight = 0;
    int m_retiredConnections = 0;
    bool m_stopping = false;
    bool m_cancelling = false;
    bool m_finished = false;
};

} // namespace cp
