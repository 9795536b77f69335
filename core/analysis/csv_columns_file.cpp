#include "analysis/csv_columns_file.h"

#include <QDir>

namespace cp {

bool CsvColumnsFile::open(const QString &path, std::span<const char *const> columns, const QString &kind,
                          QString *error)
{
    m_name = QDir::toNativeSeparators(path);
    m_journal = path.endsWith(QLatin1StringView(".journal.csv"));
    m_device.setFileName(path);
    if (!m_device.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(m_name, m_device.errorString());
        return false;
    }
    m_reader = std::make_unique<CsvReader>(&m_device);
    if (!m_reader->next()) {
        *error = tr("%1:1: the file is empty; expected the %2 header line").arg(m_name, kind);
        return false;
    }
    const QList<QByteArray> header = m_reader->fields();
    m_headerSize = header.size();
    m_index.clear();
    for (const char *column : columns) {
        m_index.push_back(header.indexOf(QByteArray(column)));
        if (m_index.back() < 0) {
            *error =
                tr("%1:1: no column '%2': not a ContainerPerf %3 file").arg(m_name, QLatin1StringView(column), kind);
            return false;
        }
    }
    return true;
}

bool CsvColumnsFile::next()
{
    while (m_reader->next()) {
        const QList<QByteArray> &f = m_reader->fields();
        if (!m_reader->terminated() && m_journal)
            return false; // the writer was stopped mid-line
        if (f.size() == 1 && f.first().isEmpty())
            continue;
        if (f.size() != m_headerSize) {
            m_error = at(tr("%1 fields, but the header has %2").arg(f.size()).arg(m_headerSize));
            return false;
        }
        return true;
    }
    if (m_device.error() != QFileDevice::NoError)
        m_error = tr("%1:%2: read failed: %3").arg(m_name).arg(m_reader->line()).arg(m_device.errorString());
    return false;
}

QString CsvColumnsFile::at(const QString &why) const
{
    return tr("%1:%2: %3").arg(m_name).arg(m_reader->line()).arg(why);
}

} // namespace cp
