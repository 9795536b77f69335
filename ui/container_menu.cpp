#include "container_menu.h"

#include "container_list_model.h"
#include "container_log_window.h"

#include "docker/docker_connection.h"

#include <QMenu>
#include <QTableView>

namespace cp {

ContainerMenu::ContainerMenu(QTableView *view, ContainerListModel *model, DockerConnection *docker, QWidget *window)
    : QObject(window)
    , m_view(view)
    , m_model(model)
    , m_docker(docker)
    , m_window(window)
{
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ContainerMenu::showMenu);
    connect(m_docker, &DockerConnection::actionDone, this, &ContainerMenu::onActionDone);
    connect(m_docker, &DockerConnection::logText, this, [this](const QString &container, const QString &text) {
        if (ContainerLogWindow *log = m_logs.value(container))
            log->append(text);
    });
    connect(m_docker, &DockerConnection::logEnded, this, [this](const QString &container, const QString &error) {
        if (ContainerLogWindow *log = m_logs.take(container))
            log->setEnded(error);
    });
}

void ContainerMenu::showMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (!index.isValid())
        return;
    const int row = index.row();
    const bool running = m_model->container(row).isRunning();
    QMenu menu(m_view);
    menu.addAction(tr("&Start"), this, [this, row] { runAction(row, ContainerAction::Start); })->setEnabled(!running);
    menu.addAction(tr("S&top"), this, [this, row] { runAction(row, ContainerAction::Stop); })->setEnabled(running);
    menu.addAction(tr("&Restart"), this, [this, row] { runAction(row, ContainerAction::Restart); });
    menu.addSeparator();
    menu.addAction(tr("Follow &Logs…"), this, [this, row] { followLogs(row); });
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void ContainerMenu::runAction(int row, ContainerAction action)
{
    const QString container = m_model->container(row).name;
    emit status(action == ContainerAction::Start      ? tr("Starting %1…").arg(container)
                    : action == ContainerAction::Stop ? tr("Stopping %1…").arg(container)
                                                      : tr("Restarting %1…").arg(container),
                0);
    m_docker->runAction(container, action);
}

void ContainerMenu::onActionDone(const QString &container, ContainerAction action, const QString &error)
{
    if (!error.isEmpty()) {
        emit status({}, 0);
        emit message(MessageBar::Level::Error, error,
                     tr("check the container with docker inspect %1 and its logs (Follow Logs…)").arg(container));
        return;
    }
    emit status(action == ContainerAction::Start      ? tr("%1 started").arg(container)
                    : action == ContainerAction::Stop ? tr("%1 stopped").arg(container)
                                                      : tr("%1 restarted").arg(container),
                5000);
}

ContainerLogWindow *ContainerMenu::followLogs(int row)
{
    const QString container = m_model->container(row).name;
    if (ContainerLogWindow *open = m_logs.value(container)) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto *log = new ContainerLogWindow(container, m_window);
    m_logs.insert(container, log);
    // Closing the window ends the stream; a stream that ended leaves the window open for reading.
    connect(log, &QObject::destroyed, this, [this, container] {
        if (m_logs.contains(container)) {
            m_logs.remove(container);
            m_docker->stopLogs(container);
        }
    });
    log->show();
    m_docker->followLogs(container);
    return log;
}

} // namespace cp
