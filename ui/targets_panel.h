#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace cp {

class ContainerListModel;
class EndpointEditor;
class EndpointListModel;

// The Targets dock (docs/specification.md#desktop-application): the Docker connection and the
// endpoints with their editor. The containers (in their own dock) become
// endpoints or serve one through it.
class TargetsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TargetsPanel(EndpointListModel *endpoints, QWidget *parent = nullptr);

    void setDockerState(const QString &state);
    QString dockerHost() const;
    void setDockerHost(const QString &host);
    // The containers addEndpointForContainer() and bindContainer() take their rows from.
    void setContainerModel(ContainerListModel *containers) { m_containers = containers; }
    // A new endpoint for the container's published port; -1 when it publishes none.
    int addEndpointForContainer(int containerRow);
    // Binds the container to the current endpoint; false without a current endpoint.
    bool bindContainer(int containerRow);
    // Binds Swarm service `name` to the current endpoint; false without a current endpoint.
    bool bindService(const QString &name);

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
    ContainerListModel *m_containers = nullptr;
};

} // namespace cp
