#pragma once

#include "flat_table_model.h"

#include "docker/container_info.h"
#include "model/stats_record.h"

#include <QHash>
#include <QList>

namespace cp {

// The live container list of the Containers dock (docs/specification.md#desktop-application): name, state and,
// as `docker stats` shows them from the latest stats record, CPU %, memory usage / limit, network and block
// I/O and PIDs; then the published ports as a URL and the image.
class ContainerListModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { Name, State, Cpu, Memory, NetIo, BlockIo, Pids, Url, Image, ColumnCount };

    explicit ContainerListModel(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Keeps rows (and so selections) of containers that stay; inserts and removes the rest.
    void setContainers(const QList<ContainerInfo> &containers);
    void updateStats(const StatsRecordBatch &records);
    const ContainerInfo &container(int row) const { return m_containers.at(row); }

private:
    int rows() const override { return int(m_containers.size()); }
    QVariant usage(const ContainerInfo &container, int column) const;

    QList<ContainerInfo> m_containers;
    QHash<QString, StatsRecord> m_usage; // the latest record per container name
};

} // namespace cp
