#pragma once

#include "model/capacity_search.h"
#include "model/engine_kind.h"
#include "model/generators.h"
#include "model/load_plan.h"
#include "model/pricing.h"
#include "model/run_point.h"
#include "model/threshold.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <optional>

namespace cp {

// How a cold start is enforced (docs/specification.md#enforcing-cold-starts).
// Restart … Kill act on containers; Scale and ForceUpdate on Swarm services (docs/scale-out.md#cold-starts).
enum class ColdStartMethod : std::uint8_t { Restart, StopStart, Recreate, Kill, Scale, ForceUpdate };
bool isServiceColdStart(ColdStartMethod method);
QLatin1StringView coldStartMethodName(ColdStartMethod method);
std::optional<ColdStartMethod> coldStartMethodFromName(QStringView name);

// A request after the first of a request sequence (docs/load-testing.md#request-sequences).
struct SequenceStep
{
    QString name;
    RequestSpec request;
};

// A URL with its request and the containers that serve it (docs/specification.md#words).
struct Endpoint
{
    QString name;
    RequestSpec request;
    QStringList containers;
    // Its share of a mix's rate or connections (docs/load-testing.md#endpoint-mixes), relative to the others'.
    double weight = 1;
    // Continuous runs send `request`, then these, in turn on each connection (docs/load-testing.md#request-sequences).
    QList<SequenceStep> steps;
    static constexpr int MaxSteps = 16;
    // Swarm services that serve it (docs/scale-out.md): their tasks' containers are bound.
    QStringList services;

    // The name a sample of step `step` is counted under: the endpoint's for the first request.
    QString stepName(int step) const { return step == 0 ? name : steps[step - 1].name; }
    const RequestSpec &stepRequest(int step) const { return step == 0 ? request : steps[step - 1].request; }
    // Whether `requestName` is its name or one of its steps'.
    bool hasRequestNamed(const QString &requestName) const
    {
        return name == requestName || std::any_of(steps.cbegin(), steps.cend(), [&](const SequenceStep &step) {
                   return step.name == requestName;
               });
    }
};

// Empty when `reference` can name a Docker container, else a message saying why not
// (docs/specification.md#faults): it goes into API paths (/containers/{name}/json),
// where "../../x" would name another endpoint.
QString containerReferenceProblem(QStringView reference);

// Everything a set of runs needs (docs/experiment-format.md#the-native-format). Defaults are the seed's client.
struct Experiment
{
    QList<Endpoint> endpoints;
    QList<RunType> runTypes{RunType::Continuous};
    // Continuous and rate runs load every endpoint at once, each with its weight's
    // share (docs/load-testing.md#endpoint-mixes); perf-cost runs still take them in turn.
    bool mix = false;
    static constexpr int MaxMixEndpoints = 64;
    int concurrency = 1;
    int repetitions = 10;                   // perf-cost: samples to accept
    std::chrono::nanoseconds duration{10s}; // continuous / rate; 0 with `requests` set: count only
    std::int64_t requests = 0;              // continuous / rate request count; 0: by duration
    double rateStart = 0;                   // rate: requests/s (ramp to rateEnd)
    double rateEnd = 0;
    // Continuous and rate runs: the requests in flight or the rate over time
    // (docs/load-testing.md#stages); they set the duration. Empty: constant.
    QList<LoadStage> stages;
    static constexpr int MaxStageConcurrency = 100000;
    std::chrono::nanoseconds pauseBefore{5s};
    std::chrono::nanoseconds pauseAfter{5s};
    std::chrono::nanoseconds warmup{0}; // continuous / rate: load before measuring, discarded
    QList<int> memorySizesMb;
    QList<double> cpuLimits;
    QList<int> messageLengths;

    // What a sweep point may ask for, in experiment files, the CLI and the GUI alike.
    static constexpr int MinMemoryMb = 6; // the least the Docker daemon accepts
    static constexpr int MaxMemoryMb = 1 << 24;
    static constexpr double MinCpus = 0.01;
    static constexpr double MaxCpus = 1024;
    static constexpr int MaxMessageLength = 65535;
    EngineKind engine = EngineKind::Socket;
    int threads = 0; // 0: one per core
    // Requests in flight at once on each connection to an HTTP/2 endpoint (socket engine).
    int streams = 1;
    static constexpr int MaxStreams = 1000;
    ColdStartMethod coldStart = ColdStartMethod::Restart;
    // Seconds Docker waits after SIGTERM before it kills, when a cold start stops a
    // container (restart, stop-start, recreate): a PID 1 that ignores SIGTERM costs this much.
    int stopTimeoutS = 10;
    static constexpr int MaxStopTimeoutS = 3600;
    QString dockerHost; // empty: DOCKER_HOST, context, default socket
    // The Docker address of each swarm node (by host name or node id) whose tasks a bound
    // service runs, besides the one dockerHost names (docs/scale-out.md#multi-node-swarms).
    QMap<QString, QString> swarmNodes;
    bool seedFormat = false; // also write the seed's client.json / docker_stats.json
    // Header and query parameter names whose values files record as ***, besides
    // the built-in pattern (docs/specification.md#secrets).
    QStringList redact;
    // What runs cost in money (docs/experiment-format.md#pricing); none: no bills.
    std::optional<Pricing> pricing;
    // Limits on the runs' summary figures (docs/load-testing.md#thresholds).
    QList<Threshold> thresholds;
    // Stop at the first threshold that can no longer pass (docs/load-testing.md#abort-on-a-failed-threshold).
    bool abortOnThresholdFail = false;
    // Rate runs search for the highest rate that keeps these targets instead of
    // loading at one (docs/load-testing.md#capacity-search).
    std::optional<CapacitySearch> capacity;
    // Load generators as a Swarm job (docs/scale-out.md#distributed-load-generators); none: this process.
    SwarmGenerators generators;
    // Set on the experiment a generator replica runs: the share it sends. Never in files.
    GeneratorShard shard;

    // The stages' total length.
    std::chrono::nanoseconds stagesDuration() const;

    // The runs, in the order they are measured: endpoints × memory × CPU × message length × types.
    QList<RunPoint> runPoints() const;
    // The endpoints `point` loads, as indexes into `endpoints`: one, or all of a mix.
    QList<int> endpointsOf(const RunPoint &point) const;
    // What files and views call the run's endpoint: its name, or a mix's names joined.
    QString endpointName(const RunPoint &point) const;
    // The containers that serve the endpoints `point` loads, each once.
    QStringList containersOf(const RunPoint &point) const;
    // The Swarm services that serve the endpoints `point` loads, each once.
    QStringList servicesOf(const RunPoint &point) const;
    int effectiveThreads() const;
    // Impossible values (docs/specification.md#faults), as user-facing messages naming the setting; empty when valid.
    QStringList validate() const;
    QStringList stageProblems() const;
    QStringList mixProblems() const;
    QStringList sequenceProblems() const;
    QStringList serviceProblems() const;
    QStringList generatorProblems() const;
    // How many generators send each run's load: the Swarm job's replicas, a shard's count, or 1.
    int generatorCount() const { return generators.replicas > 0 ? generators.replicas : shard.count; }
    // Every Swarm service an endpoint is bound to, each once.
    QStringList boundServices() const;
    bool needsDocker() const;

    Q_DECLARE_TR_FUNCTIONS(cp::Experiment)
};

} // namespace cp
