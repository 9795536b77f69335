#pragma once

#include "model/load_plan.h"

#include <QString>

namespace cp {

// Load generators run as a one-shot Swarm job instead of in this process
// (docs/scale-out.md#distributed-load-generators): each replica sends its shard of
// every run, and the run's results are the replicas' merged.
struct SwarmGenerators
{
    int replicas = 0; // 0: this process sends the load
    QString image;    // empty: the CLI image of this version, containerperf-cli:<version>
    // The network the replicas join: "host" (the node's own) reaches services as the node does.
    QString network = QStringLiteral("host");
    static constexpr int MaxReplicas = 64;
};

// The share of each run one generator sends (docs/scale-out.md#shards): shard `index`
// of `count` takes 1/count of the connections, the rate, the stages' targets and the
// request count, and the ids index, index + count, … — so that no two shards share one.
struct GeneratorShard
{
    int index = 0;
    int count = 1;
    // Given by --shard or the job's environment: this process is one of a job's generators,
    // even the only one.
    bool assigned = false;
    bool isShard() const { return count > 1; }
};

// What one generator replica of a run sent, and how it fared (docs/scale-out.md#generator-health):
// its engine's own report and its node's clock against this machine's.
struct GeneratorReport
{
    int index = 0;     // its shard: its samples' ids are index mod the run's generators
    QString node;      // the node it ran on, as SwarmNode::label() writes it
    QString container; // its container's id on that node
    // Its node's clock minus this machine's, measured when it started; its samples' times
    // are moved by this much when it is larger than its uncertainty, half the reading's round trip.
    std::int64_t clockOffsetNs = 0;
    std::int64_t clockUncertaintyNs = 0;
    bool clockCorrected = false; // false: the offset was within its uncertainty, and not applied
    std::int64_t requests = 0;
    std::int64_t errors = 0;
    EngineReport engine;
    double durationS = 0;
    int exitCode = -1; // its process's, -1 when it did not end by itself
    QString problem;   // why its samples are missing or cut short; empty when it finished
};

} // namespace cp
