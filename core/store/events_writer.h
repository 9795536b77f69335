#pragma once

#include "model/docker_event.h"

#include "store/journal_writer.h"

#include <QString>

namespace cp {

// events.csv (docs/experiment-format.md#the-events-file): `time,container,action,detail`, one line per Docker event
// and per action ContainerPerf takes (restarts, limit changes; those are written
// with the "containerperf." action prefix). `time` is epoch seconds with nine
// fraction digits. While running, lines go to events.journal.csv (see JournalWriter).
class EventsWriter : public JournalWriter<EventsWriter, DockerEvent>
{
public:
    static constexpr auto FileName = "events.csv";

    static QByteArray header();
    static QByteArray line(const DockerEvent &event);

    using JournalWriter::append;
    bool append(const DockerEvent &event, QString *error);
    // Records an action ContainerPerf took itself, at `timeNs` (default: now).
    bool appendAction(const QString &container, const QString &action, const QString &detail, QString *error,
                      std::int64_t timeNs = 0);

    qint64 eventCount() const { return count(); }
};

} // namespace cp
