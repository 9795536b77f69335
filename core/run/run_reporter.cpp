#include "run/run_reporter.h"

#include "run/run_executor.h"
#include "store/run_record.h"

namespace cp {

namespace {
// At most ~30 updates a second reach the UI (docs/specification.md#processes-and-threads).
constexpr int batchIntervalMs = 33;
constexpr int progressIntervalMs = 1000;
} // namespace

RunReporter::RunReporter(const std::vector<std::unique_ptr<RunRecord>> &runs, int runCount, QObject *parent)
    : QObject(parent)
    , m_runs(runs)
    , m_runCount(runCount)
    , m_batchTimer(this)
    , m_progressTimer(this)
{
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
    m_samplesAtLastProgress = 0;
    m_runErrors = 0;
}

void RunReporter::measured(const SampleBatch &batch)
{
    for (const Sample &sample : batch)
        m_runErrors += sample.ok() ? 0 : 1;
    m_pending += batch;
    if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

void RunReporter::flush()
{
    if (m_pending.isEmpty() || m_runs.empty())
        return;
    emit samplesArrived(m_runs.back()->info.index, m_pending);
    m_pending.clear();
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
    emit progressed(progress);
}

} // namespace cp
