#include "model/data_table.h"

#include "model/csv_reader.h"

#include <QFile>

#include <algorithm>

namespace cp {

std::optional<DataTable> DataTable::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read the data file %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return read(&file, path, error);
}

std::optional<DataTable> DataTable::read(QIODevice *device, const QString &name, QString *error)
{
    CsvReader reader(device);
    DataTable table;
    table.m_path = name;
    if (!reader.next()) {
        *error =
            tr("the data file %1 is empty: its first line names the columns, each further line is a row").arg(name);
        return std::nullopt;
    }
    if (reader.openQuote()) {
        *error = tr("the data file %1 ends inside a quoted column name").arg(name);
        return std::nullopt;
    }
    table.m_columns = reader.fields();
    // A spreadsheet's UTF-8 byte order mark is no part of the first column's name.
    if (table.m_columns.first().startsWith("\xEF\xBB\xBF"))
        table.m_columns.first().remove(0, 3);
    for (qsizetype i = 0; i < table.m_columns.size(); ++i) {
        const QByteArray &column = table.m_columns[i];
        if (column.isEmpty()) {
            *error = tr("the data file %1 names no column %2 on its first line: every column needs a name")
                         .arg(name)
                         .arg(i + 1);
            return std::nullopt;
        }
        if (table.m_columns.indexOf(column) != i) {
            *error = tr("the data file %1 names the column '%2' twice").arg(name, QString::fromUtf8(column));
            return std::nullopt;
        }
    }
    table.m_longest.fill(0, table.m_columns.size());
    while (reader.next()) {
        // A last line without its line break is still a row; an empty line is none.
        if (reader.fields().size() == 1 && reader.fields().first().isEmpty())
            continue;
        if (reader.openQuote()) {
            *error =
                tr("the data file %1 ends inside a quoted value that starts on line %2").arg(name).arg(reader.line());
            return std::nullopt;
        }
        if (reader.fields().size() != table.m_columns.size()) {
            *error = tr("line %1 of the data file %2 has %3 values, but its first line names %4 columns")
                         .arg(reader.line())
                         .arg(name)
                         .arg(reader.fields().size())
                         .arg(table.m_columns.size());
            return std::nullopt;
        }
        if (table.m_rows.size() == MaxRows) {
            *error = tr("the data file %1 has more than %2 rows").arg(name).arg(MaxRows);
            return std::nullopt;
        }
        for (qsizetype i = 0; i < reader.fields().size(); ++i)
            table.m_longest[i] = std::max(table.m_longest[i], reader.fields()[i].size());
        table.m_rows.append(reader.fields());
    }
    if (table.m_rows.isEmpty()) {
        *error = tr("the data file %1 has no rows below the line that names its columns").arg(name);
        return std::nullopt;
    }
    return table;
}

int DataTable::column(QByteArrayView name) const
{
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i] == name)
            return int(i);
    }
    return -1;
}

QString DataTable::columnList() const
{
    QStringList names;
    for (const QByteArray &column : m_columns)
        names << QString::fromUtf8(column);
    return names.join(QLatin1String(", "));
}

} // namespace cp
