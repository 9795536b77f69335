#pragma once

#include "http/engine_worker.h"
#include "http/open_loop_timetable.h"
#include "http/request_template.h"
#include "http/response_facts.h"
#include "http/run_clock.h"
#include "http/send_backlog.h"
#include "model/load_plan.h"
#include "model/sample.h"

#include <QByteArray>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QObject>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;
class QTimer;

namespace cp {

// State every QnamWorker of one phase shares.
struct QnamPhase
{
    LoadPlan plan;
    RunClock clock; // taken again when the workers' threads run: the schedule starts then
    OpenLoopTimetable timetable;
    std::atomic<std::int64_t> nextTicket{0}; // closed loop: the next request to send
    int workerCount = 1;
};

// Maps what QNetworkAccessManager reports to the error classes
// (docs/specification.md#error-classes).
ErrorClass classifyNetworkError(QNetworkReply::NetworkError error, int status, bool timedOut);

// One worker thread's share of a QnamEngine phase: `capacity` requests at most in
// flight, spread over enough QNetworkAccessManagers that each request has a
// connection of its own (a manager opens at most 6 per host). Lives in its own
// thread; start() and stop() are invoked there.
class QnamWorker : public EngineWorker
{
    Q_OBJECT
public:
    QnamWorker(std::shared_ptr<QnamPhase> phase, int index, int capacity, SampleHandoff *handoff);
    ~QnamWorker() override;

    void start() override;
    void stop(std::chrono::milliseconds grace) override;

private:
    struct Slot
    {
        QNetworkReply *reply = nullptr;
        Sample sample;
        ResponseFacts facts;
        std::int64_t firstAttemptNs = 0; // steady clock
        bool gotFirstByte = false;
        bool cancelled = false;    // aborted by stop(), not by the transfer timeout
        bool retryPending = false; // refused while booting: sent again shortly
        QByteArray body;           // kept for retries
        QNetworkRequest request;
        QByteArray method;
    };

    bool mayIssueMore() const;
    void fill();
    void onTimetable();
    void armTimetable();
    void issue(int slot, std::int64_t ticket, std::int64_t intendedNs);
    void send(int slot);
    void onFirstByte(int slot);
    void onReadyRead(int slot);
    void onFinished(int slot);
    void complete(int slot);
    void onTick();
    void finishIfDone();
    // The id of the phase's request number `ticket` (MixPlace::idStride apart).
    std::uint32_t idOf(std::int64_t ticket) const;
    void prepareRequest(Slot &slot, std::int64_t ticket);

    std::shared_ptr<QnamPhase> m_phase;
    const int m_index;
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::vector<int> m_free;
    std::vector<QNetworkAccessManager *> m_managers;
    RequestTemplate m_template;
    QNetworkRequest m_staticRequest;
    QByteArray m_staticBody;
    QByteArray m_staticMethod;
    QByteArray m_readBuffer;
    QTimer *m_flushTimer = nullptr;
    QTimer *m_timetableTimer = nullptr;
    QTimer *m_graceTimer = nullptr;
    // Open loop: this worker's next request of the timetable (index, index + workers, ...)
    // and those that fell due while every slot was busy.
    std::int64_t m_nextScheduled = 0;
    SendBacklog m_backlog;
    EngineReport m_report;
    bool m_started = false; // the first fill is done
    int m_inFlight = 0;
    bool m_stopping = false;
    bool m_cancelling = false;
    bool m_timetableDone = false;
    bool m_done = false;
};

} // namespace cp
