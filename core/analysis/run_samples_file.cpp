#include "analysis/run_samples_file.h"

#include "analysis/csv_columns_file.h"
#include "model/translation.h"

#include <algorithm>
#include <array>
#include <limits>

namespace cp {

namespace {

enum Column {
    Run,
    Id,
    IntendedNs,
    SentNs,
    ConnectUs,
    TtfbUs,
    TotalUs,
    Status,
    Error,
    IsCold,
    ServerUs,
    Container,
    Generation,
    ColumnCount
};
constexpr std::array<const char *, ColumnCount> columnNames = {
    "run",    "id",    "intended_ns", "sent_ns",   "connect_us", "ttfb_us",    "total_us",
    "status", "error", "is_cold",     "server_us", "container",  "generation",
};

// The index of (container, generation) in `table`, added when new.
std::uint16_t servedByIndex(QList<ServedBy> &table, const QString &container, int generation)
{
    for (qsizetype i = 0; i < table.size(); ++i) {
        if (table.at(i).container == container && table.at(i).generation == generation)
            return std::uint16_t(i);
    }
    table.append(ServedBy{container, generation});
    return std::uint16_t(table.size() - 1);
}

} // namespace

bool readRunSamples(const QString &path, std::map<int, SampleBatch> *runs, QString *error,
                    std::map<int, QList<ServedBy>> *servedBy)
{
    runs->clear();
    if (servedBy)
        servedBy->clear();
    return CsvColumnsFile::read(path, columnNames, tr("samples"), error, [&](const CsvColumnsFile &file) {
        bool ok = true;
        const auto integer = [&](Column c, qint64 low, qint64 high) {
            bool fieldOk = false;
            const qint64 v = file.field(c).toLongLong(&fieldOk);
            ok = ok && fieldOk && v >= low && v <= high;
            return v;
        };
        constexpr qint64 u32 = std::numeric_limits<std::uint32_t>::max();
        Sample s;
        const int run = int(integer(Run, 0, std::numeric_limits<int>::max()));
        s.id = std::uint32_t(integer(Id, 0, u32));
        s.sentNs = integer(SentNs, 0, std::numeric_limits<qint64>::max());
        const qint64 lagNs = s.sentNs - integer(IntendedNs, 0, std::numeric_limits<qint64>::max());
        s.intendedLagUs = std::uint32_t(std::clamp<qint64>(lagNs / 1000, 0, u32));
        s.connectUs = std::uint32_t(integer(ConnectUs, 0, u32));
        s.ttfbUs = std::uint32_t(integer(TtfbUs, 0, u32));
        s.totalUs = std::uint32_t(integer(TotalUs, 0, u32));
        s.status = std::uint16_t(integer(Status, 0, 999));
        const QByteArray server = file.field(ServerUs);
        s.serverUs =
            server.isEmpty() ? -1 : std::int32_t(integer(ServerUs, 0, std::numeric_limits<std::int32_t>::max()));
        if (!ok)
            return tr("a time, id or status is not a whole number in its range");
        const auto errorClass = errorClassFromName(QLatin1StringView(file.field(Error)));
        if (!errorClass)
            return tr("'%1' is no error class").arg(QString::fromUtf8(file.field(Error)));
        s.error = *errorClass;
        const QByteArray cold = file.field(IsCold);
        s.coldness = cold == "true" ? Coldness::Cold : cold == "false" ? Coldness::Warm : Coldness::Unknown;
        if (servedBy && !file.field(Container).isEmpty()) {
            const int generation = int(integer(Generation, 0, std::numeric_limits<int>::max()));
            if (!ok)
                return tr("the generation is not a whole number in its range");
            s.servedBy = servedByIndex((*servedBy)[run], QString::fromUtf8(file.field(Container)), generation);
        }
        (*runs)[run].append(s);
        return QString();
    });
}

} // namespace cp
