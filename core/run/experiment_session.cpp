#include "run/experiment_session.h"

#include "docker/container_monitor.h"
#include "http/redaction.h"
#include "run/cold_start_controller.h"
#include "run/container_control.h"
#include "run/experiment_environment.h"
#include "run/limit_sweeper.h"
#include "run/load_phase_executor.h"
#include "run/original_limits.h"
#include "run/perf_cost_executor.h"
#include "store/sebs_result_csv.h"
#include "store/sebs_run_json.h"
#include "store/seed_format.h"
#include "store/summary_json.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>

#include <algorithm>

namespace cp {

namespace {
// At most ~30 updates a second reach the UI (docs/specification.md#processes-and-threads).
constexpr int uiIntervalMs = 33;
// How long the end of an experiment waits for the stats streams' last records.
constexpr int monitorStopWaitMs = 700;
// Docker sends a stats record about once a second.
constexpr int limitWitnessWaitMs = 3000;
} // namespace

ExperimentSession::ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent)
    : QObject(parent)
    , m_experiment(std::move(experiment))
    , m_outputDirectory(std::move(outputDirectory))
    , m_results(this)
    , m_uiTimer(this)
    , m_progressTimer(this)
    , m_limitWait(this)
{
    m_uiTimer.setInterval(uiIntervalMs);
    m_uiTimer.setSingleShot(true);
    connect(&m_uiTimer, &QTimer::timeout, this, &ExperimentSession::flushToUi);
    m_progressTimer.setInterval(1000);
    connect(&m_progressTimer, &QTimer::timeout, this, &ExperimentSession::reportProgress);
    connect(&m_results, &ResultsDirectory::journalFailed, this, &ExperimentSession::warning);
    m_limitWait.setSingleShot(true);
    m_limitWait.setInterval(limitWitnessWaitMs);
    connect(&m_limitWait, &QTimer::timeout, this, [this] {
        emit warning(tr("no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway")
                         .arg(m_awaitedLimitBytes / (1024 * 1024))
                         .arg(limitWitnessWaitMs / 1000));
        onLimitSeen();
    });
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
    m_engine->setThreadLauncher(m_launcher);
    m_progressTimer.start();
    if (m_experiment.needsDocker())
        startDocker();
    else
        startNextRun();
}

void ExperimentSession::startDocker()
{
    QStringList names;
    for (const Endpoint &endpoint : std::as_const(m_experiment.endpoints)) {
        for (const QString &name : endpoint.containers) {
            if (!names.contains(name))
                names << name;
        }
    }
    m_control = std::make_unique<ContainerControl>();
    m_control->setOriginalsFile(QDir(m_results.path()).filePath(OriginalLimits::FileName));
    connect(m_control.get(), &ContainerControl::actionTaken, this,
            [this](const QString &container, const QString &action, const QString &detail, std::int64_t timeNs) {
                QString error;
                if (m_eventsWriter.isOpen() && !m_eventsWriter.appendAction(container, action, detail, &error, timeNs))
                    emit warning(error);
            });
    QString error;
    if (!m_eventsWriter.open(m_results.path(), &error) || !m_statsWriter.open(m_results.path(), &error)) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    m_statsWriter.setSeedExport(m_experiment.seedFormat);
    m_busyWithDocker = true;
    m_control->prepare(m_experiment.dockerHost, names, ContainerControl::Require::Running,
                       [this](const QString &prepareError) {
                           m_busyWithDocker = false;
                           if (m_finished)
                               return;
                           if (!prepareError.isEmpty()) {
                               m_dockerUnreachable = m_control->daemonUnreachable();
                               finish(ExperimentStatus::Failed, prepareError);
                               return;
                           }
                           onDockerReady();
                       });
}

QString ExperimentSession::portThatRestartsLose() const
{
    const bool restarts =
        m_experiment.runTypes.contains(RunType::Cold) || m_experiment.runTypes.contains(RunType::Burst);
    if (!restarts)
        return {};
    for (const Endpoint &endpoint : std::as_const(m_experiment.endpoints)) {
        const int port = endpoint.request.url.port(endpoint.request.url.scheme() == QLatin1String("https") ? 443 : 80);
        for (const QString &name : endpoint.containers) {
            const ContainerState *state = m_control->container(name);
            if (state && state->ephemeralHostPorts.contains(quint16(port)))
                return tr("container '%1' publishes port %2 of %3 on a host port Docker chose, which changes at every "
                          "restart, so cold and burst runs would lose the endpoint: publish it on a fixed port "
                          "(docker run -p 127.0.0.1:%2:PORT …)")
                    .arg(name)
                    .arg(port)
                    .arg(redactedUrl(endpoint.request.url, m_experiment.redact).toString());
        }
    }
    return {};
}

void ExperimentSession::onDockerReady()
{
    if (const QString problem = portThatRestartsLose(); !problem.isEmpty()) {
        finish(ExperimentStatus::Failed, problem);
        return;
    }
    for (const ContainerState &c : std::as_const(m_control->containers()))
        m_inference.setInitialStart(c.name, c.startedNs);
    m_sweeper = std::make_unique<LimitSweeper>(*m_control);
    m_coldStart = std::make_unique<ColdStartController>(*m_control, m_experiment.coldStart);
    connect(m_coldStart.get(), &ColdStartController::containerStarted, this,
            [this](const QString &container, std::int64_t startNs) {
                m_inference.containerStarted(container, startNs, ColdnessInference::Source::ContainerPerf);
            });

    QStringList names;
    for (const ContainerState &c : std::as_const(m_control->containers()))
        names << c.name;
    m_monitor = std::make_unique<ContainerMonitor>();
    m_monitor->setEndpoint(m_control->endpoint());
    connect(m_monitor.get(), &ContainerMonitor::statsReceived, this, [this](const StatsRecordBatch &records) {
        QString error;
        if (!m_statsWriter.append(records, &error))
            emit warning(error);
        for (const StatsRecord &record : records) {
            if (m_awaitedLimitBytes != 0 && record.memLimitBytes == m_awaitedLimitBytes)
                onLimitSeen();
            auto &series = m_memoryUsed[record.container];
            if (!series.empty() && series.back().first > record.timeNs)
                m_memorySorted = false;
            series.emplace_back(record.timeNs, double(record.memUsedBytes) / (1024.0 * 1024.0));
        }
        emit statsArrived(records);
    });
    connect(m_monitor.get(), &ContainerMonitor::eventsReceived, this, [this](const DockerEventBatch &events) {
        QString error;
        if (!m_eventsWriter.append(events, &error))
            emit warning(error);
        for (const DockerEvent &event : events) {
            if (event.origin == DockerEvent::Origin::Docker && event.action == QLatin1String("start"))
                m_inference.containerStarted(event.container, event.timeNs, ColdnessInference::Source::DockerEvent);
            watchBoundContainer(event);
        }
        emit eventsArrived(events);
    });
    connect(m_monitor.get(), &ContainerMonitor::connectionFailed, this, &ExperimentSession::warning);
    connect(m_monitor.get(), &ContainerMonitor::connectionLost, this, &ExperimentSession::warning);
    connect(m_monitor.get(), &ContainerMonitor::containerMissing, this,
            [this](const QString &, const QString &message) { emit warning(message); });
    QString error;
    if (!m_monitor->start(names, &error))
        emit warning(error);
    if (m_stopRequested) {
        finish(ExperimentStatus::Stopped, tr("stopped before the first run"));
        return;
    }
    startNextRun();
}

void ExperimentSession::watchBoundContainer(const DockerEvent &event)
{
    // A `kill` alone is a signal the container may survive (a reload); its end is a `die`.
    static const QStringList endings{QStringLiteral("die"), QStringLiteral("stop"), QStringLiteral("destroy")};
    if (event.origin != DockerEvent::Origin::Docker || !endings.contains(event.action) || !m_executor || m_stopRequested
        || !m_containerLost.isEmpty())
        return;
    RunRecord &run = *m_runs.back();
    // Perf-cost runs restart their containers on purpose; an end before this run was launched is an earlier
    // run's restart whose event came late.
    if (isPerfCostType(run.info.point.type) || event.timeNs < m_launchNs)
        return;
    const QStringList &bound = m_experiment.endpoints[run.info.point.endpoint].containers;
    for (const QString &name : bound) {
        const ContainerState *state = m_control->container(name);
        if (!state || (state->id != event.containerId && name != event.container))
            continue;
        // Load against a dead endpoint measures nothing (docs/specification.md#a-bound-container-that-goes-away).
        m_containerLost =
            tr("container '%1' went away during run %2 (Docker event '%3'%4): its endpoint no longer "
               "answers, so the run stops; start the container again and repeat the experiment")
                .arg(name)
                .arg(run.info.index)
                .arg(event.action, event.detail.isEmpty() ? QString() : QStringLiteral(", ") + event.detail);
        run.info.warnings.append(m_containerLost);
        emit warning(m_containerLost);
        m_executor->stop();
        return;
    }
}

QString ExperimentSession::attributedContainer(const RunPoint &point) const
{
    const QStringList &containers = m_experiment.endpoints[point.endpoint].containers;
    return containers.size() == 1 && m_control ? containers.first() : QString();
}

void ExperimentSession::stop()
{
    if (m_stopRequested || m_finished)
        return;
    m_stopRequested = true;
    if (m_executor)
        m_executor->stop();
    else if (m_awaitedLimitBytes != 0)
        onLimitSeen();
    else if (!m_busyWithDocker)
        finish(ExperimentStatus::Stopped, tr("stopped before the first run"));
    // Otherwise Docker is being prepared or limits set; its callback sees the stop.
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
    // Only files read it: they must not record the URL's secrets (docs/specification.md#secrets).
    record->info.url = redactedUrl(endpoint.request.url, m_experiment.redact);
    record->info.engine = m_experiment.engine;
    // Refined by the executor when its measured phase begins.
    record->info.startNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    m_runs.push_back(std::move(record));
    RunRecord &run = *m_runs.back();
    if (!m_sweeper) {
        launchRun(run);
        return;
    }
    m_busyWithDocker = true;
    m_sweeper->apply(point.memoryMb, point.cpuLimit, [this, &run](const QString &error, const AppliedLimits &applied) {
        m_busyWithDocker = false;
        if (m_finished)
            return;
        run.info.effectiveMemoryMb = applied.memoryMb;
        run.info.effectiveCpus = applied.cpus;
        if (!error.isEmpty() || m_stopRequested) {
            // Nothing was measured at this point: it is no run.
            m_runs.pop_back();
            if (error.isEmpty())
                finish(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
            else
                finish(ExperimentStatus::Failed, error);
            return;
        }
        awaitLimitInStats(run);
    });
}

void ExperimentSession::awaitLimitInStats(RunRecord &run)
{
    const std::int64_t bytes = std::int64_t(run.info.point.memoryMb) * 1024 * 1024;
    if (bytes == 0 || bytes == m_witnessedLimitBytes || !m_monitor || !m_monitor->isRunning()) {
        launchRun(run);
        return;
    }
    // stats.csv is the witness that the limit held while the point was measured:
    // wait (briefly) for a record that shows it before loading.
    m_awaitedLimitBytes = bytes;
    m_limitWait.start();
}

void ExperimentSession::onLimitSeen()
{
    if (m_awaitedLimitBytes == 0)
        return;
    m_witnessedLimitBytes = m_awaitedLimitBytes;
    m_awaitedLimitBytes = 0;
    m_limitWait.stop();
    if (m_finished)
        return;
    if (m_stopRequested) {
        m_runs.pop_back();
        finish(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
        return;
    }
    launchRun(*m_runs.back());
}

void ExperimentSession::launchRun(RunRecord &run)
{
    const QString container = attributedContainer(run.info.point);
    const bool perfCost = isPerfCostType(run.info.point.type);
    if (perfCost)
        m_executor = std::make_unique<PerfCostExecutor>(
            m_experiment, run, *m_engine,
            PerfCostContext{m_coldStart.get(), container.isEmpty() ? nullptr : &m_inference, container});
    else
        m_executor = std::make_unique<LoadPhaseExecutor>(m_experiment, run, *m_engine);
    connect(m_executor.get(), &RunExecutor::samplesMeasured, this,
            [this, &run, perfCost, container](const SampleBatch &measured) {
                SampleBatch batch = measured;
                // Perf-cost batches are attributed by their executor, which needs them for acceptance.
                if (!perfCost && !container.isEmpty())
                    m_inference.apply(container, batch, run.info);
                run.samples.append(batch);
                for (const Sample &sample : batch)
                    m_runErrors += sample.ok() ? 0 : 1;
                m_results.journal(run.info, batch);
                m_uiPending += batch;
                if (!m_uiTimer.isActive())
                    m_uiTimer.start();
            });
    connect(m_executor.get(), &RunExecutor::finished, this, &ExperimentSession::onRunFinished, Qt::QueuedConnection);
    emit runStarted(run.info);
    m_launchNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    m_samplesAtLastProgress = 0;
    m_runErrors = 0;
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
    if (!m_containerLost.isEmpty()) {
        finish(ExperimentStatus::Failed,
               tr("stopped because a bound container went away; the samples measured so far are written"));
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
    progress.errors = m_runErrors;
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
    if (m_coldStart)
        m_coldStart->cancel();
    // Also when no limit reads as changed: a first change the daemon refused still left the originals file,
    // which restoring removes.
    if (m_control) {
        m_control->restoreLimits(
            [this, status, message](const QStringList &problems) { finishAfterRestore(status, message, problems); });
        return;
    }
    finishAfterRestore(status, message, {});
}

void ExperimentSession::finishAfterRestore(ExperimentStatus status, QString message, const QStringList &restoreProblems)
{
    for (const QString &problem : restoreProblems)
        emit warning(problem);
    if (!restoreProblems.isEmpty()) {
        if (status == ExperimentStatus::Finished)
            status = ExperimentStatus::Failed;
        message = message.isEmpty() ? restoreProblems.join(QLatin1String("; "))
                                    : message + QLatin1String("; ") + restoreProblems.join(QLatin1String("; "));
    }
    ExperimentOutcome outcome;
    outcome.status = status;
    outcome.message = message;
    outcome.dockerUnreachable = m_dockerUnreachable;
    outcome.outputDirectory = m_results.path();
    outcome.runs = m_summaries;
    if (!m_monitor || !m_monitor->isRunning()) {
        complete(outcome);
        return;
    }
    // The streams' last records arrive before stopped(); never wait long for them.
    connect(m_monitor.get(), &ContainerMonitor::stopped, this, [this, outcome] { complete(outcome); });
    QTimer::singleShot(monitorStopWaitMs, this, [this, outcome] { complete(outcome); });
    m_monitor->stop();
}

void ExperimentSession::complete(const ExperimentOutcome &result)
{
    if (m_completed)
        return;
    m_completed = true;
    ExperimentOutcome outcome = result;
    if (!m_results.path().isEmpty())
        outcome.writeErrors = writeResults(outcome);
    emit finished(outcome);
}

std::optional<double> ExperimentSession::memoryUsedMb(const QString &container, std::int64_t timeNs)
{
    auto it = m_memoryUsed.find(container);
    if (it == m_memoryUsed.end() || it->empty())
        return std::nullopt;
    auto &series = *it;
    if (!m_memorySorted) {
        for (auto &s : m_memoryUsed)
            std::sort(s.begin(), s.end());
        m_memorySorted = true;
    }
    const auto after = std::lower_bound(series.begin(), series.end(), std::make_pair(timeNs, 0.0));
    if (after == series.begin())
        return after->second;
    if (after == series.end())
        return std::prev(after)->second;
    const auto before = std::prev(after);
    return timeNs - before->first <= after->first - timeNs ? before->second : after->second;
}

QStringList ExperimentSession::writeResults(const ExperimentOutcome &outcome)
{
    QStringList errors;
    QString error;
    m_results.flushJournal();
    MemoryLookup memory;
    if (!m_memoryUsed.isEmpty())
        memory = [this](const QString &container, std::int64_t timeNs) { return memoryUsedMb(container, timeNs); };
    const bool samplesWritten = m_results.writeSamplesCsv(m_runs, memory, &error);
    if (!samplesWritten) {
        errors << error;
        const QString journal = m_results.journalPath();
        errors << (m_results.journalComplete()
                       ? tr("every sample is in the journal %1, which is kept").arg(journal)
                       : tr("the journal %1 holds the samples up to its own failed write; later ones are lost")
                             .arg(journal));
    }
    m_results.closeJournal(samplesWritten);
    if (m_statsWriter.isOpen() && !m_statsWriter.finish(&error))
        errors << error;
    if (m_eventsWriter.isOpen() && !m_eventsWriter.finish(&error))
        errors << error;

    bool perfCost = false;
    for (RunType type : std::as_const(m_experiment.runTypes))
        perfCost = perfCost || isPerfCostType(type);
    if (perfCost) {
        if (!m_results.writeFile(QStringLiteral("result.csv"), sebsResultCsv(m_runs, memory), &error))
            errors << error;
        const QList<SebsRunFile> files = sebsRunFiles(m_runs, memory);
        for (const SebsRunFile &file : files) {
            if (!m_results.writeFile(file.name, QJsonDocument(file.content).toJson(QJsonDocument::Indented), &error))
                errors << error;
        }
    }

    if (!m_results.writeFile(QStringLiteral("summary.json"),
                             QJsonDocument(summaryDocument(outcome.runs)).toJson(QJsonDocument::Indented), &error))
        errors << error;

    ExperimentEnvironment environment;
    environment.startNs = m_startNs;
    environment.endNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    environment.status = outcome.status;
    environment.message = outcome.message;
    if (m_control)
        environment.docker = m_control->environment();
    if (!m_results.writeFile(QStringLiteral("experiment.json"),
                             QJsonDocument(experimentRecord(m_experiment, environment)).toJson(QJsonDocument::Indented),
                             &error))
        errors << error;

    if (m_experiment.seedFormat && !m_results.writeFile(QStringLiteral("client.json"), seedClientJson(m_runs), &error))
        errors << error;
    return errors;
}

} // namespace cp
