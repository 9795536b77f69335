#include "config/experiment_json.h"

#include "config/capacity_search_json.h"
#include "config/generators_json.h"
#include "config/json_reader.h"
#include "config/pricing_json.h"
#include "http/redaction.h"
#include "model/request_url.h"
#include "model/translation.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace cp {

namespace {
double seconds(std::chrono::nanoseconds duration)
{
    return double(duration.count()) / 1e9;
}

template<typename T>
QJsonArray toArray(const QList<T> &values)
{
    QJsonArray array;
    for (const T &value : values)
        array.append(value);
    return array;
}

QJsonArray stagesToJson(const QList<LoadStage> &stages)
{
    QJsonArray array;
    for (const LoadStage &stage : stages)
        array.append(QJsonObject{{QStringLiteral("duration_s"), seconds(stage.duration)},
                                 {QStringLiteral("target"), stage.target}});
    return array;
}

QJsonArray thresholdsToJson(const QList<Threshold> &thresholds)
{
    return QJsonArray::fromStringList(thresholdTexts(thresholds));
}

// The keys a step of a request sequence takes; the others are its endpoint's.
const QList<QLatin1StringView> stepKeys = {
    QLatin1StringView("name"),     QLatin1StringView("url"),  QLatin1StringView("method"),
    QLatin1StringView("headers"),  QLatin1StringView("body"), QLatin1StringView("checks"),
    QLatin1StringView("captures"), QLatin1StringView("data"), QLatin1StringView("msg_length"),
};

QJsonObject endpointToJson(const Endpoint &endpoint, const QStringList &redact, SecretValues secrets);

QJsonObject swarmNodesToJson(const QMap<QString, QString> &nodes)
{
    QJsonObject object;
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QJsonArray stepsToJson(const QList<SequenceStep> &steps, const QStringList &redact, SecretValues secrets)
{
    QJsonArray array;
    for (const SequenceStep &step : steps) {
        const QJsonObject whole = endpointToJson(Endpoint{step.name, step.request, {}, 1, {}, {}}, redact, secrets);
        QJsonObject object;
        for (const QLatin1StringView key : stepKeys)
            object.insert(key, whole.value(key));
        array.append(object);
    }
    return array;
}

QJsonObject endpointToJson(const Endpoint &endpoint, const QStringList &redact, SecretValues secrets)
{
    QJsonArray headers;
    const bool kept = secrets == SecretValues::Kept;
    for (const auto &[name, value] : kept ? endpoint.request.headers : redactHeaders(endpoint.request.headers, redact))
        headers.append(QString::fromUtf8(name + ": " + value));
    return QJsonObject{
        {QStringLiteral("name"), endpoint.name},
        {QStringLiteral("url"), kept ? endpoint.request.url.toString() : redactedUrlText(endpoint.request.url, redact)},
        {QStringLiteral("method"), QString::fromLatin1(endpoint.request.method)},
        {QStringLiteral("http"), httpVersionName(endpoint.request.httpVersion)},
        {QStringLiteral("headers"), headers},
        {QStringLiteral("body"), QString::fromUtf8(endpoint.request.bodyTemplate)},
        {QStringLiteral("msg_length"), endpoint.request.msgLength},
        {QStringLiteral("timeout_s"), seconds(endpoint.request.timeout)},
        {QStringLiteral("containers"), QJsonArray::fromStringList(endpoint.containers)},
        {QStringLiteral("services"), QJsonArray::fromStringList(endpoint.services)},
        {QStringLiteral("checks"), QJsonArray::fromStringList(responseCheckTexts(endpoint.request.checks))},
        {QStringLiteral("data"), endpoint.request.data.path()},
        {QStringLiteral("weight"), endpoint.weight},
        {QStringLiteral("captures"), QJsonArray::fromStringList(captureTexts(endpoint.request.captures))},
        {QStringLiteral("steps"), stepsToJson(endpoint.steps, redact, secrets)},
    };
}
} // namespace

QJsonObject experimentToJson(const Experiment &e, SecretValues secrets)
{
    QJsonArray endpoints;
    for (const Endpoint &endpoint : e.endpoints)
        endpoints.append(endpointToJson(endpoint, e.redact, secrets));
    QJsonArray types;
    for (RunType type : e.runTypes)
        types.append(runTypeName(type));
    return QJsonObject{
        {QStringLiteral("format"), ExperimentFormat},
        {QStringLiteral("endpoints"), endpoints},
        {QStringLiteral("run_types"), types},
        {QStringLiteral("mix"), e.mix},
        {QStringLiteral("concurrency"), e.concurrency},
        {QStringLiteral("repetitions"), e.repetitions},
        {QStringLiteral("duration_s"), seconds(e.duration)},
        {QStringLiteral("requests"), qint64(e.requests)},
        {QStringLiteral("rate_start"), e.rateStart},
        {QStringLiteral("rate_end"), e.rateEnd},
        {QStringLiteral("stages"), stagesToJson(e.stages)},
        {QStringLiteral("pause_before_s"), seconds(e.pauseBefore)},
        {QStringLiteral("pause_after_s"), seconds(e.pauseAfter)},
        {QStringLiteral("warmup_s"), seconds(e.warmup)},
        {QStringLiteral("memory_sizes"), toArray(e.memorySizesMb)},
        {QStringLiteral("cpu_limits"), toArray(e.cpuLimits)},
        {QStringLiteral("message_lengths"), toArray(e.messageLengths)},
        {QStringLiteral("engine"), engineName(e.engine)},
        {QStringLiteral("threads"), e.threads},
        {QStringLiteral("streams"), e.streams},
        {QStringLiteral("cold_start"), coldStartMethodName(e.coldStart)},
        {QStringLiteral("stop_timeout_s"), e.stopTimeoutS},
        {QStringLiteral("docker_host"), e.dockerHost},
        {QStringLiteral("swarm_nodes"), swarmNodesToJson(e.swarmNodes)},
        {QStringLiteral("seed_format"), e.seedFormat},
        {QStringLiteral("redact"), QJsonArray::fromStringList(e.redact)},
        {QStringLiteral("pricing"), e.pricing ? QJsonValue(pricingToJson(*e.pricing)) : QJsonValue()},
        {QStringLiteral("thresholds"), thresholdsToJson(e.thresholds)},
        {QStringLiteral("abort_on_threshold_fail"), e.abortOnThresholdFail},
        {QStringLiteral("capacity"), e.capacity ? QJsonValue(capacitySearchToJson(*e.capacity)) : QJsonValue()},
        {QStringLiteral("generators"), generatorsToJson(e.generators)},
    };
}

} // namespace cp

namespace cp {

namespace {

constexpr double maxCount = 1e9;

// `redact` names what a default name, the URL, must not show; a data file's
// relative path starts from `base`.
std::optional<Endpoint> endpointFromJson(const QJsonObject &object, const QString &path, const QStringList &redact,
                                         const QDir &base, QStringList &errors)
{
    JsonReader r(object, path, errors);
    r.rejectUnknown({QLatin1StringView("name"), QLatin1StringView("url"), QLatin1StringView("method"),
                     QLatin1StringView("http"), QLatin1StringView("headers"), QLatin1StringView("body"),
                     QLatin1StringView("msg_length"), QLatin1StringView("timeout_s"), QLatin1StringView("containers"),
                     QLatin1StringView("services"), QLatin1StringView("checks"), QLatin1StringView("data"),
                     QLatin1StringView("weight"), QLatin1StringView("captures"), QLatin1StringView("steps")});
    const qsizetype before = errors.size();
    Endpoint endpoint;
    if (const auto url = r.string(QLatin1StringView("url"))) {
        endpoint.request.url = requestUrlFromText(*url);
        const QString scheme = endpoint.request.url.scheme();
        if (!endpoint.request.url.isValid() || endpoint.request.url.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https")))
            r.error(r.pathOf(QLatin1StringView("url")),
                    tr("'%1' is not an http:// or https:// URL with a host").arg(*url));
    } else if (!r.has(QLatin1StringView("url"))) {
        r.error(r.pathOf(QLatin1StringView("url")), tr("missing: every endpoint needs a URL"));
    }
    endpoint.name = r.string(QLatin1StringView("name")).value_or(redactedUrlText(endpoint.request.url, redact));
    if (const auto method = r.string(QLatin1StringView("method"))) {
        static const QRegularExpression token(QStringLiteral("^[A-Za-z]+$"));
        if (!token.match(*method).hasMatch())
            r.error(r.pathOf(QLatin1StringView("method")), tr("'%1' is not an HTTP method").arg(*method));
        endpoint.request.method = method->toUpper().toLatin1();
    } else {
        endpoint.request.method = "POST";
    }
    if (const auto http = r.string(QLatin1StringView("http"))) {
        if (const auto version = httpVersionFromName(*http))
            endpoint.request.httpVersion = *version;
        else
            r.error(r.pathOf(QLatin1StringView("http")), tr("'%1' is not one of 1.1, 2").arg(*http));
    }
    if (const auto headers = r.strings(QLatin1StringView("headers"))) {
        for (qsizetype i = 0; i < headers->size(); ++i) {
            const QString &header = headers->at(i);
            const qsizetype colon = header.indexOf(QLatin1Char(':'));
            if (colon <= 0) {
                r.error(r.pathOf(QLatin1StringView("headers"), i),
                        tr("'%1' is not of the form 'Name: value'").arg(header));
                continue;
            }
            endpoint.request.headers.append(
                {header.left(colon).trimmed().toLatin1(), header.mid(colon + 1).trimmed().toUtf8()});
        }
    }
    if (const auto body = r.string(QLatin1StringView("body")))
        endpoint.request.bodyTemplate = body->toUtf8();
    if (const auto length = r.number(QLatin1StringView("msg_length"), 0, 65535, true))
        endpoint.request.msgLength = int(*length);
    if (const auto timeout = r.seconds(QLatin1StringView("timeout_s"), 0.001))
        endpoint.request.timeout = *timeout;
    if (const auto containers = r.strings(QLatin1StringView("containers")))
        endpoint.containers = *containers;
    if (const auto services = r.strings(QLatin1StringView("services")))
        endpoint.services = *services;
    if (const auto weight = r.number(QLatin1StringView("weight"), 0, maxCount))
        endpoint.weight = *weight;
    if (const auto captures = r.strings(QLatin1StringView("captures"))) {
        for (qsizetype i = 0; i < captures->size(); ++i) {
            QString error;
            if (const auto capture = Capture::parse(captures->at(i), &error))
                endpoint.request.captures.append(*capture);
            else
                r.error(r.pathOf(QLatin1StringView("captures"), i), error);
        }
    }
    if (const auto steps = r.array(QLatin1StringView("steps"))) {
        for (qsizetype i = 0; i < steps->size(); ++i) {
            const QString stepPath = r.pathOf(QLatin1StringView("steps"), i);
            if (!steps->at(i).isObject()) {
                r.error(stepPath, tr("expected a step object"));
                continue;
            }
            // A step takes its endpoint's protocol, timeout and containers.
            JsonReader step(steps->at(i).toObject(), stepPath, errors);
            step.rejectUnknown(stepKeys);
            if (auto read = endpointFromJson(steps->at(i).toObject(), stepPath, redact, base, errors)) {
                read->request.httpVersion = endpoint.request.httpVersion;
                read->request.timeout = endpoint.request.timeout;
                endpoint.steps.append({read->name, read->request});
            }
        }
    }
    if (const auto checks = r.strings(QLatin1StringView("checks"))) {
        if (const QString problem = ResponseCheck::countProblem(checks->size()); !problem.isEmpty())
            r.error(r.pathOf(QLatin1StringView("checks")), problem);
        for (qsizetype i = 0; i < checks->size(); ++i) {
            QString error;
            if (const auto check = ResponseCheck::parse(checks->at(i), &error))
                endpoint.request.checks.append(*check);
            else
                r.error(r.pathOf(QLatin1StringView("checks"), i), error);
        }
    }
    if (const auto data = r.string(QLatin1StringView("data")); data && !data->isEmpty()) {
        QString error;
        if (const auto table = DataTable::read(base.absoluteFilePath(*data), &error))
            endpoint.request.data = *table;
        else
            r.error(r.pathOf(QLatin1StringView("data")), error);
    }
    return errors.size() == before ? std::optional(endpoint) : std::nullopt;
}

// The native keys; all optional, each sets only its own field.
void readNative(JsonReader &r, Experiment &e, const QDir &base, QStringList &errors)
{
    // Before the endpoints: their default names leave these out.
    if (const auto names = r.strings(QLatin1StringView("redact"))) {
        e.redact.clear();
        for (qsizetype i = 0; i < names->size(); ++i) {
            const QString name = names->at(i).trimmed();
            if (name.isEmpty())
                r.error(r.pathOf(QLatin1StringView("redact"), i), tr("an empty name redacts nothing"));
            else
                e.redact.append(name);
        }
    }
    if (const auto endpoints = r.array(QLatin1StringView("endpoints"))) {
        e.endpoints.clear();
        for (qsizetype i = 0; i < endpoints->size(); ++i) {
            const QString path = r.pathOf(QLatin1StringView("endpoints"), i);
            if (!endpoints->at(i).isObject()) {
                r.error(path, tr("expected an endpoint object"));
                continue;
            }
            if (auto endpoint = endpointFromJson(endpoints->at(i).toObject(), path, e.redact, base, errors))
                e.endpoints.append(*endpoint);
        }
    }
    if (const auto types = r.strings(QLatin1StringView("run_types"))) {
        e.runTypes.clear();
        for (qsizetype i = 0; i < types->size(); ++i) {
            if (const auto type = runTypeFromName(types->at(i)))
                e.runTypes.append(*type);
            else
                r.error(r.pathOf(QLatin1StringView("run_types"), i),
                        tr("'%1' is not one of continuous, rate, warm, cold, burst, sequential").arg(types->at(i)));
        }
    }
    if (const auto v = r.number(QLatin1StringView("concurrency"), 1, 100000, true))
        e.concurrency = int(*v);
    if (const auto v = r.number(QLatin1StringView("repetitions"), 1, maxCount, true))
        e.repetitions = int(*v);
    if (const auto v = r.seconds(QLatin1StringView("duration_s")))
        e.duration = *v;
    if (const auto stages = r.array(QLatin1StringView("stages"))) {
        e.stages.clear();
        for (qsizetype i = 0; i < stages->size(); ++i) {
            const QString path = r.pathOf(QLatin1StringView("stages"), i);
            if (!stages->at(i).isObject()) {
                r.error(path, tr("expected a stage object, {\"duration_s\": 30, \"target\": 500}"));
                continue;
            }
            JsonReader stage(stages->at(i).toObject(), path, errors);
            stage.rejectUnknown({QLatin1StringView("duration_s"), QLatin1StringView("target")});
            const auto duration = stage.seconds(QLatin1StringView("duration_s"));
            const auto target = stage.number(QLatin1StringView("target"), 0, maxCount);
            for (const char *key : {"duration_s", "target"}) {
                if (!stage.has(QLatin1StringView(key)))
                    stage.error(stage.pathOf(QLatin1StringView(key)), tr("missing: every stage needs it"));
            }
            if (duration && target)
                e.stages.append({*duration, *target});
        }
        // The stages set the duration, unless the file gives one (validate() compares them).
        if (!r.has(QLatin1StringView("duration_s")))
            e.duration = e.stagesDuration();
    }
    if (const auto v = r.number(QLatin1StringView("requests"), 0, 1e15, true))
        e.requests = std::int64_t(*v);
    if (const auto v = r.number(QLatin1StringView("rate_start"), 0, maxCount))
        e.rateStart = *v;
    if (const auto v = r.number(QLatin1StringView("rate_end"), 0, maxCount))
        e.rateEnd = *v;
    if (const auto v = r.seconds(QLatin1StringView("pause_before_s")))
        e.pauseBefore = *v;
    if (const auto v = r.seconds(QLatin1StringView("pause_after_s")))
        e.pauseAfter = *v;
    if (const auto v = r.seconds(QLatin1StringView("warmup_s")))
        e.warmup = *v;
    if (const auto v = r.numbers(QLatin1StringView("memory_sizes"), Experiment::MinMemoryMb, Experiment::MaxMemoryMb,
                                 true, QStringLiteral(" MiB"))) {
        e.memorySizesMb.clear();
        for (double m : *v)
            e.memorySizesMb.append(int(m));
    }
    if (const auto v = r.numbers(QLatin1StringView("cpu_limits"), Experiment::MinCpus, Experiment::MaxCpus, false))
        e.cpuLimits = *v;
    if (const auto v = r.numbers(QLatin1StringView("message_lengths"), 0, 65535, true)) {
        e.messageLengths.clear();
        for (double m : *v)
            e.messageLengths.append(int(m));
    }
    if (const auto v = r.string(QLatin1StringView("engine"))) {
        if (const auto engine = engineFromName(*v))
            e.engine = *engine;
        else
            r.error(r.pathOf(QLatin1StringView("engine")), tr("'%1' is not one of socket, qnam").arg(*v));
    }
    if (const auto v = r.number(QLatin1StringView("threads"), 0, 1024, true))
        e.threads = int(*v);
    if (const auto v = r.number(QLatin1StringView("streams"), 1, Experiment::MaxStreams, true))
        e.streams = int(*v);
    if (const auto v = r.string(QLatin1StringView("cold_start"))) {
        if (const auto method = coldStartMethodFromName(*v))
            e.coldStart = *method;
        else
            r.error(r.pathOf(QLatin1StringView("cold_start")),
                    tr("'%1' is not one of restart, stop-start, recreate, kill, scale, force-update").arg(*v));
    }
    if (const auto v = r.number(QLatin1StringView("stop_timeout_s"), 0, Experiment::MaxStopTimeoutS, true))
        e.stopTimeoutS = int(*v);
    if (const auto v = r.string(QLatin1StringView("docker_host")))
        e.dockerHost = *v;
    if (const auto nodes = r.object(QLatin1StringView("swarm_nodes"))) {
        for (auto it = nodes->constBegin(); it != nodes->constEnd(); ++it) {
            if (it.value().isString() && !it.value().toString().isEmpty())
                e.swarmNodes.insert(it.key(), it.value().toString());
            else
                r.error(r.pathOf(QLatin1StringView("swarm_nodes")) + QLatin1Char('.') + it.key(),
                        tr("expected the node's Docker address, e.g. \"tcp://10.0.0.12:2376\""));
        }
    }
    if (const auto v = r.boolean(QLatin1StringView("seed_format")))
        e.seedFormat = *v;
    if (const auto texts = r.strings(QLatin1StringView("thresholds"))) {
        e.thresholds.clear();
        for (qsizetype i = 0; i < texts->size(); ++i) {
            QString error;
            if (const auto threshold = Threshold::parse(texts->at(i), &error))
                e.thresholds.append(*threshold);
            else
                r.error(r.pathOf(QLatin1StringView("thresholds"), i), error);
        }
    }
    if (const auto v = r.boolean(QLatin1StringView("abort_on_threshold_fail")))
        e.abortOnThresholdFail = *v;
    if (const auto v = r.boolean(QLatin1StringView("mix")))
        e.mix = *v;
    // null: no search, as experimentToJson writes an experiment without one.
    if (r.has(QLatin1StringView("capacity")) && !r.isNull(QLatin1StringView("capacity"))) {
        if (const auto object = r.object(QLatin1StringView("capacity")))
            e.capacity = capacitySearchFromJson(*object, r.pathOf(QLatin1StringView("capacity")), errors);
    }
    if (const auto object = r.object(QLatin1StringView("generators"))) {
        if (const auto generators = generatorsFromJson(*object, r.pathOf(QLatin1StringView("generators")), errors))
            e.generators = *generators;
    }
    // null: no pricing, as experimentToJson writes an experiment without one.
    if (r.has(QLatin1StringView("pricing")) && !r.isNull(QLatin1StringView("pricing"))) {
        if (const auto object = r.object(QLatin1StringView("pricing")))
            e.pricing = pricingFromJson(*object, r.pathOf(QLatin1StringView("pricing")), errors);
    }
}

const QList<QLatin1StringView> nativeKeys = {
    QLatin1StringView("endpoints"),
    QLatin1StringView("run_types"),
    QLatin1StringView("concurrency"),
    QLatin1StringView("repetitions"),
    QLatin1StringView("duration_s"),
    QLatin1StringView("requests"),
    QLatin1StringView("rate_start"),
    QLatin1StringView("rate_end"),
    QLatin1StringView("pause_before_s"),
    QLatin1StringView("pause_after_s"),
    QLatin1StringView("warmup_s"),
    QLatin1StringView("memory_sizes"),
    QLatin1StringView("cpu_limits"),
    QLatin1StringView("message_lengths"),
    QLatin1StringView("engine"),
    QLatin1StringView("threads"),
    QLatin1StringView("cold_start"),
    QLatin1StringView("stop_timeout_s"),
    QLatin1StringView("docker_host"),
    QLatin1StringView("swarm_nodes"),
    QLatin1StringView("seed_format"),
    QLatin1StringView("redact"),
    QLatin1StringView("pricing"),
    QLatin1StringView("streams"),
    QLatin1StringView("thresholds"),
    QLatin1StringView("stages"),
    QLatin1StringView("capacity"),
    QLatin1StringView("abort_on_threshold_fail"),
    QLatin1StringView("mix"),
    QLatin1StringView("generators"),
};

void readContainerPerfBlock(JsonReader &outer, Experiment &e, const QDir &base, QStringList &errors)
{
    if (const auto block = outer.object(QLatin1StringView("containerperf"))) {
        JsonReader r(*block, outer.pathOf(QLatin1StringView("containerperf")), errors);
        r.rejectUnknown(nativeKeys);
        readNative(r, e, base, errors);
    }
}

// SeBS's perf-cost object: {"benchmark", "experiments": ["cold", …], "input-size",
// "repetitions", "concurrent-invocations", "memory-sizes"}.
void readPerfCost(const QJsonObject &object, const QString &path, Experiment &e, const QDir &base, QStringList &errors)
{
    JsonReader r(object, path, errors);
    r.rejectUnknown({QLatin1StringView("benchmark"), QLatin1StringView("experiments"), QLatin1StringView("input-size"),
                     QLatin1StringView("repetitions"), QLatin1StringView("concurrent-invocations"),
                     QLatin1StringView("memory-sizes"), QLatin1StringView("containerperf")});
    // Benchmark and input size select SeBS's cloud functions: here the endpoint is given.
    r.string(QLatin1StringView("benchmark"));
    r.string(QLatin1StringView("input-size"));
    e.runTypes.clear();
    if (const auto types = r.strings(QLatin1StringView("experiments"))) {
        for (qsizetype i = 0; i < types->size(); ++i) {
            const auto type = runTypeFromName(types->at(i));
            if (type && isPerfCostType(*type))
                e.runTypes.append(*type);
            else
                r.error(r.pathOf(QLatin1StringView("experiments"), i),
                        tr("'%1' is not one of warm, cold, burst, sequential").arg(types->at(i)));
        }
    } else if (!r.has(QLatin1StringView("experiments"))) {
        r.error(r.pathOf(QLatin1StringView("experiments")),
                tr("missing: list the run types, e.g. [\"cold\", \"warm\"]"));
    }
    if (const auto v = r.number(QLatin1StringView("repetitions"), 1, maxCount, true))
        e.repetitions = int(*v);
    if (const auto v = r.number(QLatin1StringView("concurrent-invocations"), 1, 100000, true))
        e.concurrency = int(*v);
    if (const auto v = r.numbers(QLatin1StringView("memory-sizes"), Experiment::MinMemoryMb, Experiment::MaxMemoryMb,
                                 true, QStringLiteral(" MiB"))) {
        for (double m : *v)
            e.memorySizesMb.append(int(m));
    }
    readContainerPerfBlock(r, e, base, errors);
}
} // namespace

bool isSebsPerfCost(const QJsonObject &object)
{
    return object.value(QLatin1StringView("experiments")).isObject()
        || object.value(QLatin1StringView("experiments")).isArray()
        || object.contains(QLatin1StringView("concurrent-invocations"));
}

std::optional<Experiment> experimentFromJson(const QJsonObject &object, QStringList *errors, const QDir &base)
{
    QStringList problems;
    Experiment e;
    if (isSebsPerfCost(object) && !object.contains(QLatin1StringView("format"))) {
        // SeBS's pauses are ContainerPerf's defaults; "containerperf" may change them.
        if (object.value(QLatin1StringView("experiments")).isObject()) {
            JsonReader top(object, QString(), problems);
            top.rejectUnknown({QLatin1StringView("experiments"), QLatin1StringView("deployment"),
                               QLatin1StringView("containerperf")});
            const QJsonObject experiments = object.value(QLatin1StringView("experiments")).toObject();
            // SeBS keeps its cloud settings beside perf-cost; they do not apply here.
            if (const QJsonValue perfCost = experiments.value(QLatin1StringView("perf-cost")); perfCost.isObject())
                readPerfCost(perfCost.toObject(), QStringLiteral("experiments.perf-cost"), e, base, problems);
            else
                problems << tr("experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment");
            readContainerPerfBlock(top, e, base, problems);
        } else {
            readPerfCost(object, QString(), e, base, problems);
        }
    } else {
        JsonReader r(object, QString(), problems);
        QList<QLatin1StringView> known = nativeKeys;
        known << QLatin1StringView("format") << QLatin1StringView("environment");
        r.rejectUnknown(known);
        const auto format = r.string(QLatin1StringView("format"));
        if (!r.has(QLatin1StringView("format")))
            problems << tr("format: missing; a ContainerPerf experiment file starts with \"format\": \"%1\"")
                            .arg(ExperimentFormat);
        else if (format && *format != ExperimentFormat)
            problems << tr("format: '%1' is not a format this version reads (%2)").arg(*format, ExperimentFormat);
        r.object(QLatin1StringView("environment"));
        readNative(r, e, base, problems);
    }
    if (!problems.isEmpty()) {
        *errors = problems;
        return std::nullopt;
    }
    return e;
}

std::optional<Experiment> experimentFromFile(const QString &path, QStringList *errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *errors = {tr("cannot read %1: %2").arg(path, file.errorString())};
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *errors = {
            tr("%1 is not valid JSON: %2 at byte %3").arg(path, parseError.errorString()).arg(parseError.offset)};
        return std::nullopt;
    }
    if (!document.isObject()) {
        *errors = {tr("%1: the experiment must be a JSON object").arg(path)};
        return std::nullopt;
    }
    return experimentFromJson(document.object(), errors, QFileInfo(path).absoluteDir());
}

} // namespace cp
