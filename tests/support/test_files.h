#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// Reading what the program under test wrote.
namespace cp::test {

// Empty when the file cannot be read.
QByteArray readAll(const QString &path);
QByteArrayList readLines(const QString &path);
// Comma-split rows; the files tests read this way hold no quoted fields.
QList<QStringList> readCsv(const QString &path);
// The header row's index of `name`, -1 when absent.
int csvColumn(const QList<QStringList> &rows, const QString &name);
QJsonObject readJsonObject(const QString &path);

} // namespace cp::test
