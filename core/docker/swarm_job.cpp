#include "docker/swarm_job.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

namespace cp {

QJsonObject GeneratorJob::secretSpec(const QByteArray &experimentJson) const
{
    return QJsonObject{
        {QStringLiteral("Name"), secretName()},
        {QStringLiteral("Labels"), QJsonObject{{Label, name}}},
        {QStringLiteral("Data"), QString::fromLatin1(experimentJson.toBase64())},
    };
}

QJsonObject GeneratorJob::serviceSpec() const
{
    const QJsonObject secretFile{
        {QStringLiteral("Name"), SecretFile},
        {QStringLiteral("UID"), QStringLiteral("0")},
        {QStringLiteral("GID"), QStringLiteral("0")},
        {QStringLiteral("Mode"), 0400},
    };
    const QJsonObject container{
        {QStringLiteral("Image"), image},
        {QStringLiteral("Labels"), QJsonObject{{Label, name}}},
        {QStringLiteral("Args"),
         QJsonArray{QStringLiteral("experiment"), ExperimentPath, QStringLiteral("--out"), ResultsPath,
                    QStringLiteral("--quiet")}},
        // Args take no templates; the environment does.
        {QStringLiteral("Env"), QJsonArray{QStringLiteral("%1={{.Task.Slot}}/%2").arg(ShardVariable).arg(replicas)}},
        {QStringLiteral("Secrets"),
         QJsonArray{QJsonObject{
             {QStringLiteral("File"), secretFile},
             {QStringLiteral("SecretID"), secretId},
             {QStringLiteral("SecretName"), secretName()},
         }}},
        // Ctrl-C reaches a generator as SIGINT: it stops sending and writes what it measured.
        {QStringLiteral("StopSignal"), QStringLiteral("SIGINT")},
    };
    return QJsonObject{
        {QStringLiteral("Name"), name},
        {QStringLiteral("Labels"), QJsonObject{{Label, name}}},
        {QStringLiteral("Mode"),
         QJsonObject{{QStringLiteral("ReplicatedJob"),
                      QJsonObject{{QStringLiteral("MaxConcurrent"), replicas},
                                  {QStringLiteral("TotalCompletions"), replicas}}}}},
        {QStringLiteral("TaskTemplate"),
         QJsonObject{
             {QStringLiteral("ContainerSpec"), container},
             {QStringLiteral("RestartPolicy"), QJsonObject{{QStringLiteral("Condition"), QStringLiteral("none")}}},
             // One per node: generators on one node would share its cores and its network.
             {QStringLiteral("Placement"), QJsonObject{{QStringLiteral("MaxReplicas"), 1}}},
             {QStringLiteral("Networks"), QJsonArray{QJsonObject{{QStringLiteral("Target"), network}}}},
         }},
    };
}

QByteArray GeneratorJob::tasksPath() const
{
    const QJsonObject filters{{QStringLiteral("name"), QJsonArray{QString(name + QLatin1Char('.'))}}};
    return "/tasks?filters="
        + QUrl::toPercentEncoding(QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact)));
}

} // namespace cp
