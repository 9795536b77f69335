#include "store/cost_json.h"

#include "model/json_field.h"
#include "stats/summary.h"

#include <QJsonArray>

namespace cp {

namespace {

using DoubleField = JsonField<ContainerCost, double>;
constexpr DoubleField DoubleFields[] = {
    {"cpu_seconds", &ContainerCost::cpuSeconds},
    {"memory_peak_mib", &ContainerCost::memoryPeakMib},
    {"memory_mean_mib", &ContainerCost::memoryMeanMib},
    {"memory_used_gib_s", &ContainerCost::memoryUsedGibS},
    {"memory_reserved_gib_s", &ContainerCost::memoryReservedGibS},
    {"memory_limit_mib", &ContainerCost::memoryLimitMib},
};
using ByteField = JsonField<ContainerCost, std::int64_t>;
constexpr ByteField ByteFields[] = {
    {"net_rx_bytes", &ContainerCost::netRxBytes},
    {"net_tx_bytes", &ContainerCost::netTxBytes},
    {"blk_read_bytes", &ContainerCost::blkReadBytes},
    {"blk_write_bytes", &ContainerCost::blkWriteBytes},
};

// The figures of one container, or of their sum, with per-request figures.
QJsonObject containerCostToJson(const ContainerCost &c, const RunCost &run)
{
    QJsonObject o;
    for (const DoubleField &field : DoubleFields)
        o.insert(QLatin1String(field.key), c.*field.member);
    for (const ByteField &field : ByteFields) {
        const QLatin1String key(field.key);
        o.insert(key, qint64(c.*field.member));
        o.insert(key + QLatin1String("_per_request"), run.perRequest(double(c.*field.member)));
    }
    o.insert(QStringLiteral("cpu_seconds_per_1000_requests"), run.perThousandRequests(c.cpuSeconds));
    o.insert(QStringLiteral("counter_resets"), c.counterResets);
    if (!c.container.isEmpty())
        o.insert(QStringLiteral("container"), c.container);
    return o;
}

ContainerCost containerCostFromJson(const QJsonObject &o)
{
    ContainerCost c;
    for (const DoubleField &field : DoubleFields)
        c.*field.member = o.value(QLatin1String(field.key)).toDouble();
    for (const ByteField &field : ByteFields)
        c.*field.member = o.value(QLatin1String(field.key)).toInteger();
    c.counterResets = o.value(QLatin1String("counter_resets")).toInt();
    c.container = o.value(QLatin1String("container")).toString();
    return c;
}

} // namespace

QJsonObject runCostToJson(const RunCost &cost)
{
    QJsonObject o = containerCostToJson(cost.total, cost);
    o.insert(QStringLiteral("window_s"), cost.windowS);
    o.insert(QStringLiteral("requests"), qint64(cost.requests));
    o.insert(QStringLiteral("generator_cpu_seconds"), stats::optionalToJson(cost.generatorCpuSeconds));
    if (cost.generatorCpuSeconds)
        o.insert(QStringLiteral("generator_cpu_seconds_per_1000_requests"),
                 cost.perThousandRequests(*cost.generatorCpuSeconds));
    QJsonArray containers;
    for (const ContainerCost &c : cost.containers)
        containers.append(containerCostToJson(c, cost));
    o.insert(QStringLiteral("containers"), containers);
    return o;
}

RunCost runCostFromJson(const QJsonObject &o)
{
    RunCost cost;
    cost.total = containerCostFromJson(o);
    cost.windowS = o.value(QLatin1String("window_s")).toDouble();
    cost.requests = o.value(QLatin1String("requests")).toInteger();
    cost.generatorCpuSeconds = stats::optionalFromJson(o.value(QLatin1String("generator_cpu_seconds")));
    const QJsonArray containers = o.value(QLatin1String("containers")).toArray();
    for (const QJsonValue &c : containers)
        cost.containers.push_back(containerCostFromJson(c.toObject()));
    return cost;
}

} // namespace cp
