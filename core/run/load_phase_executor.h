#pragma once

#include "run/run_executor.h"

#include <QElapsedTimer>

namespace cp {

// continuous (closed loop) and rate (open loop) runs (docs/specification.md#closed-and-open-loop): an optional
// warm-up whose samples are discarded, then the measured phase.
class LoadPhaseExecutor : public RunExecutor
{
    Q_OBJECT
public:
    using RunExecutor::RunExecutor;

    void start() override;
    void stop() override;
    double fractionDone() const override;
    void describeTarget(RunProgress &progress) const override;

    // The measured phase's plan for a run point (also used by benchmarks and tests).
    static LoadPlan planFor(const Experiment &experiment, const RunPoint &point);

private:
    enum class Phase { WarmUp, Measured, Done };
    void startPhase(Phase phase);
    void onEngineFinished(const EngineReport &report);

    Phase m_phase = Phase::Done;
    bool m_stopping = false;
    LoadPlan m_plan;
    LoadProfile m_profile; // the measured phase's, empty for a closed loop without stages
    QElapsedTimer m_clock;
    QMetaObject::Connection m_samplesConnection;
    QMetaObject::Connection m_finishedConnection;
};

} // namespace cp
