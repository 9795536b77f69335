#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

namespace cp {

// The one-shot Swarm job that runs load generators (docs/scale-out.md#distributed-load-generators):
// a replicated job of `replicas` tasks, at most one per node, never restarted, each running
// `containerperf-cli experiment` on the experiment a Swarm secret hands it (its requests may
// carry credentials: a secret is encrypted in the swarm and shown to no one) and leaving its
// results in ResultsPath for the coordinator to copy out.
struct GeneratorJob
{
    QString name; // the service's, and (with "-experiment") its config's
    QString image;
    QString network;
    int replicas = 1;
    QString secretId; // set once the secret exists

    static constexpr QLatin1StringView Label{"org.containerperf.generators"};
    static constexpr QLatin1StringView SecretFile{"containerperf-experiment.json"};
    static constexpr QLatin1StringView ExperimentPath{"/run/secrets/containerperf-experiment.json"};
    static constexpr QLatin1StringView ResultsPath{"/results"};
    // Docker's template for a task's slot; a job's slot 0 comes out as its node's id.
    static constexpr QLatin1StringView ShardVariable{"CONTAINERPERF_SHARD"};

    QString secretName() const { return name + QLatin1String("-experiment"); }
    // POST /secrets/create: the experiment every replica runs.
    QJsonObject secretSpec(const QByteArray &experimentJson) const;
    // POST /services/create.
    QJsonObject serviceSpec() const;
    // GET /tasks of the job, by name: a removed service's id is no longer known, and a
    // task's name is the job's, a dot and its slot.
    QByteArray tasksPath() const;
};

} // namespace cp
