#include "summary_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>

namespace cp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cp", text);
}

double number(const QJsonValue &value)
{
    return value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

std::optional<stats::Interval> interval(const QJsonValue &value)
{
    const QJsonArray array = value.toArray();
    if (array.size() != 2 || !array[0].isDouble() || !array[1].isDouble())
        return std::nullopt;
    return stats::Interval{array[0].toDouble(), array[1].toDouble()};
}

} // namespace

stats::Summary summaryFromJson(const QJsonObject &o)
{
    stats::Summary s;
    s.n = o.value(QLatin1String("n")).toInteger();
    s.mean = number(o.value(QLatin1String("mean")));
    s.median = number(o.value(QLatin1String("median")));
    s.std = number(o.value(QLatin1String("std")));
    s.cv = number(o.value(QLatin1String("cv")));
    s.min = number(o.value(QLatin1String("min")));
    s.max = number(o.value(QLatin1String("max")));
    s.p50 = number(o.value(QLatin1String("p50")));
    s.p90 = number(o.value(QLatin1String("p90")));
    s.p95 = number(o.value(QLatin1String("p95")));
    s.p99 = number(o.value(QLatin1String("p99")));
    s.p999 = number(o.value(QLatin1String("p999")));
    s.ci95_t = interval(o.value(QLatin1String("ci95_t")));
    s.ci99_t = interval(o.value(QLatin1String("ci99_t")));
    s.ci95_median = interval(o.value(QLatin1String("ci95_median")));
    s.ci99_median = interval(o.value(QLatin1String("ci99_median")));
    s.ci95_median_sebs = interval(o.value(QLatin1String("ci95_median_sebs")));
    s.ci99_median_sebs = interval(o.value(QLatin1String("ci99_median_sebs")));
    return s;
}

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
    info.engine = o.value(QLatin1String("engine")).toString() == engineName(EngineKind::Qnam) ? EngineKind::Qnam
                                                                                               : EngineKind::Socket;
    info.point.memoryMb = o.value(QLatin1String("memory_mb")).toInt();
    info.effectiveMemoryMb = o.value(QLatin1String("effective_memory_mb")).toInt();
    info.point.cpuLimit = o.value(QLatin1String("cpu_limit")).toDouble();
    info.effectiveCpus = o.value(QLatin1String("effective_cpus")).toDouble();
    info.point.msgLength = o.value(QLatin1String("msg_length")).toInt();
    info.startNs = o.value(QLatin1String("start_ns")).toInteger();
    info.endNs = o.value(QLatin1String("end_ns")).toInteger();
    s.counts.requests = o.value(QLatin1String("requests")).toInteger();
    s.counts.accepted = o.value(QLatin1String("accepted")).toInteger();
    s.counts.incorrect = o.value(QLatin1String("incorrect")).toInteger();
    s.counts.coldCount = o.value(QLatin1String("cold_count")).toInteger();
    const QJsonObject errors = o.value(QLatin1String("errors")).toObject();
    for (int i = 0; i < ErrorClassCount; ++i)
        s.counts.errors[std::size_t(i)] = errors.value(errorClassName(ErrorClass(i))).toInteger();
    s.durationS = o.value(QLatin1String("duration_s")).toDouble();
    s.throughputRps = o.value(QLatin1String("throughput_rps")).toDouble();
    s.engine.lateSends = o.value(QLatin1String("late_sends")).toInteger();
    s.engine.maxLagUs = o.value(QLatin1String("max_schedule_lag_us")).toInteger();
    s.engine.connectionsOpened = o.value(QLatin1String("connections_opened")).toInteger();
    const QJsonArray coldStarts = o.value(QLatin1String("cold_start_us")).toArray();
    for (const QJsonValue &v : coldStarts)
        s.coldStartUs.append(v.toInteger());
    s.totalUs = summaryFromJson(o.value(QLatin1String("total_us")).toObject());
    s.latencyUs = summaryFromJson(o.value(QLatin1String("latency_us")).toObject());
    return s;
}

std::optional<QList<RunSummary>> summaryDocumentFromJson(const QJsonObject &document, QString *error)
{
    if (document.value(QLatin1String("format")).toString() != QLatin1String("containerperf-summary/1")) {
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
