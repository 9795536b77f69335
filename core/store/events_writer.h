#pragma once

#include "model/docker_event.h"

#include "store/csv_journal.h"

#include <QString>

namespace cp {

// events.csv (docs/experiment-format.md#the-events-file): `time,container,action,detail`, one line per Docker event
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

    bool open(const QString &directory, QString *error);
    bool append(const DockerEvent &event, QString *error);
    bool append(const DockerEventBatch &events, QString *error);
    // Records an action ContainerPerf took itself, at `timeNs` (default: now).
    bool appendAction(const QString &container, const QString &action, const QString &detail, QString *error,
                      std::int64_t timeNs = 0);
    bool finish(QString *error);

    qint64 eventCount() const { return m_count; }
    bool isOpen() const { return m_journal.isOpen(); }

private:
    CsvJournal m_journal{QLatin1StringView(JournalName), QLatin1StringView(FileName)};
    qint64 m_count = 0;
};

} // namespace cp
