#include "analysis/events_file.h"

#include "analysis/csv_columns_file.h"
#include "model/stats_record.h"

#include <QCoreApplication>

#include <array>

namespace cp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("EventsFile", text);
}

enum Column { Time, Container, Action, Detail, ColumnCount };
constexpr std::array<const char *, ColumnCount> columnNames = {"time", "container", "action", "detail"};

} // namespace

bool readEventsFile(const QString &path, DockerEventBatch *events, QString *error)
{
    CsvColumnsFile file;
    if (!file.open(path, columnNames, tr("events"), error))
        return false;
    events->clear();
    static const QByteArray ownPrefix = QByteArrayLiteral("containerperf.");
    while (file.next()) {
        const auto time = parseEpochSeconds(file.field(Time));
        if (!time) {
            *error = file.at(tr("'%1' is no time in epoch seconds").arg(QString::fromUtf8(file.field(Time))));
            return false;
        }
        const QByteArray &action = file.field(Action);
        if (action.isEmpty() || action == ownPrefix) {
            *error = file.at(tr("the action is empty"));
            return false;
        }
        DockerEvent event;
        event.timeNs = *time;
        event.container = QString::fromUtf8(file.field(Container));
        const bool own = action.startsWith(ownPrefix);
        event.origin = own ? DockerEvent::Origin::ContainerPerf : DockerEvent::Origin::Docker;
        event.action = QString::fromUtf8(own ? action.mid(ownPrefix.size()) : action);
        event.detail = QString::fromUtf8(file.field(Detail));
        events->append(event);
    }
    if (!file.error().isEmpty()) {
        *error = file.error();
        return false;
    }
    return true;
}

} // namespace cp
