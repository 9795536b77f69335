#include "docker/swarm_service.h"

#include "docker/docker_time.h"

#include <QJsonArray>

namespace cp {

namespace {

QJsonObject object(const QJsonObject &parent, QLatin1StringView key)
{
    return parent.value(key).toObject();
}

// Resources.Limits of a TaskTemplate (a task's Spec has the same shape).
QJsonObject limitsOf(const QJsonObject &taskSpec)
{
    return object(object(taskSpec, QLatin1StringView("Resources")), QLatin1StringView("Limits"));
}

// A spec with `change` applied to a copy of its TaskTemplate.
template<typename Change>
QJsonObject withTaskTemplate(QJsonObject spec, Change change)
{
    QJsonObject task = object(spec, QLatin1StringView("TaskTemplate"));
    change(task);
    spec.insert(QStringLiteral("TaskTemplate"), task);
    return spec;
}

} // namespace

SwarmNode SwarmNode::fromJson(const QJsonObject &node)
{
    SwarmNode result;
    result.id = node.value(QLatin1StringView("ID")).toString();
    const QJsonObject description = object(node, QLatin1StringView("Description"));
    result.hostname = description.value(QLatin1StringView("Hostname")).toString();
    const QJsonObject status = object(node, QLatin1StringView("Status"));
    result.address = status.value(QLatin1StringView("Addr")).toString();
    result.state = status.value(QLatin1StringView("State")).toString();
    const QJsonObject spec = object(node, QLatin1StringView("Spec"));
    result.role = spec.value(QLatin1StringView("Role")).toString();
    result.availability = spec.value(QLatin1StringView("Availability")).toString();
    return result;
}

QString SwarmNode::label() const
{
    return hostname.isEmpty() ? id.left(12) : QStringLiteral("%1 (%2)").arg(hostname, address);
}

SwarmTask SwarmTask::fromJson(const QJsonObject &task)
{
    SwarmTask result;
    result.id = task.value(QLatin1StringView("ID")).toString();
    result.serviceId = task.value(QLatin1StringView("ServiceID")).toString();
    result.nodeId = task.value(QLatin1StringView("NodeID")).toString();
    result.slot = task.value(QLatin1StringView("Slot")).toInt();
    result.createdNs = parseDockerTime(task.value(QLatin1StringView("CreatedAt")).toString()).value_or(0);
    result.desiredState = task.value(QLatin1StringView("DesiredState")).toString();
    const QJsonObject status = object(task, QLatin1StringView("Status"));
    result.state = status.value(QLatin1StringView("State")).toString();
    result.message = status.value(QLatin1StringView("Err")).toString();
    if (result.message.isEmpty())
        result.message = status.value(QLatin1StringView("Message")).toString();
    const QJsonObject container = object(status, QLatin1StringView("ContainerStatus"));
    result.containerId = container.value(QLatin1StringView("ContainerID")).toString();
    result.exitCode = container.value(QLatin1StringView("ExitCode")).toInt(-1);
    const QJsonObject limits = limitsOf(object(task, QLatin1StringView("Spec")));
    result.memoryLimitBytes = limits.value(QLatin1StringView("MemoryBytes")).toInteger();
    result.nanoCpus = limits.value(QLatin1StringView("NanoCPUs")).toInteger();
    return result;
}

bool SwarmTask::hasEnded() const
{
    static const QStringList ended = {QStringLiteral("complete"), QStringLiteral("failed"),
                                      QStringLiteral("rejected"), QStringLiteral("shutdown"),
                                      QStringLiteral("orphaned"), QStringLiteral("remove")};
    return ended.contains(state);
}

SwarmService SwarmService::fromJson(const QJsonObject &service)
{
    SwarmService result;
    result.id = service.value(QLatin1StringView("ID")).toString();
    result.version =
        quint64(object(service, QLatin1StringView("Version")).value(QLatin1StringView("Index")).toInteger());
    result.spec = object(service, QLatin1StringView("Spec"));
    result.name = result.spec.value(QLatin1StringView("Name")).toString();
    const QJsonObject task = object(result.spec, QLatin1StringView("TaskTemplate"));
    result.image = object(task, QLatin1StringView("ContainerSpec")).value(QLatin1StringView("Image")).toString();
    // The image is pinned by digest when a registry knows it ("name:tag@sha256:…"): the name is what a user reads.
    result.image = result.image.section(QLatin1Char('@'), 0, 0);
    const QJsonObject limits = limitsOf(task);
    result.memoryLimitBytes = limits.value(QLatin1StringView("MemoryBytes")).toInteger();
    result.nanoCpus = limits.value(QLatin1StringView("NanoCPUs")).toInteger();
    const QJsonObject mode = object(result.spec, QLatin1StringView("Mode"));
    if (mode.contains(QLatin1StringView("Replicated"))) {
        result.mode = QStringLiteral("replicated");
        result.replicas = object(mode, QLatin1StringView("Replicated")).value(QLatin1StringView("Replicas")).toInt();
    } else if (mode.contains(QLatin1StringView("Global"))) {
        result.mode = QStringLiteral("global");
    } else if (mode.contains(QLatin1StringView("ReplicatedJob"))) {
        result.mode = QStringLiteral("replicated-job");
    } else if (mode.contains(QLatin1StringView("GlobalJob"))) {
        result.mode = QStringLiteral("global-job");
    }
    const QJsonObject update = object(service, QLatin1StringView("UpdateStatus"));
    result.updateState = update.value(QLatin1StringView("State")).toString();
    result.updateMessage = update.value(QLatin1StringView("Message")).toString();
    const QJsonArray ports = object(service, QLatin1StringView("Endpoint")).value(QLatin1StringView("Ports")).toArray();
    for (const QJsonValue &port : ports) {
        if (const int published = port.toObject().value(QLatin1StringView("PublishedPort")).toInt(); published > 0)
            result.publishedPorts.append(quint16(published));
    }
    return result;
}

QJsonObject SwarmService::specWithLimits(std::int64_t memory, std::int64_t cpus) const
{
    return withTaskTemplate(spec, [&](QJsonObject &task) {
        QJsonObject resources = object(task, QLatin1StringView("Resources"));
        QJsonObject limits = object(resources, QLatin1StringView("Limits"));
        // Absent, not 0: Swarm reads a missing limit as none.
        const auto set = [&limits](const QString &key, std::int64_t value) {
            if (value > 0)
                limits.insert(key, qint64(value));
            else
                limits.remove(key);
        };
        set(QStringLiteral("MemoryBytes"), memory);
        set(QStringLiteral("NanoCPUs"), cpus);
        resources.insert(QStringLiteral("Limits"), limits);
        task.insert(QStringLiteral("Resources"), resources);
    });
}

QJsonObject SwarmService::specWithReplicas(int count) const
{
    QJsonObject result = spec;
    QJsonObject modeSpec = object(result, QLatin1StringView("Mode"));
    QJsonObject replicated = object(modeSpec, QLatin1StringView("Replicated"));
    replicated.insert(QStringLiteral("Replicas"), count);
    modeSpec.insert(QStringLiteral("Replicated"), replicated);
    result.insert(QStringLiteral("Mode"), modeSpec);
    return result;
}

QJsonObject SwarmService::specForcingUpdate() const
{
    return withTaskTemplate(spec, [](QJsonObject &task) {
        task.insert(QStringLiteral("ForceUpdate"), task.value(QLatin1StringView("ForceUpdate")).toInteger() + 1);
    });
}

QJsonObject SwarmService::specRestoredOver(const SwarmService &current) const
{
    const QJsonValue forced =
        object(current.spec, QLatin1StringView("TaskTemplate")).value(QLatin1StringView("ForceUpdate"));
    return withTaskTemplate(spec, [&forced](QJsonObject &task) {
        if (forced.isUndefined())
            task.remove(QStringLiteral("ForceUpdate"));
        else
            task.insert(QStringLiteral("ForceUpdate"), forced);
    });
}

QString SwarmService::suggestedUrl() const
{
    return publishedPorts.isEmpty() ? QString()
                                    : QStringLiteral("http://127.0.0.1:%1").arg(publishedPorts.constFirst());
}

QJsonObject SwarmService::toJson() const
{
    QJsonArray ports;
    for (const quint16 port : publishedPorts)
        ports.append(port);
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("image"), image},
        {QStringLiteral("mode"), mode},
        {QStringLiteral("replicas"), replicas},
        {QStringLiteral("memory_limit_bytes"), qint64(memoryLimitBytes)},
        {QStringLiteral("nano_cpus"), qint64(nanoCpus)},
        {QStringLiteral("published_ports"), ports},
    };
}

QList<SwarmTask> SwarmListing::tasksOf(const QString &serviceId) const
{
    QList<SwarmTask> result;
    for (const SwarmTask &task : tasks) {
        if (task.serviceId == serviceId)
            result.append(task);
    }
    return result;
}

SwarmNode SwarmListing::node(const QString &nodeId) const
{
    for (const SwarmNode &candidate : nodes) {
        if (candidate.id == nodeId)
            return candidate;
    }
    SwarmNode unknown;
    unknown.id = nodeId;
    return unknown;
}

const SwarmTask *SwarmListing::taskInContainer(const QString &containerId) const
{
    for (const SwarmTask &task : tasks) {
        if (!containerId.isEmpty() && task.containerId == containerId)
            return &task;
    }
    return nullptr;
}

const SwarmService *SwarmListing::service(const QString &serviceId) const
{
    for (const SwarmService &candidate : services) {
        if (candidate.id == serviceId)
            return &candidate;
    }
    return nullptr;
}

} // namespace cp
