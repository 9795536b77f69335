#include "container_list_model.h"

#include <QLocale>

#include <iterator>

namespace cp {

namespace {

// A column's title and, where the title alone does not say what it counts, its tooltip.
struct ColumnHeader
{
    const char *title;
    const char *toolTip;
};

// In Column order; the context is the class's, so that tr() finds the translations.
constexpr ColumnHeader ColumnHeaders[] = {
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "Name"), nullptr},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "State"), nullptr},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "CPU %"), nullptr},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "Mem usage / limit"),
     QT_TRANSLATE_NOOP("cp::ContainerListModel",
                       "Memory used (without the page cache) / the container's limit, or the host's memory")},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "Net I/O"),
     QT_TRANSLATE_NOOP("cp::ContainerListModel",
                       "Bytes received / sent over every network interface since the container started")},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "Block I/O"),
     QT_TRANSLATE_NOOP("cp::ContainerListModel", "Bytes read / written on block devices since the container started")},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "PIDs"),
     QT_TRANSLATE_NOOP("cp::ContainerListModel", "Processes and threads in the container")},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "URL"), nullptr},
    {QT_TRANSLATE_NOOP("cp::ContainerListModel", "Image"), nullptr},
};
static_assert(std::size(ColumnHeaders) == ContainerListModel::ColumnCount);

} // namespace

ContainerListModel::ContainerListModel(QObject *parent)
    : FlatTableModel(ColumnCount, parent)
{ }

QVariant ContainerListModel::data(const QModelIndex &index, int role) const
{
    if (!isCell(index))
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
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= ColumnCount)
        return {};
    const ColumnHeader &header = ColumnHeaders[section];
    if (role == Qt::DisplayRole)
        return tr(header.title);
    return header.toolTip ? tr(header.toolTip) : QVariant();
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
