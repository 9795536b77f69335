#include "run/load_phase_executor.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {
// Time the engine gives in-flight requests once asked to stop (docs/specification.md#interrupts).
constexpr auto stopGrace = std::chrono::milliseconds(1000);
} // namespace

LoadPlan LoadPhaseExecutor::planFor(const Experiment &experiment, const RunPoint &point)
{
    LoadPlan plan;
    for (int e : experiment.endpointsOf(point)) {
        MixedRequest part{experiment.endpoints[e].request, experiment.endpoints[e].weight};
        // Without a message length sweep each endpoint of a mix keeps its own.
        if (point.endpoint != RunPoint::Mix || !experiment.messageLengths.isEmpty())
            part.request.msgLength = point.msgLength;
        plan.mix.append(part);
    }
    plan.request = plan.mix.constFirst().request;
    if (point.endpoint != RunPoint::Mix) {
        plan.mix.clear();
        for (const SequenceStep &step : experiment.endpoints[point.endpoint].steps)
            plan.steps.append(step.request);
    }
    plan.threads = experiment.effectiveThreads();
    plan.streams = experiment.streams;
    plan.requestLimit = experiment.requests;
    plan.duration = experiment.duration;
    if (point.type == RunType::Rate) {
        plan.mode = LoopMode::Open;
        plan.rateStart = experiment.rateStart;
        plan.rateEnd = experiment.rateEnd > 0 ? experiment.rateEnd : experiment.rateStart;
        // The open loop opens connections as the schedule needs them, up to the
        // concurrency given explicitly; 0 lets the engine choose its cap.
        plan.connections = experiment.concurrency > 1 ? experiment.concurrency : 0;
    } else {
        plan.mode = LoopMode::Closed;
        plan.connections = experiment.concurrency;
    }
    // The stages set the run's length; a closed loop has a connection for the most they put in flight.
    plan.stages = experiment.stages;
    if (!plan.stages.isEmpty()) {
        plan.duration = experiment.stagesDuration();
        if (plan.mode == LoopMode::Closed)
            plan.connections = std::max(1, int(std::ceil(plan.profile().maxTarget())));
    }
    // A generator of several sends its share (docs/scale-out.md#shards).
    if (experiment.shard.isShard()) {
        plan = plan.shard(experiment.shard.index, experiment.shard.count);
        if (!plan.stages.isEmpty() && plan.mode == LoopMode::Closed)
            plan.connections = std::max(1, int(std::ceil(plan.profile().maxTarget())));
    }
    // More threads than connections would idle.
    if (plan.mode == LoopMode::Closed)
        plan.threads = qMax(1, qMin(plan.threads, plan.connections));
    return plan;
}

void LoadPhaseExecutor::start()
{
    m_plan = planFor(m_experiment, m_record.info.point);
    m_profile = m_plan.profile();
    m_samplesConnection = connect(&m_engine, &LoadEngine::samplesReady, this, [this](const SampleBatch &batch) {
        if (m_phase == Phase::Measured)
            emit samplesMeasured(batch);
    });
    m_finishedConnection = connect(&m_engine, &LoadEngine::finished, this, &LoadPhaseExecutor::onEngineFinished);
    startPhase(m_experiment.warmup > std::chrono::nanoseconds::zero() ? Phase::WarmUp : Phase::Measured);
}

void LoadPhaseExecutor::startPhase(Phase phase)
{
    m_phase = phase;
    LoadPlan plan = m_plan;
    if (phase == Phase::WarmUp) {
        plan.duration = m_experiment.warmup;
        plan.requestLimit = 0;
        plan.stages.clear();
        plan.mode = LoopMode::Closed;
        plan.connections = qMax(1, m_plan.connections);
    } else {
        m_record.info.startNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    }
    m_clock.start();
    m_engine.start(plan);
}

void LoadPhaseExecutor::stop()
{
    if (m_stopping || m_phase == Phase::Done)
        return;
    m_stopping = true;
    m_engine.stop(stopGrace);
}

void LoadPhaseExecutor::onEngineFinished(const EngineReport &report)
{
    if (m_phase == Phase::WarmUp && !m_stopping) {
        startPhase(Phase::Measured);
        return;
    }
    if (m_phase == Phase::Measured) {
        m_record.engine = report;
        m_record.info.endNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    }
    m_phase = Phase::Done;
    disconnect(m_samplesConnection);
    disconnect(m_finishedConnection);
    emit finished(QString());
}

void LoadPhaseExecutor::describeTarget(RunProgress &progress) const
{
    if (m_phase != Phase::Measured)
        return;
    progress.measuredSinceNs = m_record.info.startNs;
    if (m_profile.isEmpty())
        return;
    const double target = m_profile.targetAt(m_clock.nsecsElapsed());
    if (m_plan.mode == LoopMode::Open)
        progress.targetRate = target;
    else
        progress.targetInFlight = target;
}

double LoadPhaseExecutor::fractionDone() const
{
    if (m_phase == Phase::Done)
        return 1;
    if (m_phase == Phase::WarmUp)
        return 0;
    const double byTime =
        m_plan.duration.count() > 0 ? double(m_clock.nsecsElapsed()) / double(m_plan.duration.count()) : -1;
    const double byCount = m_plan.requestLimit > 0 ? double(m_record.samples.size()) / double(m_plan.requestLimit) : -1;
    return qBound(-1.0, qMax(byTime, byCount), 1.0);
}

} // namespace cp
