#pragma once

#include "docker/container_info.h"
#include "docker/docker_endpoint.h"
#include "docker/docker_reply.h"

#include <QJsonObject>
#include <QObject>
#include <QVersionNumber>

#include <functional>
#include <optional>

namespace cp {

// What GET /_ping and GET /version said.
struct DockerVersion
{
    QString apiVersion;       // negotiated, e.g. "1.41": the "/v1.41" prefix of every call
    QString daemonApiVersion; // the newest the daemon speaks
    QString serverVersion;    // "20.10.24+dfsg1"
    QString os;
    QString kernelVersion;
    QString libpodApiVersion; // set when the daemon is Podman
    bool isPodman() const { return !libpodApiVersion.isEmpty(); }
};

// New resource limits for POST /containers/{id}/update (docs/specification.md#sweeps).
struct ResourceLimits
{
    std::optional<std::int64_t> memoryBytes;     // Memory; MemorySwap is sent with it
    std::optional<std::int64_t> memorySwapBytes; // defaults to memoryBytes: no swap beyond the limit
    std::optional<std::int64_t> nanoCpus;        // NanoCpus, 1e9 = one CPU
};

// Asynchronous Docker Engine API client (docs/specification.md#docker). Every call returns a started
// DockerReply the caller owns (parented to this client; deleteLater() it when
// done). Works in the thread it lives in and never blocks that thread.
class DockerClient : public QObject
{
    Q_OBJECT
public:
    // The newest Engine API version whose shapes ContainerPerf knows.
    static inline const QVersionNumber NewestApi{1, 45};

    explicit DockerClient(const DockerEndpoint &endpoint, QObject *parent = nullptr);

    const DockerEndpoint &endpoint() const { return m_endpoint; }

    // GET /_ping, then GET /version; ends in negotiated() or negotiationFailed().
    void negotiate();
    bool isNegotiated() const { return !m_version.apiVersion.isEmpty(); }
    const DockerVersion &version() const { return m_version; }

    // Any call below the negotiated "/v1.NN" prefix; `path` starts with '/'.
    DockerReply *request(const QByteArray &method, const QByteArray &path, const QByteArray &body = {},
                         DockerReply::Mode mode = DockerReply::Mode::Buffered, int totalMs = 30000);
    // A call outside the version prefix (/_ping, /version).
    DockerReply *unversionedRequest(const QByteArray &path, int totalMs);

    DockerReply *listContainers(bool all);
    DockerReply *inspect(const QString &container);
    DockerReply *start(const QString &container);
    DockerReply *stop(const QString &container, int timeoutSeconds = 10);
    DockerReply *restart(const QString &container, int timeoutSeconds = 10);
    // SIGKILL, no grace period.
    DockerReply *kill(const QString &container);
    DockerReply *update(const QString &container, const ResourceLimits &limits);
    // GET /containers/{id}/stats?stream=true: one record per reading.
    DockerReply *stats(const QString &container);
    // GET /containers/{id}/stats?stream=false&one-shot=true: one reading, taken at
    // once (API 1.41 on; older daemons wait a sampling interval for precpu_stats).
    DockerReply *statsOnce(const QString &container);
    // GET /events for containers, from now on, with the given actions (empty: all).
    DockerReply *containerEvents(const QStringList &actions);

    // Swarm (docs/scale-out.md); a daemon outside a swarm answers 503.
    DockerReply *swarmServices();
    DockerReply *swarmService(const QString &service);
    // Every task of the service, of every state: the caller picks. An empty id:
    // the running tasks of every service.
    DockerReply *swarmTasks(const QString &serviceId);
    DockerReply *swarmNodes();
    // POST /services/{id}/update?version=N with the whole spec.
    DockerReply *updateSwarmService(const QString &serviceId, std::uint64_t version, const QJsonObject &spec);

    // Empty, with *error set, when the answer is not a JSON array of containers.
    static QList<ContainerInfo> containersFrom(const DockerReply *reply, QString *error = nullptr);
    static QByteArray updateBody(const ResourceLimits &limits);
    // "no daemon answers at …" plus what to do: the message a user sees when no daemon answers;
    // over TLS without the certificates, that they are missing and where they were looked for.
    static QString unreachableMessage(const DockerEndpoint &endpoint, const QString &cause);
    // The message a user sees when something answers at the daemon's address, but not
    // as the Docker Engine API does.
    static QString notDockerMessage(const DockerEndpoint &endpoint, const QString &cause);
    // min(daemon, NewestApi*) as "1.NN"; empty when `daemonVersion` is unparsable.
    static QString negotiatedVersion(const QString &daemonVersion);

signals:
    void negotiated(const cp::DockerVersion &version);
    void negotiationFailed(const QString &message);

private:
    // One call of negotiate(): GET `path` outside the version prefix, then `then`
    // with the reply once it succeeded; any other answer ends the negotiation.
    void negotiationStep(const QByteArray &path, const std::function<void(DockerReply *)> &then);
    static QByteArray encode(const QString &component);
    DockerReply *post(const QString &container, const QByteArray &action, const QByteArray &query, int totalMs);

    DockerEndpoint m_endpoint;
    DockerVersion m_version;
    QByteArray m_prefix;
};

} // namespace cp

Q_DECLARE_METATYPE(cp::DockerVersion)
