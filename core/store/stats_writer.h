#pragma once

#include "store/journal_writer.h"

#include "model/stats_record.h"

#include <QCoreApplication>
#include <QString>

namespace cp {

// stats.csv (docs/experiment-format.md#the-stats-file), columns in this order:
//   time,container,cpu_percent,mem_used_bytes,mem_limit_bytes,mem_percent,
//   net_rx_bytes,net_tx_bytes,blk_read_bytes,blk_write_bytes,pids,
//   total_net_traffic,memory_usage,cpu_usage
// The seed's five fields share `time` and `container` with the main columns (the
// seed's time is epoch seconds too, here with nine exact fraction digits), so only
// its last three are separate columns. Unknown values (CPU of a stream's first
// record) are empty cells. While running, lines go to stats.journal.csv (see
// JournalWriter); with the seed export on, finish() also writes docker_stats.json
// (docs/experiment-format.md#seed-formats).
class StatsWriter : public JournalWriter<StatsWriter, StatsRecord>
{
    Q_DECLARE_TR_FUNCTIONS(cp::StatsWriter)
public:
    static constexpr auto FileName = "stats.csv";
    static constexpr auto SeedFileName = "docker_stats.json";

    static QByteArray header();
    static QByteArray line(const StatsRecord &record);
    // One object of docker_stats.json: {time, container, total_net_traffic, memory_usage, cpu_usage}.
    static QByteArray seedObject(const StatsRecord &record);

    void setSeedExport(bool enabled) { m_seedExport = enabled; }

    // JournalWriter's, and the seed objects of the records along.
    bool open(const QString &directory, QString *error);
    bool append(const StatsRecordBatch &records, QString *error);
    bool finish(QString *error);

    qint64 recordCount() const { return count(); }

private:
    bool writeSeedFile(QString *error);

    QByteArray m_seedObjects;
    bool m_seedExport = false;
};

} // namespace cp
