#include "run/experiment_runner.h"

#include "http/thread_launcher.h"
#include "run/experiment_session.h"
#include "run/original_limits.h"
#include "store/results_directory.h"

#include <QEventLoop>
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
}

ExperimentRunner::~ExperimentRunner()
{
    if (m_running && m_session) {
        // Block until the session has written everything: nothing measured is lost
        // when the owner goes away mid-run.
        QMetaObject::invokeMethod(m_session, &ExperimentSession::stop, Qt::BlockingQueuedConnection);
        QEventLoop wait;
        connect(this, &ExperimentRunner::finished, &wait, &QEventLoop::quit);
        if (m_running)
            wait.exec();
    }
    shutDownThread();
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
    shutDownThread();
    if (!m_launcher)
        m_launcher = std::make_unique<ThreadLauncher>();
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("experiment"));
    connect(
        m_thread.get(), &QThread::started, m_thread.get(), [] { ThreadLauncher::lowerCallingThreadPriority(); },
        Qt::DirectConnection);
    auto *session = new ExperimentSession(experiment, outputDirectory);
    session->setThreadLauncher(m_launcher.get());
    session->moveToThread(m_thread.get());
    connect(m_thread.get(), &QThread::finished, session, &QObject::deleteLater);
    m_session = session;

    connect(session, &ExperimentSession::runStarted, this, &ExperimentRunner::runStarted);
    connect(session, &ExperimentSession::samplesArrived, this, &ExperimentRunner::samplesArrived);
    connect(session, &ExperimentSession::progressed, this, &ExperimentRunner::progressed);
    connect(session, &ExperimentSession::statsArrived, this, &ExperimentRunner::statsArrived);
    connect(session, &ExperimentSession::eventsArrived, this, &ExperimentRunner::eventsArrived);
    connect(session, &ExperimentSession::runFinished, this, &ExperimentRunner::runFinished);
    connect(session, &ExperimentSession::warning, this, &ExperimentRunner::warning);
    connect(session, &ExperimentSession::finished, this, &ExperimentRunner::onSessionFinished);

    m_running = true;
    m_thread->start();
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

void ExperimentRunner::shutDownThread()
{
    if (!m_thread)
        return;
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
}

} // namespace cp
