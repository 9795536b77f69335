#include "run/capacity_executor.h"

#include "model/capacity_judge.h"
#include "run/load_phase_executor.h"
#include "store/run_summary.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace cp {

namespace {
// Time the engine gives in-flight requests once asked to stop (docs/specification.md#interrupts).
constexpr auto stopGrace = std::chrono::milliseconds(1000);

std::int64_t nowEpochNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}
} // namespace

CapacityExecutor::CapacityExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine, QObject *parent)
    : RunExecutor(experiment, record, engine, parent)
    , m_search(*experiment.capacity)
    , m_bisection(m_search)
    , m_coolDown(new QTimer(this))
{
    m_coolDown->setSingleShot(true);
    connect(m_coolDown, &QTimer::timeout, this, &CapacityExecutor::nextProbe);
}

CapacityExecutor::~CapacityExecutor() = default;

void CapacityExecutor::start()
{
    m_samplesConnection = connect(&m_engine, &LoadEngine::samplesReady, this, [this](const SampleBatch &batch) {
        // The next phase's ids follow every one this phase used, a mix's interleaved ids too.
        for (const Sample &sample : batch)
            m_nextId = std::max(m_nextId, sample.id + 1);
        if (m_state != State::Measuring)
            return;
        m_probeSamples.append(batch);
        emit samplesMeasured(batch);
    });
    m_finishedConnection = connect(&m_engine, &LoadEngine::finished, this, &CapacityExecutor::onEngineFinished);
    m_record.info.startNs = nowEpochNs();
    nextProbe();
}

void CapacityExecutor::nextProbe()
{
    const std::optional<double> rate = m_stopping ? std::nullopt : m_bisection.next();
    if (!rate) {
        finish();
        return;
    }
    m_rate = *rate;
    startPhase(m_search.settle > 0s ? State::Settling : State::Measuring);
}

void CapacityExecutor::startPhase(State state)
{
    m_state = state;
    LoadPlan plan = LoadPhaseExecutor::planFor(m_experiment, m_record.info.point);
    plan.mode = LoopMode::Open;
    plan.stages.clear();
    plan.rateStart = plan.rateEnd = m_rate;
    plan.requestLimit = 0;
    plan.duration = state == State::Settling ? m_search.settle : m_search.probe;
    plan.firstId = m_nextId;
    if (state == State::Measuring) {
        m_probeSamples = SampleStore();
        m_probeStartNs = nowEpochNs();
    }
    m_engine.start(plan);
}

void CapacityExecutor::stop()
{
    if (m_stopping || m_state == State::Done)
        return;
    m_stopping = true;
    if (m_state == State::CoolingDown) {
        m_coolDown->stop();
        finish();
        return;
    }
    m_engine.stop(stopGrace);
}

void CapacityExecutor::onEngineFinished(const EngineReport &report)
{
    if (m_state == State::Settling) {
        if (m_stopping)
            finish();
        else
            startPhase(State::Measuring);
        return;
    }
    m_record.engine.merge(report);
    // A probe cut short by a stop proves nothing: its samples stay, its verdict is not drawn.
    if (m_stopping) {
        finish();
        return;
    }
    RunInfo window = m_record.info;
    window.startNs = m_probeStartNs;
    window.endNs = nowEpochNs();
    const RunSummary summary = summarizeRun(window, m_probeSamples, report, {});
    const CapacityProbe probe = judgeCapacityProbe(m_search, m_rate, m_experiment.effectiveThreads(), summary);
    m_result.probes.append(probe);
    m_bisection.record(probe);
    if (probe.passed()) {
        nextProbe();
        return;
    }
    // The queue a failed probe built at the service drains before the next one: for about
    // as long as its slowest answer waited, at most a request timeout (all of it when none was
    // answered).
    std::chrono::nanoseconds longest{0};
    for (int e : m_experiment.endpointsOf(m_record.info.point))
        longest = std::max(longest, m_experiment.endpoints[e].request.timeout);
    const auto timeout = std::chrono::duration_cast<std::chrono::microseconds>(longest);
    const auto slowest =
        summary.latencyUs.n > 0 ? std::chrono::microseconds(std::int64_t(summary.latencyUs.max)) : timeout;
    m_state = State::CoolingDown;
    m_coolDown->start(std::chrono::duration_cast<std::chrono::milliseconds>(std::min(slowest, timeout)));
}

void CapacityExecutor::finish()
{
    if (m_state == State::Done)
        return;
    m_state = State::Done;
    m_result.capacityRps = m_bisection.passedRps();
    m_result.limitedBy = m_stopping ? CapacityLimit::Interrupted : m_bisection.limit();
    m_record.capacity = m_result;
    m_record.info.endNs = nowEpochNs();
    disconnect(m_samplesConnection);
    disconnect(m_finishedConnection);
    emit finished(QString());
}

void CapacityExecutor::describeTarget(RunProgress &progress) const
{
    if (m_state == State::Done)
        return;
    progress.measuredSinceNs = m_record.info.startNs;
    progress.targetRate = m_state == State::CoolingDown ? 0 : m_rate;
}

} // namespace cp
