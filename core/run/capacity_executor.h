#pragma once

#include "model/capacity_search.h"
#include "run/run_executor.h"
#include "store/sample_store.h"

class QTimer;

namespace cp {

// A rate run that searches for its endpoint's capacity (docs/load-testing.md#capacity-search):
// probe after probe of a constant open-loop rate, each settled first (samples
// discarded), measured, held to the targets, and after a failed one a cool-down
// with nothing sent, while CapacityBisection chooses the rates. Every probe's
// measured samples belong to the run; the result goes to RunRecord::capacity.
//
//   ┌──────────────── next rate ────────────────┐
//   ▼                                           │
//   Settling ──▶ Measuring ──▶ (failed) CoolingDown
//                   │  └────── (passed) ────────┘
//                   └── no next rate, or stopped ──▶ Done
class CapacityExecutor : public RunExecutor
{
    Q_OBJECT
public:
    CapacityExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine, QObject *parent = nullptr);
    ~CapacityExecutor() override;

    void start() override;
    void stop() override;
    double fractionDone() const override { return -1; }
    void describeTarget(RunProgress &progress) const override;

private:
    enum class State { Settling, Measuring, CoolingDown, Done };
    void nextProbe();
    void startPhase(State state);
    void onEngineFinished(const EngineReport &report);
    // The probe just measured, from its samples' summary over its window and the engine's report.
    void finish();

    CapacitySearch m_search;
    CapacityBisection m_bisection;
    CapacityResult m_result;
    State m_state = State::Done;
    bool m_stopping = false;
    double m_rate = 0;
    std::uint32_t m_nextId = 0;
    std::int64_t m_probeStartNs = 0;
    SampleStore m_probeSamples;
    QTimer *m_coolDown;
    QMetaObject::Connection m_samplesConnection;
    QMetaObject::Connection m_finishedConnection;
};

} // namespace cp
