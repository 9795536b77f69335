#include "store/summary_json.h"

#include "model/translation.h"
#include "stats/summary.h"
#include "store/billing_json.h"
#include "store/capacity_json.h"
#include "store/cost_json.h"

#include <cmath>

namespace cp {

namespace {

// A rate run's stages plan and achieve requests per second; a continuous run's, requests in flight.
QJsonArray stagesToJson(const QList<StageOutcome> &stages, RunType type)
{
    const QString unit = type == RunType::Rate ? QStringLiteral("requests_per_s") : QStringLiteral("in_flight");
    QJsonArray array;
    for (const StageOutcome &stage : stages) {
        array.append(QJsonObject{
            {QStringLiteral("start_s"), stage.startS},
            {QStringLiteral("duration_s"), stage.durationS},
            {QStringLiteral("target_from"), stage.targetFrom},
            {QStringLiteral("target_to"), stage.targetTo},
            {QStringLiteral("unit"), unit},
            {QStringLiteral("planned"), stage.planned},
            {QStringLiteral("achieved"), stage.achieved},
        });
    }
    return array;
}

QJsonObject errorsToJson(const RunCounts &counts)
{
    QJsonObject errors;
    for (int i = 0; i < ErrorClassCount; ++i)
        errors.insert(errorClassName(ErrorClass(i)), qint64(counts.errors[std::size_t(i)]));
    return errors;
}

QJsonArray checksToJson(const RunSummary &s)
{
    QJsonArray checks;
    for (qsizetype i = 0; i < s.info.checks.size(); ++i) {
        checks.append(QJsonObject{{QStringLiteral("check"), s.info.checks[i]},
                                  {QStringLiteral("failed"), qint64(s.counts.checkFailures.value(i))}});
    }
    return checks;
}

// One endpoint of a mix: its own counts and statistics (docs/load-testing.md#endpoint-mixes).
QJsonObject mixedEndpointToJson(const RunSummary &part, double weight)
{
    return QJsonObject{
        {QStringLiteral("endpoint"), part.info.endpointName},
        {QStringLiteral("url"), part.info.url.toString(QUrl::RemoveUserInfo)},
        {QStringLiteral("weight"), weight},
        {QStringLiteral("requests"), qint64(part.counts.requests)},
        {QStringLiteral("accepted"), qint64(part.counts.accepted)},
        {QStringLiteral("errors"), errorsToJson(part.counts)},
        {QStringLiteral("throughput_rps"), part.throughputRps},
        {QStringLiteral("total_us"), stats::toJson(part.totalUs)},
        {QStringLiteral("latency_us"), stats::toJson(part.latencyUs)},
        {QStringLiteral("checks"), checksToJson(part)},
    };
}

void countsFromJson(const QJsonObject &o, RunSummary &s)
{
    s.counts.requests = o.value(QLatin1String("requests")).toInteger();
    s.counts.accepted = o.value(QLatin1String("accepted")).toInteger();
    const QJsonObject errors = o.value(QLatin1String("errors")).toObject();
    for (int i = 0; i < ErrorClassCount; ++i)
        s.counts.errors[std::size_t(i)] = errors.value(errorClassName(ErrorClass(i))).toInteger();
    const QJsonArray checks = o.value(QLatin1String("checks")).toArray();
    for (const QJsonValue &v : checks) {
        s.info.checks.append(v[QLatin1String("check")].toString());
        s.counts.checkFailures.append(v[QLatin1String("failed")].toInteger());
    }
    s.throughputRps = o.value(QLatin1String("throughput_rps")).toDouble();
    s.totalUs = stats::fromJson(o.value(QLatin1String("total_us")).toObject());
    s.latencyUs = stats::fromJson(o.value(QLatin1String("latency_us")).toObject());
}

} // namespace

QJsonObject runSummaryToJson(const RunSummary &s)
{
    const RunInfo &info = s.info;
    QJsonArray coldStarts;
    for (std::int64_t us : s.coldStartUs)
        coldStarts.append(qint64(us));

    QJsonObject run{
        {QStringLiteral("run"), info.index},
        {QStringLiteral("type"), runTypeName(info.point.type)},
        {QStringLiteral("endpoint"), info.endpointName},
        {QStringLiteral("url"), info.url.toString(QUrl::RemoveUserInfo)},
        {QStringLiteral("engine"), engineName(info.engine)},
        {QStringLiteral("memory_mb"), info.point.memoryMb},
        {QStringLiteral("effective_memory_mb"), info.effectiveMemoryMb},
        {QStringLiteral("cpu_limit"), info.point.cpuLimit},
        {QStringLiteral("effective_cpus"), info.effectiveCpus},
        {QStringLiteral("host_cpus"), info.hostCpus},
        {QStringLiteral("msg_length"), info.point.msgLength},
        {QStringLiteral("start_ns"), qint64(info.startNs)},
        {QStringLiteral("end_ns"), qint64(info.endNs)},
        {QStringLiteral("requests"), qint64(s.counts.requests)},
        {QStringLiteral("accepted"), qint64(s.counts.accepted)},
        {QStringLiteral("errors"), errorsToJson(s.counts)},
        {QStringLiteral("incorrect"), qint64(s.counts.incorrect)},
        {QStringLiteral("cold_count"), qint64(s.counts.coldCount)},
        {QStringLiteral("duration_s"), s.durationS},
        {QStringLiteral("throughput_rps"), s.throughputRps},
        {QStringLiteral("late_sends"), qint64(s.engine.lateSends)},
        {QStringLiteral("waited_sends"), qint64(s.engine.waitedSends)},
        {QStringLiteral("max_schedule_lag_us"), qint64(s.engine.maxLagUs)},
        {QStringLiteral("connections_opened"), qint64(s.engine.connectionsOpened)},
        {QStringLiteral("connections_unavailable"), qint64(s.engine.connectionsUnavailable)},
        {QStringLiteral("dropped_sends"), qint64(s.engine.droppedSends)},
        {QStringLiteral("engine_cpu_wait_us"),
         s.engine.cpuWaitUs >= 0 ? QJsonValue(qint64(s.engine.cpuWaitUs)) : QJsonValue()},
        {QStringLiteral("engine_cpu_us"), s.engine.cpuUs >= 0 ? QJsonValue(qint64(s.engine.cpuUs)) : QJsonValue()},
        {QStringLiteral("tcp_rtt_us"), s.engine.tcpRttUs() ? QJsonValue(*s.engine.tcpRttUs()) : QJsonValue()},
        {QStringLiteral("tcp_rtt_connections"), qint64(s.engine.tcpRttCount)},
        {QStringLiteral("cost"), s.cost ? QJsonValue(runCostToJson(*s.cost)) : QJsonValue()},
        {QStringLiteral("billing"), s.billing ? QJsonValue(runBillingToJson(*s.billing)) : QJsonValue()},
        {QStringLiteral("total_us"), stats::toJson(s.totalUs)},
        {QStringLiteral("latency_us"), stats::toJson(s.latencyUs)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(info.warnings)},
    };
    if (!s.cost)
        run.insert(QStringLiteral("cost_missing"), s.costMissing);
    if (!s.billing && !s.billingMissing.isEmpty())
        run.insert(QStringLiteral("billing_missing"), s.billingMissing);
    if (isPerfCostType(info.point.type))
        run.insert(QStringLiteral("cold_start_us"), coldStarts);
    if (!s.stages.isEmpty())
        run.insert(QStringLiteral("stages"), stagesToJson(s.stages, info.point.type));
    if (s.capacity)
        run.insert(QStringLiteral("capacity"), capacityResultToJson(*s.capacity));
    if (!info.checks.isEmpty())
        run.insert(QStringLiteral("checks"), checksToJson(s));
    if (!s.generators.isEmpty()) {
        QJsonArray generators;
        for (const GeneratorReport &g : s.generators)
            generators.append(generatorReportToJson(g));
        run.insert(QStringLiteral("generators"), generators);
    }
    if (!s.endpoints.isEmpty()) {
        QJsonArray endpoints;
        for (qsizetype e = 0; e < s.endpoints.size(); ++e)
            endpoints.append(mixedEndpointToJson(s.endpoints[e], info.mix.value(e).weight));
        run.insert(QStringLiteral("endpoints"), endpoints);
    }
    return run;
}

QJsonObject generatorReportToJson(const GeneratorReport &g)
{
    return QJsonObject{
        {QStringLiteral("generator"), g.index},
        {QStringLiteral("node"), g.node},
        {QStringLiteral("container"), g.container},
        {QStringLiteral("clock_offset_ns"), qint64(g.clockOffsetNs)},
        {QStringLiteral("clock_uncertainty_ns"), qint64(g.clockUncertaintyNs)},
        {QStringLiteral("clock_corrected"), g.clockCorrected},
        {QStringLiteral("requests"), qint64(g.requests)},
        {QStringLiteral("errors"), qint64(g.errors)},
        {QStringLiteral("duration_s"), g.durationS},
        {QStringLiteral("late_sends"), qint64(g.engine.lateSends)},
        {QStringLiteral("waited_sends"), qint64(g.engine.waitedSends)},
        {QStringLiteral("max_schedule_lag_us"), qint64(g.engine.maxLagUs)},
        {QStringLiteral("engine_cpu_us"), g.engine.cpuUs >= 0 ? QJsonValue(qint64(g.engine.cpuUs)) : QJsonValue()},
        {QStringLiteral("exit_code"), g.exitCode},
        {QStringLiteral("problem"), g.problem},
    };
}

GeneratorReport generatorReportFromJson(const QJsonObject &o)
{
    GeneratorReport g;
    g.index = o.value(QLatin1String("generator")).toInt();
    g.node = o.value(QLatin1String("node")).toString();
    g.container = o.value(QLatin1String("container")).toString();
    g.clockOffsetNs = o.value(QLatin1String("clock_offset_ns")).toInteger();
    g.clockUncertaintyNs = o.value(QLatin1String("clock_uncertainty_ns")).toInteger();
    g.clockCorrected = o.value(QLatin1String("clock_corrected")).toBool();
    g.requests = o.value(QLatin1String("requests")).toInteger();
    g.errors = o.value(QLatin1String("errors")).toInteger();
    g.durationS = o.value(QLatin1String("duration_s")).toDouble();
    g.engine.lateSends = o.value(QLatin1String("late_sends")).toInteger();
    g.engine.waitedSends = o.value(QLatin1String("waited_sends")).toInteger();
    g.engine.maxLagUs = o.value(QLatin1String("max_schedule_lag_us")).toInteger();
    g.engine.cpuUs = o.value(QLatin1String("engine_cpu_us")).toInteger(-1);
    g.exitCode = o.value(QLatin1String("exit_code")).toInt(-1);
    g.problem = o.value(QLatin1String("problem")).toString();
    return g;
}

QJsonObject summaryDocument(const QList<RunSummary> &runs, const QJsonObject &answers)
{
    QJsonArray array;
    for (const RunSummary &run : runs)
        array.append(runSummaryToJson(run));
    QJsonObject document{
        {QStringLiteral("format"), QString(SummaryFormat)},
        {QStringLiteral("units"), QStringLiteral("total_us and latency_us in microseconds; duration_s in seconds")},
        {QStringLiteral("runs"), array},
    };
    for (auto it = answers.constBegin(); it != answers.constEnd(); ++it)
        document.insert(it.key(), it.value());
    return document;
}

namespace {

// What `read` makes of `value`; none where a run has no such object (a run without cost or bills).
template<typename T>
std::optional<T> ifObject(const QJsonValue &value, T (*read)(const QJsonObject &))
{
    return value.isObject() ? std::optional(read(value.toObject())) : std::nullopt;
}

} // namespace

std::optional<RunSummary> runSummaryFromJson(const QJsonObject &o, QString *error)
{
    const auto type = runTypeFromName(o.value(QLatin1String("type")).toString());
    if (!type) {
        *error = tr("unknown run type '%1'").arg(o.value(QLatin1String("type")).toString());
        return std::nullopt;
    }
    RunSummary s;
    RunInfo &info = s.info;
    info.index = o.value(QLatin1String("run")).toInt();
    info.point.type = *type;
    info.endpointName = o.value(QLatin1String("endpoint")).toString();
    info.url = QUrl(o.value(QLatin1String("url")).toString());
    info.engine = engineFromName(o.value(QLatin1String("engine")).toString()).value_or(EngineKind::Socket);
    info.point.memoryMb = o.value(QLatin1String("memory_mb")).toInt();
    info.effectiveMemoryMb = o.value(QLatin1String("effective_memory_mb")).toInt();
    info.point.cpuLimit = o.value(QLatin1String("cpu_limit")).toDouble();
    info.effectiveCpus = o.value(QLatin1String("effective_cpus")).toDouble();
    info.hostCpus = o.value(QLatin1String("host_cpus")).toDouble();
    info.point.msgLength = o.value(QLatin1String("msg_length")).toInt();
    info.startNs = o.value(QLatin1String("start_ns")).toInteger();
    info.endNs = o.value(QLatin1String("end_ns")).toInteger();
    const QJsonArray warnings = o.value(QLatin1String("warnings")).toArray();
    for (const QJsonValue &v : warnings)
        info.warnings.append(v.toString());
    countsFromJson(o, s);
    s.counts.incorrect = o.value(QLatin1String("incorrect")).toInteger();
    s.counts.coldCount = o.value(QLatin1String("cold_count")).toInteger();
    s.durationS = o.value(QLatin1String("duration_s")).toDouble();
    s.engine.lateSends = o.value(QLatin1String("late_sends")).toInteger();
    s.engine.waitedSends = o.value(QLatin1String("waited_sends")).toInteger();
    s.engine.maxLagUs = o.value(QLatin1String("max_schedule_lag_us")).toInteger();
    s.engine.connectionsOpened = o.value(QLatin1String("connections_opened")).toInteger();
    s.engine.connectionsUnavailable = o.value(QLatin1String("connections_unavailable")).toInteger();
    s.engine.droppedSends = o.value(QLatin1String("dropped_sends")).toInteger();
    s.engine.cpuWaitUs = o.value(QLatin1String("engine_cpu_wait_us")).toInteger(-1);
    s.engine.cpuUs = o.value(QLatin1String("engine_cpu_us")).toInteger(-1);
    s.engine.tcpRttCount = o.value(QLatin1String("tcp_rtt_connections")).toInteger();
    s.engine.tcpRttSumUs = std::llround(o.value(QLatin1String("tcp_rtt_us")).toDouble() * double(s.engine.tcpRttCount));
    s.cost = ifObject(o.value(QLatin1String("cost")), runCostFromJson);
    s.costMissing = o.value(QLatin1String("cost_missing")).toString();
    s.billing = ifObject(o.value(QLatin1String("billing")), runBillingFromJson);
    s.billingMissing = o.value(QLatin1String("billing_missing")).toString();
    const QJsonArray coldStarts = o.value(QLatin1String("cold_start_us")).toArray();
    for (const QJsonValue &v : coldStarts)
        s.coldStartUs.append(v.toInteger());
    if (o.value(QLatin1String("capacity")).isObject())
        s.capacity = capacityResultFromJson(o.value(QLatin1String("capacity")).toObject());
    const QJsonArray generators = o.value(QLatin1String("generators")).toArray();
    for (const QJsonValue &v : generators)
        s.generators.append(generatorReportFromJson(v.toObject()));
    if (!s.generators.isEmpty())
        info.generators = int(s.generators.size());
    const QJsonArray endpoints = o.value(QLatin1String("endpoints")).toArray();
    for (const QJsonValue &v : endpoints) {
        const QJsonObject e = v.toObject();
        RunSummary part;
        part.info = info;
        part.info.endpointName = e.value(QLatin1String("endpoint")).toString();
        part.info.url = QUrl(e.value(QLatin1String("url")).toString());
        part.info.checks.clear();
        part.info.mix.clear();
        part.durationS = s.durationS;
        countsFromJson(e, part);
        info.mix.append({part.info.endpointName, part.info.url, e.value(QLatin1String("weight")).toDouble(1),
                         int(s.endpoints.isEmpty() ? 0 : info.mix.last().firstCheck + info.mix.last().checkCount),
                         int(part.info.checks.size())});
        s.endpoints.append(part);
    }
    return s;
}

std::optional<QList<RunSummary>> summaryDocumentFromJson(const QJsonObject &document, QString *error)
{
    if (document.value(QLatin1String("format")).toString() != SummaryFormat) {
        *error = tr("not a ContainerPerf summary (its \"format\" is not containerperf-summary/1)");
        return std::nullopt;
    }
    QList<RunSummary> runs;
    const QJsonArray array = document.value(QLatin1String("runs")).toArray();
    for (const QJsonValue &value : array) {
        auto run = runSummaryFromJson(value.toObject(), error);
        if (!run)
            return std::nullopt;
        runs.append(*run);
    }
    return runs;
}

} // namespace cp
