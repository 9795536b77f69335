#include "store/capacity_json.h"

#include "store/threshold_json.h"

namespace cp {

QJsonObject capacityResultToJson(const CapacityResult &result)
{
    QJsonArray probes;
    for (const CapacityProbe &probe : result.probes) {
        probes.append(QJsonObject{
            {QStringLiteral("rate_rps"), probe.rateRps},
            {QStringLiteral("start_ns"), qint64(probe.startNs)},
            {QStringLiteral("end_ns"), qint64(probe.endNs)},
            {QStringLiteral("requests"), qint64(probe.requests)},
            {QStringLiteral("achieved_rps"), probe.achievedRps},
            {QStringLiteral("passed"), probe.passed()},
            {QStringLiteral("generator_late_rate"), probe.generatorLateRate},
            {QStringLiteral("engine_cpu"), probe.engineCpu >= 0 ? QJsonValue(probe.engineCpu) : QJsonValue()},
            {QStringLiteral("generator_problem"),
             probe.generatorProblem.isEmpty() ? QJsonValue() : QJsonValue(probe.generatorProblem)},
            {QStringLiteral("targets"), thresholdResultsToJson(probe.targets)},
        });
    }
    return QJsonObject{
        {QStringLiteral("capacity_rps"), result.capacityRps},
        {QStringLiteral("limited_by"), QString(capacityLimitName(result.limitedBy))},
        {QStringLiteral("text"), result.text()},
        {QStringLiteral("probes"), probes},
    };
}

QJsonArray capacityCurveToJson(const QList<RunSummary> &runs)
{
    QJsonArray curve;
    for (const RunSummary &run : runs) {
        if (!run.capacity)
            continue;
        const RunPoint &point = run.info.point;
        curve.append(QJsonObject{
            {QStringLiteral("run"), run.info.index},
            {QStringLiteral("endpoint"), run.info.endpointName},
            {QStringLiteral("memory_mb"), point.memoryMb},
            {QStringLiteral("cpu_limit"), point.cpuLimit},
            {QStringLiteral("msg_length"), point.msgLength},
            {QStringLiteral("capacity_rps"), run.capacity->capacityRps},
            {QStringLiteral("limited_by"), QString(capacityLimitName(run.capacity->limitedBy))},
        });
    }
    return curve;
}

} // namespace cp
