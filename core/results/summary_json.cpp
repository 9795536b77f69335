#include "results/summary_json.h"

namespace cp {

QJsonObject runSummaryToJson(const RunSummary &s)
{
    const RunInfo &info = s.info;
    QJsonObject errors;
    for (int i = 0; i < ErrorClassCount; ++i)
        errors.insert(errorClassName(ErrorClass(i)), qint64(s.counts.errors[std::size_t(i)]));
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
        {QStringLiteral("msg_length"), info.point.msgLength},
        {QStringLiteral("start_ns"), qint64(info.startNs)},
        {QStringLiteral("end_ns"), qint64(info.endNs)},
        {QStringLiteral("requests"), qint64(s.counts.requests)},
        {QStringLiteral("accepted"), qint64(s.counts.accepted)},
        {QStringLiteral("errors"), errors},
        {QStringLiteral("incorrect"), qint64(s.counts.incorrect)},
        {QStringLiteral("cold_count"), qint64(s.counts.coldCount)},
        {QStringLiteral("duration_s"), s.durationS},
        {QStringLiteral("throughput_rps"), s.throughputRps},
        {QStringLiteral("late_sends"), qint64(s.engine.lateSends)},
        {QStringLiteral("max_schedule_lag_us"), qint64(s.engine.maxLagUs)},
        {QStringLiteral("connections_opened"), qint64(s.engine.connectionsOpened)},
        {QStringLiteral("total_us"), stats::toJson(s.totalUs)},
        {QStringLiteral("latency_us"), stats::toJson(s.latencyUs)},
    };
    if (isPerfCostType(info.point.type))
        run.insert(QStringLiteral("cold_start_us"), coldStarts);
    return run;
}

QJsonObject summaryDocument(const QList<RunSummary> &runs)
{
    QJsonArray array;
    for (const RunSummary &run : runs)
        array.append(runSummaryToJson(run));
    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("containerperf-summary/1")},
        {QStringLiteral("units"), QStringLiteral("total_us and latency_us in microseconds; duration_s in seconds")},
        {QStringLiteral("runs"), array},
    };
}

} // namespace cp
