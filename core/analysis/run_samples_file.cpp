#include "analysis/run_samples_file.h"

#include "analysis/csv_reader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <array>
#include <limits>

namespace cp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RunSamplesFile", text);
}

enum Column { Run, Id, IntendedNs, SentNs, ConnectUs, TtfbUs, TotalUs, Status, Error, IsCold, ServerUs, ColumnCount };
constexpr std::array<const char *, ColumnCount> columnNames = {
    "run", "id", "intended_ns", "sent_ns", "connect_us", "ttfb_us", "total_us", "status", "error", "is_cold",
    "server_us",
};

} // namespace

bool readRunSamples(const QString &path, std::map<int, SampleBatch> *runs, QString *error)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile device(path);
    if (!device.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(name, device.errorString());
        return false;
    }
    CsvReader reader(&device);
    if (!reader.next()) {
        *error = tr("%1:1: the file is empty; expected the samples header line").arg(name);
        return false;
    }
    const QList<QByteArray> header = reader.fields();
    std::array<qsizetype, ColumnCount> index{};
    for (int c = 0; c < ColumnCount; ++c) {
        index[c] = header.indexOf(QByteArray(columnNames[c]));
        if (index[c] < 0) {
            *error = tr("%1:1: no column '%2': not a ContainerPerf samples file").arg(name, QLatin1StringView(columnNames[c]));
            return false;
        }
    }
    runs->clear();
    const bool journal = path.endsWith(QLatin1StringView(".journal.csv"));
    while (reader.next()) {
        const QList<QByteArray> &f = reader.fields();
        if (!reader.terminated() && journal)
            break; // the writer was stopped mid-line
        if (f.size() == 1 && f.first().isEmpty())
            continue;
        const auto fail = [&](const QString &why) {
            *error = tr("%1:%2: %3").arg(name).arg(reader.line()).arg(why);
            return false;
        };
        if (f.size() != header.size())
            return fail(tr("%1 fields, but the header has %2").arg(f.size()).arg(header.size()));
        bool ok = true;
        const auto integer = [&](Column c, qint64 low, qint64 high) {
            bool fieldOk = false;
            const qint64 v = f.at(index[c]).toLongLong(&fieldOk);
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
        const QByteArray server = f.at(index[ServerUs]);
        s.serverUs = server.isEmpty() ? -1 : std::int32_t(integer(ServerUs, 0, std::numeric_limits<std::int32_t>::max()));
        if (!ok)
            return fail(tr("a time, id or status is not a whole number in its range"));
        const auto errorClass = errorClassFromName(QLatin1StringView(f.at(index[Error])));
        if (!errorClass)
            return fail(tr("'%1' is no error class").arg(QString::fromUtf8(f.at(index[Error]))));
        s.error = *errorClass;
        const QByteArray cold = f.at(index[IsCold]);
        s.coldness = cold == "true" ? Coldness::Cold : cold == "false" ? Coldness::Warm : Coldness::Unknown;
        (*runs)[run].append(s);
    }
    if (device.error() != QFileDevice::NoError) {
        *error = tr("%1:%2: read failed: %3").arg(name).arg(reader.line()).arg(device.errorString());
        return false;
    }
    return true;
}

} // namespace cp
