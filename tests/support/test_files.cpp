#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cp::test {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArrayList readLines(const QString &path)
{
    QByteArrayList lines = readAll(path).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

namespace {

// One line's fields, RFC 4180: a quoted field may hold commas and doubled quotes.
QStringList csvFields(const QString &line)
{
    QStringList fields(1);
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
            fields.last() += c;
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields.append(QString());
        } else {
            fields.last() += c;
        }
    }
    return fields;
}

} // namespace

QList<QStringList> readCsv(const QString &path)
{
    QList<QStringList> rows;
    for (const QByteArray &line : readLines(path)) {
        if (!line.isEmpty())
            rows.append(csvFields(QString::fromUtf8(line)));
    }
    return rows;
}

int csvColumn(const QList<QStringList> &rows, const QString &name)
{
    return rows.isEmpty() ? -1 : int(rows.first().indexOf(name));
}

QList<QHash<QString, QString>> readCsvRecords(const QString &path)
{
    const QList<QStringList> csv = readCsv(path);
    QList<QHash<QString, QString>> rows;
    for (const QStringList &fields : csv.mid(1)) {
        QHash<QString, QString> row;
        for (qsizetype i = 0; i < csv.first().size(); ++i)
            row.insert(csv.first().at(i), fields.value(i));
        rows.append(row);
    }
    return rows;
}

QJsonObject readJsonObject(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

QString writeJsonObject(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) <= 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QJsonObject firstSummaryRun(const QString &dir)
{
    const QJsonObject summary = readJsonObject(QDir(dir).filePath(QStringLiteral("summary.json")));
    return summary[QStringLiteral("runs")].toArray().first().toObject();
}

} // namespace cp::test
