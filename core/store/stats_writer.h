#pragma once

#include "store/csv_journal.h"

#include "model/stats_record.h"

#include <QString>

namespace cp {

// stats.csv (docs/experiment-format.md#the-stats-file), columns in this order:
//   time,container,cpu_percent,mem_used_bytes,mem_limit_bytes,mem_percent,
//   net_rx_bytes,net_tx_bytes,blk_read_bytes,blk_write_bytes,pids,
//   total_net_traffic,memory_usage,cpu_usage
// The seed's five fields share `time` and `container` with the main columns (the
// seed's time is epoch seconds too, here with nine exact fraction digits), so only
// its last three are separate columns. Unknown values (CPU of a stream's first
// record) are empty cells. While running, lines go to stats.journal.csv, flushed
// at each append; finish() writes stats.csv under a temporary name and renames it,
// and with the seed export on also docker_stats.json (docs/experiment-format.md#seed-formats).
class StatsWriter
{
public:
    static constexpr auto JournalName = "stats.journal.csv";
    static constexpr auto FileName = "stats.csv";
    static constexpr auto SeedFileName = "docker_stats.json";

    StatsWriter() = default;
    StatsWriter(const StatsWriter &) = delete;
    StatsWriter &operator=(const StatsWriter &) = delete;

    static QByteArray header();
    static QByteArray line(const StatsRecord &record);
    // One object of docker_stats.json: {time, container, total_net_traffic, memory_usage, cpu_usage}.
    static QByteArray seedObject(const StatsRecord &record);

    void setSeedExport(bool enabled) { m_seedExport = enabled; }

    bool open(const QString &directory, QString *error);
    bool append(const StatsRecordBatch &records, QString *error);
    bool finish(QString *error);

    qint64 recordCount() const { return m_count; }
    bool isOpen() const { return m_journal.isOpen(); }

private:
    bool writeSeedFile(QString *error);

    CsvJournal m_journal{QLatin1StringView(JournalName), QLatin1StringView(FileName)};
    QByteArray m_seedObjects;
    qint64 m_count = 0;
    bool m_seedExport = false;
};

} // namespace cp
