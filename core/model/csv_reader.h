#pragma once

#include <QByteArray>
#include <QList>

class QIODevice;

namespace cp {

// Reads RFC 4180 CSV one record at a time: fields may be quoted, a quoted
// field may hold commas, doubled quotes and line breaks, lines may end in
// CRLF. Streams from the device so a results file of millions of samples is
// never held in memory whole.
class CsvReader
{
public:
    explicit CsvReader(QIODevice *device);

    // Reads the next record; false at the end of the input.
    bool next();

    const QList<QByteArray> &fields() const { return m_fields; }
    // The 1-based line the current record starts on.
    qint64 line() const { return m_line; }
    // Whether the current record ended with a line break. A journal being
    // written (or killed mid-write) can end in a record that is cut short.
    bool terminated() const { return m_terminated; }
    // The input ended inside a quoted field.
    bool openQuote() const { return m_openQuote; }

private:
    QIODevice *m_device;
    QList<QByteArray> m_fields;
    qint64 m_line = 0;
    qint64 m_nextLine = 1;
    bool m_terminated = false;
    bool m_openQuote = false;
};

} // namespace cp
