// A whole session in the real window, on a real X display (docs/testing.md#walkthrough):
// a container is bound, loaded continuously, swept cold over two memory limits, its
// results folder opened again and exported in every file kind, and a refused port run.
// At each state the window is measured at 1024 × 700 and 1600 × 1000 (every chart's plot
// area and axis titles, in every tab) and photographed; scripts/walkthrough.sh runs it
// under Xvfb and, with --docs, keeps the screenshots in docs/walkthrough/.
#include "chart_checks.h"
#include "cold_start_view.h"
#include "container_list_model.h"
#include "docker_rig.h"
#include "endpoint_list_model.h"
#include "live_charts.h"
#include "main_window.h"
#include "message_bar.h"
#include "perf_cost_chart.h"
#include "report_exporter.h"
#include "results_model.h"
#include "results_transfer.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "targets_panel.h"
#include "test_files.h"
#include "test_process.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

using cp::test::docker;

namespace {

constexpr QSize Small(1024, 700);
constexpr QSize Large(1600, 1000);

int rowOf(const cp::ContainerListModel *model, const QString &name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, cp::ContainerListModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

// A file, or a folder's files, that an export wrote: there, and none of them empty.
bool writtenAndNotEmpty(const QString &path)
{
    const QFileInfo info(path);
    if (info.isFile())
        return info.size() > 0;
    const QFileInfoList files = QDir(path).entryInfoList(QDir::Files);
    return info.isDir() && !files.isEmpty()
        && std::all_of(files.begin(), files.end(), [](const QFileInfo &file) { return file.size() > 0; });
}

} // namespace

class TestWalkthrough : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void bind();
    void continuousRun();
    void coldSweep();
    void openResultsFolder();
    void exportEveryFileKind();
    void refusedPort();
    void cleanupTestCase();

private:
    // Measures the charts and saves a screenshot `state`-WxH.png at both sizes; at least
    // `leastCharts` charts must have been measured across the tabs.
    void checkState(const QString &state, int leastCharts);
    // Every combination of the central tabs' pages, each measured; the tabs shown come back.
    void visitTabs(const QList<QTabWidget *> &tabs, int from, QStringList *problems, QSet<const QChartView *> *checked);
    void raiseDock(const char *name);
    void showTab(QWidget *page);
    bool setRunTypes(const QList<cp::RunType> &types);
    bool setValue(const char *name, double value);
    bool typeInto(const char *name, const QString &text);
    // Starts with the Run dock's Start button, calls `whileRunning` (if any) and waits for
    // the end; nothing when it did not start or did not end within `timeoutMs`.
    std::optional<cp::ExperimentOutcome> runToTheEnd(const std::function<void()> &whileRunning, int timeoutMs);

    std::unique_ptr<QTemporaryDir> m_defaultShots;
    QString m_shots;
    QTemporaryDir m_results;
    std::unique_ptr<cp::test::TestContainer> m_container;
    quint16 m_port = 0;
    std::unique_ptr<cp::MainWindow> m_window;
    QString m_sweepDirectory;
};

void TestWalkthrough::initTestCase()
{
    // Screenshots of the real window, as the X server holds it: offscreen would draw no window at all.
    QVERIFY2(QGuiApplication::platformName() == QLatin1String("xcb"),
             "run it on an X display with QT_QPA_PLATFORM=xcb, as scripts/walkthrough.sh does");
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_walkthrough"));
    // The session starts as a first start, whatever an earlier one kept.
    QSettings().clear();
    QVERIFY(m_results.isValid());
    m_shots = qEnvironmentVariable("CONTAINERPERF_WALKTHROUGH_SHOTS");
    if (m_shots.isEmpty()) {
        m_defaultShots = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("walkthrough-XXXXXX")));
        m_defaultShots->setAutoRemove(false);
        m_shots = m_defaultShots->path();
    }
    QVERIFY(QDir().mkpath(m_shots));
    qInfo("screenshots go to %s", qPrintable(m_shots));
    CP_REQUIRE_DOCKER();

    // The CGI function serves / as a static page (the continuous run) and
    // /cgi-bin/function, which answers cold after each restart (the sweep). A fixed host
    // port, since a cold start restarts the container; a limit of its own, which the
    // sweep changes and sets back.
    m_container = std::make_unique<cp::test::TestContainer>(QStringLiteral("walkthrough"));
    m_port = cp::test::freeLoopbackPort();
    QVERIFY(m_port != 0);
    QString error;
    QVERIFY2(m_container->run({QStringLiteral("--init"), QStringLiteral("-p"),
                               QStringLiteral("127.0.0.1:%1:8080").arg(m_port), QStringLiteral("--tmpfs"),
                               QStringLiteral("/tmp"), QStringLiteral("--memory"), QStringLiteral("256m"),
                               QStringLiteral("--memory-swap"), QStringLiteral("256m")},
                              QStringLiteral("containerperf-test/function:latest"), {}, &error),
             qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(m_port, 10'000));

    m_window = std::make_unique<cp::MainWindow>();
    m_window->controller()->setResultsRoot(m_results.path());
    m_window->move(0, 0);
    m_window->resize(Small);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // The window connects to the Docker daemon by itself; the container is listed with its published port.
    const cp::ContainerListModel *containers = m_window->containerModel();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isDockerReachable() && rowOf(containers, m_container->name()) >= 0
            && !containers->container(rowOf(containers, m_container->name())).suggestedUrl().isEmpty(),
        15'000);
}

void TestWalkthrough::bind()
{
    raiseDock("targetsDock");
    const int row = rowOf(m_window->containerModel(), m_container->name());
    const int endpoint = m_window->targets()->addEndpointForContainer(row);
    QVERIFY(endpoint >= 0);
    // It took the place of the demo endpoint offered before Docker answered.
    QCOMPARE(m_window->endpointModel()->rowCount(), 1);
    QCOMPARE(m_window->endpointModel()->endpoint(endpoint).containers, QStringList{m_container->name()});
    auto *url = m_window->findChild<QLineEdit *>(QStringLiteral("endpointUrl"));
    QVERIFY(url);
    QCOMPARE(url->text(), QStringLiteral("http://127.0.0.1:%1").arg(m_port));
    checkState(QStringLiteral("1-bind"), 4);
}

void TestWalkthrough::continuousRun()
{
    raiseDock("runDock");
    QVERIFY(setRunTypes({cp::RunType::Continuous}));
    QVERIFY(setValue("concurrency", 2));
    QVERIFY(setValue("duration", 30));
    QVERIFY(setValue("requests", 0));
    QVERIFY(setValue("warmup", 0));
    // Looked at while it runs, then stopped as a person would: the duration only bounds it.
    const auto outcome = runToTheEnd(
        [this] {
            const cp::RunMonitor *monitor = m_window->monitor();
            QTRY_VERIFY_WITH_TIMEOUT(monitor->samples().sampleCount() > 0
                                         && monitor->resources().containers().count(m_container->name()) == 1,
                                     15'000);
            // Some seconds of load, so the charts hold more than the first points.
            QTest::qWait(3000);
            // Latency, rates, CPU and memory, network, histogram and CDF.
            checkState(QStringLiteral("2-continuous"), 6);
            QVERIFY2(m_window->controller()->isRunning(), "the run ended before it was looked at");
            auto *stop = m_window->findChild<QPushButton *>(QStringLiteral("stopButton"));
            QVERIFY(stop);
            QTest::mouseClick(stop, Qt::LeftButton);
        },
        60'000);
    QVERIFY(outcome);
    QCOMPARE(outcome->status, cp::ExperimentStatus::Stopped);
    const cp::ResultsModel *results = m_window->resultsModel();
    QCOMPARE(results->rowCount(), 1);
    const cp::RunSummary run = results->runs().at(0);
    QVERIFY(run.counts.accepted > 0);
    QCOMPARE(run.counts.errors[std::size_t(cp::ErrorClass::Refused)], 0);
    // What the charts drew is what the results folder holds: the container's stats too.
    cp::LiveCharts *charts = m_window->charts();
    charts->refresh();
    QVERIFY(charts->drawnLatencyPoints() > 0);
    QVERIFY(charts->drawnResourcePoints() > 0);
    const QList<QStringList> stats =
        cp::test::readCsv(QDir(m_window->controller()->resultsDirectory()).filePath(QStringLiteral("stats.csv")));
    QVERIFY(stats.size() > 1);
    QVERIFY(std::any_of(stats.begin() + 1, stats.end(),
                        [this](const QStringList &row) { return row.value(1) == m_container->name(); }));
}

void TestWalkthrough::coldSweep()
{
    raiseDock("targetsDock");
    QVERIFY(typeInto("endpointUrl", QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(m_port)));
    raiseDock("runDock");
    // Warm and cold at two memory limits: the cold starts' overhead, and a perf-cost curve each.
    QVERIFY(setRunTypes({cp::RunType::Warm, cp::RunType::Cold}));
    QVERIFY(setValue("concurrency", 2));
    QVERIFY(setValue("repetitions", 4));
    QVERIFY(setValue("pauseBefore", 0));
    QVERIFY(setValue("pauseAfter", 0));
    QVERIFY(typeInto("memorySizes", QStringLiteral("64, 128")));
    // Priced by the first preset (chosen from the keyboard, as presets are applied when a
    // person picks one), so each limit has a cost and the perf-cost curve its points.
    auto *pricing = m_window->findChild<QGroupBox *>(QStringLiteral("pricing"));
    auto *preset = m_window->findChild<QComboBox *>(QStringLiteral("pricingPreset"));
    QVERIFY(pricing && preset);
    pricing->setChecked(true);
    preset->setFocus();
    QTest::keyClick(preset, Qt::Key_Down);
    const cp::Experiment experiment = m_window->experiment();
    QVERIFY(experiment.pricing && experiment.pricing->usdPerGibSecond > 0);
    QCOMPARE(experiment.memorySizesMb, (QList<int>{64, 128}));
    QCOMPARE(experiment.endpoints.at(0).containers, QStringList{m_container->name()});

    const auto outcome = runToTheEnd({}, 120'000);
    QVERIFY(outcome);
    QVERIFY2(outcome->status == cp::ExperimentStatus::Finished, qPrintable(outcome->message));
    m_sweepDirectory = outcome->outputDirectory;
    const cp::ResultsModel *results = m_window->resultsModel();
    QCOMPARE(results->rowCount(), 4);
    // Each run reached its repetitions: a cold run accepts only answers that say is_cold.
    for (const cp::RunSummary &run : results->runs())
        QVERIFY(run.counts.accepted >= 4);
    QVERIFY(!m_window->perfCostChart()->answers().isEmpty());
    QVERIFY(!m_window->coldStartView()->answers().isEmpty());
    // The container has its own limit back.
    QCOMPARE(docker({QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.HostConfig.Memory}}"),
                     m_container->name()})
                 .outText(),
             QStringLiteral("268435456"));
    // The answer a cold sweep is run for: how much slower a cold start is.
    showTab(m_window->coldStartView());
    // The four live charts, both distributions, the perf-cost curve and the cold starts.
    checkState(QStringLiteral("3-cold-sweep"), 8);
}

void TestWalkthrough::openResultsFolder()
{
    QVERIFY(!m_sweepDirectory.isEmpty());
    cp::ResultsTransfer *transfer = m_window->resultsTransfer();
    QSignalSpy imported(transfer, &cp::ResultsTransfer::imported);
    QString error;
    QVERIFY2(transfer->importResults(m_sweepDirectory, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30'000);
    QCOMPARE(transfer->shownDirectory(), m_sweepDirectory);
    QCOMPARE(m_window->resultsModel()->rowCount(), 4);
    // Its samples, its container's stats and the answers come back with it.
    const qint64 written =
        qint64(cp::test::readAll(QDir(m_sweepDirectory).filePath(QStringLiteral("samples.csv"))).count('\n')) - 1;
    QCOMPARE(qint64(m_window->monitor()->samples().sampleCount()), written);
    QVERIFY(m_window->monitor()->resources().containers().count(m_container->name()) == 1);
    QVERIFY(!m_window->perfCostChart()->answers().isEmpty());
    QVERIFY(!m_window->coldStartView()->answers().isEmpty());
    showTab(m_window->charts());
    checkState(QStringLiteral("4-results-folder"), 8);
}

void TestWalkthrough::exportEveryFileKind()
{
    using Format = cp::ResultsTransfer::ExportFormat;
    QCOMPARE(m_window->resultsTransfer()->shownDirectory(), m_sweepDirectory);
    QTemporaryDir out;
    const QDir sweep(m_sweepDirectory);
    // Every entry of File ▸ Export, and what it writes (a folder for the per-run JSON, the seed's files and the
    // whole results folder, which goes in under its own name).
    const std::pair<Format, QString> kinds[] = {{Format::Csv, QStringLiteral("samples.csv")},
                                                {Format::Json, QStringLiteral("summary.json")},
                                                {Format::Stats, QStringLiteral("stats.csv")},
                                                {Format::Events, QStringLiteral("events.csv")},
                                                {Format::SebsResult, QStringLiteral("result.csv")},
                                                {Format::RunJson, QStringLiteral("runs")},
                                                {Format::Folder, QString()},
                                                {Format::Seed, QStringLiteral("seed")},
                                                {Format::ChartPng, QStringLiteral("charts.png")},
                                                {Format::ChartSvg, QStringLiteral("charts.svg")},
                                                {Format::Report, QStringLiteral("report.html")}};
    cp::ReportExporter *report = m_window->resultsTransfer()->reportExporter();
    QSignalSpy reportWritten(report, &cp::ReportExporter::written);
    QSignalSpy reportFailed(report, &cp::ReportExporter::failed);
    for (const auto &[format, name] : kinds) {
        QString error;
        const QString target = out.filePath(name);
        QVERIFY2(m_window->resultsTransfer()->exportResults(format, target, &error),
                 qPrintable(QStringLiteral("%1: %2").arg(name, error)));
        if (format == Format::Report) {
            // Written on a pool thread: done when it says so.
            QTRY_COMPARE_WITH_TIMEOUT(reportWritten.size() + reportFailed.size(), 1, 60'000);
            QVERIFY2(reportFailed.isEmpty(), qPrintable(reportFailed.value(0).value(0).toString()));
        }
        const QString written = format == Format::Folder ? out.filePath(sweep.dirName()) : target;
        QVERIFY2(writtenAndNotEmpty(written), qPrintable(written));
    }
    QCOMPARE(QDir(out.filePath(sweep.dirName())).entryList(QDir::Files), sweep.entryList(QDir::Files));
    QCOMPARE(QDir(out.filePath(QStringLiteral("runs"))).entryList(QDir::Files),
             sweep.entryList({QStringLiteral("*_results*.json")}, QDir::Files));
    QVERIFY(!QImage(out.filePath(QStringLiteral("charts.png"))).isNull());
    QVERIFY(cp::test::readAll(out.filePath(QStringLiteral("charts.svg"))).contains("</svg>"));
    QVERIFY(cp::test::readAll(out.filePath(QStringLiteral("report.html"))).contains("data:image/png;base64,"));
}

void TestWalkthrough::refusedPort()
{
    // A port nothing listens on, typed into the bound endpoint as a slip of the hand would.
    const quint16 refused = cp::test::freeLoopbackPort();
    QVERIFY(refused != 0 && refused != m_port);
    raiseDock("targetsDock");
    QVERIFY(typeInto("endpointUrl", QStringLiteral("http://127.0.0.1:%1/").arg(refused)));
    raiseDock("runDock");
    QVERIFY(setRunTypes({cp::RunType::Continuous}));
    QVERIFY(setValue("duration", 2));
    QVERIFY(typeInto("memorySizes", QString()));
    QVERIFY(m_window->experiment().memorySizesMb.isEmpty());

    const auto outcome = runToTheEnd({}, 30'000);
    QVERIFY(outcome);
    QCOMPARE(outcome->status, cp::ExperimentStatus::Failed);
    // Said in the Run dock, in the bar above the charts and in the run's row.
    const QString ended = m_window->findChild<QLabel *>(QStringLiteral("runEta"))->text();
    QVERIFY2(ended.startsWith(QLatin1String("Failed after")), qPrintable(ended));
    QCOMPARE(m_window->messageBar()->level(), cp::MessageBar::Level::Error);
    const QString said = m_window->messageBar()->text();
    QVERIFY2(said.contains(QLatin1String("refused"))
                 && said.contains(QStringLiteral("nothing listens at 127.0.0.1:%1").arg(refused)),
             qPrintable(said));
    const cp::ResultsModel *results = m_window->resultsModel();
    QCOMPARE(results->rowCount(), 1);
    const QString tip = results->index(0, cp::ResultsModel::Errors).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("refused")), qPrintable(tip));
    showTab(m_window->charts());
    checkState(QStringLiteral("5-refused"), 4);
}

void TestWalkthrough::cleanupTestCase()
{
    if (m_window && m_window->controller()->isRunning()) {
        QSignalSpy finished(m_window->controller(), &cp::RunController::finished);
        m_window->stopExperiment();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
    }
    m_window.reset();
    m_container.reset();
}

void TestWalkthrough::checkState(const QString &state, int leastCharts)
{
    const QList<QTabWidget *> tabs = m_window->centralWidget()->findChildren<QTabWidget *>();
    // Both sizes are photographed and measured before any verdict: the screenshot of a
    // state that fails is the one to look at.
    QStringList problems;
    for (const QSize &size : {Small, Large}) {
        m_window->resize(size);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->size(), size, 5000);
        // The layouts settle and the charts are drawn at the new size.
        QTest::qWait(300);
        m_window->charts()->refresh();
        QTest::qWait(100);
        // What the X server shows of the window, not a rendering of its widgets.
        const QPixmap shot = m_window->screen()->grabWindow(m_window->winId());
        QCOMPARE(shot.deviceIndependentSize().toSize(), size);
        const QString where = QStringLiteral("%1-%2x%3").arg(state).arg(size.width()).arg(size.height());
        QVERIFY2(shot.save(QDir(m_shots).filePath(where + QLatin1String(".png"))), qPrintable(where));

        QStringList found;
        QSet<const QChartView *> checked;
        visitTabs(tabs, 0, &found, &checked);
        found.removeDuplicates();
        for (const QString &problem : std::as_const(found))
            problems << where + QLatin1String(": ") + problem;
        if (checked.size() < leastCharts)
            problems << QStringLiteral("%1: %2 charts shown, not %3").arg(where).arg(checked.size()).arg(leastCharts);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1String("; "))));
}

void TestWalkthrough::visitTabs(const QList<QTabWidget *> &tabs, int from, QStringList *problems,
                                QSet<const QChartView *> *checked)
{
    if (from == tabs.size()) {
        *problems += cp::test::unreadableCharts(m_window.get(), checked);
        return;
    }
    QTabWidget *tab = tabs.at(from);
    // A tab page inside a hidden one: seen when that one is shown.
    if (!tab->isVisibleTo(m_window.get())) {
        visitTabs(tabs, from + 1, problems, checked);
        return;
    }
    const int shown = tab->currentIndex();
    for (int page = 0; page < tab->count(); ++page) {
        tab->setCurrentIndex(page);
        QTest::qWait(50);
        visitTabs(tabs, from + 1, problems, checked);
    }
    tab->setCurrentIndex(shown);
    QTest::qWait(50);
}

void TestWalkthrough::raiseDock(const char *name)
{
    auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name));
    QVERIFY2(dock, name);
    dock->raise();
}

void TestWalkthrough::showTab(QWidget *page)
{
    auto *views = m_window->findChild<QTabWidget *>(QStringLiteral("views"));
    QVERIFY(views);
    const int index = views->indexOf(page);
    QVERIFY(index >= 0);
    QTest::mouseClick(views->tabBar(), Qt::LeftButton, {}, views->tabBar()->tabRect(index).center());
    QCOMPARE(views->currentWidget(), page);
}

bool TestWalkthrough::setRunTypes(const QList<cp::RunType> &types)
{
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("runTypes"));
    if (!list)
        return false;
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        item->setCheckState(types.contains(cp::RunType(item->data(Qt::UserRole).toInt())) ? Qt::Checked
                                                                                          : Qt::Unchecked);
    }
    return m_window->experiment().runTypes == types;
}

bool TestWalkthrough::setValue(const char *name, double value)
{
    if (auto *box = m_window->findChild<QSpinBox *>(QLatin1String(name)))
        box->setValue(int(value));
    else if (auto *doubleBox = m_window->findChild<QDoubleSpinBox *>(QLatin1String(name)))
        doubleBox->setValue(value);
    else
        return false;
    return true;
}

bool TestWalkthrough::typeInto(const char *name, const QString &text)
{
    auto *edit = m_window->findChild<QLineEdit *>(QLatin1String(name));
    if (!edit)
        return false;
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    return edit->text() == text;
}

std::optional<cp::ExperimentOutcome> TestWalkthrough::runToTheEnd(const std::function<void()> &whileRunning,
                                                                  int timeoutMs)
{
    auto *start = m_window->findChild<QPushButton *>(QStringLiteral("startButton"));
    if (!start)
        return std::nullopt;
    QSignalSpy finished(m_window->controller(), &cp::RunController::finished);
    QTest::mouseClick(start, Qt::LeftButton);
    if (!m_window->controller()->isRunning()) {
        qWarning("not started: %s", qPrintable(m_window->messageBar()->text()));
        return std::nullopt;
    }
    if (whileRunning)
        whileRunning();
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, timeoutMs)) {
        qWarning("the experiment did not end within %d ms", timeoutMs);
        return std::nullopt;
    }
    return finished.at(0).at(0).value<cp::ExperimentOutcome>();
}

QTEST_MAIN(TestWalkthrough)
#include "tst_walkthrough.moc"
