#include "docker/docker_event_parser.h"

namespace cp {

QStringList watchedContainerActions()
{
    return {
        QStringLiteral("create"), QStringLiteral("start"),   QStringLiteral("restart"), QStringLiteral("kill"),
        QStringLiteral("die"),    QStringLiteral("stop"),    QStringLiteral("oom"),     QStringLiteral("destroy"),
        QStringLiteral("pause"),  QStringLiteral("unpause"), QStringLiteral("update"),  QStringLiteral("rename"),
    };
}

std::optional<DockerEvent> parseDockerEvent(const QJsonObject &event)
{
    const QString type = event.value(QLatin1StringView("Type")).toString();
    if (!type.isEmpty() && type != QLatin1String("container"))
        return std::nullopt;
    const QJsonObject actor = event.value(QLatin1StringView("Actor")).toObject();
    const QJsonObject attributes = actor.value(QLatin1StringView("Attributes")).toObject();

    DockerEvent result;
    result.action =
        event.value(QLatin1StringView("Action")).toString(event.value(QLatin1StringView("status")).toString());
    if (result.action.isEmpty())
        return std::nullopt;
    result.containerId = actor.value(QLatin1StringView("ID")).toString(event.value(QLatin1StringView("id")).toString());
    result.container = attributes.value(QLatin1StringView("name")).toString();
    const qint64 nano = event.value(QLatin1StringView("timeNano")).toInteger();
    if (nano > 0) {
        result.timeNs = nano;
    } else {
        // Seconds beyond 2262 or before 1970 are no time an event happened: dropped, not wrapped.
        const qint64 seconds = event.value(QLatin1StringView("time")).toInteger();
        if (seconds < 0 || __builtin_mul_overflow(seconds, qint64(1'000'000'000), &result.timeNs))
            return std::nullopt;
    }

    QStringList detail;
    for (const auto key : {QLatin1StringView("exitCode"), QLatin1StringView("signal"), QLatin1StringView("oldName")}) {
        if (attributes.contains(key))
            detail.append(QString(key) + QLatin1Char('=') + attributes.value(key).toString());
    }
    result.detail = detail.join(QLatin1Char(' '));
    return result;
}

} // namespace cp
