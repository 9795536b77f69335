#include "docker/container_info.h"

#include <QJsonArray>

namespace cp {

namespace {

QString withoutSlash(QString name)
{
    if (name.startsWith(QLatin1Char('/')))
        name.remove(0, 1);
    return name;
}

// Podman spells the id "ID" in places where Docker writes "Id".
QString idOf(const QJsonObject &object)
{
    const QString id = object.value(QLatin1StringView("Id")).toString();
    return id.isEmpty() ? object.value(QLatin1StringView("ID")).toString() : id;
}

} // namespace

QString ContainerInfo::suggestedUrl() const
{
    for (const auto &port : ports) {
        if (port.protocol != QLatin1String("tcp") || port.hostPort == 0)
            continue;
        if (port.hostIp == QLatin1String("0.0.0.0") || port.hostIp == QLatin1String("127.0.0.1")
            || port.hostIp.isEmpty())
            return QStringLiteral("http://127.0.0.1:%1").arg(port.hostPort);
    }
    return {};
}

QJsonObject PublishedPort::toJson() const
{
    return QJsonObject{
        {QStringLiteral("host_ip"), hostIp},
        {QStringLiteral("host_port"), hostPort},
        {QStringLiteral("container_port"), containerPort},
        {QStringLiteral("protocol"), protocol},
    };
}

QJsonObject ContainerInfo::toJson() const
{
    QJsonArray portArray;
    for (const auto &port : ports)
        portArray.append(port.toJson());
    const QString url = suggestedUrl();
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("image"), image},
        {QStringLiteral("state"), state},
        {QStringLiteral("status"), status},
        {QStringLiteral("ports"), portArray},
        {QStringLiteral("url"), url.isEmpty() ? QJsonValue() : QJsonValue(url)},
    };
}

ContainerInfo ContainerInfo::fromListEntry(const QJsonObject &entry)
{
    ContainerInfo info;
    info.id = idOf(entry);
    info.name = withoutSlash(entry.value(QLatin1StringView("Names")).toArray().first().toString());
    info.image = entry.value(QLatin1StringView("Image")).toString();
    info.state = entry.value(QLatin1StringView("State")).toString();
    info.status = entry.value(QLatin1StringView("Status")).toString();
    for (const auto &value : entry.value(QLatin1StringView("Ports")).toArray()) {
        const QJsonObject port = value.toObject();
        info.ports.append(PublishedPort{
            port.value(QLatin1StringView("IP")).toString(),
            quint16(port.value(QLatin1StringView("PublicPort")).toInt()),
            quint16(port.value(QLatin1StringView("PrivatePort")).toInt()),
            port.value(QLatin1StringView("Type")).toString(),
        });
    }
    return info;
}

ContainerInfo ContainerInfo::fromInspect(const QJsonObject &inspect)
{
    ContainerInfo info;
    info.id = idOf(inspect);
    info.name = withoutSlash(inspect.value(QLatin1StringView("Name")).toString());
    info.image = inspect.value(QLatin1StringView("Config")).toObject().value(QLatin1StringView("Image")).toString();
    const QJsonObject state = inspect.value(QLatin1StringView("State")).toObject();
    info.state = state.value(QLatin1StringView("Status")).toString();
    info.status = info.state;
    const QJsonObject host = inspect.value(QLatin1StringView("HostConfig")).toObject();
    info.memoryLimitBytes = host.value(QLatin1StringView("Memory")).toInteger();
    info.memorySwapBytes = host.value(QLatin1StringView("MemorySwap")).toInteger();
    info.nanoCpus = host.value(QLatin1StringView("NanoCpus")).toInteger();
    // NetworkSettings.Ports: {"8080/tcp": [{"HostIp": "127.0.0.1", "HostPort": "32768"}]}
    const QJsonObject ports =
        inspect.value(QLatin1StringView("NetworkSettings")).toObject().value(QLatin1StringView("Ports")).toObject();
    for (auto it = ports.constBegin(); it != ports.constEnd(); ++it) {
        const QStringList key = it.key().split(QLatin1Char('/'));
        for (const auto &binding : it.value().toArray()) {
            const QJsonObject object = binding.toObject();
            info.ports.append(PublishedPort{
                object.value(QLatin1StringView("HostIp")).toString(),
                quint16(object.value(QLatin1StringView("HostPort")).toString().toUShort()),
                quint16(key.value(0).toUShort()),
                key.value(1, QStringLiteral("tcp")),
            });
        }
    }
    return info;
}

} // namespace cp
