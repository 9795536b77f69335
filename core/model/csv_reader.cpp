#include "model/csv_reader.h"

#include <QIODevice>

namespace cp {

CsvReader::CsvReader(QIODevice *device)
    : m_device(device)
{ }

bool CsvReader::next()
{
    m_fields.clear();
    m_line = m_nextLine;
    m_terminated = false;
    m_openQuote = false;
    QByteArray field;
    bool inQuotes = false;
    bool quoted = false; // the current field started with a quote
    bool readAnything = false;

    for (;;) {
        const QByteArray chunk = m_device->readLine();
        if (chunk.isEmpty()) {
            if (!readAnything)
                return false;
            m_openQuote = inQuotes;
            m_fields.append(field);
            return true;
        }
        readAnything = true;
        ++m_nextLine;
        const qsizetype size = chunk.size();
        for (qsizetype i = 0; i < size; ++i) {
            const char c = chunk.at(i);
            if (inQuotes) {
                if (c != '"') {
                    field.append(c);
                } else if (i + 1 < size && chunk.at(i + 1) == '"') {
                    field.append('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else if (c == '"' && field.isEmpty() && !quoted) {
                inQuotes = quoted = true;
            } else if (c == ',') {
                m_fields.append(field);
                field.clear();
                quoted = false;
            } else if (c == '\n' || (c == '\r' && i + 1 < size && chunk.at(i + 1) == '\n')) {
                m_fields.append(field);
                m_terminated = true;
                return true;
            } else {
                field.append(c);
            }
        }
    }
}

} // namespace cp
