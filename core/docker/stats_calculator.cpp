#include "docker/stats_calculator.h"

#include "docker/docker_time.h"

#include <QJsonArray>

#include <limits>

namespace cp {

namespace {

// Counters are 64-bit: toInteger() keeps them exact where toDouble() would round
// past 2^53; a value beyond qint64 (only ever "no limit") saturates.
std::int64_t integer(const QJsonValue &value)
{
    if (!value.isDouble())
        return 0;
    const qint64 exact = value.toInteger(-1);
    if (exact != -1 || value.toDouble() == -1.0)
        return exact;
    const double approx = value.toDouble();
    return approx >= 9.2e18 ? std::numeric_limits<std::int64_t>::max() : std::int64_t(approx);
}

std::int64_t totalUsage(const QJsonObject &cpuStats)
{
    return integer(cpuStats.value(QLatin1StringView("cpu_usage")).toObject().value(QLatin1StringView("total_usage")));
}

QString containerId(const QJsonObject &stats)
{
    for (const auto key : {QLatin1StringView("id"), QLatin1StringView("Id"), QLatin1StringView("ID")}) {
        const QString id = stats.value(key).toString();
        if (!id.isEmpty())
            return id;
    }
    return {};
}

void addInterface(const QJsonObject &counters, StatsRecord &record)
{
    record.netRxBytes += integer(counters.value(QLatin1StringView("rx_bytes")));
    record.netTxBytes += integer(counters.value(QLatin1StringView("tx_bytes")));
}

void computeNetwork(const QJsonObject &stats, StatsRecord &record)
{
    const QJsonObject networks = stats.value(QLatin1StringView("networks")).toObject();
    for (auto it = networks.constBegin(); it != networks.constEnd(); ++it)
        addInterface(it.value().toObject(), record);
    // Older Podman versions report their one interface under "network".
    if (networks.isEmpty())
        addInterface(stats.value(QLatin1StringView("network")).toObject(), record);
}

void computeBlockIo(const QJsonObject &stats, StatsRecord &record)
{
    const QJsonArray entries = stats.value(QLatin1StringView("blkio_stats"))
                                   .toObject()
                                   .value(QLatin1StringView("io_service_bytes_recursive"))
                                   .toArray();
    for (const auto &entry : entries) {
        const QJsonObject object = entry.toObject();
        const QString op = object.value(QLatin1StringView("op")).toString();
        if (op.isEmpty())
            continue;
        const QChar first = op.front().toLower();
        if (first == QLatin1Char('r'))
            record.blkReadBytes += integer(object.value(QLatin1StringView("value")));
        else if (first == QLatin1Char('w'))
            record.blkWriteBytes += integer(object.value(QLatin1StringView("value")));
    }
}

void computeMemory(const QJsonObject &stats, StatsRecord &record)
{
    const QJsonObject memory = stats.value(QLatin1StringView("memory_stats")).toObject();
    const std::int64_t usage = integer(memory.value(QLatin1StringView("usage")));
    const std::int64_t limit = integer(memory.value(QLatin1StringView("limit")));
    const QJsonObject detail = memory.value(QLatin1StringView("stats")).toObject();
    // cgroup v1 names the hierarchical figure total_inactive_file; v2 only has inactive_file.
    // Subtracting all of "cache" instead (the old formula) would drop tmpfs and /dev/shm pages.
    std::int64_t used = usage;
    for (const auto key : {QLatin1StringView("total_inactive_file"), QLatin1StringView("inactive_file")}) {
        if (detail.contains(key)) {
            const std::int64_t inactive = integer(detail.value(key));
            if (inactive < usage)
                used = usage - inactive;
            break;
        }
    }
    record.memUsedBytes = used;
    record.memLimitBytes = limit;
    if (limit > 0) {
        record.memPercent = double(used) / double(limit) * 100.0;
        record.seedMemoryUsage = double(usage) / double(limit);
    }
}

} // namespace

std::optional<StatsRecord> StatsCalculator::consume(const QJsonObject &stats)
{
    const auto readNs = parseDockerTime(stats.value(QLatin1StringView("read")).toString());
    if (!readNs)
        return std::nullopt;

    StatsRecord record;
    record.timeNs = *readNs;
    QString name = stats.value(QLatin1StringView("name")).toString();
    if (name.startsWith(QLatin1Char('/')))
        name.remove(0, 1);
    record.container = name;
    record.containerId = containerId(stats);

    if (m_podman)
        computePodmanCpu(stats, *readNs, record);
    else
        computeCpu(stats, record);
    computeMemory(stats, record);
    computeNetwork(stats, record);
    computeBlockIo(stats, record);
    record.pids = integer(stats.value(QLatin1StringView("pids_stats")).toObject().value(QLatin1StringView("current")));

    if (m_previous) {
        const double seconds = double(*readNs - m_previous->readNs) / 1e9;
        if (seconds > 0 && record.netRxBytes >= m_previous->netRx && record.netTxBytes >= m_previous->netTx) {
            record.netRxBytesPerSecond = double(record.netRxBytes - m_previous->netRx) / seconds;
            record.netTxBytesPerSecond = double(record.netTxBytes - m_previous->netTx) / seconds;
        }
    }
    const QJsonObject cpuStats = stats.value(QLatin1StringView("cpu_stats")).toObject();
    m_previous = Previous{*readNs, totalUsage(cpuStats), record.netRxBytes, record.netTxBytes};
    return record;
}

void StatsCalculator::computeCpu(const QJsonObject &stats, StatsRecord &record) const
{
    const QJsonObject cpu = stats.value(QLatin1StringView("cpu_stats")).toObject();
    const QJsonObject precpu = stats.value(QLatin1StringView("precpu_stats")).toObject();
    const std::int64_t preSystem = integer(precpu.value(QLatin1StringView("system_cpu_usage")));
    // The first record of a stream has an empty precpu_stats: no interval, no value.
    if (preSystem <= 0)
        return;
    const std::int64_t cpuDelta = totalUsage(cpu) - totalUsage(precpu);
    const std::int64_t systemDelta = integer(cpu.value(QLatin1StringView("system_cpu_usage"))) - preSystem;
    // A negative delta is a counter reset (the container restarted): no value rather than a wrong one.
    if (cpuDelta < 0 || systemDelta <= 0)
        return;
    std::int64_t onlineCpus = integer(cpu.value(QLatin1StringView("online_cpus")));
    if (onlineCpus <= 0)
        onlineCpus = cpu.value(QLatin1StringView("cpu_usage"))
                         .toObject()
                         .value(QLatin1StringView("percpu_usage"))
                         .toArray()
                         .size();
    const double fraction = double(cpuDelta) / double(systemDelta);
    record.seedCpuUsage = fraction;
    if (onlineCpus > 0)
        record.cpuPercent = fraction * double(onlineCpus) * 100.0;
}

void StatsCalculator::computePodmanCpu(const QJsonObject &stats, std::int64_t readNs, StatsRecord &record) const
{
    const QJsonObject cpu = stats.value(QLatin1StringView("cpu_stats")).toObject();
    const QJsonObject precpu = stats.value(QLatin1StringView("precpu_stats")).toObject();
    const std::int64_t total = totalUsage(cpu);
    std::optional<std::int64_t> preRead = parseDockerTime(stats.value(QLatin1StringView("preread")).toString());
    std::int64_t preTotal = totalUsage(precpu);
    // Some Podman versions leave preread empty: the previous record of this stream stands in.
    if (!preRead && m_previous) {
        preRead = m_previous->readNs;
        preTotal = m_previous->cpuTotal;
    }
    if (!preRead || preTotal <= 0)
        return;
    const std::int64_t cpuDelta = total - preTotal;
    const std::int64_t readDelta = readNs - *preRead;
    if (cpuDelta < 0 || readDelta <= 0)
        return;
    record.cpuPercent = double(cpuDelta) / double(readDelta) * 100.0;
    const std::int64_t systemDelta = integer(cpu.value(QLatin1StringView("system_cpu_usage")))
        - integer(precpu.value(QLatin1StringView("system_cpu_usage")));
    if (systemDelta > 0)
        record.seedCpuUsage = double(cpuDelta) / double(systemDelta);
}

} // namespace cp
