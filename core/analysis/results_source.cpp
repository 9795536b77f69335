#include "analysis/results_source.h"

#include "model/csv_reader.h"
#include "model/translation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace cp {

namespace {

const QLatin1StringView samplesName("samples.csv");
const QLatin1StringView journalName("samples.journal.csv");
const QLatin1StringView sebsName("result.csv");

// What a message quotes of the input: a field may be megabytes long.
QString shortened(const QString &text)
{
    constexpr qsizetype MaxShown = 80;
    return text.size() <= MaxShown ? text : text.first(MaxShown) + QStringLiteral("…");
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    // "nan" and "inf" sort as text: NaN has no place in a strict weak order.
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

// A samples file is told from other CSVs by its header, so samples.csv copied
// under another name is still read with the samples defaults and filter.
std::optional<bool> looksLikeSamples(const QString &file, QString *error)
{
    QFile device(file);
    if (!device.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(QDir::toNativeSeparators(file), device.errorString());
        return std::nullopt;
    }
    CsvReader reader(&device);
    if (!reader.next())
        return false;
    const QList<QByteArray> &header = reader.fields();
    return header.contains("total_us") && header.contains("error");
}

} // namespace

bool GroupKeyLess::operator()(const QStringList &a, const QStringList &b) const
{
    const qsizetype count = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < count; ++i) {
        if (a[i] == b[i])
            continue;
        const auto x = number(a[i]);
        const auto y = number(b[i]);
        if (x && y && *x != *y)
            return *x < *y;
        if (x.has_value() != y.has_value())
            return x.has_value(); // numbers before text
        return a[i] < b[i];
    }
    return a.size() < b.size();
}

ResultsSource::ResultsSource(QString file, Format format, bool journal)
    : m_file(std::move(file))
    , m_format(format)
    , m_journal(journal)
{ }

std::optional<ResultsSource> ResultsSource::resolve(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        // A finished run has samples.csv; a running or killed one only its journal.
        if (QFileInfo::exists(dir.filePath(samplesName)))
            return ResultsSource(dir.filePath(samplesName), Format::Samples, false);
        if (QFileInfo::exists(dir.filePath(journalName)))
            return ResultsSource(dir.filePath(journalName), Format::Samples, true);
        if (QFileInfo::exists(dir.filePath(sebsName)))
            return ResultsSource(dir.filePath(sebsName), Format::Sebs, false);
        *error = tr("%1: no %2, %3 or %4 in this directory")
                     .arg(QDir::toNativeSeparators(path), samplesName, journalName, sebsName);
        return std::nullopt;
    }
    const auto samples = looksLikeSamples(path, error);
    if (!samples)
        return std::nullopt;
    return ResultsSource(path, *samples ? Format::Samples : Format::Sebs,
                         info.fileName().endsWith(QLatin1StringView(".journal.csv")));
}

QString ResultsSource::defaultColumn() const
{
    return m_format == Format::Samples ? QStringLiteral("total_us") : QStringLiteral("client_time");
}

QStringList ResultsSource::defaultGroups() const
{
    if (m_format == Format::Samples)
        return {QStringLiteral("run"), QStringLiteral("type"), QStringLiteral("memory_mb"), QStringLiteral("cpu_limit"),
                QStringLiteral("msg_length")};
    return {QStringLiteral("memory"), QStringLiteral("type"), QStringLiteral("is_cold")};
}

bool ResultsSource::read(const QString &column, const QStringList &groupBy, GroupedValues *out, QString *error,
                         const Canceled &canceled) const
{
    const QString name = QDir::toNativeSeparators(m_file);
    QFile device(m_file);
    if (!device.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(name, device.errorString());
        return false;
    }
    CsvReader reader(&device);
    if (!reader.next()) {
        *error = tr("%1:1: the file is empty; expected a CSV header line").arg(name);
        return false;
    }
    QStringList header;
    for (const QByteArray &field : reader.fields())
        header.append(QString::fromUtf8(field).trimmed());

    const auto columnIndex = [&](const QString &wanted) -> std::optional<qsizetype> {
        const qsizetype index = header.indexOf(wanted);
        if (index >= 0)
            return index;
        QStringList columns;
        for (const QString &headerName : header)
            columns.append(shortened(headerName));
        *error = tr("%1:1: no column '%2' (the columns are: %3)")
                     .arg(name, shortened(wanted), columns.join(QStringLiteral(", ")));
        return std::nullopt;
    };
    const auto valueIndex = columnIndex(column);
    if (!valueIndex)
        return false;
    std::vector<qsizetype> groupIndexes;
    for (const QString &group : groupBy) {
        const auto index = columnIndex(group);
        if (!index)
            return false;
        groupIndexes.push_back(*index);
    }
    std::optional<qsizetype> errorIndex;
    if (m_format == Format::Samples && !(errorIndex = columnIndex(QStringLiteral("error"))))
        return false;

    *out = GroupedValues();
    out->groupColumns = groupBy;
    QStringList key;
    qint64 records = 0;
    while (reader.next()) {
        // Asked every few thousand rows: asking at every row would cost more than reading it.
        if (canceled && ++records % 4096 == 0 && canceled()) {
            *error = tr("%1:%2: reading was cancelled").arg(name).arg(reader.line());
            return false;
        }
        const QList<QByteArray> &fields = reader.fields();
        if (!reader.terminated() && m_journal) {
            // The writer was stopped mid-line: the line's last value may be cut short.
            out->partialLineDropped = true;
            break;
        }
        if (reader.openQuote()) {
            *error = tr("%1:%2: a quoted field is never closed").arg(name).arg(reader.line());
            return false;
        }
        if (fields.size() == 1 && fields.first().isEmpty())
            continue; // blank line
        if (fields.size() != header.size()) {
            *error = tr("%1:%2: %3 fields, but the header has %4")
                         .arg(name)
                         .arg(reader.line())
                         .arg(fields.size())
                         .arg(header.size());
            return false;
        }
        if (errorIndex && fields.at(*errorIndex) != "ok") {
            ++out->failedSkipped;
            continue;
        }
        const QByteArray text = fields.at(*valueIndex).trimmed();
        if (text.isEmpty()) {
            ++out->emptySkipped;
            continue;
        }
        bool ok = false;
        const double value = text.toDouble(&ok);
        if (!ok || !std::isfinite(value)) {
            *error = tr("%1:%2: column '%3' (field %4): '%5' is not a number")
                         .arg(name)
                         .arg(reader.line())
                         .arg(column)
                         .arg(*valueIndex + 1)
                         .arg(shortened(QString::fromUtf8(text)));
            return false;
        }
        key.clear();
        for (const qsizetype index : groupIndexes)
            key.append(QString::fromUtf8(fields.at(index)));
        out->groups[key].push_back(value);
    }
    if (device.error() != QFileDevice::NoError) {
        *error = tr("%1:%2: read failed: %3").arg(name).arg(reader.line()).arg(device.errorString());
        return false;
    }
    return true;
}

} // namespace cp
