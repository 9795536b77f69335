#include "store/stats_writer.h"

#include "store/atomic_file.h"
#include "store/events_writer.h"

#include <QDir>

namespace cp {

namespace {

QByteArray number(const std::optional<double> &value, int precision)
{
    return value ? QByteArray::number(*value, 'g', precision) : QByteArray();
}

// A JSON string literal, quotes included. Written by hand like the rest of the object so the
// time keeps its nine exact digits, and escaped as RFC 8259 §7 requires: a name is Docker's
// or the user's and may hold any character.
QByteArray jsonString(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size() + 2);
    out += '"';
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20) {
            out += "\\u00";
            out += "0123456789abcdef"[byte >> 4];
            out += "0123456789abcdef"[byte & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
    return out;
}

QByteArray jsonNumber(const std::optional<double> &value)
{
    return value ? QByteArray::number(*value, 'g', 12) : QByteArrayLiteral("null");
}

} // namespace

QByteArray StatsWriter::header()
{
    return QByteArrayLiteral("time,container,cpu_percent,mem_used_bytes,mem_limit_bytes,mem_percent,"
                             "net_rx_bytes,net_tx_bytes,blk_read_bytes,blk_write_bytes,pids,"
                             "total_net_traffic,memory_usage,cpu_usage,cpu_usage_ns\n");
}

QByteArray StatsWriter::line(const StatsRecord &r)
{
    QByteArray out;
    out.reserve(200);
    out += formatEpochSeconds(r.timeNs).toLatin1();
    out += ',' + csvField(r.container);
    out += ',' + number(r.cpuPercent, 8);
    out += ',' + QByteArray::number(r.memUsedBytes);
    out += ',' + QByteArray::number(r.memLimitBytes);
    out += ',' + number(r.memPercent, 8);
    out += ',' + QByteArray::number(r.netRxBytes);
    out += ',' + QByteArray::number(r.netTxBytes);
    out += ',' + QByteArray::number(r.blkReadBytes);
    out += ',' + QByteArray::number(r.blkWriteBytes);
    out += ',' + QByteArray::number(r.pids);
    out += ',' + QByteArray::number(r.totalNetTraffic());
    out += ',' + number(r.seedMemoryUsage, 12);
    out += ',' + number(r.seedCpuUsage, 12);
    out += ',' + (r.cpuUsageNs ? QByteArray::number(*r.cpuUsageNs) : QByteArray());
    out += '\n';
    return out;
}

QByteArray StatsWriter::seedObject(const StatsRecord &r)
{
    return "{\"time\": " + formatEpochSeconds(r.timeNs).toLatin1() + ", \"container\": " + jsonString(r.container)
        + ", \"total_net_traffic\": " + QByteArray::number(r.totalNetTraffic()) + ", \"memory_usage\": "
        + jsonNumber(r.seedMemoryUsage) + ", \"cpu_usage\": " + jsonNumber(r.seedCpuUsage) + '}';
}

bool StatsWriter::open(const QString &directory, QString *error)
{
    m_seedObjects.clear();
    return JournalWriter::open(directory, error);
}

bool StatsWriter::append(const StatsRecordBatch &records, QString *error)
{
    if (m_seedExport) {
        for (const auto &record : records)
            m_seedObjects += (m_seedObjects.isEmpty() ? "\n  " : ",\n  ") + seedObject(record);
    }
    return JournalWriter::append(records, error);
}

bool StatsWriter::writeSeedFile(QString *error)
{
    AtomicFile file(QDir(directory()).filePath(QLatin1StringView(SeedFileName)));
    const QByteArray content = '[' + m_seedObjects + (m_seedObjects.isEmpty() ? "]\n" : "\n]\n");
    const bool opened = file.open();
    if (opened)
        file.write(content);
    if (!opened || !file.commit()) {
        *error = tr("cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

bool StatsWriter::finish(QString *error)
{
    if (!JournalWriter::finish(error))
        return false;
    return !m_seedExport || writeSeedFile(error);
}

} // namespace cp
