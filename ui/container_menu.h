#pragma once

#include "container_log_window.h"
#include "message_bar.h"

#include "docker/container_actions.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QTableView;
class QWidget;

namespace cp {

class ContainerListModel;
class DockerConnection;

// The container list's context menu (docs/user-guide.md#the-window): Start, Stop
// and Restart the container under the pointer, and Follow Logs… in a window per
// container. The daemon's answers come back by message() (failures, with what to
// do) and status() (done).
class ContainerMenu : public QObject
{
    Q_OBJECT
public:
    ContainerMenu(QTableView *view, ContainerListModel *model, DockerConnection *docker, QWidget *window);

    // What the menu offers for the container in `row`, as the user would choose it.
    void runAction(int row, ContainerAction action);
    ContainerLogWindow *followLogs(int row);
    ContainerLogWindow *logWindow(const QString &container) const { return m_logs.value(container); }

signals:
    void message(cp::MessageBar::Level level, const QString &cause, const QString &fix);
    void status(const QString &text, int timeoutMs);

private:
    void showMenu(const QPoint &position);
    void onActionDone(const QString &container, ContainerAction action, const QString &error);

    QTableView *m_view;
    ContainerListModel *m_model;
    DockerConnection *m_docker;
    QWidget *m_window;
    QHash<QString, QPointer<ContainerLogWindow>> m_logs;
};

} // namespace cp
