#include "run/bound_containers.h"

#include "docker/container_monitor.h"
#include "http/redaction.h"
#include "run/cold_start_controller.h"
#include "run/container_control.h"
#include "run/service_control.h"

#include <cmath>

namespace cp {

namespace {
// How long the end of an experiment waits for the stats streams' last records.
constexpr int monitorStopWaitMs = 700;
// Docker sends a stats record about once a second (docs/specification.md#sweeps).
constexpr int limitWitnessWaitMs = 3000;
constexpr std::int64_t mib = 1024 * 1024;
} // namespace

BoundContainers::BoundContainers(const Experiment &experiment, const QString &originalsFile, QObject *parent)
    : QObject(parent)
    , m_experiment(experiment)
    , m_control(std::make_unique<ContainerControl>())
    , m_limitWait(this)
    , m_drainWait(this)
{
    m_control->setOriginalsFile(originalsFile);
    connect(m_control.get(), &ContainerControl::actionTaken, this, &BoundContainers::actionTaken);
    m_limitWait.setSingleShot(true);
    m_limitWait.setInterval(limitWitnessWaitMs);
    connect(&m_limitWait, &QTimer::timeout, this, [this] {
        emit warning(tr("no stats record showed the memory limit of %1 MiB within %2 s; measuring anyway")
                         .arg(m_awaitedLimitBytes / mib)
                         .arg(limitWitnessWaitMs / 1000));
        endLimitWait();
    });
    m_drainWait.setSingleShot(true);
    m_drainWait.setInterval(monitorStopWaitMs);
    connect(&m_drainWait, &QTimer::timeout, this, &BoundContainers::streamsStopped);
}

BoundContainers::~BoundContainers() = default;

void BoundContainers::prepare()
{
    QStringList names;
    for (const Endpoint &endpoint : std::as_const(m_experiment.endpoints)) {
        for (const QString &name : endpoint.containers) {
            if (!names.contains(name))
                names << name;
        }
    }
    m_control->prepare(
        m_experiment.dockerHost, names, ContainerControl::Require::Running, [this](const QString &error) {
            const QStringList services = m_experiment.boundServices();
            if (!error.isEmpty() || services.isEmpty()) {
                onPrepared(error);
                return;
            }
            m_services = std::make_unique<ServiceControl>(m_control->client());
            m_services->setNodes(m_control->swarmNodeId(), m_experiment.swarmNodes);
            connect(m_services.get(), &ServiceControl::actionTaken, this, &BoundContainers::actionTaken);
            // Sweeps, cold starts and restoring replace tasks: the streams follow.
            connect(m_services.get(), &ServiceControl::tasksRead, this, &BoundContainers::syncServiceTasks);
            m_services->prepare(services, [this](const QString &serviceError) { onPrepared(serviceError); });
        });
}

void BoundContainers::syncServiceTasks()
{
    const QList<ContainerState> tasks = m_services->taskContainers();
    m_control->setServiceContainers(tasks);
    if (m_monitors.empty())
        return;
    // The old tasks' streams end with their containers; their last records still come.
    const auto byDaemon = namesByDaemon(tasks);
    for (auto it = byDaemon.cbegin(); it != byDaemon.cend(); ++it) {
        if (const auto monitor = m_monitors.find(it.key()); monitor != m_monitors.end())
            monitor->second->watch(it.value());
        else
            startMonitor(it.key(), it.value());
    }
}

QMap<QString, QStringList> BoundContainers::namesByDaemon(const QList<ContainerState> &containers)
{
    QMap<QString, QStringList> names;
    for (const ContainerState &c : containers)
        names[c.dockerHost].append(c.name);
    return names;
}

void BoundContainers::startMonitor(const QString &dockerHost, const QStringList &names)
{
    // The experiment's daemon, or a swarm node's (ContainerState::dockerHost).
    DockerEndpoint endpoint = m_control->endpoint();
    for (const DockerEndpoint &node : m_services ? m_services->nodeEndpoints() : QList<DockerEndpoint>()) {
        if (node.url() == dockerHost)
            endpoint = node;
    }
    if (const QString warning = endpoint.securityWarning(); !dockerHost.isEmpty() && !warning.isEmpty())
        emit this->warning(warning); // the experiment's own daemon is warned about where it was chosen
    auto &monitor = m_monitors[dockerHost];
    monitor = std::make_unique<ContainerMonitor>();
    monitor->setEndpoint(endpoint);
    monitor->setThreadLauncher(m_launcher);
    connect(monitor.get(), &ContainerMonitor::statsReceived, this, &BoundContainers::onStats);
    connect(monitor.get(), &ContainerMonitor::eventsReceived, this, &BoundContainers::onEvents);
    connect(monitor.get(), &ContainerMonitor::connectionFailed, this, &BoundContainers::warning);
    connect(monitor.get(), &ContainerMonitor::connectionLost, this, &BoundContainers::warning);
    connect(monitor.get(), &ContainerMonitor::containerMissing, this,
            [this](const QString &, const QString &message) { emit warning(message); });
    // The streams' last records arrive before stopped(); after the wait ran out, nobody waits for it.
    connect(monitor.get(), &ContainerMonitor::stopped, this, [this] {
        if (!m_drainWait.isActive() || --m_monitorsStopping > 0)
            return;
        m_drainWait.stop();
        emit streamsStopped();
    });
    QString error;
    if (!monitor->start(names, &error))
        emit warning(error);
}

void BoundContainers::onPrepared(const QString &error)
{
    if (error.isEmpty()) {
        for (const ContainerState &c : std::as_const(m_control->containers()))
            m_inference.setInitialStart(c.name, c.startedNs);
        m_sweeper = std::make_unique<LimitSweeper>(*m_control);
        m_coldStart = std::make_unique<ColdStartController>(*m_control, m_services.get(), m_experiment.coldStart,
                                                            m_experiment.stopTimeoutS);
        if (m_services) {
            connect(m_services.get(), &ServiceControl::taskStarted, this,
                    [this](const QString &container, std::int64_t startNs) {
                        m_inference.containerStarted(container, startNs, ColdnessInference::Source::ContainerPerf);
                    });
        }
        connect(m_coldStart.get(), &ColdStartController::containerStarted, this,
                [this](const QString &container, std::int64_t startNs) {
                    m_inference.containerStarted(container, startNs, ColdnessInference::Source::ContainerPerf);
                });
        connect(m_coldStart.get(), &ColdStartController::statsRead, this, &BoundContainers::onStats);
    }
    emit prepared(error);
}

bool BoundContainers::daemonUnreachable() const
{
    return m_control->daemonUnreachable();
}

QString BoundContainers::portThatRestartsLose() const
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

void BoundContainers::startStreams(ThreadLauncher *launcher)
{
    m_launcher = launcher;
    auto byDaemon = namesByDaemon(m_control->containers());
    byDaemon.insert(QString(), byDaemon.value(QString())); // the experiment's daemon's, even with none
    for (auto it = byDaemon.cbegin(); it != byDaemon.cend(); ++it)
        startMonitor(it.key(), it.value());
}

bool BoundContainers::isStreaming() const
{
    const auto main = m_monitors.find(QString());
    return main != m_monitors.end() && main->second->isRunning();
}

void BoundContainers::applyLimits(int memoryMb, double cpus)
{
    m_sweeper->apply(memoryMb, cpus, [this, memoryMb, cpus](const QString &error, const AppliedLimits &applied) {
        if (!error.isEmpty() || !m_services) {
            emit limitsApplied(error, applied);
            return;
        }
        m_services->applyLimits(
            std::int64_t(memoryMb) * mib, std::llround(cpus * 1e9),
            [this](const QString &serviceError) { emit limitsApplied(serviceError, m_sweeper->applied()); });
    });
}

bool BoundContainers::awaitLimit(int memoryMb)
{
    const std::int64_t bytes = std::int64_t(memoryMb) * mib;
    if (bytes == 0 || bytes == m_witnessedLimitBytes || !isStreaming())
        return false;
    m_awaitedLimitBytes = bytes;
    m_limitWait.start();
    return true;
}

void BoundContainers::cancelLimitWait()
{
    m_awaitedLimitBytes = 0;
    m_limitWait.stop();
}

void BoundContainers::endLimitWait()
{
    m_witnessedLimitBytes = m_awaitedLimitBytes;
    cancelLimitWait();
    emit limitWaitEnded();
}

void BoundContainers::onStats(const StatsRecordBatch &received)
{
    // Docker 20.10 answers a one-shot reading with the sample its stream sends next: the same
    // reading twice would weigh twice in every chart and file.
    constexpr qsizetype Remembered = 8;
    StatsRecordBatch records;
    for (const StatsRecord &record : received) {
        QList<std::int64_t> &recent = m_recentReadings[record.container];
        if (recent.contains(record.timeNs))
            continue;
        if (recent.size() == Remembered)
            recent.removeFirst();
        recent.append(record.timeNs);
        records.append(record);
    }
    if (records.isEmpty())
        return;
    // Before the records are passed on, so the run they let start is reported first, as it always was.
    for (const StatsRecord &record : records) {
        if (m_awaitedLimitBytes != 0 && record.memLimitBytes == m_awaitedLimitBytes) {
            endLimitWait();
            break;
        }
    }
    emit statsReceived(records);
}

void BoundContainers::watch(const QStringList &containers, std::int64_t sinceNs)
{
    m_watched = containers;
    m_watchedSinceNs = sinceNs;
}

QString BoundContainers::lostContainer(const DockerEvent &event)
{
    // A `kill` alone is a signal the container may survive (a reload); its end is a `die`.
    static const QStringList endings{QStringLiteral("die"), QStringLiteral("stop"), QStringLiteral("destroy")};
    // An end from before the run was launched is an earlier run's restart whose event came late.
    if (event.origin != DockerEvent::Origin::Docker || !endings.contains(event.action)
        || event.timeNs < m_watchedSinceNs)
        return {};
    for (const QString &name : std::as_const(m_watched)) {
        const ContainerState *state = m_control->container(name);
        if (state && (state->id == event.containerId || name == event.container))
            return name;
    }
    return {};
}

void BoundContainers::onEvents(const DockerEventBatch &events)
{
    for (const DockerEvent &event : events) {
        if (event.origin == DockerEvent::Origin::Docker && event.action == QLatin1String("start"))
            m_inference.containerStarted(event.container, event.timeNs, ColdnessInference::Source::DockerEvent);
        if (const QString name = lostContainer(event); !name.isEmpty())
            emit containerLost(name, event);
    }
    emit eventsReceived(events);
}

void BoundContainers::restore(bool lastReading)
{
    if (m_coldStart)
        m_coldStart->cancel();
    const auto restoreLimits = [this] {
        // Also when no limit reads as changed: a first change the daemon refused still left the originals file,
        // which restoring removes.
        m_control->restoreLimits([this](const QStringList &problems) {
            if (!m_services) {
                restoredWith(problems);
                return;
            }
            m_services->restore(
                [this, problems](const QStringList &serviceProblems) { restoredWith(problems + serviceProblems); });
        });
    };
    if (!lastReading) {
        restoreLimits();
        return;
    }
    // Before the limits change back: the streams' next reading may come a second
    // after the last run ended, or not before they stop.
    m_control->readStats([this, restoreLimits](const StatsRecordBatch &records) {
        if (!records.isEmpty())
            onStats(records);
        restoreLimits();
    });
}

void BoundContainers::restoredWith(const QStringList &problems)
{
    for (const QString &problem : problems)
        emit warning(problem);
    emit restored(problems);
}

void BoundContainers::stopStreams()
{
    m_drainWait.start();
    m_monitorsStopping = int(m_monitors.size());
    for (const auto &[host, monitor] : m_monitors)
        monitor->stop();
}

QJsonObject BoundContainers::environment() const
{
    QJsonObject environment = m_control->environment();
    if (m_services)
        environment.insert(QStringLiteral("services"), m_services->environment());
    return environment;
}

} // namespace cp
