#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// Reading what the program under test wrote.
namespace cp::test {

// Empty when the file cannot be read.
QByteArray readAll(const QString &path);
QByteArrayList readLines(const QString &path);
// Rows of RFC 4180 fields (quoted commas and quotes); no line breaks inside a field.
QList<QStringList> readCsv(const QString &path);
// The header row's index of `name`, -1 when absent.
int csvColumn(const QList<QStringList> &rows, const QString &name);
// The rows after the header, as column name → value.
QList<QHash<QString, QString>> readCsvRecords(const QString &path);
QJsonObject readJsonObject(const QString &path);
// Writes `object` as JSON to `path` (failing the process if it cannot) and returns the path.
QString writeJsonObject(const QString &path, const QJsonObject &object);
// The first run of the summary.json in results directory `dir`.
QJsonObject firstSummaryRun(const QString &dir);

} // namespace cp::test
