#include "analysis/stats_file.h"

#include "analysis/csv_columns_file.h"
#include "model/translation.h"

#include <array>
#include <cmath>

namespace cp {

namespace {

enum Column {
    Time,
    Container,
    CpuPercent,
    MemUsed,
    MemLimit,
    MemPercent,
    NetRx,
    NetTx,
    BlkRead,
    BlkWrite,
    Pids,
    CpuUsageNs,
    ColumnCount
};
constexpr std::array<const char *, ColumnCount> columnNames = {
    "time",        "container",    "cpu_percent",  "mem_used_bytes", "mem_limit_bytes",
    "mem_percent", "net_rx_bytes", "net_tx_bytes", "blk_read_bytes", "blk_write_bytes",
    "pids",        "cpu_usage_ns",
};

} // namespace

bool readStatsFile(const QString &path, StatsRecordBatch *records, QString *error)
{
    records->clear();
    return CsvColumnsFile::read(path, columnNames, tr("stats"), error, [&](const CsvColumnsFile &file) {
        bool ok = true;
        const auto count = [&](Column c) {
            bool fieldOk = false;
            const qint64 v = file.field(c).toLongLong(&fieldOk);
            ok = ok && fieldOk && v >= 0;
            return v;
        };
        const auto percent = [&](Column c) -> std::optional<double> {
            if (file.field(c).isEmpty())
                return std::nullopt;
            bool fieldOk = false;
            const double v = file.field(c).toDouble(&fieldOk);
            ok = ok && fieldOk && v >= 0 && std::isfinite(v);
            return v;
        };
        StatsRecord r;
        const auto time = parseEpochSeconds(file.field(Time));
        if (!time)
            return tr("'%1' is no time in epoch seconds").arg(QString::fromUtf8(file.field(Time)));
        r.timeNs = *time;
        r.container = QString::fromUtf8(file.field(Container));
        r.cpuPercent = percent(CpuPercent);
        r.memUsedBytes = count(MemUsed);
        r.memLimitBytes = count(MemLimit);
        r.memPercent = percent(MemPercent);
        r.netRxBytes = count(NetRx);
        r.netTxBytes = count(NetTx);
        r.blkReadBytes = count(BlkRead);
        r.blkWriteBytes = count(BlkWrite);
        r.pids = count(Pids);
        if (!file.field(CpuUsageNs).isEmpty())
            r.cpuUsageNs = count(CpuUsageNs);
        if (!ok)
            return tr("a count, size or percentage is not a number in its range");
        records->append(r);
        return QString();
    });
}

} // namespace cp
