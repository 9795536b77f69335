#include "store/csv_journal.h"

#include "model/translation.h"
#include "store/atomic_file.h"

#include <QDir>

namespace cp {

namespace {

// Copies the journal through an AtomicFile (temporary name, then rename) and removes it.
bool promote(QFile &journal, const QString &finalPath, QString *error)
{
    if (!journal.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(journal.fileName(), journal.errorString());
        return false;
    }
    AtomicFile output(finalPath);
    if (!output.open()) {
        *error = tr("cannot write %1: %2").arg(finalPath, output.errorString());
        return false;
    }
    while (!journal.atEnd())
        output.write(journal.read(1 << 20));
    if (!output.commit()) {
        *error = tr("cannot write %1 (%2): free space on its disk; the journal %3 keeps what was recorded")
                     .arg(finalPath, output.errorString(), journal.fileName());
        return false;
    }
    journal.close();
    journal.remove();
    return true;
}

} // namespace

CsvJournal::CsvJournal(QLatin1StringView finalName)
    : m_finalName(finalName)
    , m_journalName(QString(finalName).replace(QLatin1StringView(".csv"), QLatin1StringView(".journal.csv")))
{ }

bool CsvJournal::open(const QString &directory, const QByteArray &header, QString *error)
{
    m_directory = directory;
    if (!QDir().mkpath(directory)) {
        *error = tr("cannot create the output directory %1").arg(directory);
        return false;
    }
    m_file.setFileName(QDir(directory).filePath(m_journalName));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate) || m_file.write(header) < 0 || !m_file.flush()) {
        *error = tr("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
        return false;
    }
    return true;
}

bool CsvJournal::append(const QByteArray &lines, QString *error)
{
    if (m_file.write(lines) != lines.size() || !m_file.flush()) {
        *error = tr("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
        return false;
    }
    return true;
}

bool CsvJournal::finish(QString *error)
{
    if (!m_file.isOpen()) {
        *error = tr("the journal %1 is not open").arg(m_journalName);
        return false;
    }
    m_file.close();
    return promote(m_file, QDir(m_directory).filePath(m_finalName), error);
}

QByteArray csvField(QStringView text)
{
    QByteArray utf8 = text.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\n') && !utf8.contains('\r'))
        return utf8;
    utf8.replace('"', QByteArrayLiteral("\"\""));
    return '"' + utf8 + '"';
}

} // namespace cp
