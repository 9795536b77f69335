#pragma once

#include "analysis/csv_reader.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>
#include <span>
#include <vector>

namespace cp {

// One of ContainerPerf's own CSV files (samples, stats) read back record by
// record, its fields found by column name: the header must name every column
// asked for, every record must have the header's number of fields, and a
// journal's last line cut off mid-write is left out. Every error names the
// file and line.
class CsvColumnsFile
{
public:
    // Opens `path` and reads its header. `kind` names the file in errors
    // ("samples", "stats"). False with `error` set.
    bool open(const QString &path, std::span<const char *const> columns, const QString &kind, QString *error);

    // Reads the next record; false at the end of the data, or on an error
    // (then error() says it).
    bool next();
    // The current record's field of columns[column].
    const QByteArray &field(int column) const { return m_reader->fields().at(m_index[std::size_t(column)]); }
    // "file:line: why", for the current record.
    QString at(const QString &why) const;
    // Why the read stopped early, or empty.
    const QString &error() const { return m_error; }

private:
    QString m_name;
    QFile m_device;
    std::unique_ptr<CsvReader> m_reader;
    std::vector<qsizetype> m_index;
    qsizetype m_headerSize = 0;
    bool m_journal = false;
    QString m_error;
};

} // namespace cp
