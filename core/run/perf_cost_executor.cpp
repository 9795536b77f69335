#include "run/perf_cost_executor.h"

#include "run/cold_start_controller.h"
#include "run/coldness_inference.h"
#include "store/sebs_run_json.h"

#include <QDateTime>

#include <limits>

namespace cp {

namespace {
// Time the engine gives in-flight requests once asked to stop (docs/specification.md#interrupts).
constexpr auto stopGrace = std::chrono::milliseconds(1000);

std::int64_t nowNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}

int milliseconds(std::chrono::nanoseconds duration)
{
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(duration).count());
}
} // namespace

PerfCostExecutor::PerfCostExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine,
                                   PerfCostContext context, QObject *parent)
    : RunExecutor(experiment, record, engine, parent)
    , m_context(std::move(context))
    , m_pause(this)
{
    m_pause.setSingleShot(true);
}

int PerfCostExecutor::batchSize(const Experiment &experiment, RunType type)
{
    return type == RunType::Sequential ? 1 : qMax(1, experiment.concurrency);
}

int PerfCostExecutor::warmUpBatches(RunType type)
{
    return type == RunType::Sequential ? 2 : 1;
}

double PerfCostExecutor::minimumSeconds(const Experiment &experiment)
{
    const double pausesS = double((experiment.pauseBefore + experiment.pauseAfter).count()) / 1e9;
    double seconds = 0;
    for (const RunPoint &point : experiment.runPoints()) {
        if (!isPerfCostType(point.type))
            continue;
        const int size = batchSize(experiment, point.type);
        const int batches = warmUpBatches(point.type) + (experiment.repetitions + size - 1) / size;
        seconds += double(batches) * pausesS;
    }
    return seconds;
}

LoadPlan PerfCostExecutor::batchPlan(const Experiment &experiment, const RunPoint &point, std::uint32_t firstId)
{
    const int size = batchSize(experiment, point.type);
    LoadPlan plan;
    plan.request = experiment.endpoints[point.endpoint].request;
    plan.request.msgLength = point.msgLength;
    plan.mode = LoopMode::Closed;
    plan.connections = size;
    plan.threads = qMax(1, qMin(experiment.effectiveThreads(), size));
    plan.requestLimit = size;
    plan.onePerConnection = true;
    plan.duration = std::chrono::nanoseconds::zero();
    plan.retryWhileBooting = point.type == RunType::Cold || point.type == RunType::Burst;
    plan.firstId = firstId;
    return plan;
}

bool PerfCostExecutor::needsColdStart() const
{
    const RunType type = m_record.info.point.type;
    return (type == RunType::Cold || type == RunType::Burst) && m_context.coldStart;
}

void PerfCostExecutor::start()
{
    m_record.info.startNs = nowNs();
    m_samplesConnection = connect(&m_engine, &LoadEngine::samplesReady, this, [this](const SampleBatch &batch) {
        if (m_state == State::Batch)
            m_batch += batch;
    });
    m_finishedConnection = connect(&m_engine, &LoadEngine::finished, this, &PerfCostExecutor::onBatchDone);
    nextBatch();
}

void PerfCostExecutor::nextBatch()
{
    if (m_stopping) {
        finishRun(QString());
        return;
    }
    pause(State::PauseBefore, m_experiment.pauseBefore, &PerfCostExecutor::afterPauseBefore);
}

void PerfCostExecutor::pause(State state, std::chrono::nanoseconds duration, void (PerfCostExecutor::*then)())
{
    m_state = state;
    m_pause.disconnect(this);
    connect(&m_pause, &QTimer::timeout, this, then);
    m_pause.start(milliseconds(duration));
}

void PerfCostExecutor::afterPauseBefore()
{
    if (!needsColdStart()) {
        fire();
        return;
    }
    m_state = State::ColdStart;
    m_context.coldStart->enforce([this](const QString &error, std::int64_t callNs) {
        if (!error.isEmpty()) {
            finishRun(error);
            return;
        }
        m_coldCallNs = callNs;
        if (m_stopping)
            finishRun(QString());
        else
            fire();
    });
}

void PerfCostExecutor::fire()
{
    const LoadPlan plan = batchPlan(m_experiment, m_record.info.point, m_nextId);
    m_nextId += std::uint32_t(plan.requestLimit);
    m_batch.clear();
    m_state = State::Batch;
    m_engine.start(plan);
}

void PerfCostExecutor::onBatchDone(const EngineReport &report)
{
    if (m_state != State::Batch)
        return;
    const RunType type = m_record.info.point.type;
    if (m_context.inference && !m_context.container.isEmpty())
        m_context.inference->apply(m_context.container, m_batch, m_record.info);
    const bool warmUp = m_batchIndex < warmUpBatches(type);
    ++m_batchIndex;
    if (!warmUp) {
        if (needsColdStart()) {
            std::int64_t firstAnswerNs = std::numeric_limits<std::int64_t>::max();
            for (const Sample &s : std::as_const(m_batch)) {
                if (s.ok())
                    firstAnswerNs = qMin(firstAnswerNs, s.sentNs + std::int64_t(s.totalUs) * 1000);
            }
            if (firstAnswerNs != std::numeric_limits<std::int64_t>::max())
                m_record.coldStartUs.append((firstAnswerNs - m_coldCallNs) / 1000);
        }
        std::int64_t accepted = 0;
        for (const Sample &s : std::as_const(m_batch))
            accepted += isAccepted(type, s) ? 1 : 0;
        m_accepted += accepted;
        m_fruitless = accepted > 0 ? 0 : m_fruitless + 1;
        m_record.engine.merge(report);
        if (!m_batch.isEmpty())
            emit samplesMeasured(m_batch);
    } else {
        for (const Sample &s : std::as_const(m_batch)) {
            if (!s.ok())
                m_record.warmUpFailures.append(sebsFailureLine(s));
        }
    }
    m_batch.clear();
    if (m_stopping || m_accepted >= m_experiment.repetitions) {
        finishRun(QString());
        return;
    }
    if (m_fruitless >= MaxFruitlessBatches) {
        finishRun(tr("%1 batches in a row gave no accepted sample (a %2 run keeps only %3 samples): "
                     "check that the endpoint answers and how it reports cold starts")
                      .arg(MaxFruitlessBatches)
                      .arg(runTypeName(type))
                      .arg(type == RunType::Cold       ? tr("successful cold")
                               : type == RunType::Warm ? tr("successful warm")
                                                       : tr("successful")));
        return;
    }
    pause(State::PauseAfter, m_experiment.pauseAfter, &PerfCostExecutor::nextBatch);
}

void PerfCostExecutor::stop()
{
    if (m_stopping || m_state == State::Done)
        return;
    m_stopping = true;
    switch (m_state) {
    case State::Batch:
        m_engine.stop(stopGrace);
        break;
    case State::ColdStart:
        m_context.coldStart->cancel();
        finishRun(QString());
        break;
    case State::Idle:
    case State::PauseBefore:
    case State::PauseAfter:
        m_pause.stop();
        finishRun(QString());
        break;
    case State::Done:
        break;
    }
}

void PerfCostExecutor::finishRun(const QString &error)
{
    if (m_state == State::Done)
        return;
    m_state = State::Done;
    m_pause.stop();
    m_record.info.endNs = nowNs();
    disconnect(m_samplesConnection);
    disconnect(m_finishedConnection);
    emit finished(error);
}

double PerfCostExecutor::fractionDone() const
{
    if (m_state == State::Done)
        return 1;
    return qBound(0.0, double(m_accepted) / double(qMax(1, m_experiment.repetitions)), 1.0);
}

} // namespace cp
