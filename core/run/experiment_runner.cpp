#include "run/experiment_runner.h"

#include "run/experiment_session.h"
#include "run/original_limits.h"
#include "store/results_directory.h"
#include "thread/thread_launcher.h"

#include <QThread>

namespace cp {

namespace {
void registerMetaTypes()
{
    qRegisterMetaType<cp::Sample>();
    qRegisterMetaType<cp::SampleBatch>();
    qRegisterMetaType<cp::EngineReport>();
    qRegisterMetaType<cp::RunInfo>();
    qRegisterMetaType<cp::RunSummary>();
    qRegisterMetaType<cp::RunProgress>();
    qRegisterMetaType<cp::ExperimentOutcome>();
}
} // namespace

ExperimentRunner::ExperimentRunner(QObject *parent)
    : QObject(parent)
{
    registerMetaTypes();
    m_thread.setLowestPriority(true);
}

ExperimentRunner::~ExperimentRunner()
{
    if (m_running && m_session) {
        // Nothing measured is lost when the owner goes away mid-run: the
        // session stops, writes everything, then ends its thread (see start()).
        QMetaObject::invokeMethod(m_session, &ExperimentSession::stop, Qt::QueuedConnection);
        m_thread.join();
    }
}

bool ExperimentRunner::start(const Experiment &experiment, const QString &outputDirectory, QString *error)
{
    if (m_running) {
        *error = tr("an experiment is already running: stop it first");
        return false;
    }
    const QStringList problems = experiment.validate();
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1String("; "));
        return false;
    }
    if (!ResultsDirectory::prepare(outputDirectory, error))
        return false;
    // What a killed run left to set back: a new run there would record the changed limits as the originals.
    if (OriginalLimits::unrestoredIn(outputDirectory)) {
        *error = tr("%1 holds the original limits of a run that ended before it set them back: run "
                    "'containerperf-cli restore %1' first, or choose another results directory")
                     .arg(outputDirectory);
        return false;
    }
    if (!m_launcher)
        m_launcher = std::make_unique<ThreadLauncher>();
    auto *session = m_thread.start(std::make_unique<ExperimentSession>(experiment, outputDirectory));
    session->setThreadLauncher(m_launcher.get());
    m_session = session;
    connect(
        session, &ExperimentSession::finished, session, [session] { session->thread()->quit(); }, Qt::DirectConnection);
    m_thread.forward(session, &ExperimentSession::runStarted, this, &ExperimentRunner::runStarted);
    m_thread.forward(session, &ExperimentSession::samplesArrived, this, &ExperimentRunner::samplesArrived);
    m_thread.forward(session, &ExperimentSession::progressed, this, &ExperimentRunner::progressed);
    m_thread.forward(session, &ExperimentSession::statsArrived, this, &ExperimentRunner::statsArrived);
    m_thread.forward(session, &ExperimentSession::eventsArrived, this, &ExperimentRunner::eventsArrived);
    m_thread.forward(session, &ExperimentSession::runFinished, this, &ExperimentRunner::runFinished);
    m_thread.forward(session, &ExperimentSession::warning, this, &ExperimentRunner::warning);
    m_thread.forward(session, &ExperimentSession::finished, this, &ExperimentRunner::onSessionFinished);

    m_running = true;
    QMetaObject::invokeMethod(session, &ExperimentSession::start, Qt::QueuedConnection);
    return true;
}

void ExperimentRunner::stop()
{
    if (m_running && m_session)
        QMetaObject::invokeMethod(m_session, &ExperimentSession::stop, Qt::QueuedConnection);
}

void ExperimentRunner::onSessionFinished(const ExperimentOutcome &outcome)
{
    m_running = false;
    emit finished(outcome);
}

} // namespace cp
