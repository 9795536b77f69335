#pragma once

#include "flat_table_model.h"

#include "docker/swarm_service.h"

namespace cp {

// The Swarm services of the Containers dock (docs/scale-out.md#swarm-services-as-targets),
// when the daemon is a swarm manager: a row per service (its running and wanted
// replicas, image, the URL of its first published port), and under each a row per
// running task with its node and container.
class ServiceListModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Replicas, Node, Url, Image, ColumnCount };

    explicit ServiceListModel(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setListing(const SwarmListing &listing);
    bool isEmpty() const { return m_rows.isEmpty(); }
    // The service a row shows, or whose task it shows.
    QString serviceName(int row) const;

private:
    struct Row
    {
        int service = 0; // into m_listing.services
        int task = -1;   // into m_listing.tasks; -1: the service's own row
    };
    int rows() const override { return int(m_rows.size()); }
    QString text(const Row &row, int column) const;

    SwarmListing m_listing;
    QList<Row> m_rows;
    QStringList m_ids; // per row, its service's or task's id
};

} // namespace cp
