#include "test_files.h"

#include <QFile>
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

QList<QStringList> readCsv(const QString &path)
{
    QList<QStringList> rows;
    for (const QByteArray &line : readLines(path)) {
        if (!line.isEmpty())
            rows.append(QString::fromUtf8(line).split(QLatin1Char(',')));
    }
    return rows;
}

int csvColumn(const QList<QStringList> &rows, const QString &name)
{
    return rows.isEmpty() ? -1 : int(rows.first().indexOf(name));
}

QJsonObject readJsonObject(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

} // namespace cp::test
