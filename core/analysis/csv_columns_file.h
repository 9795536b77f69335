#pragma once

#include "model/csv_reader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace cp {

// One of ContainerPerf's own CSV files (samples, stats) read back record by
// record, its fields found by column name: the header must name every column
// asked for, every record must have the header's number of fields, and a
// journal's last line cut off mid-write is left out. Every error names the
// file and line.
class CsvColumnsFile
{
    Q_DECLARE_TR_FUNCTIONS(cp::CsvColumnsFile)
public:
    // Reads `path`, whose header must name every one of `columns`, and hands
    // each record to `record`, which returns why the record is wrong or an
    // empty string. `kind` names the file in errors ("samples", "stats").
    // False with `error` set, for a record's error as "file:line: why".
    template<typename Record>
    static bool read(const QString &path, std::span<const char *const> columns, const QString &kind, QString *error,
                     Record record)
    {
        CsvColumnsFile file;
        if (!file.open(path, columns, kind, error))
            return false;
        while (file.next()) {
            if (const QString why = record(std::as_const(file)); !why.isEmpty()) {
                *error = file.at(why);
                return false;
            }
        }
        if (!file.m_error.isEmpty())
            *error = file.m_error;
        return file.m_error.isEmpty();
    }

    // The current record's field of columns[column].
    const QByteArray &field(int column) const { return m_reader->fields().at(m_index[std::size_t(column)]); }

private:
    bool open(const QString &path, std::span<const char *const> columns, const QString &kind, QString *error);
    // Reads the next record; false at the end of the data, or on an error
    // (then m_error says it).
    bool next();
    // "file:line: why", for the current record.
    QString at(const QString &why) const;

    QString m_name;
    QFile m_device;
    std::unique_ptr<CsvReader> m_reader;
    std::vector<qsizetype> m_index;
    qsizetype m_headerSize = 0;
    bool m_journal = false;
    QString m_error;
};

} // namespace cp
