#include "docker/docker_client.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace cp {

DockerClient::DockerClient(const DockerEndpoint &endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
{ }

QString DockerClient::negotiatedVersion(const QString &daemonVersion)
{
    const QStringList parts = daemonVersion.split(QLatin1Char('.'));
    bool majorOk = false;
    bool minorOk = false;
    const int major = parts.value(0).toInt(&majorOk);
    const int minor = parts.value(1).toInt(&minorOk);
    if (parts.size() != 2 || !majorOk || !minorOk)
        return {};
    if (QVersionNumber(major, minor) > NewestApi)
        return NewestApi.toString();
    return daemonVersion;
}

QString DockerClient::unreachableMessage(const DockerEndpoint &endpoint, const QString &cause)
{
    // Without them a TLS daemon refuses the handshake: that, not a stopped daemon, is what to fix.
    if (const QStringList missing = endpoint.missingCertificates(); !missing.isEmpty())
        return tr("cannot talk to the Docker daemon at %1 (%2) over TLS: %3. Its certificates are missing: no %4 "
                  "in %5 (%6). Put the daemon's ca.pem, cert.pem and key.pem there, or point DOCKER_CERT_PATH at the "
                  "directory that holds them.")
            .arg(endpoint.url(), endpoint.origin.isEmpty() ? tr("chosen address") : endpoint.origin, cause,
                 missing.join(QStringLiteral(", ")), endpoint.certPath, endpoint.certOrigin);
    return tr("no Docker daemon answers at %1 (%2): %3. Start the daemon (e.g. 'sudo systemctl start docker' "
              "or run dockerd), make sure you may use its socket (add yourself to the docker group: "
              "'sudo usermod -aG docker $USER', then log in again), or point DOCKER_HOST at the right daemon.")
        .arg(endpoint.url(), endpoint.origin.isEmpty() ? tr("chosen address") : endpoint.origin, cause);
}

QString DockerClient::notDockerMessage(const DockerEndpoint &endpoint, const QString &cause)
{
    return tr("something answers at %1 (%2), but not as the Docker Engine API does: %3. Point DOCKER_HOST (or the "
              "Docker context) at a Docker or Podman daemon; if it is one, check that nothing else holds its address.")
        .arg(endpoint.url(), endpoint.origin.isEmpty() ? tr("chosen address") : endpoint.origin, cause);
}

DockerReply *DockerClient::unversionedRequest(const QByteArray &path, int totalMs)
{
    auto *reply = new DockerReply(m_endpoint, QByteArrayLiteral("GET"), path, {}, DockerReply::Mode::Buffered, this);
    reply->setTimeouts(5000, totalMs);
    // Started from the event loop so no signal can fire before the caller connects.
    QTimer::singleShot(0, reply, &DockerReply::start);
    return reply;
}

void DockerClient::negotiationStep(const QByteArray &path, const std::function<void(DockerReply *)> &then)
{
    DockerReply *reply = unversionedRequest(path, 10000);
    connect(reply, &DockerReply::finished, this, [this, reply, then] {
        reply->deleteLater();
        // A daemon answers /_ping (with "OK") and /version with 200; an error
        // status or bytes that are no HTTP come from something else.
        if (!reply->succeeded()) {
            emit negotiationFailed(reply->transportFailed() && !reply->answerMalformed()
                                       ? unreachableMessage(m_endpoint, reply->errorString())
                                       : notDockerMessage(m_endpoint, reply->errorString()));
            return;
        }
        then(reply);
    });
}

void DockerClient::negotiate()
{
    m_version = {};
    m_prefix.clear();
    negotiationStep(QByteArrayLiteral("/_ping"), [this](DockerReply *ping) {
        const QString libpod = QString::fromLatin1(ping->header("libpod-api-version"));
        const QString pingApi = QString::fromLatin1(ping->header("api-version"));
        negotiationStep(QByteArrayLiteral("/version"), [this, libpod, pingApi](DockerReply *version) {
            const QJsonDocument document = version->json();
            if (!document.isObject()) {
                emit negotiationFailed(notDockerMessage(m_endpoint, tr("its answer to /version is not a JSON object")));
                return;
            }
            const QJsonObject object = document.object();
            DockerVersion result;
            result.daemonApiVersion = object.value(QLatin1StringView("ApiVersion")).toString(pingApi);
            result.apiVersion = negotiatedVersion(result.daemonApiVersion);
            result.serverVersion = object.value(QLatin1StringView("Version")).toString();
            result.os = object.value(QLatin1StringView("Os")).toString();
            result.kernelVersion = object.value(QLatin1StringView("KernelVersion")).toString();
            result.libpodApiVersion = libpod;
            if (result.apiVersion.isEmpty()) {
                emit negotiationFailed(tr("the daemon at %1 reports an API version '%2' that ContainerPerf cannot read")
                                           .arg(m_endpoint.url(), result.daemonApiVersion));
                return;
            }
            m_version = result;
            m_prefix = "/v" + result.apiVersion.toLatin1();
            emit negotiated(m_version);
        });
    });
}

DockerReply *DockerClient::request(const QByteArray &method, const QByteArray &path, const QByteArray &body,
                                   DockerReply::Mode mode, int totalMs)
{
    auto *reply = new DockerReply(m_endpoint, method, m_prefix + path, body, mode, this);
    reply->setTimeouts(5000, mode == DockerReply::Mode::Stream ? 0 : totalMs);
    QTimer::singleShot(0, reply, &DockerReply::start);
    return reply;
}

QByteArray DockerClient::encode(const QString &component)
{
    return QUrl::toPercentEncoding(component);
}

DockerReply *DockerClient::listContainers(bool all)
{
    return request(QByteArrayLiteral("GET"),
                   all ? QByteArrayLiteral("/containers/json?all=true") : QByteArrayLiteral("/containers/json"));
}

DockerReply *DockerClient::inspect(const QString &container)
{
    return request(QByteArrayLiteral("GET"), "/containers/" + encode(container) + "/json");
}

DockerReply *DockerClient::post(const QString &container, const QByteArray &action, const QByteArray &query,
                                int totalMs)
{
    return request(QByteArrayLiteral("POST"), "/containers/" + encode(container) + '/' + action + query, {},
                   DockerReply::Mode::Buffered, totalMs);
}

DockerReply *DockerClient::start(const QString &container)
{
    return post(container, QByteArrayLiteral("start"), {}, 60000);
}

DockerReply *DockerClient::stop(const QString &container, int timeoutSeconds)
{
    return post(container, QByteArrayLiteral("stop"), "?t=" + QByteArray::number(timeoutSeconds),
                (timeoutSeconds + 30) * 1000);
}

DockerReply *DockerClient::kill(const QString &container)
{
    return post(container, QByteArrayLiteral("kill"), QByteArrayLiteral("?signal=KILL"), 30000);
}

DockerReply *DockerClient::restart(const QString &container, int timeoutSeconds)
{
    return post(container, QByteArrayLiteral("restart"), "?t=" + QByteArray::number(timeoutSeconds),
                (timeoutSeconds + 60) * 1000);
}

QByteArray DockerClient::updateBody(const ResourceLimits &limits)
{
    QJsonObject body;
    if (limits.memoryBytes) {
        body.insert(QStringLiteral("Memory"), qint64(*limits.memoryBytes));
        body.insert(QStringLiteral("MemorySwap"), qint64(limits.memorySwapBytes.value_or(*limits.memoryBytes)));
    }
    if (limits.nanoCpus)
        body.insert(QStringLiteral("NanoCpus"), qint64(*limits.nanoCpus));
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

DockerReply *DockerClient::update(const QString &container, const ResourceLimits &limits)
{
    return request(QByteArrayLiteral("POST"), "/containers/" + encode(container) + "/update", updateBody(limits));
}

DockerReply *DockerClient::swarmServices()
{
    return request(QByteArrayLiteral("GET"), QByteArrayLiteral("/services"));
}

DockerReply *DockerClient::swarmService(const QString &service)
{
    return request(QByteArrayLiteral("GET"), "/services/" + encode(service));
}

DockerReply *DockerClient::swarmTasks(const QString &serviceId)
{
    const QJsonObject filters = serviceId.isEmpty()
        ? QJsonObject{{QStringLiteral("desired-state"), QJsonArray{QStringLiteral("running")}}}
        : QJsonObject{{QStringLiteral("service"), QJsonArray{QJsonValue(serviceId)}}};
    return request(
        QByteArrayLiteral("GET"),
        QByteArrayLiteral("/tasks?filters=")
            + QUrl::toPercentEncoding(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact))));
}

DockerReply *DockerClient::swarmNodes()
{
    return request(QByteArrayLiteral("GET"), QByteArrayLiteral("/nodes"));
}

DockerReply *DockerClient::updateSwarmService(const QString &serviceId, std::uint64_t version, const QJsonObject &spec)
{
    return request(QByteArrayLiteral("POST"),
                   "/services/" + encode(serviceId) + "/update?version=" + QByteArray::number(quint64(version)),
                   QJsonDocument(spec).toJson(QJsonDocument::Compact));
}

DockerReply *DockerClient::stats(const QString &container)
{
    return request(QByteArrayLiteral("GET"), "/containers/" + encode(container) + "/stats?stream=true", {},
                   DockerReply::Mode::Stream);
}

DockerReply *DockerClient::statsOnce(const QString &container)
{
    return request(QByteArrayLiteral("GET"), "/containers/" + encode(container) + "/stats?stream=false&one-shot=true");
}

DockerReply *DockerClient::containerEvents(const QStringList &actions)
{
    QJsonObject filters{{QStringLiteral("type"), QJsonArray{QStringLiteral("container")}}};
    if (!actions.isEmpty())
        filters.insert(QStringLiteral("event"), QJsonArray::fromStringList(actions));
    return request(
        QByteArrayLiteral("GET"),
        "/events?filters="
            + QUrl::toPercentEncoding(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact))),
        {}, DockerReply::Mode::Stream);
}

QList<ContainerInfo> DockerClient::containersFrom(const DockerReply *reply, QString *error)
{
    const QJsonDocument document = reply->json();
    const QJsonArray entries = document.array();
    const bool isList = document.isArray()
        && std::all_of(entries.begin(), entries.end(), [](const QJsonValue &entry) { return entry.isObject(); });
    if (!isList) {
        if (error)
            *error = tr("its answer to %1 is not a JSON array of containers").arg(QString::fromUtf8(reply->path()));
        return {};
    }
    QList<ContainerInfo> containers;
    for (const auto &entry : entries)
        containers.append(ContainerInfo::fromListEntry(entry.toObject()));
    return containers;
}

} // namespace cp
