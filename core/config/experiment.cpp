#include "config/experiment.h"

#include "http/request_template.h"
#include "model/enum_names.h"
#include "model/translation.h"

#include <QThread>

#include <algorithm>
#include <array>
#include <cmath>

namespace cp {

using namespace Qt::StringLiterals;

namespace {
constexpr std::array<QLatin1StringView, 6> coldStartNames = {"restart"_L1, "stop-start"_L1, "recreate"_L1,
                                                             "kill"_L1,    "scale"_L1,      "force-update"_L1};

} // namespace

QLatin1StringView coldStartMethodName(ColdStartMethod method)
{
    return coldStartNames[std::size_t(method)];
}

bool isServiceColdStart(ColdStartMethod method)
{
    return method == ColdStartMethod::Scale || method == ColdStartMethod::ForceUpdate;
}

std::optional<ColdStartMethod> coldStartMethodFromName(QStringView name)
{
    return enumFromName<ColdStartMethod>(coldStartNames, name);
}

QList<RunPoint> Experiment::runPoints() const
{
    const QList<int> memories = memorySizesMb.isEmpty() ? QList<int>{0} : memorySizesMb;
    const QList<double> cpus = cpuLimits.isEmpty() ? QList<double>{0.0} : cpuLimits;
    QList<RunPoint> points;
    // A mix's continuous and rate runs come first, one per sweep point; then each endpoint's runs of the other types.
    const auto addPoints = [&](int endpoint, const QList<RunType> &types) {
        const int ownLength = endpoints[endpoint == RunPoint::Mix ? 0 : endpoint].request.msgLength;
        const QList<int> lengths = messageLengths.isEmpty() ? QList<int>{ownLength} : messageLengths;
        for (int memory : memories) {
            for (double cpu : cpus) {
                for (int length : lengths) {
                    for (RunType type : types)
                        points.append(RunPoint{endpoint, type, memory, cpu, length});
                }
            }
        }
    };
    QList<RunType> mixed;
    QList<RunType> inTurn = runTypes;
    if (mix && endpoints.size() > 1) {
        inTurn.clear();
        for (RunType type : runTypes)
            (isPerfCostType(type) ? inTurn : mixed).append(type);
    }
    if (!mixed.isEmpty())
        addPoints(RunPoint::Mix, mixed);
    if (!inTurn.isEmpty()) {
        for (int e = 0; e < endpoints.size(); ++e)
            addPoints(e, inTurn);
    }
    return points;
}

QList<int> Experiment::endpointsOf(const RunPoint &point) const
{
    if (point.endpoint != RunPoint::Mix)
        return {point.endpoint};
    QList<int> all;
    for (int e = 0; e < endpoints.size(); ++e)
        all.append(e);
    return all;
}

QString Experiment::endpointName(const RunPoint &point) const
{
    QStringList names;
    for (int e : endpointsOf(point))
        names.append(endpoints[e].name);
    return names.join(QLatin1StringView(" + "));
}

namespace {

// Each of the endpoints' `names`, once, in order.
template<typename Names>
QStringList unionOf(const Experiment &experiment, const RunPoint &point, Names names)
{
    QStringList result;
    for (int e : experiment.endpointsOf(point)) {
        for (const QString &name : experiment.endpoints[e].*names) {
            if (!result.contains(name))
                result.append(name);
        }
    }
    return result;
}

} // namespace

QStringList Experiment::containersOf(const RunPoint &point) const
{
    return unionOf(*this, point, &Endpoint::containers);
}

QStringList Experiment::servicesOf(const RunPoint &point) const
{
    return unionOf(*this, point, &Endpoint::services);
}

int Experiment::effectiveThreads() const
{
    return threads > 0 ? threads : qMax(1, QThread::idealThreadCount());
}

QString containerReferenceProblem(QStringView reference)
{
    // Docker's rule for names, [a-zA-Z0-9][a-zA-Z0-9_.-]* after an optional '/'; ids and
    // their prefixes (hex) fit it too.
    const QStringView name = reference.startsWith(u'/') ? reference.sliced(1) : reference;
    const auto alphanumeric = [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9');
    };
    bool valid = !name.isEmpty() && alphanumeric(name.front());
    for (const QChar c : name)
        valid = valid && (alphanumeric(c) || c == u'_' || c == u'.' || c == u'-');
    if (valid)
        return {};
    return tr("'%1' is not a container name or id: names are letters, digits, '_', '.' and '-', "
              "starting with a letter or digit")
        .arg(reference);
}

bool Experiment::needsDocker() const
{
    if (!memorySizesMb.isEmpty() || !cpuLimits.isEmpty())
        return true;
    for (const auto &endpoint : endpoints) {
        if (!endpoint.containers.isEmpty() || !endpoint.services.isEmpty())
            return true;
    }
    return false;
}

QStringList Experiment::boundServices() const
{
    QStringList services;
    for (const auto &endpoint : endpoints) {
        for (const QString &service : endpoint.services) {
            if (!services.contains(service))
                services << service;
        }
    }
    return services;
}

QStringList Experiment::serviceProblems() const
{
    QStringList problems;
    bool anyContainer = false;
    for (const auto &endpoint : endpoints) {
        anyContainer = anyContainer || !endpoint.containers.isEmpty();
        for (const QString &service : endpoint.services) {
            if (const QString problem = containerReferenceProblem(service); !problem.isEmpty())
                problems << problem;
        }
    }
    const bool anyService = !boundServices().isEmpty();
    if (anyService && anyContainer)
        problems << tr("an experiment binds containers or Swarm services, not both: a sweep or cold start would "
                       "change the one through the container and the other through the service");
    const bool restarts = runTypes.contains(RunType::Cold) || runTypes.contains(RunType::Burst);
    if (restarts && anyService && !isServiceColdStart(coldStart))
        problems << tr("cold starts of Swarm services scale them to zero and back (cold start method 'scale') or "
                       "force a rolling update ('force-update'); '%1' is for containers")
                        .arg(coldStartMethodName(coldStart));
    if (restarts && !anyService && isServiceColdStart(coldStart))
        problems << tr("the cold start method '%1' is for Swarm services; containers take restart, stop-start, "
                       "recreate or kill")
                        .arg(coldStartMethodName(coldStart));
    return problems;
}

// What keeps a run's load from being sent by generators on a swarm (docs/scale-out.md#distributed-load-generators).
QStringList Experiment::generatorProblems() const
{
    QStringList problems;
    if (generators.replicas == 0 && !shard.isShard())
        return problems;
    if (generators.replicas < 0 || generators.replicas > SwarmGenerators::MaxReplicas)
        problems << tr("generators: between 1 and %1 replicas, not %2")
                        .arg(SwarmGenerators::MaxReplicas)
                        .arg(generators.replicas);
    if (shard.isShard() && (shard.index < 0 || shard.index >= shard.count))
        problems << tr("--shard: shard %1 of %2 does not exist; shards count from 0").arg(shard.index).arg(shard.count);
    for (const RunType type : runTypes) {
        if (isPerfCostType(type))
            problems << tr("generators on a swarm send continuous and rate runs; a %1 run restarts or times its "
                           "containers between requests: leave it out, or send it from here (no generators)")
                            .arg(runTypeName(type));
    }
    if (capacity)
        problems << tr("generators on a swarm cannot search for capacity yet: each probe's verdict needs every "
                       "generator's samples at once; search from here");
    if (mix)
        problems << tr("generators on a swarm load one endpoint at a time; run the mix from here");
    for (const Endpoint &endpoint : endpoints) {
        if (!endpoint.steps.isEmpty())
            problems << tr("generators on a swarm do not send request sequences ('%1'); run it from here")
                            .arg(endpoint.name);
        if (!endpoint.request.data.isEmpty())
            problems << tr("generators on a swarm cannot read the data file of '%1', which is on this machine; "
                           "run it from here")
                            .arg(endpoint.name);
    }
    const int count = generatorCount();
    if (runTypes.contains(RunType::Continuous) && stages.isEmpty() && concurrency < count)
        problems << tr("a concurrency of %1 cannot be shared among %2 generators: give each at least one connection")
                        .arg(concurrency)
                        .arg(count);
    if (runTypes.contains(RunType::Continuous) && !stages.isEmpty())
        problems << tr("generators on a swarm cannot share a continuous run's stages: each would round its share of "
                       "the requests in flight; use a rate run's stages, or no generators");
    if (runTypes.contains(RunType::Rate) && concurrency > 1 && concurrency < count)
        problems << tr("a rate run's most connections, %1, cannot be shared among %2 generators: give each at "
                       "least one, or leave the concurrency at 1 for each to choose")
                        .arg(concurrency)
                        .arg(count);
    if (requests > 0 && requests < count)
        problems << tr("%1 requests cannot be shared among %2 generators").arg(requests).arg(count);
    if (abortOnThresholdFail)
        problems << tr("generators on a swarm cannot abort at a failed threshold: the thresholds are checked "
                       "once their samples are merged");
    return problems;
}

std::chrono::nanoseconds Experiment::stagesDuration() const
{
    return std::chrono::nanoseconds(LoadProfile(0, stages).durationNs());
}

// What keeps an endpoint's request sequence from running (docs/load-testing.md#request-sequences).
QStringList Experiment::sequenceProblems() const
{
    QStringList problems;
    for (const Endpoint &endpoint : endpoints) {
        const QString &name = endpoint.name;
        if (endpoint.steps.isEmpty()) {
            if (!endpoint.request.captures.isEmpty())
                problems << tr("endpoint '%1' captures values, but no request comes after it to take them: add its "
                               "steps, or leave out the captures")
                                .arg(name);
            continue;
        }
        if (endpoint.steps.size() > Endpoint::MaxSteps)
            problems << tr("endpoint '%1' has %2 steps, more than the most, %3")
                            .arg(name)
                            .arg(endpoint.steps.size())
                            .arg(Endpoint::MaxSteps);
        if (runTypes != QList<RunType>{RunType::Continuous})
            problems << tr("endpoint '%1' is a request sequence: it runs in continuous runs only, where each request "
                           "follows the last one's answer; choose the run type continuous alone")
                            .arg(name);
        if (mix && endpoints.size() > 1)
            problems << tr("endpoint '%1' is a request sequence, which a mix does not take: leave out the mix, or the "
                           "sequence's steps")
                            .arg(name);
        if (engine != EngineKind::Socket)
            problems << tr("endpoint '%1' is a request sequence: it needs the socket engine").arg(name);
        if (endpoint.request.httpVersion != HttpVersion::Http1_1)
            problems << tr("endpoint '%1' is a request sequence: it speaks HTTP/1.1 only").arg(name);
        QStringList names{name};
        QList<QByteArray> captured;
        qsizetype checks = 0;
        for (int step = 0; step <= endpoint.steps.size(); ++step) {
            const RequestSpec &request = endpoint.stepRequest(step);
            if (step > 0) {
                const SequenceStep &s = endpoint.steps[step - 1];
                const QUrl &first = endpoint.request.url;
                if (s.request.url.scheme() != first.scheme() || s.request.url.host() != first.host()
                    || s.request.url.port() != first.port())
                    problems << tr("step '%1' of endpoint '%2' goes to another server: a sequence's requests share "
                                   "one connection, so its steps' URLs start with %3")
                                    .arg(s.name, name,
                                         first.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveUserInfo)
                                             .toString());
                if (names.contains(s.name))
                    problems << tr("endpoint '%1' has two requests named '%2': name each step differently, so that "
                                   "its samples and figures can be told apart")
                                    .arg(name, s.name);
                names << s.name;
                for (const QString &problem : RequestTemplate::problems(request, captured))
                    problems << tr("step '%1' of endpoint '%2': %3").arg(s.name, name, problem);
            }
            for (const Capture &capture : request.captures) {
                if (captured.contains(capture.name))
                    problems << tr("endpoint '%1' captures '%2' twice: give each value its own name")
                                    .arg(name, QString::fromLatin1(capture.name));
                captured << capture.name;
            }
            checks += request.checks.size() + request.captures.size();
        }
        if (checks > ResponseCheck::MaxPerEndpoint)
            problems << tr("endpoint '%1' has %2 checks and captures over its steps, more than the most, %3")
                            .arg(name)
                            .arg(checks)
                            .arg(ResponseCheck::MaxPerEndpoint);
    }
    return problems;
}

// What keeps the endpoints from being loaded as a mix (docs/load-testing.md#endpoint-mixes).
QStringList Experiment::mixProblems() const
{
    QStringList problems;
    for (const Endpoint &endpoint : endpoints) {
        if (!(endpoint.weight > 0 && std::isfinite(endpoint.weight)))
            problems << tr("endpoint '%1': its weight must be above 0, not %2").arg(endpoint.name).arg(endpoint.weight);
    }
    if (!mix)
        return problems;
    const auto n = int(endpoints.size());
    if (n < 2)
        problems << tr("a mix loads several endpoints at once: give at least two, or leave the mix out");
    if (n > MaxMixEndpoints)
        problems << tr("a mix of %1 endpoints is more than the most, %2").arg(n).arg(MaxMixEndpoints);
    if (!runTypes.contains(RunType::Continuous) && !runTypes.contains(RunType::Rate))
        problems << tr("a mix loads continuous and rate runs: add one of the two run types");
    QStringList names;
    qsizetype checks = 0;
    for (const Endpoint &endpoint : endpoints) {
        if (names.contains(endpoint.name))
            problems << tr("two endpoints of the mix are named '%1': name each one differently, so that its "
                           "samples and figures can be told apart")
                            .arg(endpoint.name);
        names << endpoint.name;
        checks += endpoint.request.checks.size();
    }
    if (checks > ResponseCheck::MaxPerEndpoint)
        problems << tr("the mix's endpoints have %1 checks together, more than the most, %2")
                        .arg(checks)
                        .arg(ResponseCheck::MaxPerEndpoint);
    // Each endpoint needs a connection of its own, and a request of its own when a count bounds the run.
    if (n >= 2 && runTypes.contains(RunType::Continuous) && stages.isEmpty() && concurrency < n)
        problems << tr("a continuous run of a mix of %1 endpoints needs a concurrency of at least %1, not %2")
                        .arg(n)
                        .arg(concurrency);
    if (n >= 2 && runTypes.contains(RunType::Rate) && concurrency > 1 && concurrency < n)
        problems
            << tr("a rate run of a mix of %1 endpoints needs a concurrency of 1 (as needed) or at least %1, not %2")
                   .arg(n)
                   .arg(concurrency);
    if (n >= 2 && requests > 0 && requests < n)
        problems << tr("%1 requests cannot be shared among %2 endpoints: give at least %2").arg(requests).arg(n);
    return problems;
}

// The stages' own problems and those of the experiment around them (docs/load-testing.md#stages).
QStringList Experiment::stageProblems() const
{
    QStringList problems;
    if (stages.isEmpty())
        return problems;
    const bool closed = runTypes.contains(RunType::Continuous);
    const bool open = runTypes.contains(RunType::Rate);
    if (!closed && !open)
        problems << tr("stages need a continuous or a rate run");
    if (closed && open)
        problems << tr("stages are requests in flight for a continuous run and a rate for a rate run: give one of the "
                       "two run types, not both");
    for (qsizetype i = 0; i < stages.size(); ++i) {
        if (stages[i].duration < std::chrono::nanoseconds::zero() || !(stages[i].target >= 0))
            problems << tr("stage %1: its duration and target cannot be negative").arg(i + 1);
        if (closed && stages[i].target > MaxStageConcurrency)
            problems << tr("stage %1: %2 requests in flight is above the most, %3")
                            .arg(i + 1)
                            .arg(stages[i].target)
                            .arg(MaxStageConcurrency);
    }
    if (stagesDuration() <= std::chrono::nanoseconds::zero())
        problems << tr("the stages last no time: give at least one stage a duration");
    else if (duration != stagesDuration())
        problems << tr("the stages last %1 s but the duration is %2 s: leave the duration out, the stages set it")
                        .arg(double(stagesDuration().count()) / 1e9)
                        .arg(double(duration.count()) / 1e9);
    if (open && (rateStart > 0 || rateEnd > 0))
        problems << tr("a rate run takes either a rate or stages, not both");
    if (closed && engine == EngineKind::Qnam)
        problems << tr("stages of requests in flight need the socket engine");
    const double most = LoadProfile(0, stages).maxTarget();
    if (closed && concurrency > 1 && concurrency != int(std::ceil(most)))
        problems << tr("the stages put up to %1 requests in flight but the concurrency is %2: leave the concurrency "
                       "out, the stages set it")
                        .arg(std::ceil(most))
                        .arg(concurrency);
    return problems;
}

QStringList Experiment::validate() const
{
    QStringList problems;
    if (endpoints.isEmpty())
        problems << tr("no endpoint: give the URL to measure");
    for (const auto &endpoint : endpoints) {
        const QUrl &url = endpoint.request.url;
        const QString scheme = url.scheme();
        if (!url.isValid() || url.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https")))
            problems << tr("'%1' is not an http:// or https:// URL with a host").arg(url.toString());
        if (endpoint.request.timeout <= std::chrono::nanoseconds::zero())
            problems << tr("the timeout must be positive");
        if (endpoint.request.msgLength < 0 || endpoint.request.msgLength > 65535)
            problems << tr("the message length must be between 0 and 65535");
        problems << RequestTemplate::problems(endpoint.request);
        for (const QString &container : endpoint.containers) {
            if (const QString problem = containerReferenceProblem(container); !problem.isEmpty())
                problems << problem;
        }
    }
    problems << mixProblems();
    problems << sequenceProblems();
    problems << serviceProblems();
    problems << generatorProblems();
    if (runTypes.isEmpty())
        problems << tr("no run type chosen");
    if (concurrency < 1)
        problems << tr("concurrency must be at least 1, not %1").arg(concurrency);
    if (repetitions < 1)
        problems << tr("repetitions must be at least 1, not %1").arg(repetitions);
    if (duration < std::chrono::nanoseconds::zero() || requests < 0)
        problems << tr("duration and request count cannot be negative");
    const bool hasOpenOrClosedLoop = runTypes.contains(RunType::Continuous) || runTypes.contains(RunType::Rate);
    if (hasOpenOrClosedLoop && duration == std::chrono::nanoseconds::zero() && requests == 0)
        problems << tr("give a duration or a request count");
    if (rateStart < 0 || rateEnd < 0)
        problems << tr("the rate cannot be negative");
    if (runTypes.contains(RunType::Rate) && rateStart <= 0 && rateEnd <= 0 && stages.isEmpty() && !capacity)
        problems << tr("a rate run needs a rate above 0 requests/s");
    if (abortOnThresholdFail && thresholds.isEmpty())
        problems << tr("stopping at a failed threshold needs a threshold: give one, e.g. error_rate<0.01");
    if (capacity) {
        problems << capacity->problems();
        if (!runTypes.contains(RunType::Rate))
            problems << tr("a capacity search is what a rate run does: add the run type rate");
        if (rateStart > 0 || rateEnd > 0 || !stages.isEmpty())
            problems << tr("a capacity search chooses its own rates: leave out the rate and the stages");
    }
    if (runTypes.contains(RunType::Rate) && rateStart != rateEnd && duration == std::chrono::nanoseconds::zero())
        problems << tr("a rate ramp needs a duration");
    if (pauseBefore < std::chrono::nanoseconds::zero() || pauseAfter < std::chrono::nanoseconds::zero()
        || warmup < std::chrono::nanoseconds::zero())
        problems << tr("pauses and warm-up cannot be negative");
    for (int memory : memorySizesMb) {
        if (memory < MinMemoryMb)
            problems << tr("memory size %1 MiB is below Docker's minimum of %2 MiB").arg(memory).arg(MinMemoryMb);
        else if (memory > MaxMemoryMb)
            problems << tr("memory size %1 MiB is above the largest of %2 MiB").arg(memory).arg(MaxMemoryMb);
    }
    for (double cpu : cpuLimits) {
        if (!(cpu >= MinCpus && cpu <= MaxCpus))
            problems << tr("CPU limit %1 must be between %2 and %3 cores").arg(cpu).arg(MinCpus).arg(MaxCpus);
    }
    for (int length : messageLengths) {
        if (length < 0 || length > MaxMessageLength)
            problems << tr("message length %1 must be between 0 and %2").arg(length).arg(MaxMessageLength);
    }
    if (threads < 0)
        problems << tr("threads cannot be negative");
    if (streams < 1 || streams > MaxStreams)
        problems << tr("streams must be between 1 and %1").arg(MaxStreams);
    if (streams > 1) {
        const bool anyHttp2 = std::any_of(endpoints.cbegin(), endpoints.cend(), [](const Endpoint &endpoint) {
            return endpoint.request.httpVersion == HttpVersion::Http2;
        });
        if (!anyHttp2)
            problems << tr("%1 streams per connection need an HTTP/2 endpoint: HTTP/1.1 sends one request at a "
                           "time on a connection (raise the concurrency instead)")
                            .arg(streams);
        else if (engine != EngineKind::Socket)
            problems << tr("streams per connection are the socket engine's: the qnam engine chooses its own");
    }
    bool needsBinding = !memorySizesMb.isEmpty() || !cpuLimits.isEmpty();
    for (RunType type : runTypes)
        needsBinding = needsBinding || type == RunType::Cold || type == RunType::Burst;
    if (needsBinding) {
        for (const auto &endpoint : endpoints) {
            if (endpoint.containers.isEmpty() && endpoint.services.isEmpty()) {
                const QString name = endpoint.name.isEmpty() ? endpoint.request.url.toDisplayString() : endpoint.name;
                problems << tr("cold and burst runs and memory or CPU sweeps need every endpoint bound to a container "
                               "or a Swarm service, and “%1” is not: name the containers that serve it")
                                .arg(name);
            }
        }
    }
    if (pricing)
        problems << pricing->validate();
    problems << stageProblems();
    for (const Threshold &threshold : thresholds) {
        // An endpoint, or a step of a request sequence.
        const auto owner = std::find_if(endpoints.cbegin(), endpoints.cend(), [&](const Endpoint &endpoint) {
            return endpoint.hasRequestNamed(threshold.endpoint);
        });
        if (!threshold.endpoint.isEmpty() && owner == endpoints.cend())
            problems << tr("threshold '%1' names endpoint '%2', which this experiment does not have")
                            .arg(threshold.text, threshold.endpoint);
        // The engine counts late sends for a whole run: a mix's endpoint, or a sequence's
        // step, has no figure of its own.
        const bool sharesItsRun =
            (mix && endpoints.size() > 1) || (owner != endpoints.cend() && !owner->steps.isEmpty());
        if (threshold.metric == ThresholdMetric::LateSendRate && !threshold.endpoint.isEmpty() && sharesItsRun)
            problems << tr("threshold '%1': late sends are counted for a whole run, and '%2' shares its runs with "
                           "other requests; write late_send_rate without an endpoint")
                            .arg(threshold.text, threshold.endpoint);
        // A cold-start overhead needs warm and cold samples at the same point: without
        // both run types the threshold could never be measured.
        if (threshold.metric == ThresholdMetric::ColdRatio
            && !(runTypes.contains(RunType::Warm) && runTypes.contains(RunType::Cold)))
            problems
                << tr("threshold '%1' needs the run types warm and cold, to measure cold starts").arg(threshold.text);
    }
    return problems;
}

} // namespace cp
