#include "store/events_writer.h"

#include "model/stats_record.h"

#include <QDateTime>

namespace cp {

QByteArray EventsWriter::header()
{
    return QByteArrayLiteral("time,container,action,detail\n");
}

QByteArray EventsWriter::line(const DockerEvent &event)
{
    return formatEpochSeconds(event.timeNs).toLatin1() + ',' + csvField(event.container) + ','
        + csvField(event.csvAction()) + ',' + csvField(event.detail) + '\n';
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

} // namespace cp
