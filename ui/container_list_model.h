#pragma once

#include "docker/container_info.h"
#include "model/stats_record.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace cp {

// The live container list of the Targets dock (docs/specification.md#desktop-application): name, image, state,
// published ports as a URL, CPU % and memory from the latest stats record.
class ContainerListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Image, State, Url, Cpu, Memory, ColumnCount };

    explicit ContainerListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Keeps rows (and so selections) of containers that stay; inserts and removes the rest.
    void setContainers(const QList<ContainerInfo> &containers);
    void updateStats(const StatsRecordBatch &records);
    const ContainerInfo &container(int row) const { return m_containers.at(row); }

private:
    struct Usage
    {
        std::optional<double> cpuPercent;
        std::int64_t memUsedBytes = -1;
    };
    QList<ContainerInfo> m_containers;
    QHash<QString, Usage> m_usage;
};

} // namespace cp
