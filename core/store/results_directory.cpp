#include "store/results_directory.h"

#include "store/atomic_file.h"
#include "store/run_record.h"
#include "store/samples_csv.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

namespace cp {

namespace {
// Each write is one system call, made mid-run by the thread that shares the CPUs
// with the engine: 64 KiB copies in tens of microseconds, where 1 MiB held a CPU
// for a millisecond.
constexpr qsizetype writeChunkBytes = 64 * 1024;
constexpr qsizetype ProbeBytes = 64 * 1024;
} // namespace

ResultsDirectory::ResultsDirectory(QObject *parent)
    : QObject(parent)
    , m_flushTimer(this)
{
    m_flushTimer.setInterval(500);
    connect(&m_flushTimer, &QTimer::timeout, this, &ResultsDirectory::flushJournal);
}

ResultsDirectory::~ResultsDirectory()
{
    flushJournal();
}

QString ResultsDirectory::filePath(const QString &name) const
{
    return QDir(m_path).filePath(name);
}

bool ResultsDirectory::prepare(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isDir()) {
        *error = tr("the output path %1 exists and is not a directory: choose another output directory").arg(path);
        return false;
    }
    if (!QDir().mkpath(path)) {
        *error = tr("cannot create the output directory %1: check its parent exists and is writable, or choose another "
                    "output directory")
                     .arg(path);
        return false;
    }
    QFile probe(QDir(path).filePath(QStringLiteral(".containerperf-write-test")));
    if (!probe.open(QIODevice::WriteOnly)) {
        *error =
            tr("cannot write in the output directory %1 (%2): check its permissions or choose another output directory")
                .arg(QFileInfo(path).absoluteFilePath(), probe.errorString());
        return false;
    }
    // Some bytes too: a full disk still lets a file be created, and nothing
    // should be measured that cannot be written.
    const QByteArray bytes(ProbeBytes, '\0');
    const bool written = probe.write(bytes) == bytes.size() && probe.flush();
    const QString why = probe.errorString();
    probe.remove();
    if (!written) {
        *error = tr("cannot write in the output directory %1 (%2): free space on its disk or choose another output "
                    "directory")
                     .arg(QFileInfo(path).absoluteFilePath(), why);
        return false;
    }
    return true;
}

bool ResultsDirectory::open(const QString &path, QString *error)
{
    if (!prepare(path, error))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    m_journal.setFileName(filePath(QLatin1String(SamplesJournal)));
    if (!m_journal.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error =
            tr("cannot write in the output directory %1 (%2): check its permissions or choose another output directory")
                .arg(m_path, m_journal.errorString());
        return false;
    }
    m_journal.write(SamplesCsv::header());
    m_journal.flush();
    m_journalFailed = false;
    m_flushTimer.start();
    return true;
}

void ResultsDirectory::journal(const RunRecord &run, qsizetype from, qsizetype to)
{
    const SamplesCsv::RunRows rows(run.info);
    run.samples.forEach(from, to, [&](const Sample &sample) {
        rows.append(m_pending, sample);
        if (m_pending.size() >= writeChunkBytes)
            flushJournal();
    });
}

void ResultsDirectory::flushJournal()
{
    if (m_pending.isEmpty() || !m_journal.isOpen())
        return;
    const bool written = m_journal.write(m_pending) == m_pending.size();
    // Flushed even after a short write: that is what sets the system's reason.
    const bool ok = m_journal.flush() && written;
    // Emptied, not freed: the next rows go into the memory these took, with no new
    // pages to fault in on the thread that shares the CPUs with the engine.
    m_pending.resize(0);
    if (!ok && !m_journalFailed) {
        m_journalFailed = true;
        const QString why = m_journal.error() != QFileDevice::NoError
            ? m_journal.errorString()
            : tr("%1 bytes left on its disk").arg(QStorageInfo(m_path).bytesAvailable());
        emit journalFailed(tr("writing the journal %1 failed (%2); measuring goes on in memory: free disk space "
                              "so the final files can be written")
                               .arg(m_journal.fileName(), why));
    }
}

void ResultsDirectory::closeJournal(bool remove)
{
    flushJournal();
    m_flushTimer.stop();
    m_journal.close();
    if (remove)
        m_journal.remove();
}

bool ResultsDirectory::writeFile(const QString &name,
                                 const std::function<void(const std::function<void(const QByteArray &)> &)> &produce,
                                 QString *error)
{
    AtomicFile file(filePath(name));
    if (!file.open()) {
        *error = tr("cannot write %1 (%2): check the directory's permissions").arg(file.fileName(), file.errorString());
        return false;
    }
    produce([&](const QByteArray &piece) { file.write(piece); });
    if (!file.commit()) {
        *error = tr("writing %1 failed (%2): free space on its disk; an earlier %3 there is kept as it was")
                     .arg(file.fileName(), file.errorString(), name);
        return false;
    }
    return true;
}

bool ResultsDirectory::writeFile(const QString &name, const QByteArray &content, QString *error)
{
    return writeFile(
        name, [&](const auto &sink) { sink(content); }, error);
}

bool ResultsDirectory::writeSamplesCsv(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory,
                                       QString *error)
{
    return writeFile(
        QStringLiteral("samples.csv"),
        [&](const auto &sink) {
            QByteArray buffer = SamplesCsv::header();
            for (const auto &run : runs) {
                const SamplesCsv::RunRows rows(run->info);
                run->samples.forEach([&](const Sample &sample) {
                    rows.append(buffer, sample, memory);
                    if (buffer.size() >= writeChunkBytes) {
                        sink(buffer);
                        buffer.clear();
                    }
                });
            }
            sink(buffer);
        },
        error);
}

} // namespace cp
