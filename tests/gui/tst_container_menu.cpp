// The container list as `docker stats` shows it, and its context menu against
// the real Docker daemon (docs/user-guide.md#the-window): stop, start and restart
// a container, follow its logs in a window, and a failure in words.
#include "container_list_model.h"
#include "container_log_window.h"
#include "container_menu.h"
#include "docker/docker_connection.h"
#include "docker_rig.h"
#include "main_window.h"
#include "message_bar.h"
#include "run_controller.h"
#include "test_process.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace std::chrono_literals;
using cp::test::docker;

class TestContainerMenu : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void columnsAsDockerStatsShowsThem();
    void stopStartRestartAndLogs();

private:
    std::unique_ptr<cp::MainWindow> connectedWindow();
    static int rowOf(const cp::ContainerListModel *model, const QString &name);
    static QString cell(const cp::ContainerListModel *model, const QString &name, int column);
    QTemporaryDir m_results;
};

void TestContainerMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_container_menu"));
    QSettings().clear();
    QVERIFY(m_results.isValid());
    CP_REQUIRE_DOCKER();
}

std::unique_ptr<cp::MainWindow> TestContainerMenu::connectedWindow()
{
    auto window = std::make_unique<cp::MainWindow>();
    window->controller()->setResultsRoot(m_results.path());
    window->show();
    QSignalSpy listed(window->docker(), &cp::DockerConnection::containersListed);
    window->docker()->connectTo({});
    if (!QTest::qWaitFor([&] { return window->isDockerReachable() && !listed.isEmpty(); }, 10'000))
        return nullptr;
    return window;
}

int TestContainerMenu::rowOf(const cp::ContainerListModel *model, const QString &name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, cp::ContainerListModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

QString TestContainerMenu::cell(const cp::ContainerListModel *model, const QString &name, int column)
{
    const int row = rowOf(model, name);
    return row < 0 ? QString() : model->index(row, column).data().toString();
}

void TestContainerMenu::columnsAsDockerStatsShowsThem()
{
    auto window = connectedWindow();
    QVERIFY2(window, "the window did not reach the Docker daemon");
    cp::ContainerListModel *model = window->containerModel();
    cp::test::TestContainer web(QStringLiteral("menu-stats"));
    QString error;
    QVERIFY2(web.run({QStringLiteral("--init"), QStringLiteral("--memory"), QStringLiteral("64m")},
                     QStringLiteral("containerperf-test/http:latest"), {}, &error),
             qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!cell(model, web.name(), cp::ContainerListModel::Pids).isEmpty(), 15'000);
    // "1.2MiB / 64MiB": usage over the limit the container was given.
    const QString memory = cell(model, web.name(), cp::ContainerListModel::Memory);
    QVERIFY2(memory.contains(QLatin1String(" / ")) && memory.endsWith(QLatin1String("64.0 MiB")), qPrintable(memory));
    QVERIFY(cell(model, web.name(), cp::ContainerListModel::NetIo).contains(QLatin1String(" / ")));
    QVERIFY(cell(model, web.name(), cp::ContainerListModel::BlockIo).contains(QLatin1String(" / ")));
    QVERIFY(cell(model, web.name(), cp::ContainerListModel::Pids).toInt() >= 1);
    QCOMPARE(model->headerData(cp::ContainerListModel::Memory, Qt::Horizontal).toString(),
             QStringLiteral("Mem usage / limit"));
}

void TestContainerMenu::stopStartRestartAndLogs()
{
    auto window = connectedWindow();
    QVERIFY2(window, "the window did not reach the Docker daemon");
    cp::ContainerListModel *model = window->containerModel();
    cp::ContainerMenu *menu = window->containerMenu();
    QVERIFY(menu);
    cp::test::TestContainer talker(QStringLiteral("menu-logs"));
    QString error;
    // Writes a line to stdout and one to stderr five times a second.
    QVERIFY2(
        talker.run({QStringLiteral("--init")}, QStringLiteral("containerperf-test/http:latest"),
                   {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    QStringLiteral("i=0; while true; do echo out-$i; echo err-$i >&2; i=$((i+1)); sleep 0.2; done")},
                   &error),
        qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, talker.name(), cp::ContainerListModel::State), QStringLiteral("running"),
                              5000);

    cp::ContainerLogWindow *log = menu->followLogs(rowOf(model, talker.name()));
    QVERIFY(log && log->isVisible());
    QCOMPARE(menu->followLogs(rowOf(model, talker.name())), log); // one window per container
    QTRY_VERIFY_WITH_TIMEOUT(
        log->text().contains(QLatin1String("out-3")) && log->text().contains(QLatin1String("err-3")), 10'000);
    QVERIFY2(!log->text().contains(QChar(u'\0')), "frame headers are not shown");

    QSignalSpy done(window->docker(), &cp::DockerConnection::actionDone);
    menu->runAction(rowOf(model, talker.name()), cp::ContainerAction::Stop);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 30'000);
    QCOMPARE(done.at(0).at(2).toString(), QString());
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, talker.name(), cp::ContainerListModel::State), QStringLiteral("exited"),
                              5000);
    // The container stopped: its log stream ended, and the window says so.
    QTRY_VERIFY_WITH_TIMEOUT(
        log->findChild<QLabel *>(QStringLiteral("logState"))->text().contains(QLatin1String("stopped")), 5000);

    menu->runAction(rowOf(model, talker.name()), cp::ContainerAction::Start);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 2, 30'000);
    QCOMPARE(done.at(1).at(2).toString(), QString());
    QTRY_COMPARE_WITH_TIMEOUT(cell(model, talker.name(), cp::ContainerListModel::State), QStringLiteral("running"),
                              5000);
    const QString restartedAt =
        docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.State.StartedAt}}"), talker.name()})
            .outText();
    menu->runAction(rowOf(model, talker.name()), cp::ContainerAction::Restart);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 3, 30'000);
    QCOMPARE(done.at(2).at(2).toString(), QString());
    QVERIFY(
        docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.State.StartedAt}}"), talker.name()})
            .outText()
        != restartedAt);

    // Following again opens a new stream; closing its window ends it.
    cp::ContainerLogWindow *again = menu->followLogs(rowOf(model, talker.name()));
    QVERIFY(again != log);
    QTRY_VERIFY_WITH_TIMEOUT(again->text().contains(QLatin1String("out-")), 10'000);
    again->close();
    QTRY_VERIFY(!menu->logWindow(talker.name()));

    // A container removed behind the window's back: the failure in words, in the message bar.
    const int row = rowOf(model, talker.name());
    talker.remove();
    menu->runAction(row, cp::ContainerAction::Restart);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 4, 30'000);
    const QString failure = done.at(3).at(2).toString();
    QVERIFY2(failure.contains(talker.name()) && failure.contains(QLatin1String("restart")), qPrintable(failure));
    QVERIFY(window->messageBar()->isVisible());
    QVERIFY(window->messageBar()->text().contains(talker.name()));
}

QTEST_MAIN(TestContainerMenu)
#include "tst_container_menu.moc"
