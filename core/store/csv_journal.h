#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <QStringView>

namespace cp {

// A CSV file written while a run goes on (docs/experiment-format.md#journals-and-atomic-writes): lines go to a journal,
// flushed at every append so a killed run loses at most the last batch;
// finish() copies it to its final name through a temporary file and a rename.
class CsvJournal
{
    Q_DECLARE_TR_FUNCTIONS(cp::CsvJournal)
public:
    // The journal of "stats.csv" is "stats.journal.csv".
    explicit CsvJournal(QLatin1StringView finalName);
    CsvJournal(const CsvJournal &) = delete;
    CsvJournal &operator=(const CsvJournal &) = delete;

    // Creates `directory` if needed and starts the journal with `header`.
    bool open(const QString &directory, const QByteArray &header, QString *error);
    bool append(const QByteArray &lines, QString *error);
    bool finish(QString *error);

    bool isOpen() const { return m_file.isOpen(); }
    QString directory() const { return m_directory; }

private:
    QLatin1StringView m_finalName;
    QString m_journalName;
    QString m_directory;
    QFile m_file;
};

// RFC 4180 quoting, only when the field needs it.
QByteArray csvField(QStringView text);

} // namespace cp
