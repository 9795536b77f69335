#pragma once

#include "store/csv_journal.h"

#include <QList>

namespace cp {

// A CSV file of one kind of record written while a run goes on, through a
// CsvJournal: lines go to the journal, flushed at each append, and finish()
// writes the final file under a temporary name and renames it
// (docs/experiment-format.md#journals-and-atomic-writes). `Writer` derives from
// it and gives the file name (FileName, its journal named after it) and the format (header(),
// line(record)).
template<typename Writer, typename Record>
class JournalWriter
{
public:
    bool open(const QString &directory, QString *error)
    {
        m_count = 0;
        return m_journal.open(directory, Writer::header(), error);
    }

    bool append(const QList<Record> &records, QString *error)
    {
        if (records.isEmpty())
            return true;
        QByteArray lines;
        for (const Record &record : records)
            lines += Writer::line(record);
        // Flushed on every append (batches come a few times a second at most): a
        // killed run loses at most what was not appended yet.
        if (!m_journal.append(lines, error))
            return false;
        m_count += records.size();
        return true;
    }

    bool finish(QString *error) { return m_journal.finish(error); }
    bool isOpen() const { return m_journal.isOpen(); }

protected:
    JournalWriter() = default;

    // The records appended since open().
    qint64 count() const { return m_count; }
    QString directory() const { return m_journal.directory(); }

private:
    CsvJournal m_journal{QLatin1StringView(Writer::FileName)};
    qint64 m_count = 0;
};

} // namespace cp
