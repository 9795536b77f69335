#include "run/experiment_session.h"

#include "results/seed_format.h"
#include "results/summary_json.h"
#include "run/experiment_environment.h"
#include "run/load_phase_executor.h"

#include <QDateTime>
#include <QJsonDocument>

namespace cp {

namespace {
// SPEC §2: at most ~30 updates a second reach the UI.
constexpr int uiIntervalMs = 33;
} // namespace

ExperimentSession::ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent)
    : QObject(parent)
    , m_experiment(std::move(experiment))
    , m_outputDirectory(std::move(outputDirectory))
    , m_results(this)
    , m_uiTimer(this)
    , m_progressTimer(this)
{
    m_uiTimer.setInterval(uiIntervalMs);
    m_uiTimer.setSingleShot(true);
    connect(&m_uiTimer, &QTimer::timeout, this, &ExperimentSession::flushToUi);
    m_progressTimer.setInterval(1000);
    connect(&m_progressTimer, &QTimer::timeout, this, &ExperimentSession::reportProgress);
    connect(&m_results, &ResultsDirectory::journalFailed, this, &ExperimentSession::warning);
}

ExperimentSession::~ExperimentSession() = default;

void ExperimentSession::start()
{
    m_clock.start();
    m_startNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    QString error;
    if (!m_results.open(m_outputDirectory, &error)) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    m_points = m_experiment.runPoints();
    m_engine = createLoadEngine(m_experiment.engine, this);
    m_progressTimer.start();
    startNextRun();
}

void ExperimentSession::stop()
{
    if (m_stopRequested || m_finished)
        return;
    m_stopRequested = true;
    if (m_executor)
        m_executor->stop();
    else
        finish(ExperimentStatus::Stopped, tr("stopped before the first run"));
}

void ExperimentSession::startNextRun()
{
    const int index = int(m_runs.size());
    if (index >= m_points.size()) {
        finish(ExperimentStatus::Finished, QString());
        return;
    }
    const RunPoint &point = m_points[index];
    const Endpoint &endpoint = m_experiment.endpoints[point.endpoint];
    auto record = std::make_unique<RunRecord>();
    record->info.index = index;
    record->info.point = point;
    record->info.endpointName = endpoint.name;
    record->info.url = endpoint.request.url;
    record->info.engine = m_experiment.engine;
    m_runs.push_back(std::move(record));
    RunRecord &run = *m_runs.back();

    m_executor = std::make_unique<LoadPhaseExecutor>(m_experiment, run, *m_engine);
    connect(m_executor.get(), &RunExecutor::samplesMeasured, this, [this, &run](const SampleBatch &batch) {
        run.samples.append(batch);
        m_results.journal(run.info, batch);
        m_uiPending += batch;
        if (!m_uiTimer.isActive())
            m_uiTimer.start();
    });
    connect(m_executor.get(), &RunExecutor::finished, this, &ExperimentSession::onRunFinished, Qt::QueuedConnection);
    emit runStarted(run.info);
    m_samplesAtLastProgress = 0;
    m_executor->start();
}

void ExperimentSession::flushToUi()
{
    if (m_uiPending.isEmpty() || m_runs.empty())
        return;
    emit samplesArrived(m_runs.back()->info.index, m_uiPending);
    m_uiPending.clear();
}

void ExperimentSession::onRunFinished(const QString &error)
{
    flushToUi();
    RunRecord &run = *m_runs.back();
    m_executor.reset();
    const RunSummary summary = run.summarize();
    m_summaries.append(summary);
    emit runFinished(summary);
    if (!error.isEmpty()) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    if (m_stopRequested) {
        finish(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
        return;
    }
    startNextRun();
}

void ExperimentSession::reportProgress()
{
    if (m_runs.empty())
        return;
    const RunRecord &run = *m_runs.back();
    RunProgress progress;
    progress.run = run.info.index;
    progress.runCount = int(m_points.size());
    progress.samples = run.samples.size();
    run.samples.forEach([&](const Sample &s) { progress.errors += s.ok() ? 0 : 1; });
    progress.requestsPerSecond = double(progress.samples - m_samplesAtLastProgress);
    m_samplesAtLastProgress = progress.samples;
    progress.elapsedS = double(m_clock.elapsed()) / 1000.0;
    const double runFraction = m_executor ? m_executor->fractionDone() : 1.0;
    if (runFraction >= 0 && progress.runCount > 0) {
        progress.fraction = (progress.run + runFraction) / progress.runCount;
        if (progress.fraction > 0)
            progress.etaS = progress.elapsedS * (1 - progress.fraction) / progress.fraction;
    }
    emit progressed(progress);
}

void ExperimentSession::finish(ExperimentStatus status, const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_progressTimer.stop();
    flushToUi();
    ExperimentOutcome outcome;
    outcome.status = status;
    outcome.message = message;
    outcome.outputDirectory = m_results.path();
    outcome.runs = m_summaries;
    if (!m_results.path().isEmpty())
        outcome.writeErrors = writeResults(outcome);
    emit finished(outcome);
}

QStringList ExperimentSession::writeResults(const ExperimentOutcome &outcome)
{
    QStringList errors;
    QString error;
    m_results.flushJournal();
    const bool samplesWritten = m_results.writeSamplesCsv(m_runs, {}, &error);
    if (!samplesWritten)
        errors << error;
    m_results.closeJournal(samplesWritten);

    if (!m_results.writeFile(QStringLiteral("summary.json"),
                             QJsonDocument(summaryDocument(outcome.runs)).toJson(QJsonDocument::Indented), &error))
        errors << error;

    ExperimentEnvironment environment;
    environment.startNs = m_startNs;
    environment.endNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    environment.status = outcome.status;
    environment.message = outcome.message;
    if (!m_results.writeFile(QStringLiteral("experiment.json"),
                             QJsonDocument(experimentRecord(m_experiment, environment)).toJson(QJsonDocument::Indented),
                             &error))
        errors << error;

    if (m_experiment.seedFormat && !m_results.writeFile(QStringLiteral("client.json"), seedClientJson(m_runs), &error))
        errors << error;
    return errors;
}

} // namespace cp
