#include "config/generators_json.h"

#include "config/json_reader.h"

namespace cp {

QJsonObject generatorsToJson(const SwarmGenerators &generators)
{
    if (generators.replicas == 0)
        return {};
    return QJsonObject{{QStringLiteral("swarm"),
                        QJsonObject{
                            {QStringLiteral("replicas"), generators.replicas},
                            {QStringLiteral("image"), generators.image},
                            {QStringLiteral("network"), generators.network},
                        }}};
}

std::optional<SwarmGenerators> generatorsFromJson(const QJsonObject &object, const QString &path, QStringList &errors)
{
    JsonReader outer(object, path, errors);
    outer.rejectUnknown({QLatin1StringView("swarm")});
    SwarmGenerators generators;
    const qsizetype before = errors.size();
    if (const auto swarm = outer.object(QLatin1StringView("swarm"))) {
        JsonReader r(*swarm, outer.pathOf(QLatin1StringView("swarm")), errors);
        r.rejectUnknown({QLatin1StringView("replicas"), QLatin1StringView("image"), QLatin1StringView("network")});
        if (const auto v = r.number(QLatin1StringView("replicas"), 1, SwarmGenerators::MaxReplicas, true))
            generators.replicas = int(*v);
        else if (!r.has(QLatin1StringView("replicas")))
            r.error(r.pathOf(QLatin1StringView("replicas")), JsonReader::tr("missing: how many generators to run"));
        if (const auto v = r.string(QLatin1StringView("image")))
            generators.image = *v;
        if (const auto v = r.string(QLatin1StringView("network"))) {
            if (v->isEmpty())
                r.error(r.pathOf(QLatin1StringView("network")),
                        JsonReader::tr("expected a network's name, e.g. \"host\""));
            else
                generators.network = *v;
        }
    }
    if (errors.size() > before)
        return std::nullopt;
    return generators;
}

} // namespace cp
