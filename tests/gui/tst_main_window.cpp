#include "container_list_model.h"
#include "docker/docker_connection.h"
#include "docker_rig.h"
#include "endpoint_list_model.h"
#include "live_charts.h"
#include "main_window.h"
#include "message_bar.h"
#include "recent_files.h"
#include "results_model.h"
#include "results_panel.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "targets_panel.h"
#include "test_files.h"
#include "test_process.h"
#include "window_fixture.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace std::chrono_literals;
using Tester = QAbstractItemModelTester;
using cp::test::readAll;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void windowOpens();
    void runAgainstDemoFillsModelsAndCharts();
    void stopStops();
    void invalidSettingsGoToMessageBar();
    void closingDuringRunAsksAndKeepsResults();
    void twoRunsCanBeCompared();
    void withoutDockerTheDemoIsOffered();
    void experimentSaveOpenRoundTrip();
    void settingsSurviveARestart();
    void dockerListsContainers();
    void unrestoredLimitsAreSetBack();
    void declinedLimitsAreForgotten();

private:
    // Answers the next modal message box with `button` once it shows, keeping its text in `text`.
    QTimer *answerMessageBox(QMessageBox::StandardButton button, QString *text);
    std::unique_ptr<cp::MainWindow> makeWindow() { return cp::test::shownWindow(m_results.path()); }
    QTemporaryDir m_results;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_main_window"));
    // Each test starts as a first start; a window that closes keeps its experiment for the next.
    QSettings().clear();
    QVERIFY(m_results.isValid());
}

void TestMainWindow::windowOpens()
{
    auto window = makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->windowTitle().contains(QLatin1String("ContainerPerf")));
    for (const char *dock : {"targetsDock", "runDock", "resultsDock"})
        QVERIFY2(window->findChild<QDockWidget *>(QLatin1String(dock)), dock);
    QStringList menus;
    const auto actions = window->menuBar()->actions();
    for (QAction *action : actions)
        menus << action->text().remove(QLatin1Char('&'));
    QCOMPARE(
        menus,
        (QStringList{QStringLiteral("File"), QStringLiteral("Run"), QStringLiteral("View"), QStringLiteral("Help")}));
    // Without Docker the demo endpoint is offered at once.
    QCOMPARE(window->endpointModel()->rowCount(), 1);
    QCOMPARE(window->endpointModel()->demoRow(), 0);
    QVERIFY(window->endpointModel()->endpoint(0).request.url.port() > 0);
}

void TestMainWindow::runAgainstDemoFillsModelsAndCharts()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 1500ms);
    QAbstractItemModelTester resultsTester(window->resultsModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester endpointsTester(window->endpointModel(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QVERIFY(window->controller()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(window->monitor()->samples().sampleCount() > 0, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
    QCOMPARE(outcome.status, cp::ExperimentStatus::Finished);
    // The progress line says how it ended, not a time left.
    const QString ended = window->findChild<QLabel *>(QStringLiteral("runEta"))->text();
    QVERIFY2(ended.startsWith(QStringLiteral("Finished: 1 run")) && !ended.contains(QStringLiteral("left")),
             qPrintable(ended));

    cp::ResultsModel *results = window->resultsModel();
    QCOMPARE(results->rowCount(), 1);
    QVERIFY(results->isFinished(0));
    const qint64 n = results->index(0, cp::ResultsModel::Count).data().toLongLong();
    QVERIFY(n > 100);
    QCOMPARE(n, results->runs().at(0).latencyUs.n);
    QVERIFY(!results->index(0, cp::ResultsModel::Median).data().toString().isEmpty());

    cp::LiveCharts *charts = window->charts();
    QCOMPARE(window->monitor()->samples().sampleCount(), results->runs().at(0).counts.requests);
    charts->refresh();
    QVERIFY(charts->drawnLatencyPoints() > 0);
    QVERIFY(charts->drawnLatencyPoints() <= 4 * 2000);
    QVERIFY(window->monitor()->samples().histogram({}).count() > 0);

    const QDir dir(window->controller()->resultsDirectory());
    for (const char *file : {"samples.csv", "summary.json", "experiment.json", "client.json"})
        QVERIFY2(dir.exists(QLatin1String(file)), file);
}

void TestMainWindow::stopStops()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 60s);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QTRY_VERIFY_WITH_TIMEOUT(window->controller()->samplesReceived() > 50, 30000);
    window->stopExperiment();
    // At once, before the files are written: the time left no longer applies.
    const QString stopping = window->findChild<QLabel *>(QStringLiteral("runEta"))->text();
    QVERIFY2(stopping.startsWith(QStringLiteral("Stopping after")) && !stopping.contains(QStringLiteral("left")),
             qPrintable(stopping));
    // A bound, not a speed: under a sanitizer on a busy machine writing the files takes seconds.
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QVERIFY(!window->controller()->isRunning());
    QCOMPARE(finished.at(0).at(0).value<cp::ExperimentOutcome>().status, cp::ExperimentStatus::Stopped);
    const QString ended = window->findChild<QLabel *>(QStringLiteral("runEta"))->text();
    QVERIFY2(ended.startsWith(QStringLiteral("Stopped after")) && !ended.contains(QStringLiteral("left")),
             qPrintable(ended));
    const qint64 received = window->controller()->samplesReceived();
    QTest::qWait(300);
    QCOMPARE(window->controller()->samplesReceived(), received);
    QVERIFY(QFile::exists(QDir(window->controller()->resultsDirectory()).filePath(QStringLiteral("samples.csv"))));
}

void TestMainWindow::invalidSettingsGoToMessageBar()
{
    auto window = makeWindow();
    cp::Experiment e = window->experiment();
    cp::Endpoint bad;
    bad.request.url = QUrl(QStringLiteral("ftp://nowhere"));
    e.endpoints = {bad};
    e.concurrency = 0;
    window->setExperiment(e);
    QVERIFY(!window->startExperiment());
    QVERIFY(!window->controller()->isRunning());
    QVERIFY(window->messageBar()->isVisible());
    QCOMPARE(window->messageBar()->level(), cp::MessageBar::Level::Error);
    QVERIFY(window->messageBar()->text().contains(QLatin1String("ftp://nowhere")));
    QVERIFY(window->messageBar()->text().contains(QLatin1String("What to do")));
    QCOMPARE(QApplication::activeModalWidget(), nullptr);
}

void TestMainWindow::closingDuringRunAsksAndKeepsResults()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 60s);
    QVERIFY(window->startExperiment());
    QTRY_VERIFY_WITH_TIMEOUT(window->controller()->samplesReceived() > 50, 5000);
    const QDir dir(window->controller()->resultsDirectory());
    // Ctrl+Q by mistake: answered Cancel, the run goes on.
    QString question;
    answerMessageBox(QMessageBox::Cancel, &question);
    QVERIFY(!window->close());
    QVERIFY2(question.contains(QLatin1String("Stop it and quit?")), qPrintable(question));
    QVERIFY(window->isVisible());
    QVERIFY(window->controller()->isRunning());
    // Meant: stopped, and closed once the results are written.
    question.clear();
    answerMessageBox(QMessageBox::Ok, &question);
    QVERIFY(!window->close());
    QVERIFY(!question.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 5000);
    QVERIFY(!window->controller()->isRunning());
    QVERIFY(dir.exists(QStringLiteral("samples.csv")));
    QVERIFY(dir.exists(QStringLiteral("summary.json")));
    QVERIFY(readAll(dir.filePath(QStringLiteral("samples.csv"))).count('\n') > 50);
}

void TestMainWindow::twoRunsCanBeCompared()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 700ms);
    cp::Experiment e = window->experiment();
    e.messageLengths = {5, 50};
    window->setExperiment(e);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QCOMPARE(window->resultsModel()->rowCount(), 2);

    cp::ResultsPanel *panel = window->resultsPanel();
    QSignalSpy selected(panel, &cp::ResultsPanel::runsSelected);
    panel->view()->selectRow(0);
    QCOMPARE(selected.last().at(0).value<QList<int>>(), QList<int>{0});
    panel->view()->selectAll();
    QCOMPARE(panel->selectedRuns(), (QList<int>{0, 1}));
    QSignalSpy ready(panel, &cp::ResultsPanel::comparisonReady);
    QVERIFY(panel->compareSelected());
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 10000);
    const auto comparison = ready.at(0).at(0).value<cp::stats::MedianComparison>();
    QCOMPARE(comparison.nA, window->resultsModel()->runs().at(0).latencyUs.n);
    QCOMPARE(comparison.nB, window->resultsModel()->runs().at(1).latencyUs.n);
    QVERIFY(comparison.ci95.has_value());
    QVERIFY(comparison.ci95->lo <= comparison.difference && comparison.difference <= comparison.ci95->hi);
    QVERIFY(panel->comparisonText().contains(QLatin1String("95 %")));
}

void TestMainWindow::withoutDockerTheDemoIsOffered()
{
    auto window = makeWindow();
    QTemporaryDir empty;
    const QString socket = empty.filePath(QStringLiteral("docker.sock"));
    window->docker()->connectTo(QStringLiteral("unix://") + socket);
    const auto status = window->findChild<QLabel *>(QStringLiteral("dockerStatus"));
    QVERIFY(status);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(socket), 5000);
    QVERIFY(!window->isDockerReachable());
    QVERIFY(status->text().contains(QLatin1String("demo")));
    QCOMPARE(window->containerModel()->rowCount(), 0);
    QVERIFY(window->endpointModel()->demoRow() >= 0);
}

void TestMainWindow::experimentSaveOpenRoundTrip()
{
    auto window = makeWindow();
    cp::Experiment e = window->experiment();
    cp::Endpoint endpoint;
    endpoint.name = QStringLiteral("api");
    endpoint.request.method = "PUT";
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:9/x"));
    endpoint.request.headers = {{"Authorization", "secret"}, {"X-Test", "1"}};
    endpoint.request.httpVersion = cp::HttpVersion::Http2;
    endpoint.containers = {QStringLiteral("web")};
    e.endpoints = {endpoint};
    e.runTypes = {cp::RunType::Warm, cp::RunType::Cold};
    e.streams = 8;
    e.concurrency = 7;
    e.repetitions = 33;
    e.memorySizesMb = {128, 256};
    e.cpuLimits = {0.5};
    e.messageLengths = {5, 100};
    e.pauseBefore = 1s;
    e.pauseAfter = 5s;
    e.coldStart = cp::ColdStartMethod::Kill;
    e.stopTimeoutS = 3;
    window->setExperiment(e);
    // Pricing as a user sets it: check the box, pick a preset, edit one price.
    auto *pricing = window->findChild<QGroupBox *>(QStringLiteral("pricing"));
    QVERIFY(pricing && !pricing->isChecked());
    pricing->setChecked(true);
    auto *preset = window->findChild<QComboBox *>(QStringLiteral("pricingPreset"));
    QVERIFY(preset);
    const int lambda = preset->findData(QStringLiteral("aws-lambda-x86"));
    QVERIFY(lambda > 0);
    preset->setCurrentIndex(lambda);
    emit preset->activated(lambda);
    QCOMPARE(window->findChild<QDoubleSpinBox *>(QStringLiteral("usdPerGibSecond"))->value(), 0.0000166667);
    window->findChild<QDoubleSpinBox *>(QStringLiteral("usdPerMillionRequests"))->setValue(0.25);
    QVERIFY(window->experiment().pricing);
    QCOMPARE(window->experiment().pricing->model, cp::BillingModel::Invocation);
    // The settings say up front what the perf-cost runs' pauses take: 2 memory sizes ×
    // 2 message lengths × 2 types, each (1 warm-up + ceil(33 / 7) = 5) batches × (1 s + 5 s), 288 s.
    auto *estimate = window->findChild<QLabel *>(QStringLiteral("perfCostEstimate"));
    QVERIFY(estimate);
    QVERIFY2(estimate->text().contains(QLatin1String("at least 4:48 per endpoint")), qPrintable(estimate->text()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("experiment.json"));
    QString error;
    QVERIFY2(window->saveExperiment(path, &error), qPrintable(error));
    QVERIFY(window->windowTitle().contains(QLatin1String("experiment.json")));
    QVERIFY(!readAll(path).contains("secret")); // credentials never reach a file

    auto other = makeWindow();
    QVERIFY2(other->openExperiment(path, &error), qPrintable(error));
    const cp::Experiment loaded = other->experiment();
    QCOMPARE(loaded.endpoints.size(), 1);
    QCOMPARE(loaded.endpoints[0].request.method, QByteArray("PUT"));
    QCOMPARE(loaded.endpoints[0].containers, QStringList{QStringLiteral("web")});
    QCOMPARE(loaded.endpoints[0].request.httpVersion, cp::HttpVersion::Http2);
    QCOMPARE(loaded.streams, 8);
    QCOMPARE(loaded.runTypes, e.runTypes);
    QCOMPARE(loaded.concurrency, 7);
    QCOMPARE(loaded.repetitions, 33);
    QCOMPARE(loaded.memorySizesMb, e.memorySizesMb);
    QCOMPARE(loaded.cpuLimits, e.cpuLimits);
    QCOMPARE(loaded.messageLengths, e.messageLengths);
    QCOMPARE(loaded.pauseBefore, e.pauseBefore);
    QCOMPARE(loaded.coldStart, cp::ColdStartMethod::Kill);
    QCOMPARE(loaded.stopTimeoutS, 3);
    QVERIFY(loaded.pricing);
    QCOMPARE(loaded.pricing->preset, QStringLiteral("aws-lambda-x86"));
    QCOMPARE(loaded.pricing->usdPerMillionRequests, 0.25);
    QCOMPARE(loaded.pricing->granularity, 1ms);
    QCOMPARE(other->recentFiles().value(0), QFileInfo(path).absoluteFilePath());

    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"format": "containerperf-experiment/1", "concurrencyy": 3})");
    broken.close();
    QVERIFY(!other->openExperiment(broken.fileName(), &error));
    QVERIFY(error.contains(QLatin1String("concurrencyy")));
}

void TestMainWindow::settingsSurviveARestart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.json"));
    const QString host = QStringLiteral("unix://") + dir.filePath(QStringLiteral("kept.sock"));
    QByteArray state;
    {
        auto window = makeWindow();
        QString error;
        QVERIFY2(window->saveExperiment(path, &error), qPrintable(error));
        window->targets()->setDockerHost(host);
        window->findChild<QDockWidget *>(QStringLiteral("resultsDock"))->hide();
        state = window->saveState(cp::MainWindow::StateVersion);
        // Endpoints with their bindings and secrets, and run settings, as a user leaves them.
        const int demo = window->selectDemoEndpoint();
        QVERIFY(demo >= 0);
        cp::Experiment e = window->experiment();
        cp::Endpoint endpoint;
        endpoint.name = QStringLiteral("api");
        endpoint.request.url = QUrl(QStringLiteral("http://user:pw@127.0.0.1:9/x?token=t0k"));
        endpoint.request.headers = {{"Authorization", "Bearer s3cret"}, {"X-Test", "1"}};
        endpoint.containers = {QStringLiteral("web")};
        e.endpoints = {window->endpointModel()->endpoint(demo), endpoint};
        e.runTypes = {cp::RunType::Warm, cp::RunType::Burst};
        e.concurrency = 7;
        e.memorySizesMb = {128, 256};
        window->setExperiment(e);
        QVERIFY(window->close());
    }
    // Secrets never reach the settings file.
    QFile settingsFile(QSettings().fileName());
    QVERIFY(settingsFile.open(QIODevice::ReadOnly));
    const QByteArray stored = settingsFile.readAll();
    for (const char *secret : {"s3cret", "t0k", "pw@"})
        QVERIFY2(!stored.contains(secret), secret);

    auto window = makeWindow();
    const cp::Experiment restored = window->experiment();
    QCOMPARE(restored.endpoints.size(), 2);
    // The demo endpoint is the demo again, at the port its server has now.
    QCOMPARE(window->endpointModel()->demoRow(), 0);
    QString error;
    QCOMPARE(restored.endpoints[0].request.url, window->controller()->ensureDemoServer(&error));
    const cp::Endpoint &api = restored.endpoints[1];
    QCOMPARE(api.name, QStringLiteral("api"));
    QCOMPARE(api.containers, QStringList{QStringLiteral("web")});
    QCOMPARE(api.request.headers.value(1).second, QByteArray("1"));
    QCOMPARE(restored.runTypes, (QList<cp::RunType>{cp::RunType::Warm, cp::RunType::Burst}));
    QCOMPARE(restored.concurrency, 7);
    QCOMPARE(restored.memorySizesMb, (QList<int>{128, 256}));
    // What was not kept is said, not silently replaced.
    QCOMPARE(api.request.headers.value(0).second, QByteArray("***"));
    const QString said = window->messageBar()->text();
    QVERIFY2(said.contains(QLatin1String("header Authorization of api"))
                 && said.contains(QLatin1String("the credentials in the URL of api")),
             qPrintable(said));
    QCOMPARE(window->recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    QVERIFY(window->recentFiles().size() <= cp::RecentFiles::MaxFiles);
    QCOMPARE(window->targets()->dockerHost(), host);
    QVERIFY(!window->findChild<QDockWidget *>(QStringLiteral("resultsDock"))->isVisible());
    // A state of another layout version is not applied.
    QVERIFY(!window->restoreState(state, cp::MainWindow::StateVersion + 1));
    window->targets()->setDockerHost({});
    window->findChild<QDockWidget *>(QStringLiteral("resultsDock"))->show();
    window->close();
    QSettings().clear();
}

void TestMainWindow::dockerListsContainers()
{
    auto window = makeWindow();
    Tester tester(window->containerModel(), Tester::FailureReportingMode::QtTest);
    window->docker()->connectTo({});
    const bool reachable = QTest::qWaitFor([&] { return window->isDockerReachable(); }, 5000);
    if (!reachable) {
        if (qEnvironmentVariableIntValue("CONTAINERPERF_REQUIRE_DOCKER"))
            QFAIL("no Docker daemon answered");
        QSKIP("no Docker daemon answers");
    }
    const auto status = window->findChild<QLabel *>(QStringLiteral("dockerStatus"));
    QVERIFY(status->text().contains(QLatin1String("API")));
    // The daemon's list arrives from the worker thread; a daemon may have no containers.
    QTest::qWait(2500);
    for (int row = 0; row < window->containerModel()->rowCount(); ++row)
        QVERIFY(!window->containerModel()->index(row, cp::ContainerListModel::Name).data().toString().isEmpty());
}

namespace {

// original-limits.json as a run that changed the limits of `container` writes it.
void writeOriginalLimits(const QString &directory, const QString &dockerHost, const QString &container,
                         qint64 memoryBytes)
{
    const QJsonObject entry{{QStringLiteral("name"), container},
                            {QStringLiteral("id"), QString()},
                            {QStringLiteral("memory_bytes"), memoryBytes},
                            {QStringLiteral("memory_swap_bytes"), memoryBytes},
                            {QStringLiteral("nano_cpus"), 0}};
    QFile file(QDir(directory).filePath(QStringLiteral("original-limits.json")));
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(file.fileName()));
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("containerperf-original-limits/1")},
                                         {QStringLiteral("docker_host"), dockerHost},
                                         {QStringLiteral("containers"), QJsonArray{entry}}})
                   .toJson());
}

QString memoryLimit(const QString &container)
{
    return cp::test::docker(
               {QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.HostConfig.Memory}}"), container})
        .outText();
}

} // namespace

QTimer *TestMainWindow::answerMessageBox(QMessageBox::StandardButton button, QString *text)
{
    auto *timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, [timer, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *text = box->text();
        timer->stop();
        box->button(button)->click();
    });
    timer->start(20);
    return timer;
}

void TestMainWindow::unrestoredLimitsAreSetBack()
{
    if (!cp::test::dockerAnswers()) {
        if (cp::test::dockerRequired())
            QFAIL("no Docker daemon answers and CONTAINERPERF_REQUIRE_DOCKER=1");
        QSKIP("no Docker daemon answers");
    }
    QString error;
    QVERIFY2(cp::test::buildTestImages(&error), qPrintable(error));
    cp::test::TestContainer target(QStringLiteral("gui-limits"));
    const quint16 port = cp::test::freeLoopbackPort();
    QVERIFY2(
        target.run({QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(port), QStringLiteral("--memory"),
                    QStringLiteral("256m"), QStringLiteral("--memory-swap"), QStringLiteral("256m")},
                   QStringLiteral("containerperf-test/http:latest"), {}, &error),
        qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(port, 10000));
    const QString original = QStringLiteral("268435456");
    QCOMPARE(memoryLimit(target.name()), original);

    // A run that changes limits is remembered from its start until they are back.
    auto window = makeWindow();
    cp::Experiment e = window->experiment();
    cp::Endpoint endpoint;
    endpoint.name = QStringLiteral("limits");
    endpoint.request.method = "GET";
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
    endpoint.containers = {target.name()};
    e.endpoints = {endpoint};
    e.runTypes = {cp::RunType::Continuous};
    e.concurrency = 1;
    e.duration = 60s;
    e.requests = 0;
    e.memorySizesMb = {64};
    window->setExperiment(e);
    QVERIFY(window->startExperiment());
    QCOMPARE(QSettings().value(cp::RunController::UnrestoredLimitsKey).toString(),
             window->controller()->resultsDirectory());
    QTRY_COMPARE_WITH_TIMEOUT(memoryLimit(target.name()), QStringLiteral("67108864"), 15000);
    window->stopExperiment();
    QTRY_VERIFY_WITH_TIMEOUT(!window->controller()->isRunning(), 15000);
    QCOMPARE(memoryLimit(target.name()), original);
    QVERIFY(!QSettings().contains(cp::RunController::UnrestoredLimitsKey));

    // A session that died with the limit changed: the next start offers to set it back.
    QCOMPARE(cp::test::docker({QStringLiteral("update"), QStringLiteral("--memory"), QStringLiteral("64m"),
                               QStringLiteral("--memory-swap"), QStringLiteral("64m"), target.name()})
                 .exitCode,
             0);
    QTemporaryDir results;
    writeOriginalLimits(results.path(), QString(), target.name(), 268435456);
    QSettings().setValue(cp::RunController::UnrestoredLimitsKey, results.path());
    QString question;
    answerMessageBox(QMessageBox::Yes, &question);
    window->controller()->offerToRestoreLimits(window.get());
    QVERIFY2(question.contains(QDir::toNativeSeparators(results.path())), qPrintable(question));
    QTRY_COMPARE_WITH_TIMEOUT(memoryLimit(target.name()), original, 15000);
    QTRY_VERIFY(!QFile::exists(results.filePath(QStringLiteral("original-limits.json"))));
    QVERIFY(!QSettings().contains(cp::RunController::UnrestoredLimitsKey));
    QCOMPARE(window->messageBar()->level(), cp::MessageBar::Level::Information);
    QVERIFY2(window->messageBar()->text().contains(target.name()), qPrintable(window->messageBar()->text()));
}

void TestMainWindow::declinedLimitsAreForgotten()
{
    QTemporaryDir results;
    const QString socket = results.filePath(QStringLiteral("nobody-home.sock"));
    writeOriginalLimits(results.path(), QStringLiteral("unix://") + socket, QStringLiteral("cptest-anything"), 0);
    const QString record = results.filePath(QStringLiteral("original-limits.json"));
    auto window = makeWindow();

    // A remembered directory whose limits are back asks nothing, and is forgotten.
    QTemporaryDir restored;
    QSettings().setValue(cp::RunController::UnrestoredLimitsKey, restored.path());
    QString unexpected;
    QTimer *guard = answerMessageBox(QMessageBox::No, &unexpected);
    window->controller()->offerToRestoreLimits(window.get());
    delete guard;
    QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected));
    QVERIFY(!QSettings().contains(cp::RunController::UnrestoredLimitsKey));

    // Declined: forgotten, with the command that sets them back later.
    QSettings().setValue(cp::RunController::UnrestoredLimitsKey, results.path());
    QString question;
    answerMessageBox(QMessageBox::No, &question);
    window->controller()->offerToRestoreLimits(window.get());
    QVERIFY(!question.isEmpty());
    QVERIFY(!QSettings().contains(cp::RunController::UnrestoredLimitsKey));
    QVERIFY(QFile::exists(record));
    QVERIFY(window->messageBar()->text().contains(QLatin1String("containerperf-cli restore")));

    // Accepted while the daemon is unreachable: said, and still remembered for the next start.
    QSettings().setValue(cp::RunController::UnrestoredLimitsKey, results.path());
    question.clear();
    answerMessageBox(QMessageBox::Yes, &question);
    window->controller()->offerToRestoreLimits(window.get());
    QVERIFY(!question.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(window->messageBar()->level(), cp::MessageBar::Level::Error, 10000);
    QVERIFY2(window->messageBar()->text().contains(socket), qPrintable(window->messageBar()->text()));
    QCOMPARE(QSettings().value(cp::RunController::UnrestoredLimitsKey).toString(), results.path());
    QVERIFY(QFile::exists(record));
    QSettings().remove(cp::RunController::UnrestoredLimitsKey);
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
