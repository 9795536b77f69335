#include "service_list_model.h"

namespace cp {

ServiceListModel::ServiceListModel(QObject *parent)
    : FlatTableModel(ColumnCount, parent)
{ }

void ServiceListModel::setListing(const SwarmListing &listing)
{
    QList<Row> rows;
    QStringList ids; // a row's service and task: what a selection is of
    for (int s = 0; s < listing.services.size(); ++s) {
        rows.append({s, -1});
        ids.append(listing.services[s].id);
        for (int t = 0; t < listing.tasks.size(); ++t) {
            if (listing.tasks[t].serviceId == listing.services[s].id) {
                rows.append({s, t});
                ids.append(listing.tasks[t].id);
            }
        }
    }
    // The same services and tasks as before (most listings): their figures change, the
    // rows, and with them the user's selection, stay.
    if (ids == m_ids) {
        m_listing = listing;
        m_rows = rows;
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_listing = listing;
    m_rows = rows;
    m_ids = ids;
    endResetModel();
}

QString ServiceListModel::serviceName(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    return m_listing.services[m_rows[row].service].name;
}

QString ServiceListModel::text(const Row &row, int column) const
{
    const SwarmService &service = m_listing.services[row.service];
    if (row.task >= 0) {
        const SwarmTask &task = m_listing.tasks[row.task];
        const SwarmNode node = m_listing.node(task.nodeId);
        switch (column) {
        case Name:
            return QStringLiteral("↳ %1.%2").arg(service.name).arg(task.slot);
        case Replicas:
            return task.state;
        case Node:
            return node.label();
        case Image:
            return task.containerId.left(12);
        default:
            return {};
        }
    }
    switch (column) {
    case Name:
        return service.name;
    case Replicas:
        return service.mode == QLatin1String("replicated")
            ? tr("%1 of %2").arg(m_listing.tasksOf(service.id).size()).arg(service.replicas)
            : service.mode;
    case Url:
        return service.suggestedUrl();
    case Image:
        return service.image;
    default:
        return {};
    }
}

QVariant ServiceListModel::data(const QModelIndex &index, int role) const
{
    if (!isCell(index))
        return {};
    const Row &row = m_rows[index.row()];
    if (role == Qt::DisplayRole)
        return text(row, index.column());
    if (role == Qt::ToolTipRole && row.task >= 0 && index.column() == Image)
        return tr("The task's container");
    return {};
}

QVariant ServiceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Service / task");
    case Replicas:
        return tr("Replicas / state");
    case Node:
        return tr("Node");
    case Url:
        return tr("URL");
    case Image:
        return tr("Image / container");
    default:
        return {};
    }
}

} // namespace cp
