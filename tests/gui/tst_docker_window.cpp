// The window against the real Docker daemon (docs/specification.md#desktop-application): the container list
// follows starts, stops and removals, and a cold run with a memory sweep is
// configured, started, watched and stopped through the docks' own widgets.
#include "container_list_model.h"
#include "daemon_proxy.h"
#include "docker/docker_connection.h"
#include "docker/docker_endpoint.h"
#include "docker/docker_list_worker.h"
#include "docker_rig.h"
#include "endpoint_list_model.h"
#include "live_charts.h"
#include "main_window.h"
#include "message_bar.h"
#include "results_importer.h"
#include "results_model.h"
#include "results_transfer.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "targets_panel.h"
#include "test_files.h"
#include "test_process.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace std::chrono_literals;
using cp::test::docker;

class TestDockerWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void containersComeAndGo();
    void eventsStreamComesBack();
    void coldMemorySweepFromTheWindow();
    void boundContainerIsStreamedOnce();
    void plainTcpIsWarnedAboutInTheStatus();

private:
    std::unique_ptr<cp::MainWindow> connectedWindow();
    static int rowOf(const cp::ContainerListModel *model, const QString &name);
    static QString stateOf(const cp::ContainerListModel *model, const QString &name);
    QTemporaryDir m_results;
};

void TestDockerWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_docker_window"));
    // Windows restore what an earlier test\'s window kept: each run starts as a first start.
    QSettings().clear();
    QVERIFY(m_results.isValid());
    CP_REQUIRE_DOCKER();
}

std::unique_ptr<cp::MainWindow> TestDockerWindow::connectedWindow()
{
    auto window = std::make_unique<cp::MainWindow>();
    window->controller()->setResultsRoot(m_results.path());
    window->show();
    // Without an event the list would be read again only after a minute: what
    // these tests see within seconds is the events stream's doing.
    window->docker()->setListInterval(60s);
    QSignalSpy listed(window->docker(), &cp::DockerConnection::containersListed);
    window->docker()->connectTo({});
    if (!QTest::qWaitFor([&] { return window->isDockerReachable() && !listed.isEmpty(); }, 10'000))
        return nullptr;
    return window;
}

int TestDockerWindow::rowOf(const cp::ContainerListModel *model, const QString &name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, cp::ContainerListModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

QString TestDockerWindow::stateOf(const cp::ContainerListModel *model, const QString &name)
{
    const int row = rowOf(model, name);
    return row < 0 ? QString() : model->index(row, cp::ContainerListModel::State).data().toString();
}

void TestDockerWindow::containersComeAndGo()
{
    auto window = connectedWindow();
    QVERIFY2(window, "the window did not reach the Docker daemon");
    cp::ContainerListModel *model = window->containerModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    cp::test::TestContainer web(QStringLiteral("gui-web"));
    QString error;
    QVERIFY2(web.run({QStringLiteral("--init")}, QStringLiteral("containerperf-test/http:latest"), {}, &error),
             qPrintable(error));
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(model, web.name()) >= 0, 2000);
    qInfo("listed %lld ms after docker run returned", clock.elapsed());
    QTRY_VERIFY_WITH_TIMEOUT(stateOf(model, web.name()) == QLatin1String("running"), 2000);
    // docker stats' first figures take a second or two: the row's CPU and memory follow.
    QTRY_VERIFY_WITH_TIMEOUT(
        !model->index(rowOf(model, web.name()), cp::ContainerListModel::Memory).data().toString().isEmpty(), 10'000);

    QCOMPARE(docker({QStringLiteral("stop"), QStringLiteral("-t"), QStringLiteral("1"), web.name()}).exitCode, 0);
    clock.restart();
    QTRY_VERIFY_WITH_TIMEOUT(stateOf(model, web.name()) == QLatin1String("exited"), 2000);
    qInfo("shown as exited %lld ms after docker stop returned", clock.elapsed());

    web.remove();
    clock.restart();
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(model, web.name()) < 0, 2000);
    qInfo("gone %lld ms after docker rm returned", clock.elapsed());
}

void TestDockerWindow::eventsStreamComesBack()
{
    // The daemon ends every open connection but keeps answering new ones, as a
    // daemon restarting quickly or a proxy closing idle streams would.
    QString error;
    const auto daemon = cp::DockerEndpointResolver().resolve(&error);
    QVERIFY2(daemon, qPrintable(error));
    if (daemon->socketPath.isEmpty())
        QSKIP("the daemon is not reached through a Unix socket");
    QTemporaryDir dir;
    cp::test::DaemonProxy proxy(dir.filePath(QStringLiteral("docker.sock")), daemon->socketPath);
    QVERIFY(proxy.start());

    auto window = std::make_unique<cp::MainWindow>();
    window->controller()->setResultsRoot(m_results.path());
    window->show();
    window->docker()->setListInterval(60s);
    window->docker()->connectTo(QStringLiteral("unix://") + proxy.path());
    // Only the proxied connection's lists count from here on.
    QSignalSpy listed(window->docker(), &cp::DockerConnection::containersListed);
    QTRY_VERIFY_WITH_TIMEOUT(window->isDockerReachable() && !listed.isEmpty(), 10'000);
    QCOMPARE(window->docker()->endpointUrl(), QStringLiteral("unix://") + proxy.path());
    // The events stream was asked for before that list; let its answer start.
    QTest::qWait(300);

    proxy.dropConnections();
    // The stream is opened again after the worker's retry pause.
    QTest::qWait(cp::DockerListWorker::RetryIntervalMs + 1000);
    cp::test::TestContainer web(QStringLiteral("gui-web-again"));
    QVERIFY2(web.run({QStringLiteral("--init")}, QStringLiteral("containerperf-test/http:latest"), {}, &error),
             qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(window->containerModel(), web.name()) >= 0, 2000);
}

void TestDockerWindow::coldMemorySweepFromTheWindow()
{
    auto window = connectedWindow();
    QVERIFY2(window, "the window did not reach the Docker daemon");
    QAbstractItemModelTester resultsTester(window->resultsModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);

    // A CGI function whose first answers after a start take 200 ms and say
    // is_cold; a fixed host port, since a cold start restarts the container.
    cp::test::TestContainer function(QStringLiteral("gui-function"));
    const quint16 port = cp::test::freeLoopbackPort();
    QVERIFY(port != 0);
    QString error;
    QVERIFY2(
        function.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(port),
                      QStringLiteral("--tmpfs"), QStringLiteral("/tmp"), QStringLiteral("--memory"),
                      QStringLiteral("256m"), QStringLiteral("--memory-swap"), QStringLiteral("256m")},
                     QStringLiteral("containerperf-test/function:latest"), {}, &error),
        qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(port, 10'000));

    // Targets dock: the container's published port becomes a bound endpoint;
    // its URL gets the function's path in the editor.
    cp::ContainerListModel *containers = window->containerModel();
    // Listed once created; its published port only once it runs.
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(containers, function.name()) >= 0
                                 && !containers->container(rowOf(containers, function.name())).suggestedUrl().isEmpty(),
                             5000);
    const int endpointRow = window->targets()->addEndpointForContainer(rowOf(containers, function.name()));
    QVERIFY(endpointRow >= 0);
    // It took the place of the demo endpoint the window offered before Docker answered.
    QCOMPARE(window->endpointModel()->rowCount(), 1);
    QCOMPARE(window->endpointModel()->endpoint(endpointRow).containers, QStringList{function.name()});
    auto *url = window->findChild<QLineEdit *>(QStringLiteral("endpointUrl"));
    QVERIFY(url);
    QCOMPARE(url->text(), QStringLiteral("http://127.0.0.1:%1").arg(port));
    url->setFocus();
    QTest::keyClick(url, Qt::Key_End);
    QTest::keyClicks(url, QStringLiteral("/cgi-bin/function"));
    QCOMPARE(window->endpointModel()->endpoint(endpointRow).request.url.path(), QStringLiteral("/cgi-bin/function"));

    // Run dock: cold only, three memory sizes, short batches without pauses.
    auto *types = window->findChild<QListWidget *>(QStringLiteral("runTypes"));
    QVERIFY(types);
    for (int i = 0; i < types->count(); ++i) {
        QListWidgetItem *item = types->item(i);
        item->setCheckState(item->data(Qt::UserRole).toInt() == int(cp::RunType::Cold) ? Qt::Checked : Qt::Unchecked);
    }
    const auto setValue = [&](const char *name, double value) {
        if (auto *box = window->findChild<QSpinBox *>(QLatin1String(name)))
            box->setValue(int(value));
        else if (auto *doubleBox = window->findChild<QDoubleSpinBox *>(QLatin1String(name)))
            doubleBox->setValue(value);
        else
            QFAIL(name);
    };
    setValue("concurrency", 2);
    setValue("repetitions", 6);
    setValue("pauseBefore", 0);
    setValue("pauseAfter", 0);
    auto *memory = window->findChild<QLineEdit *>(QStringLiteral("memorySizes"));
    QVERIFY(memory);
    memory->setFocus();
    QTest::keyClicks(memory, QStringLiteral("64, 128, 192"));
    const cp::Experiment experiment = window->experiment();
    QCOMPARE(experiment.runTypes, QList<cp::RunType>{cp::RunType::Cold});
    QCOMPARE(experiment.memorySizesMb, (QList<int>{64, 128, 192}));
    QCOMPARE(experiment.repetitions, 6);

    // Start, watch the first memory size finish, then Stop during the sweep.
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    auto *start = window->findChild<QPushButton *>(QStringLiteral("startButton"));
    auto *stop = window->findChild<QPushButton *>(QStringLiteral("stopButton"));
    QVERIFY(start && stop);
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY2(window->controller()->isRunning(), qPrintable(window->messageBar()->text()));
    QVERIFY(stop->isEnabled());
    cp::ResultsModel *results = window->resultsModel();
    QTRY_VERIFY_WITH_TIMEOUT(results->rowCount() >= 1 && results->isFinished(0), 60'000);
    QCOMPARE(finished.size(), 0);
    QVERIFY(window->findChild<QProgressBar *>(QStringLiteral("runProgress"))->value() > 0);

    cp::LiveCharts *charts = window->charts();
    charts->refresh();
    QVERIFY(window->monitor()->samples().sampleCount() >= 6);
    QVERIFY(charts->drawnColdPoints() > 0);
    // The restarts and the limit change arrive as Docker events and are drawn as markers.
    QTRY_VERIFY_WITH_TIMEOUT(window->monitor()->resources().markers().size() >= 3, 5000);
    charts->refresh();
    QVERIFY(charts->drawnEventMarkers() >= 3);
    QStringList actions;
    for (const auto &marker : window->monitor()->resources().markers()) {
        if (marker.container == function.name())
            actions.append(marker.action);
    }
    QVERIFY2(actions.contains(QLatin1String("restart")), qPrintable(actions.join(QLatin1Char(' '))));

    const cp::RunSummary first = results->runs().at(0);
    QCOMPARE(first.info.point.memoryMb, 64);
    QVERIFY(first.totalUs.n >= 6);
    QVERIFY(first.totalUs.median >= 200'000);
    QVERIFY(!results->index(0, cp::ResultsModel::Median).data().toString().isEmpty());

    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
    const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
    QCOMPARE(outcome.status, cp::ExperimentStatus::Stopped);
    QVERIFY(start->isEnabled());
    QVERIFY(!stop->isEnabled());
    QVERIFY(results->rowCount() < 3);
    QVERIFY(results->isFinished(0));

    // What was measured is on disk, and the container has its own limit back.
    const QDir dir(window->controller()->resultsDirectory());
    const QList<QStringList> rows = cp::test::readCsv(dir.filePath(QStringLiteral("result.csv")));
    QVERIFY(rows.size() > 6);
    QCOMPARE(rows.at(1).value(0), QStringLiteral("64"));
    QCOMPARE(rows.at(1).value(2), QStringLiteral("True"));
    QCOMPARE(docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.HostConfig.Memory}}"),
                     function.name()})
                 .outText(),
             QStringLiteral("268435456"));

    // Opened again: the runs come back with their samples, their container's stats and the restarts.
    const qint64 written = qint64(cp::test::readAll(dir.filePath(QStringLiteral("samples.csv"))).count('\n')) - 1;
    QVERIFY(window->resultsTransfer()->importResults(dir.path(), &error));
    QTRY_VERIFY_WITH_TIMEOUT(!window->resultsTransfer()->importer()->isBusy(), 30'000);
    QCOMPARE(results->rowCount(), int(outcome.runs.size()));
    const cp::RunMonitor *reopened = window->monitor();
    QCOMPARE(qint64(reopened->samples().sampleCount()), written);
    QVERIFY(reopened->resources().containers().count(function.name()) == 1);
    QStringList reopenedActions;
    for (const auto &marker : reopened->resources().markers()) {
        QVERIFY(marker.timeS >= 0);
        if (marker.container == function.name())
            reopenedActions.append(marker.action);
    }
    QVERIFY2(reopenedActions.contains(QLatin1String("restart")), qPrintable(reopenedActions.join(QLatin1Char(' '))));
    charts->refresh();
    QVERIFY(charts->drawnColdPoints() > 0);
    QVERIFY(charts->drawnEventMarkers() >= 3);
}

// A run's bound container has one stats stream, the session's: what stats.csv
// records is what the charts show, and the window's own Docker view leaves that
// container to the run meanwhile. Every request goes through a proxy that counts them.
void TestDockerWindow::boundContainerIsStreamedOnce()
{
    QString error;
    const auto daemon = cp::DockerEndpointResolver().resolve(&error);
    QVERIFY2(daemon, qPrintable(error));
    if (daemon->socketPath.isEmpty())
        QSKIP("the daemon is not reached through a Unix socket");
    QTemporaryDir dir;
    cp::test::DaemonProxy proxy(dir.filePath(QStringLiteral("docker.sock")), daemon->socketPath);
    QVERIFY(proxy.start());
    const QString host = QStringLiteral("unix://") + proxy.path();

    cp::test::TestContainer web(QStringLiteral("gui-once"));
    const quint16 port = cp::test::freeLoopbackPort();
    QVERIFY(port != 0);
    QVERIFY2(web.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(port)},
                     QStringLiteral("containerperf-test/http:latest"), {}, &error),
             qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(port, 10'000));
    const QString id = docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.Id}}"), web.name()})
                           .outText()
                           .trimmed();
    QVERIFY(!id.isEmpty());
    const QByteArray statsOfWeb = "/containers/" + id.toLatin1() + "/stats?stream=true";
    // The one reading a finished experiment takes at its end is no stream.
    const QByteArray readingOfWeb = "/containers/" + id.toLatin1() + "/stats?stream=false";

    auto window = std::make_unique<cp::MainWindow>();
    window->controller()->setResultsRoot(m_results.path());
    window->show();
    window->docker()->connectTo(host);
    // Before the run the window streams the running container itself, for the container list.
    cp::ContainerListModel *containers = window->containerModel();
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(containers, web.name()) >= 0, 10'000);
    QTRY_VERIFY_WITH_TIMEOUT(
        !containers->index(rowOf(containers, web.name()), cp::ContainerListModel::Memory).data().toString().isEmpty(),
        10'000);
    QCOMPARE(proxy.openRequestCount(statsOfWeb), 1);

    cp::Experiment e = window->experiment();
    cp::Endpoint endpoint;
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
    endpoint.containers = {web.name()};
    e.endpoints = {endpoint};
    e.runTypes = {cp::RunType::Continuous};
    e.concurrency = 1;
    e.duration = 4s;
    e.requests = 0;
    e.pauseBefore = 0s;
    e.pauseAfter = 0s;
    e.dockerHost = host;
    window->setExperiment(e);

    const int requestsBefore = proxy.requestCount(statsOfWeb);
    int requestsDuringRun = -1;
    int mostOpen = 0;
    bool sessionStreams = false;
    QTimer sampler;
    connect(&sampler, &QTimer::timeout, this, [&] {
        // Counted from the first record the charts got for the container on:
        // by then the session's stream is open and any other has had time to close.
        sessionStreams = sessionStreams || !window->monitor()->resources().containers().empty();
        if (sessionStreams)
            mostOpen = std::max(mostOpen, proxy.openRequestCount(statsOfWeb));
    });
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    connect(window->controller(), &cp::RunController::finished, this,
            [&] { requestsDuringRun = proxy.requestCount(statsOfWeb) - requestsBefore; });
    QVERIFY2(window->startExperiment(), qPrintable(window->messageBar()->text()));
    sampler.start(50);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
    sampler.stop();
    QCOMPARE(finished.at(0).at(0).value<cp::ExperimentOutcome>().status, cp::ExperimentStatus::Finished);

    QVERIFY(sessionStreams);
    QCOMPARE(requestsDuringRun, 1);
    QCOMPARE(proxy.requestCount(readingOfWeb), 1);
    QCOMPARE(mostOpen, 1);
    // The charts got the records stats.csv holds, one memory point each, and drew them.
    const auto &series = window->monitor()->resources().containers();
    QVERIFY(series.count(web.name()) == 1 && !series.at(web.name()).memoryMiB.isEmpty());
    const QList<QStringList> rows =
        cp::test::readCsv(QDir(window->controller()->resultsDirectory()).filePath(QStringLiteral("stats.csv")));
    const auto recorded = std::count_if(rows.begin() + 1, rows.end(),
                                        [&web](const QStringList &row) { return row.value(1) == web.name(); });
    QCOMPARE(series.at(web.name()).memoryMiB.size(), qsizetype(recorded));
    window->charts()->refresh();
    QVERIFY(window->charts()->drawnResourcePoints() > 0);
}

// docs/specification.md#docker-connection: a daemon reached over plain TCP answers anyone;
// the connection's state says so. The "daemon" answers /_ping and /version, and [] to the rest.
void TestDockerWindow::plainTcpIsWarnedAboutInTheStatus()
{
    QTcpServer daemon;
    QVERIFY(daemon.listen(QHostAddress::LocalHost));
    connect(&daemon, &QTcpServer::pendingConnectionAvailable, &daemon, [&daemon] {
        while (QTcpSocket *socket = daemon.nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                const QByteArray request = socket->readAll();
                const QByteArray body = request.startsWith("GET /_ping") ? QByteArray("OK")
                    : request.startsWith("GET /version") ? QByteArray(R"({"ApiVersion":"1.43","Version":"24.0.7"})")
                                                         : QByteArray("[]");
                socket->write("HTTP/1.1 200 OK\r\nApi-Version: 1.43\r\nContent-Type: application/json\r\n"
                              "Content-Length: "
                              + QByteArray::number(body.size()) + "\r\n\r\n" + body);
            });
        }
    });
    cp::DockerConnection connection;
    QSignalSpy states(&connection, &cp::DockerConnection::stateChanged);
    const QString url = QStringLiteral("tcp://127.0.0.1:%1").arg(daemon.serverPort());
    connection.connectTo(url);
    QTRY_VERIFY_WITH_TIMEOUT(!states.isEmpty() && states.last().at(0).toBool(), 10'000);
    const QString state = states.last().at(1).toString();
    QVERIFY2(state.contains(url) && state.contains(QStringLiteral("plain TCP"))
                 && state.contains(QStringLiteral("unauthenticated and unencrypted")),
             qPrintable(state));
}

QTEST_MAIN(TestDockerWindow)
#include "tst_docker_window.moc"
