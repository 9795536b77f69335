#include "results/events_writer.h"

#include "results/stats_record.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QSaveFile>

namespace cp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cp::EventsWriter", text);
}

} // namespace

bool promoteJournal(const QString &journalPath, const QString &finalPath, QString *error)
{
    QFile journal(journalPath);
    if (!journal.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(journalPath, journal.errorString());
        return false;
    }
    QSaveFile output(finalPath);
    if (!output.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(finalPath, output.errorString());
        return false;
    }
    while (!journal.atEnd()) {
        const QByteArray chunk = journal.read(1 << 20);
        if (output.write(chunk) != chunk.size()) {
            *error = tr("cannot write %1: %2").arg(finalPath, output.errorString());
            output.cancelWriting();
            return false;
        }
    }
    if (!output.commit()) {
        *error = tr("cannot write %1: %2").arg(finalPath, output.errorString());
        return false;
    }
    journal.close();
    journal.remove();
    return true;
}

EventsWriter::~EventsWriter() = default;

QByteArray EventsWriter::header()
{
    return QByteArrayLiteral("time,container,action,detail\n");
}

QByteArray EventsWriter::csvField(QStringView text)
{
    QByteArray utf8 = text.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\n') && !utf8.contains('\r'))
        return utf8;
    utf8.replace('"', QByteArrayLiteral("\"\""));
    return '"' + utf8 + '"';
}

QByteArray EventsWriter::line(const DockerEvent &event)
{
    return formatEpochSeconds(event.timeNs).toLatin1() + ',' + csvField(event.container) + ','
        + csvField(event.csvAction()) + ',' + csvField(event.detail) + '\n';
}

bool EventsWriter::open(const QString &directory, QString *error)
{
    m_directory = directory;
    m_count = 0;
    if (!QDir().mkpath(directory)) {
        *error = tr("cannot create the output directory %1").arg(directory);
        return false;
    }
    m_journal.setFileName(QDir(directory).filePath(QLatin1StringView(JournalName)));
    if (!m_journal.open(QIODevice::WriteOnly | QIODevice::Truncate) || m_journal.write(header()) < 0 || !m_journal.flush()) {
        *error = tr("cannot write %1: %2").arg(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    return true;
}

bool EventsWriter::append(const DockerEventBatch &events, QString *error)
{
    if (events.isEmpty())
        return true;
    QByteArray lines;
    for (const auto &event : events)
        lines += line(event);
    // Flushed on every append: batches come a few times a second at most, and a
    // killed run must lose no more than the last second (SPEC §7.2).
    if (m_journal.write(lines) != lines.size() || !m_journal.flush()) {
        *error = tr("cannot write %1: %2").arg(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    m_count += events.size();
    return true;
}

bool EventsWriter::append(const DockerEvent &event, QString *error)
{
    return append(DockerEventBatch{event}, error);
}

bool EventsWriter::appendAction(const QString &container, const QString &action, const QString &detail,
                                QString *error, std::int64_t timeNs)
{
    DockerEvent event;
    event.timeNs = timeNs != 0 ? timeNs : QDateTime::currentMSecsSinceEpoch() * 1'000'000LL;
    event.container = container;
    event.action = action;
    event.detail = detail;
    event.origin = DockerEvent::Origin::ContainerPerf;
    return append(event, error);
}

bool EventsWriter::finish(QString *error)
{
    if (!m_journal.isOpen()) {
        *error = tr("the events journal is not open");
        return false;
    }
    m_journal.close();
    return promoteJournal(m_journal.fileName(), QDir(m_directory).filePath(QLatin1StringView(FileName)), error);
}

} // namespace cp
