#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace cp {

// One Docker stats reading of one container (docs/specification.md#stats-records-and-formulas),
// holding every stats.csv column (docs/experiment-format.md#the-stats-file) plus the
// seed's fields, computed once in the stats thread so neither the GUI nor the
// writers recompute anything.
struct StatsRecord
{
    std::int64_t timeNs = 0; // the record's `read` time, epoch ns
    QString container;       // name without the leading '/'
    QString containerId;

    std::optional<double> cpuPercent; // docker CLI formula; 100 = one full core
    // The cgroup's cumulative CPU time, ns (cpu_stats.cpu_usage.total_usage): what
    // a run's cost is taken from; empty when the stats do not carry it.
    std::optional<std::int64_t> cpuUsageNs;
    std::int64_t memUsedBytes = 0;    // usage minus inactive file cache
    std::int64_t memLimitBytes = 0;
    std::optional<double> memPercent; // empty when the limit is unknown
    std::int64_t netRxBytes = 0;      // sums over every interface
    std::int64_t netTxBytes = 0;
    std::int64_t blkReadBytes = 0;
    std::int64_t blkWriteBytes = 0;
    std::int64_t pids = 0;

    // Rates against the previous record of the same stream, from `read` times;
    // empty for a stream's first record and across counter resets.
    std::optional<double> netRxBytesPerSecond;
    std::optional<double> netTxBytesPerSecond;

    // The seed's fields (data_collection.py), kept so seed exports need no recomputation.
    std::int64_t totalNetTraffic() const { return netRxBytes + netTxBytes; }
    std::optional<double> seedMemoryUsage; // raw usage / limit, a fraction (counts page cache)
    std::optional<double> seedCpuUsage;    // Δtotal / Δsystem, a fraction (no online-CPU factor)
};

using StatsRecordBatch = QList<StatsRecord>;

// Epoch nanoseconds as decimal seconds with all nine fraction digits ("1764675566.285960840"):
// exact, which a double holding epoch seconds is not.
QString formatEpochSeconds(std::int64_t epochNs);
// Reads back what formatEpochSeconds writes (up to nine fraction digits, not negative),
// to exact nanoseconds; none for anything else.
std::optional<std::int64_t> parseEpochSeconds(const QByteArray &text);

} // namespace cp

Q_DECLARE_METATYPE(cp::StatsRecord)
Q_DECLARE_METATYPE(cp::StatsRecordBatch)
