#include "container_list_model.h"

#include <QLocale>

namespace cp {

ContainerListModel::ContainerListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int ContainerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_containers.size());
}

int ContainerListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ContainerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ContainerInfo &c = m_containers.at(index.row());
    if (role == Qt::ToolTipRole)
        return tr("%1\n%2\n%3").arg(c.name, c.id.left(12), c.status);
    if (role != Qt::DisplayRole)
        return {};
    const Usage usage = m_usage.value(c.name);
    const QLocale locale;
    switch (index.column()) {
    case Name:
        return c.name;
    case Image:
        return c.image;
    case State:
        return c.state;
    case Url:
        return c.suggestedUrl();
    case Cpu:
        return c.isRunning() && usage.cpuPercent ? locale.toString(*usage.cpuPercent, 'f', 1) : QString();
    case Memory:
        return c.isRunning() && usage.memUsedBytes >= 0 ? locale.formattedDataSize(usage.memUsedBytes) : QString();
    default:
        return {};
    }
}

QVariant ContainerListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Image:
        return tr("Image");
    case State:
        return tr("State");
    case Url:
        return tr("URL");
    case Cpu:
        return tr("CPU %");
    case Memory:
        return tr("Memory");
    default:
        return {};
    }
}

void ContainerListModel::setContainers(const QList<ContainerInfo> &containers)
{
    // Remove the containers that went away, from the bottom so rows stay valid.
    for (int row = int(m_containers.size()) - 1; row >= 0; --row) {
        const QString &id = m_containers.at(row).id;
        const bool stays =
            std::any_of(containers.begin(), containers.end(), [&id](const ContainerInfo &c) { return c.id == id; });
        if (!stays) {
            beginRemoveRows({}, row, row);
            m_containers.removeAt(row);
            endRemoveRows();
        }
    }
    for (const ContainerInfo &c : containers) {
        const auto it = std::find_if(m_containers.begin(), m_containers.end(),
                                     [&c](const ContainerInfo &known) { return known.id == c.id; });
        if (it == m_containers.end()) {
            const int row = int(m_containers.size());
            beginInsertRows({}, row, row);
            m_containers.append(c);
            endInsertRows();
        } else {
            const int row = int(it - m_containers.begin());
            *it = c;
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
        }
    }
}

void ContainerListModel::updateStats(const StatsRecordBatch &records)
{
    if (records.isEmpty())
        return;
    for (const StatsRecord &r : records) {
        Usage &usage = m_usage[r.container];
        if (r.cpuPercent)
            usage.cpuPercent = r.cpuPercent;
        usage.memUsedBytes = r.memUsedBytes;
    }
    if (!m_containers.isEmpty())
        emit dataChanged(index(0, Cpu), index(int(m_containers.size()) - 1, Memory), {Qt::DisplayRole});
}

} // namespace cp
