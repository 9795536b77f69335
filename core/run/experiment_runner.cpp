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
    : ExperimentSignals(parent)
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
    // The session's signals reach this runner's as the same signals, through the thread's receiver.
    m_thread.forward(session, &ExperimentSignals::runStarted, this, &ExperimentSignals::runStarted);
    m_thread.forward(session, &ExperimentSignals::samplesArrived, this, &ExperimentSignals::samplesArrived);
    m_thread.forward(session, &ExperimentSignals::progressed, this, &ExperimentSignals::progressed);
    m_thread.forward(session, &ExperimentSignals::statsArrived, this, &ExperimentSignals::statsArrived);
    m_thread.forward(session, &ExperimentSignals::eventsArrived, this, &ExperimentSignals::eventsArrived);
    m_thread.forward(session, &ExperimentSignals::runFinished, this, &ExperimentSignals::runFinished);
    m_thread.forward(session, &ExperimentSignals::warning, this, &ExperimentSignals::warning);
    m_thread.forward(session, &ExperimentSignals::finished, this, &ExperimentRunner::onSessionFinished);

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
