#include "run_controller.h"

#include "results_model.h"
#include "run_monitor.h"
#include "workspace.h"

#include "demo/demo_server.h"
#include "model/failure_advice.h"
#include "run/experiment_runner.h"
#include "run/limits_restorer.h"
#include "run/original_limits.h"
#include "store/results_directory.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTime>

namespace cp {

RunController::RunController(ResultsModel *results, RunMonitor *monitor, Workspace *workspace, QObject *parent)
    : QObject(parent)
    , m_results(results)
    , m_monitor(monitor)
    , m_workspace(workspace)
    , m_runner(std::make_unique<ExperimentRunner>())
{
    connect(m_runner.get(), &ExperimentRunner::runStarted, this, [this](const RunInfo &info) {
        m_monitor->addRun(info);
        m_results->runStarted(info);
    });
    connect(m_runner.get(), &ExperimentRunner::samplesArrived, this, &RunController::onSamples);
    connect(m_runner.get(), &ExperimentRunner::progressed, this, [this](const RunProgress &p) {
        m_monitor->setProgress(p);
        emit progressed(p);
    });
    // The very records stats.csv and events.csv get: the charts show what is recorded.
    connect(m_runner.get(), &ExperimentRunner::statsArrived, this, [this](const StatsRecordBatch &records) {
        m_monitor->appendStats(records);
        emit statsArrived(records);
    });
    connect(m_runner.get(), &ExperimentRunner::eventsArrived, m_monitor, &RunMonitor::appendEvents);
    connect(m_runner.get(), &ExperimentRunner::runFinished, m_results, &ResultsModel::runFinished);
    connect(m_runner.get(), &ExperimentRunner::warning, this,
            [this](const QString &text) { emit message(MessageBar::Level::Warning, text, {}); });
    connect(m_runner.get(), &ExperimentRunner::finished, this, &RunController::onFinished);

    m_demoRestarts.setTimerType(Qt::CoarseTimer);
    connect(&m_demoRestarts, &QTimer::timeout, this, &RunController::restartDemo);
}

RunController::~RunController()
{
    // The runner stops and writes its results before the demo server it loads goes away.
    m_runner.reset();
    m_demo.reset();
}

QUrl RunController::ensureDemoServer(QString *error)
{
    if (!m_demo) {
        DemoServerOptions options;
        options.latencyMean = std::chrono::microseconds(1500);
        options.latencyJitter = std::chrono::microseconds(900);
        options.coldStart = std::chrono::milliseconds(120);
        m_demo = std::make_unique<DemoServer>(options);
    }
    if (!m_demo->isRunning() && !m_demo->start(error))
        return {};
    QUrl url = m_demo->url();
    if (url.path().isEmpty())
        url.setPath(QStringLiteral("/"));
    return url;
}

void RunController::setDemoMode(bool on, std::chrono::milliseconds restartEvery)
{
    m_demoMode = on;
    if (on)
        m_demoRestarts.start(restartEvery);
    else
        m_demoRestarts.stop();
}

void RunController::restartDemo()
{
    if (!m_demo || !m_demo->isRunning() || !isRunning())
        return;
    m_demo->restart();
    DockerEvent event;
    event.timeNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    event.container = tr("demo");
    event.action = QStringLiteral("restart");
    event.origin = DockerEvent::Origin::ContainerPerf;
    m_monitor->appendEvents(DockerEventBatch{event});
}

QString RunController::experimentLabel(const Experiment &experiment)
{
    QStringList endpoints;
    for (const Endpoint &endpoint : experiment.endpoints)
        endpoints << endpoint.name;
    QStringList types;
    for (const RunType type : experiment.runTypes)
        types << runTypeName(type);
    return tr("%1 · %2 · %3")
        .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), endpoints.join(QStringLiteral(", ")),
             types.join(QStringLiteral(", ")));
}

bool RunController::start(const Experiment &experiment, QString *error)
{
    if (isRunning()) {
        *error = tr("an experiment is already running");
        return false;
    }
    const QString name = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QString directory = QDir(m_resultsRoot).filePath(name);
    if (!ResultsDirectory::prepare(directory, error))
        return false;
    Experiment e = experiment;
    // The seed's files are written for every run so Export ▸ Seed format is a copy.
    e.seedFormat = true;
    m_workspace->add(experimentLabel(e), directory, true);
    m_results->clear();
    m_monitor->clear();
    m_samples = 0;
    m_stopRequested = false;
    if (!m_runner->start(e, directory, error)) {
        QDir(directory).removeRecursively();
        // What was shown before comes back.
        m_workspace->remove(m_workspace->current());
        return false;
    }
    m_experiment = e;
    m_directory = directory;
    // Remembered before any limit changes: if ContainerPerf dies mid-run, its next start offers to set them back.
    if (!e.memorySizesMb.isEmpty() || !e.cpuLimits.isEmpty())
        QSettings().setValue(UnrestoredLimitsKey, directory);
    emit runningChanged(true);
    return true;
}

void RunController::stop()
{
    m_stopRequested = true;
    if (m_runner->isRunning())
        m_runner->stop();
}

bool RunController::isRunning() const
{
    return m_runner->isRunning();
}

void RunController::onSamples(int run, const SampleBatch &batch)
{
    m_samples += batch.size();
    m_monitor->appendSamples(run, batch);
}

QStringList RunController::boundContainers() const
{
    QStringList names;
    for (const Endpoint &endpoint : m_experiment.endpoints)
        names += endpoint.containers;
    names.removeDuplicates();
    return names;
}

void RunController::reportFailedRequests(ExperimentOutcome &outcome)
{
    // The cause in words where the user looks, not only as a count and in samples.csv.
    const FailureAdvice advice = commonestFailureAdvice(outcome.runs).value_or(FailureAdvice{});
    if (targetNeverAnswered(outcome.runs)) {
        outcome.status = ExperimentStatus::Failed;
        outcome.message = tr("Every request failed (%1): %2.").arg(failureCounts(outcome.runs), advice.cause);
        emit message(MessageBar::Level::Error, outcome.message, advice.fix);
        return;
    }
    std::int64_t requests = 0;
    for (const RunSummary &run : outcome.runs)
        requests += run.counts.requests;
    const QLocale locale;
    emit message(MessageBar::Level::Warning,
                 tr("%1 of %2 requests failed (%3); most because %4.")
                     .arg(locale.toString(qint64(failedRequests(outcome.runs))), locale.toString(qint64(requests)),
                          failureCounts(outcome.runs), advice.cause),
                 advice.fix);
}

void RunController::onFinished(const ExperimentOutcome &finishedOutcome)
{
    ExperimentOutcome outcome = finishedOutcome;
    // A restore that failed keeps the directory remembered, for the next start.
    if (QSettings().value(UnrestoredLimitsKey).toString() == m_directory && !OriginalLimits::unrestoredIn(m_directory))
        forgetUnrestoredLimits();
    // The runs' costs are known once the last stats reading is in.
    for (const RunSummary &run : outcome.runs)
        m_results->runFinished(run);
    m_workspace->setRuns(outcome.runs);
    m_workspace->setAnswers(outcome.perfCostCurves, outcome.coldStarts);
    if (outcome.status == ExperimentStatus::Finished && failedRequests(outcome.runs) > 0)
        reportFailedRequests(outcome);
    else if (outcome.status == ExperimentStatus::Failed)
        emit message(MessageBar::Level::Error, outcome.message,
                     tr("check that the endpoint answers (open its URL in a browser) and that Docker is reachable, "
                        "then start again"));
    for (const QString &problem : outcome.writeErrors)
        emit message(MessageBar::Level::Error, problem,
                     tr("free disk space or choose a writable results folder; the samples are still shown here"));
    emit finished(outcome);
    if (m_demoMode && !m_stopRequested && outcome.status == ExperimentStatus::Finished) {
        QString error;
        if (start(m_experiment, &error))
            return;
        emit message(MessageBar::Level::Error, error, {});
    }
    emit runningChanged(false);
}

QString RunController::unrestoredLimitsDirectory() const
{
    const QString directory = QSettings().value(UnrestoredLimitsKey).toString();
    if (OriginalLimits::unrestoredIn(directory))
        return directory;
    if (!directory.isEmpty())
        forgetUnrestoredLimits();
    return {};
}

void RunController::forgetUnrestoredLimits() const
{
    QSettings().remove(UnrestoredLimitsKey);
}

void RunController::offerToRestoreLimits(QWidget *parent)
{
    const QString directory = unrestoredLimitsDirectory();
    if (directory.isEmpty())
        return;
    const QString native = QDir::toNativeSeparators(directory);
    const auto answer = QMessageBox::question(
        parent, tr("Restore Container Limits"),
        tr("ContainerPerf ended during a run that had changed container limits, before it could set them back. The "
           "original limits are recorded in %1.\n\nSet them again now?")
            .arg(native),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        restoreLimits(directory);
        return;
    }
    forgetUnrestoredLimits();
    emit message(MessageBar::Level::Information,
                 tr("The container limits changed by the run in %1 stay as they are.").arg(native),
                 tr("run 'containerperf-cli restore %1' to set them back later").arg(native));
}

void RunController::restoreLimits(const QString &directory)
{
    m_restorer = std::make_unique<LimitsRestorer>();
    m_restorer->restore(directory, [this, directory](const LimitsRestorer::Result &result) {
        const QString native = QDir::toNativeSeparators(directory);
        switch (result.status) {
        case LimitsRestorer::Status::NothingRecorded:
            forgetUnrestoredLimits();
            return;
        case LimitsRestorer::Status::Restored:
            forgetUnrestoredLimits();
            emit message(
                MessageBar::Level::Information,
                tr("The original container limits are set again: %1.").arg(result.lines.join(QLatin1String("; "))), {});
            return;
        case LimitsRestorer::Status::Unreadable:
            forgetUnrestoredLimits();
            emit message(
                MessageBar::Level::Error,
                tr("The original container limits could not be read: %1").arg(result.lines.join(QLatin1String("; "))),
                tr("check the containers' limits with 'docker inspect' and set them with 'docker update'"));
            return;
        case LimitsRestorer::Status::DaemonUnreachable:
        case LimitsRestorer::Status::Failed:
            emit message(MessageBar::Level::Error,
                         tr("The original container limits could not be set again: %1")
                             .arg(result.lines.join(QLatin1String("; "))),
                         tr("once Docker and the containers are back, run 'containerperf-cli restore %1' or restart "
                            "ContainerPerf")
                             .arg(native));
            return;
        }
    });
}

bool RunController::confirmStopToQuit(QWidget *parent) const
{
    QMessageBox box(QMessageBox::Question, tr("Quit ContainerPerf"), tr("An experiment is running. Stop it and quit?"),
                    QMessageBox::Ok | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("What was measured so far is written to %1 before the window closes.")
                               .arg(QDir::toNativeSeparators(m_directory)));
    box.button(QMessageBox::Ok)->setText(tr("Stop and Quit"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Ok;
}

} // namespace cp
