#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QVBoxLayout;

namespace cp {

class EndpointEditor;
class EndpointListModel;

// The Targets dock (SPEC §9): the Docker connection, the containers, and the
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
    // Inserts the container list between the Docker line and the endpoints.
    void addContainerView(QWidget *view);

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
    int m_containerSlot = 0;
};

} // namespace cp
