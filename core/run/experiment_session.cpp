#include "run/experiment_session.h"

#include "http/redaction.h"
#include "run/bound_containers.h"
#include "run/capacity_executor.h"
#include "run/load_phase_executor.h"
#include "run/original_limits.h"
#include "run/perf_cost_executor.h"
#include "run/swarm_generator_executor.h"
#include "store/cold_start_overheads.h"
#include "store/perf_cost_curves.h"
#include "thread/cpu_turn.h"
#include "thread/worker_thread.h"

#include <QDateTime>
#include <QDir>
#include <QLoggingCategory>

#include <algorithm>

namespace cp {

namespace {
Q_LOGGING_CATEGORY(lcSession, "containerperf.session")

using State = ExperimentSession::State;

// Every step the session may take, in one place: from each state, the states it may enter.
bool allowed(State from, State to)
{
    using enum ExperimentSession::State;
    const auto oneOf = [to](std::initializer_list<State> states) {
        return std::find(states.begin(), states.end(), to) != states.end();
    };
    switch (from) {
    case Idle: // WritingResults: stopped before it started, or no usable results directory
        return oneOf({PreparingDocker, Running, WritingResults});
    case PreparingDocker:
        return oneOf({ApplyingLimits, Stopping, Restoring});
    case ApplyingLimits:
        return oneOf({AwaitingLimit, Running, Stopping, Restoring});
    case AwaitingLimit:
        return oneOf({Running, Restoring});
    case Running: // Running again and WritingResults: without bound containers
        return oneOf({Running, ApplyingLimits, Stopping, Restoring, WritingResults});
    case Stopping:
        return oneOf({Restoring, WritingResults});
    case Restoring:
        return oneOf({DrainingStats, WritingResults});
    case DrainingStats:
        return oneOf({WritingResults});
    case WritingResults:
        return oneOf({Finished});
    case Finished:
        break;
    }
    return false;
}
} // namespace

ExperimentSession::ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent)
    : ExperimentSignals(parent)
    , m_experiment(std::move(experiment))
    , m_points(m_experiment.runPoints())
    // Children, so that they move to the session's thread with it.
    , m_results(m_experiment, std::move(outputDirectory), this)
    , m_reporter(m_runs, int(m_points.size()), m_outcome.runs, m_experiment.thresholds, this)
    , m_journal(this)
    , m_thresholdWatch(m_experiment.thresholds)
{
    connect(&m_results, &ResultsWriter::warning, this, &ExperimentSession::warning);
    m_journal.setWriter(
        [this](const RunRecord &run, qsizetype from, qsizetype to) { m_results.journal(run, from, to); });
    connect(&m_reporter, &RunReporter::samplesArrived, this, &ExperimentSession::samplesArrived);
    connect(&m_reporter, &RunReporter::progressed, this, &ExperimentSession::progressed);
}

ExperimentSession::~ExperimentSession() = default;

bool ExperimentSession::enter(State next)
{
    if (!allowed(m_state, next)) {
        qCWarning(lcSession) << "illegal transition refused:" << m_state << "to" << next;
        return false;
    }
    m_state = next;
    emit stateChanged(next);
    return true;
}

void ExperimentSession::start()
{
    assertInOwnThread(this);
    if (m_state != State::Idle) { // a session runs once
        qCWarning(lcSession) << "start() ignored in state" << m_state;
        return;
    }
    m_reporter.start();
    QString error;
    if (!m_results.open(&error)) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    m_engine = createLoadEngine(m_experiment.engine, this);
    m_engine->setThreadLauncher(m_launcher);
    if (m_experiment.needsDocker())
        startDocker();
    else
        startNextRun();
}

void ExperimentSession::startDocker()
{
    enter(State::PreparingDocker);
    m_bound =
        std::make_unique<BoundContainers>(m_experiment, QDir(m_results.path()).filePath(OriginalLimits::FileName));
    connect(m_bound.get(), &BoundContainers::prepared, this, &ExperimentSession::onDockerPrepared);
    connect(m_bound.get(), &BoundContainers::limitsApplied, this, &ExperimentSession::onLimitsApplied);
    connect(m_bound.get(), &BoundContainers::limitWaitEnded, this, &ExperimentSession::launchRun);
    connect(m_bound.get(), &BoundContainers::restored, this, &ExperimentSession::onRestored);
    connect(m_bound.get(), &BoundContainers::streamsStopped, this, [this] {
        if (enter(State::WritingResults))
            writeResults();
    });
    connect(m_bound.get(), &BoundContainers::actionTaken, &m_results, &ResultsWriter::recordAction);
    // Recorded first, then passed on: viewers get what the files hold.
    connect(m_bound.get(), &BoundContainers::statsReceived, &m_results, &ResultsWriter::recordStats);
    connect(m_bound.get(), &BoundContainers::statsReceived, this, &ExperimentSession::statsArrived);
    connect(m_bound.get(), &BoundContainers::eventsReceived, &m_results, &ResultsWriter::recordEvents);
    connect(m_bound.get(), &BoundContainers::eventsReceived, this, &ExperimentSession::eventsArrived);
    connect(m_bound.get(), &BoundContainers::containerLost, this, &ExperimentSession::onContainerLost);
    connect(m_bound.get(), &BoundContainers::warning, this, &ExperimentSession::warning);
    QString error;
    if (!m_results.openContainerFiles(&error)) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    m_bound->prepare();
}

void ExperimentSession::onDockerPrepared(const QString &error)
{
    if (const QString problem = error.isEmpty() ? m_bound->portThatRestartsLose() : error; !problem.isEmpty()) {
        finish(ExperimentStatus::Failed, problem);
        return;
    }
    if (m_state == State::Stopping) {
        finish(m_outcome.status, m_outcome.message);
        return;
    }
    m_bound->startStreams(m_launcher);
    startNextRun();
}

void ExperimentSession::stop()
{
    assertInOwnThread(this);
    switch (m_state) {
    case State::Idle:
        finish(ExperimentStatus::Stopped, tr("stopped before the first run"));
        break;
    case State::PreparingDocker: // onDockerPrepared ends it
        endWhenStepReturns(ExperimentStatus::Stopped, tr("stopped before the first run"));
        break;
    case State::ApplyingLimits: // onLimitsApplied ends it
        endWhenStepReturns(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
        break;
    case State::AwaitingLimit:
        m_bound->cancelLimitWait();
        // Nothing was measured at this point: it is no run.
        m_runs.pop_back();
        finish(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
        break;
    case State::Running: // onRunFinished ends it
        endWhenStepReturns(ExperimentStatus::Stopped, tr("stopped; the samples measured so far are written"));
        m_executor->stop();
        break;
    case State::Stopping:
    case State::Restoring:
    case State::DrainingStats:
    case State::WritingResults:
    case State::Finished:
        break; // the end is under way
    }
}

void ExperimentSession::endWhenStepReturns(ExperimentStatus status, const QString &message)
{
    m_outcome.status = status;
    m_outcome.message = message;
    enter(State::Stopping);
}

void ExperimentSession::startNextRun()
{
    const int index = int(m_runs.size());
    if (index >= m_points.size()) {
        finish(ExperimentStatus::Finished, QString());
        return;
    }
    const RunPoint &point = m_points[index];
    auto record = std::make_unique<RunRecord>();
    RunInfo &info = record->info;
    info.index = index;
    info.point = point;
    info.endpointName = m_experiment.endpointName(point);
    info.engine = m_experiment.engine;
    info.generators = m_experiment.generatorCount();
    if (point.type == RunType::Continuous || point.type == RunType::Rate)
        info.stages = m_experiment.stages;
    for (int e : m_experiment.endpointsOf(point)) {
        const Endpoint &endpoint = m_experiment.endpoints[e];
        // Only files read it: they must not record the URL's secrets (docs/specification.md#secrets).
        if (point.endpoint != RunPoint::Mix)
            info.url = redactedUrl(endpoint.request.url, m_experiment.redact);
        // A mix's endpoints, or a sequence's requests, each counted apart (RunInfo::mix).
        const bool parts = point.endpoint == RunPoint::Mix || !endpoint.steps.isEmpty();
        for (int step = 0; step <= endpoint.steps.size(); ++step) {
            const RequestSpec &request = endpoint.stepRequest(step);
            if (parts)
                info.mix.append({endpoint.stepName(step), redactedUrl(request.url, m_experiment.redact),
                                 step == 0 ? endpoint.weight : 1, int(info.checks.size()),
                                 int(request.checks.size() + request.captures.size())});
            for (const ResponseCheck &check : request.checks)
                info.checks.append(check.text);
            // An answer without a value its capture takes fails it as a check of that name.
            for (const Capture &capture : request.captures)
                info.checks.append(QStringLiteral("capture ") + capture.text);
        }
    }
    // Refined by the executor when its measured phase begins.
    record->info.startNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    m_runs.push_back(std::move(record));
    if (!m_bound) {
        launchRun();
        return;
    }
    enter(State::ApplyingLimits);
    m_bound->applyLimits(point.memoryMb, point.cpuLimit);
}

void ExperimentSession::onLimitsApplied(const QString &error, const AppliedLimits &applied)
{
    RunRecord &run = *m_runs.back();
    run.info.effectiveMemoryMb = applied.memoryMb;
    run.info.effectiveCpus = applied.cpus;
    run.info.hostCpus = applied.hostCpus;
    if (!error.isEmpty() || m_state == State::Stopping) {
        // Nothing was measured at this point: it is no run.
        m_runs.pop_back();
        if (error.isEmpty())
            finish(m_outcome.status, m_outcome.message);
        else
            finish(ExperimentStatus::Failed, error);
        return;
    }
    if (m_bound->awaitLimit(run.info.point.memoryMb))
        enter(State::AwaitingLimit); // limitWaitEnded() launches the run
    else
        launchRun();
}

void ExperimentSession::launchRun()
{
    RunRecord &run = *m_runs.back();
    const QStringList bound = m_experiment.containersOf(run.info.point);
    // Only an endpoint bound to one container can be attributed (ColdnessInference).
    const QString container = bound.size() == 1 && m_bound ? bound.first() : QString();
    const bool perfCost = isPerfCostType(run.info.point.type);
    if (perfCost)
        m_executor = std::make_unique<PerfCostExecutor>(
            m_experiment, run, *m_engine,
            PerfCostContext{m_bound ? m_bound->coldStart() : nullptr,
                            container.isEmpty() ? nullptr : &m_bound->inference(), container});
    else if (m_experiment.generators.replicas > 0)
        m_executor = std::make_unique<SwarmGeneratorExecutor>(m_experiment, run, *m_engine);
    else if (run.info.point.type == RunType::Rate && m_experiment.capacity)
        m_executor = std::make_unique<CapacityExecutor>(m_experiment, run, *m_engine);
    else
        m_executor = std::make_unique<LoadPhaseExecutor>(m_experiment, run, *m_engine);
    m_journal.follow(run);
    connect(m_executor.get(), &RunExecutor::samplesMeasured, this,
            [this, &run, perfCost, container](const SampleBatch &measured) {
                SampleBatch batch = measured;
                // Perf-cost batches are attributed by their executor, which needs them for acceptance.
                if (!perfCost && !container.isEmpty())
                    m_bound->inference().apply(container, batch, run.info);
                CpuTurn::inPieces(batch, [&run](std::span<const Sample> piece) { run.samples.append(piece); });
                m_reporter.measured(batch);
                if (m_experiment.abortOnThresholdFail && m_state == State::Running) {
                    if (const QString broken = m_thresholdWatch.observe(batch); !broken.isEmpty())
                        abortForThreshold(broken);
                }
                m_journal.stored();
            });
    connect(m_executor.get(), &RunExecutor::finished, this, &ExperimentSession::onRunFinished, Qt::QueuedConnection);
    emit runStarted(run.info);
    // Perf-cost runs restart their containers on purpose: their ends stop nothing.
    if (m_bound)
        m_bound->watch(perfCost ? QStringList() : bound, QDateTime::currentMSecsSinceEpoch() * 1'000'000);
    m_reporter.runLaunched(m_executor.get());
    m_thresholdWatch.runStarted(run.info);
    m_executor->start();
    enter(State::Running);
}

void ExperimentSession::onContainerLost(const QString &container, const DockerEvent &event)
{
    if (m_state != State::Running)
        return;
    RunRecord &run = *m_runs.back();
    // Load against a dead endpoint measures nothing (docs/specification.md#a-bound-container-that-goes-away).
    const QString message =
        tr("container '%1' went away during run %2 (Docker event '%3'%4): its endpoint no longer "
           "answers, so the run stops; start the container again and repeat the experiment")
            .arg(container)
            .arg(run.info.index)
            .arg(event.action, event.detail.isEmpty() ? QString() : QStringLiteral(", ") + event.detail);
    run.info.warnings.append(message);
    emit warning(message);
    endWhenStepReturns(ExperimentStatus::Failed,
                       tr("stopped because a bound container went away; the samples measured so far are written"));
    m_executor->stop();
}

void ExperimentSession::onRunFinished(const QString &error)
{
    m_journal.catchUp();
    m_reporter.flush();
    m_executor.reset();
    m_outcome.runs.append(m_runs.back()->summarize());
    emit runFinished(m_outcome.runs.constLast());
    if (!error.isEmpty()) {
        finish(ExperimentStatus::Failed, error);
        return;
    }
    if (m_state == State::Stopping) {
        finish(m_outcome.status, m_outcome.message);
        return;
    }
    // Runs still to come: a threshold this one broke fails whatever they measure.
    if (m_experiment.abortOnThresholdFail && m_runs.size() < std::size_t(m_points.size())) {
        if (const QString broken = m_thresholdWatch.runFinished(m_outcome.runs.constLast()); !broken.isEmpty()) {
            finish(ExperimentStatus::Aborted, broken);
            return;
        }
    }
    startNextRun();
}

void ExperimentSession::abortForThreshold(const QString &reason)
{
    endWhenStepReturns(ExperimentStatus::Aborted, reason);
    m_executor->stop();
}

void ExperimentSession::finish(ExperimentStatus status, const QString &message)
{
    if (!enter(m_bound ? State::Restoring : State::WritingResults))
        return;
    m_reporter.stop();
    m_outcome.status = status;
    m_outcome.message = message;
    if (m_bound)
        m_bound->restore(status == ExperimentStatus::Finished); // restored() follows
    else
        writeResults();
}

void ExperimentSession::onRestored(const QStringList &problems)
{
    if (!problems.isEmpty()) {
        if (m_outcome.status == ExperimentStatus::Finished)
            m_outcome.status = ExperimentStatus::Failed;
        const QString restore = problems.join(QLatin1String("; "));
        m_outcome.message = m_outcome.message.isEmpty() ? restore : m_outcome.message + QLatin1String("; ") + restore;
    }
    if (m_bound->isStreaming()) {
        if (enter(State::DrainingStats))
            m_bound->stopStreams(); // streamsStopped() follows
    } else if (enter(State::WritingResults)) {
        writeResults();
    }
}

void ExperimentSession::writeResults()
{
    m_outcome.dockerUnreachable = m_bound && m_bound->daemonUnreachable();
    m_outcome.outputDirectory = m_results.path();
    m_results.addCosts(m_outcome.runs, m_runs, m_bound != nullptr);
    m_outcome.coldStarts = coldStartOverheads(m_runs);
    if (m_experiment.pricing)
        m_outcome.perfCostCurves = perfCostCurves(m_outcome.runs, m_experiment.pricing->model);
    m_outcome.thresholds = evaluateThresholds(m_experiment.thresholds, m_outcome.runs, m_outcome.coldStarts);
    m_outcome.writeErrors = m_results.writeFinal(m_runs, m_outcome, m_bound ? m_bound->environment() : QJsonObject());
    enter(State::Finished);
    emit finished(m_outcome);
}

} // namespace cp
