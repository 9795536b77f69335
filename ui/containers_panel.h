#pragma once

#include <QWidget>

class QTableView;

namespace cp {

class ContainerListModel;
class ServiceListModel;

// The Containers dock (docs/user-guide.md#the-window): the containers Docker
// lists, each with what `docker stats` shows of it, wide enough that every
// column is in view at the window's default size; and the actions that turn a
// container into an endpoint or bind it to the endpoint chosen in the Targets dock.
// On a swarm manager, below them its services with their tasks, and the action
// that binds a service.
class ContainersPanel : public QWidget
{
    Q_OBJECT
public:
    ContainersPanel(ContainerListModel *containers, ServiceListModel *services, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }

signals:
    // The user asks for an endpoint for the container in `row` (New endpoint, or a double click).
    void newEndpointRequested(int row);
    // The user asks that the container in `row` serve the current endpoint.
    void bindRequested(int row);
    // The user asks that Swarm service `name` serve the current endpoint.
    void bindServiceRequested(const QString &name);

private:
    int selectedRow() const;

    QTableView *m_view;
    QWidget *m_swarm; // the services' table and action, shown when there are services
};

} // namespace cp
