#include "docker/stats_calculator.h"

#include "docker/docker_time.h"

#include <QJsonArray>

#include <limits>

namespace cp {

// The daemon's figures in one stats object. Counters and gauges are non-negative 64-bit
// integers: toInteger() keeps them exact where toDouble() would round past 2^53. A figure
// out of that range (negative, beyond 2^63), or a sum of figures that overflows, spoils the
// record: it is dropped rather than written with wrapped or negative numbers
// (docs/specification.md#stats-records-and-formulas).
class StatsFigures
{
public:
    // 0 when absent or not a number: daemons leave out what they do not measure.
    std::int64_t read(const QJsonValue &value)
    {
        if (!value.isDouble())
            return 0;
        const qint64 exact = value.toInteger(-1);
        if (exact >= 0)
            return exact;
        // Not a whole number, or not one a qint64 holds; converting a double beyond the
        // range would itself be undefined.
        const double approx = value.toDouble();
        if (approx > -1 && approx < 0x1p63)
            return std::int64_t(approx);
        m_inRange = false;
        return 0;
    }
    // A memory limit beyond 64 bits only ever means "no limit": it saturates.
    std::int64_t readLimit(const QJsonValue &value)
    {
        if (value.isDouble() && value.toDouble() >= 0x1p63)
            return std::numeric_limits<std::int64_t>::max();
        return read(value);
    }
    std::int64_t sum(std::int64_t a, std::int64_t b)
    {
        std::int64_t result = 0;
        if (__builtin_add_overflow(a, b, &result)) {
            m_inRange = false;
            return 0;
        }
        return result;
    }
    bool inRange() const { return m_inRange; }

private:
    bool m_inRange = true;
};

namespace {

std::int64_t totalUsage(const QJsonObject &cpuStats, StatsFigures &figures)
{
    return figures.read(
        cpuStats.value(QLatin1StringView("cpu_usage")).toObject().value(QLatin1StringView("total_usage")));
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

void addInterface(const QJsonObject &counters, StatsFigures &figures, StatsRecord &record)
{
    record.netRxBytes = figures.sum(record.netRxBytes, figures.read(counters.value(QLatin1StringView("rx_bytes"))));
    record.netTxBytes = figures.sum(record.netTxBytes, figures.read(counters.value(QLatin1StringView("tx_bytes"))));
}

void computeNetwork(const QJsonObject &stats, StatsFigures &figures, StatsRecord &record)
{
    const QJsonObject networks = stats.value(QLatin1StringView("networks")).toObject();
    for (auto it = networks.constBegin(); it != networks.constEnd(); ++it)
        addInterface(it.value().toObject(), figures, record);
    // Older Podman versions report their one interface under "network".
    if (networks.isEmpty())
        addInterface(stats.value(QLatin1StringView("network")).toObject(), figures, record);
    // total_net_traffic, rx + tx, must fit as well.
    figures.sum(record.netRxBytes, record.netTxBytes);
}

void computeBlockIo(const QJsonObject &stats, StatsFigures &figures, StatsRecord &record)
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
            record.blkReadBytes =
                figures.sum(record.blkReadBytes, figures.read(object.value(QLatin1StringView("value"))));
        else if (first == QLatin1Char('w'))
            record.blkWriteBytes =
                figures.sum(record.blkWriteBytes, figures.read(object.value(QLatin1StringView("value"))));
    }
}

void computeMemory(const QJsonObject &stats, StatsFigures &figures, StatsRecord &record)
{
    const QJsonObject memory = stats.value(QLatin1StringView("memory_stats")).toObject();
    const std::int64_t usage = figures.read(memory.value(QLatin1StringView("usage")));
    const std::int64_t limit = figures.readLimit(memory.value(QLatin1StringView("limit")));
    const QJsonObject detail = memory.value(QLatin1StringView("stats")).toObject();
    // cgroup v1 names the hierarchical figure total_inactive_file; v2 only has inactive_file.
    // Subtracting all of "cache" instead (the old formula) would drop tmpfs and /dev/shm pages.
    std::int64_t used = usage;
    for (const auto key : {QLatin1StringView("total_inactive_file"), QLatin1StringView("inactive_file")}) {
        if (detail.contains(key)) {
            const std::int64_t inactive = figures.read(detail.value(key));
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

    StatsFigures figures;
    if (m_podman)
        computePodmanCpu(stats, *readNs, figures, record);
    else
        computeCpu(stats, figures, record);
    computeMemory(stats, figures, record);
    computeNetwork(stats, figures, record);
    computeBlockIo(stats, figures, record);
    record.pids =
        figures.read(stats.value(QLatin1StringView("pids_stats")).toObject().value(QLatin1StringView("current")));
    const QJsonObject cpuStats = stats.value(QLatin1StringView("cpu_stats")).toObject();
    const std::int64_t cpuTotal = totalUsage(cpuStats, figures);
    if (cpuStats.value(QLatin1StringView("cpu_usage")).toObject().value(QLatin1StringView("total_usage")).isDouble())
        record.cpuUsageNs = cpuTotal;
    // Dropped whole; the previous record stays the one rates are taken against.
    if (!figures.inRange())
        return std::nullopt;

    if (m_previous) {
        const double seconds = double(*readNs - m_previous->readNs) / 1e9;
        if (seconds > 0 && record.netRxBytes >= m_previous->netRx && record.netTxBytes >= m_previous->netTx) {
            record.netRxBytesPerSecond = double(record.netRxBytes - m_previous->netRx) / seconds;
            record.netTxBytesPerSecond = double(record.netTxBytes - m_previous->netTx) / seconds;
        }
    }
    m_previous = Previous{*readNs, cpuTotal, record.netRxBytes, record.netTxBytes};
    return record;
}

void StatsCalculator::computeCpu(const QJsonObject &stats, StatsFigures &figures, StatsRecord &record) const
{
    const QJsonObject cpu = stats.value(QLatin1StringView("cpu_stats")).toObject();
    const QJsonObject precpu = stats.value(QLatin1StringView("precpu_stats")).toObject();
    const std::int64_t preSystem = figures.read(precpu.value(QLatin1StringView("system_cpu_usage")));
    // The first record of a stream has an empty precpu_stats: no interval, no value.
    if (preSystem <= 0)
        return;
    // Differences of non-negative figures: they cannot overflow.
    const std::int64_t cpuDelta = totalUsage(cpu, figures) - totalUsage(precpu, figures);
    const std::int64_t systemDelta = figures.read(cpu.value(QLatin1StringView("system_cpu_usage"))) - preSystem;
    // A negative delta is a counter reset (the container restarted): no value rather than a wrong one.
    if (cpuDelta < 0 || systemDelta <= 0)
        return;
    std::int64_t onlineCpus = figures.read(cpu.value(QLatin1StringView("online_cpus")));
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

void StatsCalculator::computePodmanCpu(const QJsonObject &stats, std::int64_t readNs, StatsFigures &figures,
                                       StatsRecord &record) const
{
    const QJsonObject cpu = stats.value(QLatin1StringView("cpu_stats")).toObject();
    const QJsonObject precpu = stats.value(QLatin1StringView("precpu_stats")).toObject();
    const std::int64_t total = totalUsage(cpu, figures);
    std::optional<std::int64_t> preRead = parseDockerTime(stats.value(QLatin1StringView("preread")).toString());
    std::int64_t preTotal = totalUsage(precpu, figures);
    // Some Podman versions leave preread empty: the previous record of this stream stands in.
    if (!preRead && m_previous) {
        preRead = m_previous->readNs;
        preTotal = m_previous->cpuTotal;
    }
    if (!preRead || preTotal <= 0)
        return;
    // Figures and times are non-negative: their differences cannot overflow.
    const std::int64_t cpuDelta = total - preTotal;
    const std::int64_t readDelta = readNs - *preRead;
    // The first record of a Podman stream is measured against a sample taken
    // milliseconds before, over which the figures have not moved: a busy
    // container would read 0 %. No interval that short gives a value.
    constexpr std::int64_t ShortestPodmanIntervalNs = 100'000'000;
    if (cpuDelta < 0 || readDelta < ShortestPodmanIntervalNs)
        return;
    record.cpuPercent = double(cpuDelta) / double(readDelta) * 100.0;
    const std::int64_t systemDelta = figures.read(cpu.value(QLatin1StringView("system_cpu_usage")))
        - figures.read(precpu.value(QLatin1StringView("system_cpu_usage")));
    if (systemDelta > 0)
        record.seedCpuUsage = double(cpuDelta) / double(systemDelta);
}

} // namespace cp
