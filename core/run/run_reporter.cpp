#include "run/run_reporter.h"

#include "run/run_executor.h"
#include "store/run_record.h"
#include "thread/cpu_turn.h"

#include <QDateTime>

namespace cp {

namespace {
// At most ~30 updates a second reach the UI (docs/specification.md#processes-and-threads).
constexpr int batchIntervalMs = 33;
constexpr int progressIntervalMs = 1000;
} // namespace

RunReporter::RunReporter(const std::vector<std::unique_ptr<RunRecord>> &runs, int runCount,
                         const QList<RunSummary> &finished, const QList<Threshold> &thresholds, QObject *parent)
    : QObject(parent)
    , m_runs(runs)
    , m_runCount(runCount)
    , m_batchTimer(this)
    , m_progressTimer(this)
    , m_finished(finished)
{
    // The engine's late sends and the cold-start overheads are known only when a run ends.
    for (const Threshold &threshold : thresholds) {
        if (threshold.metric != ThresholdMetric::LateSendRate && threshold.metric != ThresholdMetric::ColdRatio)
            m_liveThresholds.append(threshold);
    }
    m_batchTimer.setInterval(batchIntervalMs);
    m_batchTimer.setSingleShot(true);
    connect(&m_batchTimer, &QTimer::timeout, this, &RunReporter::flush);
    m_progressTimer.setInterval(progressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &RunReporter::reportProgress);
}

void RunReporter::start()
{
    m_clock.start();
    m_progressTimer.start();
}

void RunReporter::stop()
{
    m_progressTimer.stop();
    flush();
}

void RunReporter::runLaunched(const RunExecutor *executor)
{
    m_executor = executor;
    m_runErrors = 0;
    m_latency.clear();
}

void RunReporter::measured(const SampleBatch &batch)
{
    const RunType type = m_runs.empty() ? RunType::Continuous : m_runs.back()->info.point.type;
    CpuTurn::inPieces(batch, [&](std::span<const Sample> piece) {
        for (const Sample &sample : piece) {
            m_runErrors += sample.ok() ? 0 : 1;
            if (!m_liveThresholds.isEmpty() && isAccepted(type, sample))
                m_latency.record(double(sample.latencyUs()));
        }
    });
    m_pending.append(batch);
    if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

void RunReporter::flush()
{
    if (m_pending.isEmpty() || m_runs.empty())
        return;
    // One batch goes out as it came, shared. Several are joined a piece at a time:
    // appending each to the last as it came copied everything pending at every
    // growth, milliseconds in one go on this thread once it had fallen behind.
    SampleBatch joined;
    if (m_pending.size() == 1) {
        joined = m_pending.constFirst();
    } else {
        qsizetype total = 0;
        for (const SampleBatch &batch : std::as_const(m_pending))
            total += batch.size();
        joined.reserve(total);
        for (const SampleBatch &batch : std::as_const(m_pending))
            CpuTurn::appendInPieces(joined, batch);
    }
    m_pending.clear();
    emit samplesArrived(m_runs.back()->info.index, joined);
}

void RunReporter::reportProgress()
{
    if (m_runs.empty())
        return;
    const RunRecord &run = *m_runs.back();
    RunProgress progress;
    progress.run = run.info.index;
    progress.runCount = m_runCount;
    progress.samples = run.samples.size();
    progress.errors = m_runErrors;
    // A run is listed while its limits are applied, before it is launched: its count starts from 0.
    if (run.info.index != m_progressRun) {
        m_progressRun = run.info.index;
        m_samplesAtLastProgress = 0;
    }
    progress.requestsPerSecond = double(progress.samples - m_samplesAtLastProgress);
    m_samplesAtLastProgress = progress.samples;
    progress.elapsedS = double(m_clock.elapsed()) / 1000.0;
    const RunExecutor *executor = m_executor.data();
    if (executor)
        executor->describeTarget(progress);
    const double runFraction = executor ? executor->fractionDone() : 1.0;
    if (runFraction >= 0 && progress.runCount > 0) {
        progress.fraction = (progress.run + runFraction) / progress.runCount;
        if (progress.fraction > 0)
            progress.etaS = progress.elapsedS * (1 - progress.fraction) / progress.fraction;
    }
    if (!m_liveThresholds.isEmpty())
        progress.thresholds =
            evaluateThresholds(m_liveThresholds, m_finished + QList<RunSummary>{liveSummary(run)}, {});
    emit progressed(progress);
}

RunSummary RunReporter::liveSummary(const RunRecord &run) const
{
    RunSummary live;
    live.info = run.info;
    live.counts.requests = run.samples.size();
    live.counts.errors[std::size_t(ErrorClass::Ok)] = live.counts.requests - m_runErrors;
    live.durationS = double(QDateTime::currentMSecsSinceEpoch() * 1'000'000 - run.info.startNs) / 1e9;
    live.throughputRps = live.durationS > 0 ? double(live.counts.requests) / live.durationS : 0;
    stats::Summary &latency = live.latencyUs;
    latency.n = qint64(m_latency.count());
    latency.mean = m_latency.mean();
    latency.max = m_latency.max();
    latency.p50 = m_latency.quantile(0.5);
    latency.p90 = m_latency.quantile(0.9);
    latency.p95 = m_latency.quantile(0.95);
    latency.p99 = m_latency.quantile(0.99);
    latency.p999 = m_latency.quantile(0.999);
    return live;
}

} // namespace cp
