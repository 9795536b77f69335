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

CapacityResult capacityResultFromJson(const QJsonObject &object)
{
    CapacityResult result;
    result.capacityRps = object[QLatin1String("capacity_rps")].toDouble();
    const QString limit = object[QLatin1String("limited_by")].toString();
    for (const CapacityLimit candidate :
         {CapacityLimit::Service, CapacityLimit::Generator, CapacityLimit::MaxRate, CapacityLimit::Interrupted}) {
        if (capacityLimitName(candidate) == limit)
            result.limitedBy = candidate;
    }
    for (const QJsonValue &p : object[QLatin1String("probes")].toArray()) {
        CapacityProbe probe;
        probe.rateRps = p[QLatin1String("rate_rps")].toDouble();
        probe.startNs = p[QLatin1String("start_ns")].toInteger();
        probe.endNs = p[QLatin1String("end_ns")].toInteger();
        probe.requests = p[QLatin1String("requests")].toInteger();
        probe.achievedRps = p[QLatin1String("achieved_rps")].toDouble();
        probe.generatorLateRate = p[QLatin1String("generator_late_rate")].toDouble();
        probe.engineCpu = p[QLatin1String("engine_cpu")].toDouble(-1);
        probe.generatorProblem = p[QLatin1String("generator_problem")].toString();
        probe.targets = thresholdResultsFromJson(p[QLatin1String("targets")].toArray());
        result.probes.append(probe);
    }
    return result;
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
