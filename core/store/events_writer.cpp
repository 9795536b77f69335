#include "store/events_writer.h"

#include "model/stats_record.h"

#include <QDateTime>

namespace cp {

EventsWriter::~EventsWriter() = default;

QByteArray EventsWriter::header()
{
    return QByteArrayLiteral("time,container,action,detail\n");
}

QByteArray EventsWriter::line(const DockerEvent &event)
{
    return formatEpochSeconds(event.timeNs).toLatin1() + ',' + csvField(event.container) + ','
        + csvField(event.csvAction()) + ',' + csvField(event.detail) + '\n';
}

bool EventsWriter::open(const QString &directory, QString *error)
{
    m_count = 0;
    return m_journal.open(directory, header(), error);
}

bool EventsWriter::append(const DockerEventBatch &events, QString *error)
{
    if (events.isEmpty())
        return true;
    QByteArray lines;
    for (const auto &event : events)
        lines += line(event);
    // Flushed on every append: batches come a few times a second at most, and a
    // killed run must lose no more than the last second (docs/experiment-format.md#journals-and-atomic-writes).
    if (!m_journal.append(lines, error))
        return false;
    m_count += events.size();
    return true;
}

bool EventsWriter::append(const DockerEvent &event, QString *error)
{
    return append(DockerEventBatch{event}, error);
}

bool EventsWriter::appendAction(const QString &container, const QString &action, const QString &detail, QString *error,
                                std::int64_t timeNs)
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
    return m_journal.finish(error);
}

} // namespace cp
