#include "docker/monitor_worker.h"

#include "docker/docker_event_parser.h"
#include "thread/worker_thread.h"

#include <QJsonDocument>

#include <algorithm>

namespace cp {

namespace {

// Reconnect backoff: doubling from the first delay, capped so a returning daemon is
// picked up within about a second (docs/specification.md#stream-recovery).
constexpr int FirstRetryMs = 200;
constexpr int MaxRetryMs = 1000;
// A stats stream that stays silent this long is stuck (the daemon reads every
// second, Podman every five): it is closed and the container looked up again.
constexpr qint64 DockerSilenceMs = 15000;
constexpr qint64 PodmanSilenceMs = 30000;

// Ends a stream that is no longer read. abort() ends a reply without emitting
// finished, so nothing else hears of it.
void closeStream(QPointer<DockerReply> &stream)
{
    if (!stream)
        return;
    stream->abort();
    stream->deleteLater();
    stream = nullptr;
}

} // namespace

MonitorWorker::MonitorWorker(const DockerEndpoint &endpoint, const QStringList &containers, int batchIntervalMs)
    : m_endpoint(endpoint)
    , m_flushTimer(this)
    , m_retryTimer(this)
    , m_watchdogTimer(this)
{
    for (const auto &name : containers) {
        auto target = std::make_unique<Target>();
        target->requested = name;
        target->name = name;
        m_targets.push_back(std::move(target));
    }
    m_flushTimer.setInterval(batchIntervalMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &MonitorWorker::flush);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &MonitorWorker::retryConnection);
    m_watchdogTimer.setInterval(1000);
    connect(&m_watchdogTimer, &QTimer::timeout, this, &MonitorWorker::checkSilentStreams);
}

MonitorWorker::~MonitorWorker()
{
    m_stopping = true;
    for (auto &target : m_targets) {
        if (target->stream)
            target->stream->abort();
    }
    if (m_events)
        m_events->abort();
}

void MonitorWorker::start()
{
    assertInOwnThread(this);
    m_client = std::make_unique<DockerClient>(m_endpoint);
    connect(m_client.get(), &DockerClient::negotiated, this, &MonitorWorker::onNegotiated);
    connect(m_client.get(), &DockerClient::negotiationFailed, this, &MonitorWorker::onNegotiationFailed);
    m_flushTimer.start();
    m_watchdogTimer.start();
    m_client->negotiate();
}

void MonitorWorker::watch(const QStringList &containers)
{
    assertInOwnThread(this);
    if (m_stopping)
        return;
    for (const QString &name : containers) {
        const bool known = std::any_of(m_targets.cbegin(), m_targets.cend(), [&name](const auto &target) {
            return target->requested == name || target->name == name || target->id == name;
        });
        if (known)
            continue;
        auto target = std::make_unique<Target>();
        target->requested = name;
        target->name = name;
        target->calculator.setPodman(m_podman);
        Target *added = target.get();
        m_targets.push_back(std::move(target));
        // Before the events stream answers, resolveTargets() looks every target up.
        if (const DockerReply *events = m_events.data(); events && events->status() == 200 && !m_reconnecting)
            inspectTarget(added, true);
    }
}

void MonitorWorker::stop()
{
    assertInOwnThread(this);
    if (m_stopping)
        return;
    m_stopping = true;
    m_retryTimer.stop();
    for (auto &target : m_targets)
        closeStream(target->stream);
    closeStream(m_events);
    m_flushTimer.stop();
    m_watchdogTimer.stop();
    flush();
    emit stopped();
}

void MonitorWorker::onNegotiated(const DockerVersion &version)
{
    if (m_stopping)
        return;
    m_podman = version.isPodman();
    for (auto &target : m_targets)
        target->calculator.setPodman(m_podman);
    if (!m_everConnected) {
        m_everConnected = true;
        emit connected(version);
    } else if (m_reconnecting) {
        emit reconnected();
    }
    m_reconnecting = false;
    m_retryDelayMs = 0;
    openEvents();
}

void MonitorWorker::onNegotiationFailed(const QString &message)
{
    if (m_stopping)
        return;
    if (!m_everConnected) {
        emit connectionFailed(message);
        return;
    }
    m_retryDelayMs = qMin(MaxRetryMs, qMax(FirstRetryMs, m_retryDelayMs * 2));
    m_retryTimer.start(m_retryDelayMs);
}

void MonitorWorker::retryConnection()
{
    if (!m_stopping)
        m_client->negotiate();
}

void MonitorWorker::openEvents()
{
    DockerReply *events = m_client->containerEvents(watchedContainerActions());
    m_events = events;
    // Subscribed before the containers are looked up, so no start or destroy falls between.
    connect(events, &DockerReply::headersReceived, this, [this](int status) {
        if (status == 200)
            resolveTargets();
    });
    connect(events, &DockerReply::recordReceived, this, &MonitorWorker::onEventRecord);
    connect(events, &DockerReply::finished, this, [this, events] {
        events->deleteLater();
        if (m_stopping || m_reconnecting)
            return;
        daemonLost(events->transportFailed() ? events->errorString()
                                             : tr("the Docker events stream ended: %1").arg(events->errorString()));
    });
}

void MonitorWorker::resolveTargets()
{
    for (auto &target : m_targets) {
        if (!target->removed)
            inspectTarget(target.get(), target->id.isEmpty());
    }
}

void MonitorWorker::inspectTarget(Target *target, bool firstTime)
{
    DockerReply *reply = m_client->inspect(target->id.isEmpty() ? target->requested : target->id);
    connect(reply, &DockerReply::finished, this, [this, target, reply, firstTime] {
        reply->deleteLater();
        if (m_stopping || m_reconnecting)
            return;
        if (reply->answerMalformed()) {
            giveUp(target, tr("its inspect answer is not the Docker Engine API's: %1").arg(reply->errorString()));
            return;
        }
        if (reply->transportFailed()) {
            daemonLost(reply->errorString());
            return;
        }
        if (reply->status() == 404) {
            target->removed = true;
            if (firstTime)
                emit containerMissing(target->requested, reply->errorString());
            else
                emit containerEnded(target->name, true);
            return;
        }
        if (!reply->succeeded()) {
            emit containerMissing(target->requested, reply->errorString());
            return;
        }
        const ContainerInfo info = ContainerInfo::fromInspect(reply->json().object());
        if (info.id.isEmpty()) {
            giveUp(target, tr("its inspect answer is no container's JSON"));
            return;
        }
        target->id = info.id;
        target->name = info.name;
        if (!info.isRunning()) {
            if (firstTime)
                emit containerNotRunning(target->name, info.state);
            else
                emit containerEnded(target->name, false);
        } else if (!target->streamRefused.isEmpty()) {
            // Running, yet its stream refused: opening it again would be refused again.
            giveUp(target, target->streamRefused);
        } else {
            openStats(target);
        }
    });
}

// The daemon's answers about this container cannot be read: asking again would
// get the same (docs/specification.md#stream-recovery).
void MonitorWorker::giveUp(Target *target, const QString &message)
{
    target->removed = true;
    closeStream(target->stream);
    emit containerUnreadable(target->name, message);
}

void MonitorWorker::openStats(Target *target)
{
    if (target->stream || target->removed || m_stopping)
        return;
    target->calculator.reset();
    target->lastActivity.start();
    DockerReply *stream = m_client->stats(target->id);
    target->stream = stream;
    connect(stream, &DockerReply::headersReceived, this, [this, target](int status) {
        if (status == 200)
            emit streamStarted(target->name);
    });
    connect(stream, &DockerReply::recordReceived, this, [this, target](const QByteArray &line) {
        target->lastActivity.start();
        const QJsonDocument document = QJsonDocument::fromJson(line);
        if (!document.isObject()) {
            constexpr qsizetype Shown = 80;
            giveUp(target,
                   tr("its stats stream sent a record that is not JSON: '%1'")
                       .arg(QString::fromUtf8(line.left(Shown))
                            + (line.size() > Shown ? QStringLiteral("…") : QString())));
            return;
        }
        auto record = target->calculator.consume(document.object());
        if (!record)
            return;
        if (record->container.isEmpty())
            record->container = target->name;
        if (record->containerId.isEmpty())
            record->containerId = target->id;
        m_pendingStats.append(std::move(*record));
    });
    connect(stream, &DockerReply::finished, this, [this, target, stream] { onStatsEnded(target, stream); });
}

void MonitorWorker::onStatsEnded(Target *target, DockerReply *reply)
{
    reply->deleteLater();
    if (target->stream == reply)
        target->stream = nullptr;
    if (m_stopping || m_reconnecting || target->removed)
        return;
    if (reply->answerMalformed()) {
        giveUp(target, tr("its stats stream is not the Docker Engine API's: %1").arg(reply->errorString()));
        return;
    }
    target->streamRefused = reply->transportFailed() || reply->succeeded()
        ? QString()
        : tr("the daemon refused its stats stream: %1").arg(reply->errorString());
    // Whether the container stopped, was removed, or the daemon went away, inspect
    // tells: it reopens the stream for a running container and reports the others.
    QTimer::singleShot(100, this, [this, target] {
        if (!m_stopping && !m_reconnecting && !target->removed && !target->stream)
            inspectTarget(target, false);
    });
}

void MonitorWorker::checkSilentStreams()
{
    if (m_stopping || m_reconnecting)
        return;
    const qint64 limit = m_podman ? PodmanSilenceMs : DockerSilenceMs;
    for (auto &target : m_targets) {
        if (!target->stream || target->lastActivity.elapsed() < limit)
            continue;
        closeStream(target->stream);
        inspectTarget(target.get(), false);
    }
}

MonitorWorker::Target *MonitorWorker::targetFor(const QString &id, const QString &name)
{
    for (auto &target : m_targets) {
        if (!target->id.isEmpty() && target->id == id)
            return target.get();
    }
    for (auto &target : m_targets) {
        if (!name.isEmpty() && (target->name == name || target->requested == name))
            return target.get();
    }
    return nullptr;
}

void MonitorWorker::onEventRecord(const QByteArray &record)
{
    const QJsonDocument document = QJsonDocument::fromJson(record);
    auto event = parseDockerEvent(document.object());
    if (!event)
        return;
    Target *target = targetFor(event->containerId, event->container);
    if (!target)
        return;
    // The same name under a new id: the container was recreated, follow the new one.
    if (target->id != event->containerId) {
        if (event->action != QLatin1String("create"))
            return;
        target->id = event->containerId;
        target->removed = false;
    }
    if (event->container.isEmpty())
        event->container = target->name;
    const QString action = event->action;
    m_pendingEvents.append(std::move(*event));

    if (action == QLatin1String("start")) {
        openStats(target);
    } else if (action == QLatin1String("destroy")) {
        target->removed = true;
        closeStream(target->stream);
        emit containerEnded(target->name, true);
    }
}

void MonitorWorker::daemonLost(const QString &message)
{
    if (m_reconnecting || m_stopping)
        return;
    m_reconnecting = true;
    for (auto &target : m_targets)
        closeStream(target->stream);
    closeStream(m_events);
    flush();
    emit connectionLost(message);
    m_retryDelayMs = FirstRetryMs;
    m_retryTimer.start(m_retryDelayMs);
}

void MonitorWorker::flush()
{
    if (!m_pendingStats.isEmpty()) {
        StatsRecordBatch batch;
        batch.swap(m_pendingStats);
        emit statsReceived(batch);
    }
    if (!m_pendingEvents.isEmpty()) {
        DockerEventBatch batch;
        batch.swap(m_pendingEvents);
        emit eventsReceived(batch);
    }
}

} // namespace cp
