#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QTableView;
class QPushButton;
class QVBoxLayout;

namespace cp {

class ContainerListModel;
class EndpointEditor;
class EndpointListModel;

// The Targets dock (docs/specification.md#desktop-application): the Docker connection, the containers, and the
// endpoints with their editor. Containers are added by the window once a
// Docker connection exists (addContainerView).
class TargetsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TargetsPanel(EndpointListModel *endpoints, QWidget *parent = nullptr);

    void setDockerState(const QString &state);
    QString dockerHost() const;
    void setDockerHost(const QString &host);
    // Shows the live container list between the Docker line and the endpoints,
    // with the actions that turn a container into an endpoint or bind it to one.
    void setContainerModel(ContainerListModel *containers);
    QTableView *containerView() const { return m_containerView; }
    // A new endpoint for the container's published port; -1 when it publishes none.
    int addEndpointForContainer(int containerRow);
    // Binds the container to the current endpoint; false without a current endpoint.
    bool bindContainer(int containerRow);

    int currentEndpoint() const;
    void selectEndpoint(int row);
    EndpointEditor *editor() const { return m_editor; }

signals:
    void demoRequested();
    void dockerHostChanged(const QString &host);

private:
    void onCurrentChanged();

    EndpointListModel *m_endpoints;
    QLabel *m_dockerState;
    QLineEdit *m_dockerHost;
    QListView *m_list;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_demo;
    EndpointEditor *m_editor;
    QVBoxLayout *m_layout;
    ContainerListModel *m_containers = nullptr;
    QTableView *m_containerView = nullptr;
    int m_containerSlot = 0;
};

} // namespace cp
