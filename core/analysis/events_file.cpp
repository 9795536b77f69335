#include "analysis/events_file.h"

#include "analysis/csv_columns_file.h"
#include "model/stats_record.h"
#include "model/translation.h"

#include <array>

namespace cp {

namespace {

enum Column { Time, Container, Action, Detail, ColumnCount };
constexpr std::array<const char *, ColumnCount> columnNames = {"time", "container", "action", "detail"};

} // namespace

bool readEventsFile(const QString &path, DockerEventBatch *events, QString *error)
{
    events->clear();
    static const QByteArray ownPrefix = QByteArrayLiteral("containerperf.");
    return CsvColumnsFile::read(path, columnNames, tr("events"), error, [&](const CsvColumnsFile &file) {
        const auto time = parseEpochSeconds(file.field(Time));
        if (!time)
            return tr("'%1' is no time in epoch seconds").arg(QString::fromUtf8(file.field(Time)));
        const QByteArray &action = file.field(Action);
        if (action.isEmpty() || action == ownPrefix)
            return tr("the action is empty");
        DockerEvent event;
        event.timeNs = *time;
        event.container = QString::fromUtf8(file.field(Container));
        const bool own = action.startsWith(ownPrefix);
        event.origin = own ? DockerEvent::Origin::ContainerPerf : DockerEvent::Origin::Docker;
        event.action = QString::fromUtf8(own ? action.mid(ownPrefix.size()) : action);
        event.detail = QString::fromUtf8(file.field(Detail));
        events->append(event);
        return QString();
    });
}

} // namespace cp
