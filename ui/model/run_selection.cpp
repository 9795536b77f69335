#include "run_selection.h"

#include "model/csv_reader.h"
#include "model/stats_record.h"
#include "stats/resource_cost.h"
#include "store/csv_journal.h"
#include "store/sebs_result_csv.h"
#include "store/sebs_run_json.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cp {

namespace {

// Writes `bytes` whole; false, with `error`, when the target takes less.
bool writeAll(QIODevice *target, const QByteArray &bytes, QString *error)
{
    if (target->write(bytes) == bytes.size())
        return true;
    *error = target->errorString();
    return false;
}

QString pointKey(int memory, const QString &type)
{
    return QString::number(memory) + QLatin1Char(',') + type;
}

} // namespace

RunSelection::RunSelection(const QList<RunSummary> &runs, const QList<int> &selected)
{
    QList<RunInfo> all;
    for (const RunSummary &run : runs) {
        all.append(run.info);
        if (!selected.contains(run.info.index))
            continue;
        const QStringList containers = run.containers();
        m_runs.append(Served{run.info.startNs, run.info.endNs, QSet<QString>(containers.cbegin(), containers.cend())});
        m_indices.insert(run.info.index);
        m_pointKeys.insert(pointKey(SebsResultCsv::memoryOf(run.info), QString(runTypeName(run.info.point.type))));
    }
    const QHash<int, QString> names = sebsRunFileNames(all);
    for (const RunInfo &run : std::as_const(all)) {
        if (names.contains(run.index) && (m_runs.isEmpty() || m_indices.contains(run.index)))
            m_runFiles.append(names.value(run.index));
    }
}

bool RunSelection::cuts(const QString &fileName)
{
    static const QStringList files{QStringLiteral("samples.csv"), QStringLiteral("stats.csv"),
                                   QStringLiteral("events.csv"), QStringLiteral("result.csv"),
                                   QStringLiteral("summary.json")};
    return files.contains(fileName);
}

bool RunSelection::write(const QString &fileName, QIODevice *source, QIODevice *target, QString *error) const
{
    if (isEmpty() || !cuts(fileName)) {
        while (!source->atEnd()) {
            if (!writeAll(target, source->read(1 << 20), error))
                return false;
        }
        return true;
    }
    return fileName == QLatin1String("summary.json") ? writeSummary(source, target, error)
                                                     : writeCsv(fileName, source, target, error);
}

bool RunSelection::writeCsv(const QString &fileName, QIODevice *source, QIODevice *target, QString *error) const
{
    CsvReader reader(source);
    QByteArray out;
    for (bool header = true; reader.next(); header = false) {
        if (reader.openQuote()) {
            *error = tr("%1 ends inside a quoted field").arg(fileName);
            return false;
        }
        if (!header && !keeps(fileName, reader.fields()))
            continue;
        for (qsizetype i = 0; i < reader.fields().size(); ++i) {
            if (i > 0)
                out += ',';
            out += csvField(QString::fromUtf8(reader.fields().at(i)));
        }
        out += '\n';
        if (out.size() >= (1 << 20)) {
            if (!writeAll(target, out, error))
                return false;
            out.clear();
        }
    }
    return writeAll(target, out, error);
}

bool RunSelection::keeps(const QString &fileName, const QList<QByteArray> &fields) const
{
    if (fields.size() < 2)
        return false;
    if (fileName == QLatin1String("samples.csv"))
        return m_indices.contains(fields.at(0).toInt());
    if (fileName == QLatin1String("result.csv"))
        return m_pointKeys.contains(pointKey(fields.at(0).toInt(), QString::fromUtf8(fields.at(1))));
    // stats.csv and events.csv: time, container, …
    const std::optional<std::int64_t> timeNs = parseEpochSeconds(fields.at(0));
    return timeNs && ranOn(QString::fromUtf8(fields.at(1)), *timeNs);
}

bool RunSelection::ranOn(const QString &container, std::int64_t timeNs) const
{
    // The records the cost of a run reads: a stats record speaks of the second before it,
    // and an event may come a moment after what caused it.
    return std::any_of(m_runs.cbegin(), m_runs.cend(), [&](const Served &run) {
        return timeNs >= run.startNs - CostEdgeToleranceNs && timeNs <= run.endNs + CostEdgeToleranceNs
            && run.containers.contains(container);
    });
}

bool RunSelection::writeSummary(QIODevice *source, QIODevice *target, QString *error) const
{
    QJsonParseError parseError;
    QJsonObject document = QJsonDocument::fromJson(source->readAll(), &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("summary.json is not JSON: %1").arg(parseError.errorString());
        return false;
    }
    QJsonArray runs;
    for (const QJsonValue run : document.value(QLatin1String("runs")).toArray()) {
        if (m_indices.contains(run.toObject().value(QLatin1String("run")).toInt(-1)))
            runs.append(run);
    }
    document.insert(QStringLiteral("runs"), runs);
    return writeAll(target, QJsonDocument(document).toJson(), error);
}

} // namespace cp
