#pragma once

#include "http/sample_handoff.h"
#include "http/thread_sched_stat.h"
#include "model/load_plan.h"

#include <QObject>

#include <chrono>
#include <cstdint>
#include <optional>

namespace cp {

// One worker thread's share of a load phase, for either engine. Lives in a
// thread of its own (LoadEngine gives it one); start() and stop() are invoked
// there. Samples travel to the engine's thread through the SampleHandoff the
// engine made for it, the report once the phase is done through finished.
class EngineWorker : public QObject
{
    Q_OBJECT
public:
    explicit EngineWorker(SampleHandoff *handoff)
        : m_handoff(handoff)
    { }

    virtual void start() = 0;
    // Stops sending; requests still in flight after `grace` are cancelled.
    virtual void stop(std::chrono::milliseconds grace) = 0;

signals:
    void finished(const cp::EngineReport &report);

protected:
    void record(const Sample &sample) { m_handoff->record(sample); }
    // Hands what was recorded so far over (a periodic flush).
    void publish() { m_handoff->publish(); }
    // Called first in start(): the CPU wait is counted from here.
    void beginPhase();
    // Hands the last samples over, adds the thread's CPU time (less what its event
    // loop spent looking for work before sleeping) and CPU wait to `report`
    // (docs/specification.md#the-engines-own-health) and emits finished.
    void endPhase(EngineReport report);

private:
    SampleHandoff *m_handoff;
    std::optional<ThreadSchedStat> m_schedAtStart;
    std::int64_t m_spinNsAtStart = 0;
};

} // namespace cp
