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
    if (role == Qt::TextAlignmentRole && index.column() >= Cpu && index.column() <= Pids)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return c.name;
    case State:
        return c.state;
    case Url:
        return c.suggestedUrl();
    case Image:
        return c.image;
    default:
        return c.isRunning() ? usage(c, index.column()) : QVariant();
    }
}

QVariant ContainerListModel::usage(const ContainerInfo &container, int column) const
{
    const auto record = m_usage.constFind(container.name);
    if (record == m_usage.constEnd())
        return {};
    const QLocale locale;
    // As `docker stats` writes them: decimal units for I/O, binary ones for memory.
    const auto bytes = [&locale](std::int64_t value, QLocale::DataSizeFormats format) {
        return locale.formattedDataSize(value, 1, format);
    };
    const auto pair = [](const QString &a, const QString &b) { return tr("%1 / %2").arg(a, b); };
    switch (column) {
    case Cpu:
        return record->cpuPercent ? locale.toString(*record->cpuPercent, 'f', 1) : QVariant();
    case Memory:
        return record->memLimitBytes > 0 ? pair(bytes(record->memUsedBytes, QLocale::DataSizeIecFormat),
                                                bytes(record->memLimitBytes, QLocale::DataSizeIecFormat))
                                         : bytes(record->memUsedBytes, QLocale::DataSizeIecFormat);
    case NetIo:
        return pair(bytes(record->netRxBytes, QLocale::DataSizeSIFormat),
                    bytes(record->netTxBytes, QLocale::DataSizeSIFormat));
    case BlockIo:
        return pair(bytes(record->blkReadBytes, QLocale::DataSizeSIFormat),
                    bytes(record->blkWriteBytes, QLocale::DataSizeSIFormat));
    case Pids:
        return locale.toString(qint64(record->pids));
    default:
        return {};
    }
}

QVariant ContainerListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Memory:
            return tr("Memory used (without the page cache) / the container's limit, or the host's memory");
        case NetIo:
            return tr("Bytes received / sent over every network interface since the container started");
        case BlockIo:
            return tr("Bytes read / written on block devices since the container started");
        case Pids:
            return tr("Processes and threads in the container");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case State:
        return tr("State");
    case Cpu:
        return tr("CPU %");
    case Memory:
        return tr("Mem usage / limit");
    case NetIo:
        return tr("Net I/O");
    case BlockIo:
        return tr("Block I/O");
    case Pids:
        return tr("PIDs");
    case Url:
        return tr("URL");
    case Image:
        return tr("Image");
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
        StatsRecord &latest = m_usage[r.container];
        // A record without a CPU figure (the first of a stream has no earlier reading) keeps the last one.
        const std::optional<double> cpu = r.cpuPercent ? r.cpuPercent : latest.cpuPercent;
        latest = r;
        latest.cpuPercent = cpu;
    }
    if (!m_containers.isEmpty())
        emit dataChanged(index(0, Cpu), index(int(m_containers.size()) - 1, Pids), {Qt::DisplayRole});
}

} // namespace cp
