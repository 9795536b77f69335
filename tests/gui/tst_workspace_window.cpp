// The window as a workspace (docs/user-guide.md#the-workspace): a Start keeps the
// experiments shown before, an import is one more, and choosing one in the
// Results dock brings back its table, charts and exports; removing forgets it.
#include "main_window.h"
#include "message_bar.h"
#include "results_importer.h"
#include "results_model.h"
#include "results_panel.h"
#include "results_transfer.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "test_files.h"
#include "window_fixture.h"
#include "workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace std::chrono_literals;
using cp::test::readAll;

namespace {

// The title of the dock in front of the Results and Containers tabs.
QString frontOfResultsAndContainers(const cp::MainWindow &window)
{
    for (const QTabBar *tabs : window.findChildren<QTabBar *>()) {
        QStringList titles;
        for (int i = 0; i < tabs->count(); ++i)
            titles << tabs->tabText(i);
        if (titles.contains(QStringLiteral("Results")) && titles.contains(QStringLiteral("Containers")))
            return tabs->tabText(tabs->currentIndex());
    }
    return {};
}

} // namespace

class TestWorkspaceWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aStartKeepsWhatWasShown();
    void theChoiceWaitsForTheRunningExperiment();
    void runAgainTakesTheShownSettings();
    void aFolderOfResultsOpensEachOfThem();

private:
    QTemporaryDir m_results;
};

void TestWorkspaceWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_workspace_window"));
    QSettings().clear();
    QVERIFY(m_results.isValid());
}

void TestWorkspaceWindow::aStartKeepsWhatWasShown()
{
    auto window = cp::test::shownWindow(m_results.path());
    auto *selector = window->resultsPanel()->findChild<QComboBox *>(QStringLiteral("experimentSelector"));
    auto *remove = window->resultsPanel()->findChild<QToolButton *>(QStringLiteral("removeExperiment"));
    QVERIFY(selector && remove);
    QCOMPARE(selector->count(), 0);
    QVERIFY(!remove->isEnabled());

    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    cp::test::configureDemo(*window, 400ms);
    const cp::Experiment one = window->experiment();
    cp::Experiment two = one;
    two.messageLengths = {5, 50};
    window->setExperiment(two);
    // The Containers dock stays in front while the first run goes, Results comes forward when it ends.
    QCOMPARE(frontOfResultsAndContainers(*window), QStringLiteral("Containers"));
    QVERIFY(window->startExperiment());
    QCOMPARE(frontOfResultsAndContainers(*window), QStringLiteral("Containers"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QCOMPARE(frontOfResultsAndContainers(*window), QStringLiteral("Results"));
    const QString firstDirectory = window->controller()->resultsDirectory();
    const QList<cp::RunSummary> firstRuns = window->resultsModel()->runs();
    const qint64 firstSamples = window->monitor()->samples().sampleCount();
    QCOMPARE(firstRuns.size(), 2);

    window->setExperiment(one);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
    QCOMPARE(selector->count(), 2);
    QCOMPARE(selector->currentIndex(), 1);
    QCOMPARE(window->resultsModel()->rowCount(), 1);

    // An import is one more experiment.
    const QDir fixture(QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files")));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QString error;
    QVERIFY2(window->resultsTransfer()->importResults(fixture.path(), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    QCOMPARE(selector->count(), 3);
    QCOMPARE(selector->currentIndex(), 2);
    QVERIFY(selector->itemText(2).contains(fixture.dirName()));
    QCOMPARE(window->resultsTransfer()->shownDirectory(), fixture.path());

    // Choosing the first brings back its rows, its charts and its files for export.
    selector->activated(0);
    QCOMPARE(window->workspace()->current(), 0);
    QCOMPARE(window->resultsModel()->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(window->resultsModel()->runs().at(row).counts.requests, firstRuns.at(row).counts.requests);
        QCOMPARE(window->resultsModel()->runs().at(row).latencyUs.median, firstRuns.at(row).latencyUs.median);
        QVERIFY(window->resultsModel()->isFinished(row));
    }
    QCOMPARE(window->monitor()->samples().sampleCount(), firstSamples);
    QCOMPARE(window->resultsTransfer()->shownDirectory(), firstDirectory);
    QTemporaryDir out;
    const QString csv = out.filePath(QStringLiteral("samples.csv"));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error),
             qPrintable(error));
    QCOMPARE(readAll(csv), readAll(QDir(firstDirectory).filePath(QStringLiteral("samples.csv"))));
    // Its two runs compare as just after they were measured.
    window->resultsPanel()->view()->selectAll();
    QVERIFY(window->resultsPanel()->compareSelected());
    QTRY_VERIFY_WITH_TIMEOUT(window->resultsPanel()->comparisonText().contains(QLatin1String("difference")), 10000);

    // Removing the shown one shows its neighbour; its files stay.
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(selector->count(), 2);
    QCOMPARE(window->workspace()->shown()->source, window->controller()->resultsDirectory());
    QCOMPARE(window->resultsModel()->rowCount(), 1);
    QVERIFY(QFileInfo::exists(QDir(firstDirectory).filePath(QStringLiteral("samples.csv"))));
    remove->click();
    remove->click();
    QCOMPARE(selector->count(), 0);
    QCOMPARE(window->resultsModel()->rowCount(), 0);
    QCOMPARE(window->monitor()->samples().sampleCount(), 0);
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error));
    QVERIFY2(error.contains(QLatin1String("no results yet")), qPrintable(error));
}

// While an experiment runs it stays shown; a start that fails shows again what was shown.
void TestWorkspaceWindow::theChoiceWaitsForTheRunningExperiment()
{
    auto window = cp::test::shownWindow(m_results.path());
    auto *selector = window->resultsPanel()->findChild<QComboBox *>(QStringLiteral("experimentSelector"));
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    cp::test::configureDemo(*window, 300ms);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    cp::test::configureDemo(*window, 2s);
    QVERIFY(window->startExperiment());
    QVERIFY(!selector->isEnabled());
    window->controller()->stop();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
    QTRY_VERIFY(selector->isEnabled());
    QCOMPARE(selector->count(), 2);

    // A results folder that cannot be made: the start fails and the last experiment is shown again.
    window->controller()->setResultsRoot(QStringLiteral("/proc/no-such/folder"));
    const qint64 shownSamples = window->monitor()->samples().sampleCount();
    QString error;
    QVERIFY(!window->controller()->start(window->experiment(), &error));
    QCOMPARE(selector->count(), 2);
    QCOMPARE(window->workspace()->current(), 1);
    QCOMPARE(window->monitor()->samples().sampleCount(), shownSamples);
}

// Run ▸ Run Again: the experiment shown runs again with the settings it was measured
// with; results whose secrets were redacted come back to the docks and wait for them.
void TestWorkspaceWindow::runAgainTakesTheShownSettings()
{
    auto window = cp::test::shownWindow(m_results.path());
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    cp::test::configureDemo(*window, 300ms);
    cp::Experiment first = window->experiment();
    first.messageLengths = {7, 70};
    window->setExperiment(first);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    const QString firstDirectory = window->controller()->resultsDirectory();

    // Other settings in the docks; the Experiment list shows the first run.
    cp::Experiment other = first;
    other.messageLengths = {1};
    window->setExperiment(other);
    window->resultsTransfer()->runAgain();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
    QVERIFY(window->controller()->resultsDirectory() != firstDirectory);
    QCOMPARE(window->experiment().messageLengths, (QList<int>{7, 70}));
    QCOMPARE(window->resultsModel()->rowCount(), 2);
    QCOMPARE(window->workspace()->count(), 2);
    QVERIFY2(window->windowTitle().startsWith(QLatin1String("Untitled")), qPrintable(window->windowTitle()));

    // Results with redacted secrets: the settings come back, and the run waits for the secrets.
    const QDir fixture(QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files")));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QString error;
    QVERIFY(window->resultsTransfer()->importResults(fixture.path(), &error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    QSignalSpy again(window->resultsTransfer(), &cp::ResultsTransfer::runAgainRequested);
    window->resultsTransfer()->runAgain();
    QCOMPARE(again.size(), 1);
    QCOMPARE(again.at(0).at(1).toBool(), false);
    QVERIFY(!window->controller()->isRunning());
    QCOMPARE(window->experiment().endpoints.at(0).name, QStringLiteral("fn"));
    QVERIFY2(window->messageBar()->text().contains(QLatin1String("Authorization")),
             qPrintable(window->messageBar()->text()));

    // An imported file has no settings to run again.
    QVERIFY(window->resultsTransfer()->importResults(
        QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_120.csv")), &error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 2, 10000);
    window->resultsTransfer()->runAgain();
    QCOMPARE(again.size(), 1);
    QVERIFY2(window->messageBar()->text().contains(QLatin1String("imported file")),
             qPrintable(window->messageBar()->text()));
}

// Importing a folder of results directories (the results folder itself) opens each of them, oldest first.
void TestWorkspaceWindow::aFolderOfResultsOpensEachOfThem()
{
    QTemporaryDir root;
    {
        auto window = cp::test::shownWindow(root.path());
        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        cp::test::configureDemo(*window, 200ms);
        for (int i = 1; i <= 2; ++i) {
            QVERIFY(window->startExperiment());
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), i, 15000);
        }
    }
    auto window = cp::test::shownWindow(m_results.path());
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QString error;
    QVERIFY(window->resultsTransfer()->importResults(QStringList{root.path()}, &error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 2, 15000);
    QCOMPARE(window->workspace()->count(), 2);
    const QStringList made = QDir(root.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QCOMPARE(window->workspace()->experiment(0).source, QDir(root.path()).filePath(made.at(0)));
    QCOMPARE(window->workspace()->experiment(1).source, QDir(root.path()).filePath(made.at(1)));
    QCOMPARE(window->workspace()->current(), 1);
}

QTEST_MAIN(TestWorkspaceWindow)
#include "tst_workspace_window.moc"
