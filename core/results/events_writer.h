#pragma once

#include "results/docker_event.h"

#include <QFile>
#include <QString>

namespace cp {

// events.csv (SPEC §7.2): `time,container,action,detail`, one line per Docker event
// and per action ContainerPerf takes (restarts, limit changes; those are written
// with the "containerperf." action prefix). `time` is epoch seconds with nine
// fraction digits. While running, lines go to events.journal.csv, flushed at each
// append; finish() writes events.csv under a temporary name and renames it.
class EventsWriter
{
public:
    static constexpr auto JournalName = "events.journal.csv";
    static constexpr auto FileName = "events.csv";

    EventsWriter() = default;
    ~EventsWriter();
    EventsWriter(const EventsWriter &) = delete;
    EventsWriter &operator=(const EventsWriter &) = delete;

    static QByteArray header();
    static QByteArray line(const DockerEvent &event);
    // RFC 4180 quoting, only when the field needs it.
    static QByteArray csvField(QStringView text);

    bool open(const QString &directory, QString *error);
    bool append(const DockerEvent &event, QString *error);
    bool append(const DockerEventBatch &events, QString *error);
    // Records an action ContainerPerf took itself, at `timeNs` (default: now).
    bool appendAction(const QString &container, const QString &action, const QString &detail,
                      QString *error, std::int64_t timeNs = 0);
    bool finish(QString *error);

    qint64 eventCount() const { return m_count; }
    bool isOpen() const { return m_journal.isOpen(); }

private:
    QString m_directory;
    QFile m_journal;
    qint64 m_count = 0;
};

// Copies `journalPath` to `finalPath` through QSaveFile (temporary name, then rename)
// and removes the journal. Shared by the stats and events writers.
bool promoteJournal(const QString &journalPath, const QString &finalPath, QString *error);

} // namespace cp
