#pragma once

#include <QWidget>

class QTableView;

namespace cp {

class ContainerListModel;

// The Containers dock (docs/user-guide.md#the-window): the containers Docker
// lists, each with what `docker stats` shows of it, wide enough that every
// column is in view at the window's default size; and the actions that turn a
// container into an endpoint or bind it to the endpoint chosen in the Targets dock.
class ContainersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ContainersPanel(ContainerListModel *containers, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }

signals:
    // The user asks for an endpoint for the container in `row` (New endpoint, or a double click).
    void newEndpointRequested(int row);
    // The user asks that the container in `row` serve the current endpoint.
    void bindRequested(int row);

private:
    int selectedRow() const;

    QTableView *m_view;
};

} // namespace cp
