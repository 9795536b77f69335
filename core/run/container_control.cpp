#include "run/container_control.h"

#include "docker/docker_time.h"
#include "docker/stats_calculator.h"
#include "run/original_limits.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace cp {

namespace {
std::int64_t nowNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}

// Published ports whose binding named no host port: Docker picks a new one at each start.
QList<quint16> ephemeralHostPorts(const QJsonObject &inspect)
{
    QList<quint16> ports;
    const QJsonObject bindings =
        inspect.value(QLatin1StringView("HostConfig")).toObject().value(QLatin1StringView("PortBindings")).toObject();
    const QJsonObject current =
        inspect.value(QLatin1StringView("NetworkSettings")).toObject().value(QLatin1StringView("Ports")).toObject();
    for (auto it = bindings.constBegin(); it != bindings.constEnd(); ++it) {
        bool fixed = false;
        for (const QJsonValue &binding : it.value().toArray()) {
            const QString hostPort = binding.toObject().value(QLatin1StringView("HostPort")).toString();
            fixed = fixed || (!hostPort.isEmpty() && hostPort != QLatin1String("0"));
        }
        if (fixed)
            continue;
        for (const QJsonValue &binding : current.value(it.key()).toArray())
            ports.append(quint16(binding.toObject().value(QLatin1StringView("HostPort")).toString().toUInt()));
    }
    return ports;
}

QString limitsDetail(const ContainerState &c)
{
    return QStringLiteral("memory=%1 memory_swap=%2 nano_cpus=%3")
        .arg(c.memoryBytes)
        .arg(c.memorySwapBytes)
        .arg(c.nanoCpus);
}
} // namespace

ContainerControl::ContainerControl(QObject *parent)
    : QObject(parent)
{ }

ContainerControl::~ContainerControl() = default;

void ContainerControl::prepare(const QString &dockerHost, const QStringList &containers, Require require, Done done)
{
    m_dockerHost = dockerHost;
    QString error;
    std::optional<DockerEndpoint> endpoint =
        dockerHost.isEmpty() ? DockerEndpointResolver().resolve(&error) : DockerEndpoint::fromUrl(dockerHost, &error);
    if (!endpoint) {
        m_unreachable = true;
        done(tr("the Docker address is not usable: %1").arg(error));
        return;
    }
    if (!dockerHost.isEmpty())
        endpoint->origin = tr("the experiment's docker_host");
    m_endpoint = *endpoint;
    m_client = std::make_unique<DockerClient>(m_endpoint);
    m_containers.clear();
    for (const QString &name : containers) {
        ContainerState state;
        state.name = name;
        m_containers.append(state);
    }
    connect(m_client.get(), &DockerClient::negotiationFailed, this, [this, done](const QString &message) {
        m_unreachable = true;
        done(message);
    });
    connect(m_client.get(), &DockerClient::negotiated, this, [this, require, done] {
        readHostInfo([this, require, done](const QString &hostError) {
            if (!hostError.isEmpty()) {
                done(hostError);
                return;
            }
            inspectNext(0, require, done);
        });
    });
    m_client->negotiate();
}

void ContainerControl::readHostInfo(Done done)
{
    DockerReply *reply = m_client->request(QByteArrayLiteral("GET"), QByteArrayLiteral("/info"));
    connect(reply, &DockerReply::finished, this, [this, reply, done] {
        reply->deleteLater();
        if (!reply->succeeded()) {
            done(tr("the Docker daemon at %1 did not describe itself: %2").arg(m_endpoint.url(), reply->errorString()));
            return;
        }
        const QJsonObject info = reply->json().object();
        m_hostMemoryBytes = info.value(QLatin1StringView("MemTotal")).toInteger();
        m_hostNanoCpus = info.value(QLatin1StringView("NCPU")).toInteger() * 1'000'000'000;
        m_swarmNodeId = info.value(QLatin1StringView("Swarm")).toObject().value(QLatin1StringView("NodeID")).toString();
        done(QString());
    });
}

void ContainerControl::inspectNext(int index, Require require, Done done)
{
    if (index >= m_containers.size()) {
        m_prepared = true;
        done(QString());
        return;
    }
    const QString name = m_containers[index].name;
    DockerReply *reply = m_client->inspect(name);
    connect(reply, &DockerReply::finished, this, [this, reply, index, name, require, done] {
        reply->deleteLater();
        if (!reply->succeeded()) {
            if (reply->status() == 404)
                done(tr("container '%1' does not exist on %2; check the name with 'docker ps -a'")
                         .arg(name, m_endpoint.url()));
            else
                done(tr("cannot inspect container '%1': %2").arg(name, reply->errorString()));
            return;
        }
        const QJsonObject object = reply->json().object();
        const ContainerInfo info = ContainerInfo::fromInspect(object);
        ContainerState &state = m_containers[index];
        state.id = info.id;
        state.image = info.image;
        state.startedNs =
            parseDockerTime(
                object.value(QLatin1StringView("State")).toObject().value(QLatin1StringView("StartedAt")).toString())
                .value_or(0);
        state.ephemeralHostPorts = ephemeralHostPorts(object);
        state.originalMemoryBytes = state.memoryBytes = info.memoryLimitBytes;
        state.originalMemorySwapBytes = state.memorySwapBytes = info.memorySwapBytes;
        state.originalNanoCpus = state.nanoCpus = info.nanoCpus;
        if (require == Require::Running && !info.isRunning()) {
            done(tr("container '%1' is %2, not running: start it first ('docker start %1')").arg(name, info.state));
            return;
        }
        inspectNext(index + 1, require, done);
    });
}

void ContainerControl::setServiceContainers(const QList<ContainerState> &tasks)
{
    m_containers.removeIf([](const ContainerState &c) { return !c.service.isEmpty(); });
    m_containers.append(tasks);
}

ContainerState *ContainerControl::container(const QString &name)
{
    for (ContainerState &state : m_containers) {
        if (state.name == name)
            return &state;
    }
    return nullptr;
}

QJsonObject ContainerControl::environment() const
{
    QJsonArray containers;
    for (const ContainerState &c : m_containers) {
        QJsonObject container = c.originalLimitsJson(QLatin1StringView("original_"));
        container.insert(QStringLiteral("image"), c.image);
        containers.append(container);
    }
    QJsonObject docker{
        {QStringLiteral("host"), m_endpoint.url()},
        {QStringLiteral("containers"), containers},
    };
    if (m_client && m_client->isNegotiated()) {
        docker.insert(QStringLiteral("version"), m_client->version().serverVersion);
        docker.insert(QStringLiteral("api_version"), m_client->version().apiVersion);
    }
    return docker;
}

void ContainerControl::announce(const QString &container, const QString &action, const QString &detail)
{
    emit actionTaken(container, action, detail, nowNs());
}

void ContainerControl::updateLimits(ContainerState &target, const ResourceLimits &limits, Done done)
{
    const QString name = target.name;
    if (!m_originalsFile.isEmpty() && !QFileInfo::exists(m_originalsFile)) {
        // On disk before the first change: a run killed after it leaves the way back.
        OriginalLimits originals;
        originals.dockerHost = m_dockerHost;
        originals.daemon = m_endpoint.url();
        originals.containers = m_containers;
        QString error;
        if (!originals.write(m_originalsFile, &error)) {
            done(tr("the original limits could not be recorded, so none was changed: %1").arg(error));
            return;
        }
    }
    DockerReply *update = m_client->update(target.id.isEmpty() ? name : target.id, limits);
    connect(update, &DockerReply::finished, this, [this, update, name, limits, done] {
        update->deleteLater();
        if (!update->succeeded()) {
            done(tr("Docker refused to change the limits of '%1' (%2): %3")
                     .arg(name, QString::fromUtf8(DockerClient::updateBody(limits)), update->errorString()));
            return;
        }
        ContainerState *state = container(name);
        DockerReply *inspect = m_client->inspect(state->id);
        connect(inspect, &DockerReply::finished, this, [this, inspect, name, done] {
            inspect->deleteLater();
            ContainerState *c = container(name);
            if (!inspect->succeeded()) {
                done(tr("cannot read back the limits of '%1': %2").arg(name, inspect->errorString()));
                return;
            }
            const ContainerInfo info = ContainerInfo::fromInspect(inspect->json().object());
            c->memoryBytes = info.memoryLimitBytes;
            c->memorySwapBytes = info.memorySwapBytes;
            c->nanoCpus = info.nanoCpus;
            announce(name, QStringLiteral("limits"), limitsDetail(*c));
            done(QString());
        });
    });
}

void ContainerControl::readStats(std::function<void(const StatsRecordBatch &records)> done)
{
    static const QVersionNumber oneShotApi{1, 41};
    if (!m_prepared || m_containers.isEmpty() || m_client->version().isPodman()
        || QVersionNumber::fromString(m_client->version().apiVersion) < oneShotApi) {
        done({});
        return;
    }
    struct Reading
    {
        StatsRecordBatch records;
        qsizetype outstanding = 0;
        std::function<void(const StatsRecordBatch &)> done;
    };
    // Tasks on other swarm nodes are read by their streams alone: this client talks to one daemon.
    QList<const ContainerState *> local;
    for (const ContainerState &c : std::as_const(m_containers)) {
        if (c.dockerHost.isEmpty())
            local.append(&c);
    }
    if (local.isEmpty()) {
        done({});
        return;
    }
    auto reading = std::make_shared<Reading>();
    reading->outstanding = local.size();
    reading->done = std::move(done);
    for (const ContainerState *state : std::as_const(local)) {
        const ContainerState &c = *state;
        DockerReply *reply = m_client->statsOnce(c.id.isEmpty() ? c.name : c.id);
        connect(reply, &DockerReply::finished, this, [reply, reading, name = c.name, id = c.id] {
            reply->deleteLater();
            if (reply->succeeded()) {
                StatsCalculator calculator;
                if (auto record = calculator.consume(reply->json().object())) {
                    if (record->container.isEmpty())
                        record->container = name;
                    if (record->containerId.isEmpty())
                        record->containerId = id;
                    reading->records.append(std::move(*record));
                }
            }
            if (--reading->outstanding == 0)
                reading->done(reading->records);
        });
    }
}

bool ContainerControl::anyLimitsChanged() const
{
    for (const ContainerState &c : m_containers) {
        if (c.limitsChanged())
            return true;
    }
    return false;
}

void ContainerControl::restoreLimits(std::function<void(const QStringList &problems)> done)
{
    restoreNext(0, std::make_shared<QStringList>(), [this, done](const QStringList &problems) {
        // While a limit may still be changed the file stays, for containerperf-cli restore.
        QFile originals(m_originalsFile);
        if (!problems.isEmpty() || m_originalsFile.isEmpty() || !originals.exists() || originals.remove()) {
            done(problems);
            return;
        }
        done({tr("the limits are back, but %1 could not be removed (%2): delete it, or it will be offered for "
                 "restoring again")
                  .arg(m_originalsFile, originals.errorString())});
    });
}

void ContainerControl::restoreNext(int index, std::shared_ptr<QStringList> problems,
                                   std::function<void(const QStringList &)> done)
{
    while (index < m_containers.size() && !m_containers[index].limitsChanged())
        ++index;
    if (index >= m_containers.size() || !m_client) {
        done(*problems);
        return;
    }
    ContainerState &c = m_containers[index];
    ResourceLimits limits;
    if (c.memoryBytes != c.originalMemoryBytes || c.memorySwapBytes != c.originalMemorySwapBytes) {
        const bool unlimited = c.originalMemoryBytes == 0;
        limits.memoryBytes = unlimited ? m_hostMemoryBytes : c.originalMemoryBytes;
        // An unlimited swap (-1 or 0) stays unlimited; a finite one comes back as it was.
        limits.memorySwapBytes = unlimited  ? m_hostMemoryBytes
            : c.originalMemorySwapBytes > 0 ? c.originalMemorySwapBytes
                                            : -1;
    }
    if (c.nanoCpus != c.originalNanoCpus)
        limits.nanoCpus = c.originalNanoCpus > 0 ? c.originalNanoCpus : m_hostNanoCpus;
    const QString name = c.name;
    updateLimits(c, limits, [this, index, problems, done, name](const QString &error) {
        ContainerState *state = container(name);
        if (!error.isEmpty()) {
            problems->append(tr("could not restore the original limits of '%1': %2").arg(name, error));
        } else if (state->limitsChanged()) {
            // The stand-ins for "unlimited" count as restored.
            const bool memoryOk = state->memoryBytes == state->originalMemoryBytes
                || (state->originalMemoryBytes == 0 && state->memoryBytes == m_hostMemoryBytes);
            const bool cpuOk = state->nanoCpus == state->originalNanoCpus
                || (state->originalNanoCpus == 0 && state->nanoCpus == m_hostNanoCpus);
            if (!memoryOk || !cpuOk)
                problems->append(tr("the limits of '%1' read back as memory %2 B, %3 nano-CPUs after restoring "
                                    "memory %4 B, %5 nano-CPUs")
                                     .arg(name)
                                     .arg(state->memoryBytes)
                                     .arg(state->nanoCpus)
                                     .arg(state->originalMemoryBytes)
                                     .arg(state->originalNanoCpus));
            // The originals stay as inspect gave them: experiment.json records an unlimited
            // container as 0, not as the stand-in it was restored to (docs/specification.md#restoring-limits).
        }
        restoreNext(index + 1, problems, done);
    });
}

} // namespace cp
