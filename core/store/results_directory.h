#pragma once

#include "model/run_info.h"

#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>

namespace cp {

struct RunRecord;

// One results directory (docs/experiment-format.md#results-directory). While runs go on, samples are appended to
// samples.journal.csv, flushed at least once a second, so a killed run loses at
// most the last second; final files are written to a temporary name and renamed.
class ResultsDirectory : public QObject
{
    Q_OBJECT
public:
    static constexpr auto SamplesJournal = "samples.journal.csv";

    explicit ResultsDirectory(QObject *parent = nullptr);
    ~ResultsDirectory() override;

    // Creates the directory if needed and proves it writable, without starting anything.
    static bool prepare(const QString &path, QString *error);
    // prepare(), then starts the journal.
    bool open(const QString &path, QString *error);
    QString path() const { return m_path; }
    QString filePath(const QString &name) const;

    // Appends the lines of run's samples [from, to).
    void journal(const RunRecord &run, qsizetype from, qsizetype to);
    void flushJournal();

    // Writes `name` atomically; `produce` is called with a sink that takes the
    // content piece by piece, so a large file is never held whole.
    bool writeFile(const QString &name,
                   const std::function<void(const std::function<void(const QByteArray &)> &)> &produce, QString *error);
    bool writeFile(const QString &name, const QByteArray &content, QString *error);

    bool writeSamplesCsv(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory,
                         QString *error);
    // Drops the journal once samples.csv holds everything it had.
    void closeJournal(bool remove);
    QString journalPath() const { return m_journal.fileName(); }
    // False once a write to the journal failed: it holds the samples up to then.
    bool journalComplete() const { return !m_journalFailed; }

signals:
    // A journal write failed (full disk, directory removed): the samples stay in memory.
    void journalFailed(const QString &message);

private:
    QString m_path;
    QFile m_journal;
    QByteArray m_pending;
    QTimer m_flushTimer;
    bool m_journalFailed = false;
};

} // namespace cp
