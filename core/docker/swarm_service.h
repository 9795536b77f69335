#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace cp {

// A Swarm node as GET /nodes describes it (docs/scale-out.md).
struct SwarmNode
{
    QString id;
    QString hostname;
    QString address;      // Status.Addr: where the node's daemon is reached from the swarm
    QString role;         // "manager", "worker"
    QString state;        // "ready", "down", …
    QString availability; // Spec.Availability: "active", "pause", "drain"

    // Ready, and taking new tasks.
    bool takesTasks() const { return state == QLatin1String("ready") && availability == QLatin1String("active"); }

    // "host (address)" as lists show a node, or its short id when it has no host name.
    QString label() const;
    static SwarmNode fromJson(const QJsonObject &node);
};

// A task of a service as GET /tasks describes it: one slot's container on one node.
struct SwarmTask
{
    QString id;
    QString serviceId;
    QString nodeId;
    int slot = 0;
    QString state;                     // Status.State: "running", "shutdown", "failed", …
    QString desiredState;              // "running", "shutdown"
    QString message;                   // Status.Err, else Status.Message: why a task is not running
    QString containerId;               // Status.ContainerStatus.ContainerID, empty until it has one
    int exitCode = -1;                 // Status.ContainerStatus.ExitCode once its process ended
    std::int64_t createdNs = 0;        // CreatedAt, epoch ns
    std::int64_t memoryLimitBytes = 0; // Spec.Resources.Limits: what the task was created with
    std::int64_t nanoCpus = 0;

    bool isRunning() const { return state == QLatin1String("running"); }
    // A state a task never leaves: "complete", "failed", "rejected", "shutdown", "orphaned", "remove".
    bool hasEnded() const;
    static SwarmTask fromJson(const QJsonObject &task);
};

// A service as GET /services/{id} describes it. `spec` is kept whole: an update
// sends the full spec back, and the original is what restoring puts back.
struct SwarmService
{
    QString id;
    QString name;
    QString image;
    std::uint64_t version = 0; // Version.Index: an update names it, so two updates cannot race
    QJsonObject spec;
    // Spec.Mode: "replicated", "global", "replicated-job", "global-job".
    QString mode;
    int replicas = 0; // replicated mode
    std::int64_t memoryLimitBytes = 0;
    std::int64_t nanoCpus = 0;
    QString updateState;           // UpdateStatus.State: "updating", "completed", "paused", "rollback_…", or empty
    QString updateMessage;         // UpdateStatus.Message
    QList<quint16> publishedPorts; // Endpoint.Ports[].PublishedPort

    // The spec with new resource limits (0: unlimited) for POST /services/{id}/update.
    QJsonObject specWithLimits(std::int64_t memoryBytes, std::int64_t nanoCpus) const;
    QJsonObject specWithReplicas(int count) const;
    // The spec with TaskTemplate.ForceUpdate raised: every task is replaced
    // although nothing else changed.
    QJsonObject specForcingUpdate() const;
    // This (original) spec, to put back over `current`: with current's
    // TaskTemplate.ForceUpdate, as lowering it would replace every task once more.
    QJsonObject specRestoredOver(const SwarmService &current) const;
    QJsonObject toJson() const;
    // http://127.0.0.1:PORT for its first published port, else empty (as ContainerInfo::suggestedUrl).
    QString suggestedUrl() const;

    static SwarmService fromJson(const QJsonObject &service);
};

// What a swarm manager runs, for the container list (docs/scale-out.md#swarm-services-as-targets):
// every service, their running tasks and the nodes. Empty from a daemon outside a swarm
// or on a worker node, which cannot say.
struct SwarmListing
{
    bool manager = false; // the daemon answered as a manager
    QList<SwarmService> services;
    QList<SwarmTask> tasks; // running ones, by service and slot
    QList<SwarmNode> nodes;

    QList<SwarmTask> tasksOf(const QString &serviceId) const;
    // The node with this id, or one with only the id set.
    SwarmNode node(const QString &nodeId) const;
    // The task that runs in `containerId`, or null.
    const SwarmTask *taskInContainer(const QString &containerId) const;
    const SwarmService *service(const QString &serviceId) const;
};

} // namespace cp

Q_DECLARE_METATYPE(cp::SwarmListing)
