#pragma once

#include "model/capacity_search.h"
#include "model/engine_kind.h"
#include "model/generators.h"
#include "model/load_plan.h"
#include "model/run_billing.h"
#include "model/run_cost.h"
#include "model/run_point.h"
#include "model/sample.h"
#include "model/summary.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <array>
#include <functional>
#include <optional>

namespace cp {

// A container that served requests, and how often it had been restarted then.
struct ServedBy
{
    QString container;
    int generation = 0;
};

// One endpoint of a run that loads several at once (docs/load-testing.md#endpoint-mixes), or
// one request of a request sequence's round (docs/load-testing.md#request-sequences).
struct MixedEndpoint
{
    QString name;
    QUrl url;
    double weight = 1;
    // Its checks' place in RunInfo::checks: Sample::check counts from firstCheck + 1.
    int firstCheck = 0;
    int checkCount = 0;
};

// What identifies a run; Sample::servedBy indexes servedBy.
struct RunInfo
{
    int index = 0;
    RunPoint point;
    QString endpointName;
    QUrl url;
    EngineKind engine = EngineKind::Socket;
    QList<ServedBy> servedBy;
    std::int64_t startNs = 0;
    std::int64_t endNs = 0;
    int effectiveMemoryMb = 0; // the limit read back after setting it, 0 when not set
    double effectiveCpus = 0;
    double hostCpus = 0;  // the Docker host's CPUs, 0 when unknown
    QStringList warnings; // what went wrong while it ran, e.g. its container went away
    // Continuous and rate runs: the stages its load followed (docs/load-testing.md#stages); empty: constant.
    QList<LoadStage> stages;
    // Its endpoint's checks, as written (docs/load-testing.md#checks); Sample::check counts from 1 into these.
    QStringList checks;
    // A mix's endpoints, or a sequence's requests, which Sample::endpoint indexes; empty when
    // the run sends one request of endpointName alone.
    QList<MixedEndpoint> mix;
    // How many generators sent its load (docs/scale-out.md#shards): a sample's id mod this
    // names the one that sent it.
    int generators = 1;

    // The generator that sent `sample`.
    int generatorOf(const Sample &sample) const
    {
        return generators > 1 ? int(sample.id % std::uint32_t(generators)) : 0;
    }
    // The name of the endpoint `sample` went to.
    const QString &endpointOf(const Sample &sample) const
    {
        return sample.endpoint < mix.size() ? mix[sample.endpoint].name : endpointName;
    }
};

// Whether a sample counts towards a run's statistics (docs/specification.md#acceptance-rules): warm runs keep
// warm samples, cold runs cold ones, every other type every successful one.
bool isAccepted(RunType type, const Sample &sample);

struct RunCounts
{
    std::int64_t requests = 0;
    std::int64_t accepted = 0;
    std::int64_t incorrect = 0; // cold runs: successful samples that were not cold
    std::int64_t coldCount = 0;
    std::array<std::int64_t, ErrorClassCount> errors{};
    QList<std::int64_t> checkFailures; // per check of RunInfo::checks: the answers that failed it
};

// What one stage of a run planned and what the run achieved in it
// (docs/load-testing.md#stages): for a rate run the mean rate of requests
// sent, for a continuous run the mean number of requests in flight.
struct StageOutcome
{
    double startS = 0; // from the start of the run's schedule
    double durationS = 0;
    double targetFrom = 0;
    double targetTo = 0;
    double planned = 0;  // the target's mean over the stage
    double achieved = 0; // measured the same way
};

struct RunSummary
{
    RunInfo info;
    RunCounts counts;
    EngineReport engine;
    double durationS = 0;
    double throughputRps = 0;
    QList<std::int64_t> coldStartUs; // per cold/burst batch: restart call → first answer
    stats::Summary totalUs;
    stats::Summary latencyUs;
    QList<StageOutcome> stages; // one per stage of info.stages that has a duration
    // A capacity search's result (docs/load-testing.md#capacity-search); none for other runs.
    std::optional<CapacityResult> capacity;
    // What it cost its bound containers; empty with the reason in costMissing
    // (docs/experiment-format.md#the-cost-of-a-run).
    std::optional<RunCost> cost;
    QString costMissing;
    // What it cost in money under the experiment's pricing; empty with the
    // reason in billingMissing (docs/experiment-format.md#pricing).
    std::optional<RunBilling> billing;
    QString billingMissing;
    // A mix's figures endpoint by endpoint (a sequence's request by request), in RunInfo::mix's
    // order: each with that one's name, URL and checks in its info and only its samples counted.
    QList<RunSummary> endpoints;
    // Generators on a swarm: each replica's own figures (docs/scale-out.md#generator-health).
    QList<GeneratorReport> generators;

    // The containers that served it: its cost's (an endpoint bound to several has
    // samples that name none), then those its samples name; each once.
    QStringList containers() const;
};

// Memory in use (MiB) of a container at the stats record nearest a time, if any.
using MemoryLookup = std::function<std::optional<double>(const QString &container, std::int64_t timeNs)>;

} // namespace cp

Q_DECLARE_METATYPE(cp::RunInfo)
Q_DECLARE_METATYPE(cp::RunSummary)
