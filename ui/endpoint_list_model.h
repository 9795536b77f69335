#pragma once

#include "config/experiment.h"

#include <QAbstractListModel>
#include <QList>

namespace cp {

// The endpoints of the experiment being edited. One of them may be the
// built-in demo endpoint, whose URL follows the demo server's port.
class EndpointListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int DemoRole = Qt::UserRole + 1;

    explicit EndpointListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    const QList<Endpoint> &endpoints() const { return m_endpoints; }
    const Endpoint &endpoint(int row) const { return m_endpoints.at(row); }
    // The endpoint whose URL is `demoUrl` (when given) becomes the demo endpoint.
    void setEndpoints(const QList<Endpoint> &endpoints, const QUrl &demoUrl = {});
    int add(const Endpoint &endpoint);
    void replace(int row, const Endpoint &endpoint);
    void remove(int row);
    void clear();

    // The demo endpoint's row, or -1.
    int demoRow() const { return m_demoRow; }
    // Adds the demo endpoint (once) pointing at `url`; returns its row.
    int setDemoEndpoint(const QUrl &url);
    static Endpoint demoEndpoint(const QUrl &url);
    // Whether `row` is the demo endpoint as it was offered, not edited since.
    bool isUntouchedDemo(int row) const;

private:
    QList<Endpoint> m_endpoints;
    int m_demoRow = -1;
};

} // namespace cp
