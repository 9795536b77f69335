// File ▸ Export and File ▸ Import Results of the window (docs/specification.md#desktop-application):
// a run's files copied out and read back, SeBS results shown as `analyze` prints
// them, import failures with what to do, a run start dropping an unfinished import,
// and the HTML report of the results shown.
#include "cold_start_view.h"
#include "live_charts.h"
#include "main_window.h"
#include "message_bar.h"
#include "report_exporter.h"
#include "results_importer.h"
#include "results_model.h"
#include "results_panel.h"
#include "results_transfer.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "test_files.h"
#include "window_fixture.h"

#include "analysis/results_analysis.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <tuple>

using namespace std::chrono_literals;
using Tester = QAbstractItemModelTester;
using cp::test::readAll;

class TestResultsTransfer : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void exportAndImportRoundTrip();
    void importedSebsResultShowsWhatAnalyzePrints();
    void importFailuresSayWhatAndWhatToDo();
    void startingARunDropsAnUnfinishedImport();
    void reportOfTheImportedDirectory();
    void reportNeedsAResultsDirectory();
    void exportActsOnTheImportedResults();
    void everyFileOfAResultsFolderExports();
    void dialogsRememberTheirFolder();
    void exportsOfTheSelectedRunsOnly();

private:
    std::unique_ptr<cp::MainWindow> makeWindow() { return cp::test::shownWindow(m_results.path()); }
    QTemporaryDir m_results;
};

void TestResultsTransfer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
    QApplication::setApplicationName(QStringLiteral("tst_results_transfer"));
    // Windows restore what an earlier test\'s window kept: each run starts as a first start.
    QSettings().clear();
    QVERIFY(m_results.isValid());
}

void TestResultsTransfer::exportAndImportRoundTrip()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 800ms);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QString error;
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv,
                                                      m_results.filePath(QStringLiteral("none.csv")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);

    QTemporaryDir out;
    const QDir source(window->controller()->resultsDirectory());
    const QString csv = out.filePath(QStringLiteral("samples.csv"));
    const QString json = out.filePath(QStringLiteral("summary.json"));
    const QString seed = out.filePath(QStringLiteral("seed"));
    const QString png = out.filePath(QStringLiteral("charts.png"));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error),
             qPrintable(error));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Json, json, &error),
             qPrintable(error));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Seed, seed, &error),
             qPrintable(error));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::ChartPng, png, &error),
             qPrintable(error));
    QCOMPARE(readAll(csv), readAll(source.filePath(QStringLiteral("samples.csv"))));
    QCOMPARE(readAll(json), readAll(source.filePath(QStringLiteral("summary.json"))));
    QCOMPARE(readAll(QDir(seed).filePath(QStringLiteral("client.json"))),
             readAll(source.filePath(QStringLiteral("client.json"))));
    QVERIFY(!readAll(csv).isEmpty());
    QVERIFY(!QImage(png).isNull());

    const cp::RunSummary measured = window->resultsModel()->runs().at(0);
    auto other = makeWindow();
    QAbstractItemModelTester tester(other->resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY2(other->resultsTransfer()->importResults(source.path(), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(other->resultsModel()->rowCount(), 1, 10000);
    const cp::RunSummary imported = other->resultsModel()->runs().at(0);
    QCOMPARE(imported.latencyUs.n, measured.latencyUs.n);
    QCOMPARE(imported.latencyUs.median, measured.latencyUs.median);
    QCOMPARE(imported.counts.requests, measured.counts.requests);
    QCOMPARE(imported.info.point.type, measured.info.point.type);
    for (int column = 0; column < cp::ResultsModel::ColumnCount; ++column)
        QCOMPARE(other->resultsModel()->index(0, column).data(), window->resultsModel()->index(0, column).data());
    // With its charts: every sample, on the time axis it was measured on.
    const cp::SampleTimeline &charted = other->monitor()->samples();
    QCOMPARE(qint64(charted.sampleCount()), measured.counts.requests);
    QCOMPARE(charted.acceptedLatenciesUs(0).size(), std::size_t(measured.latencyUs.n));
    QVERIFY(charted.run(0) && !charted.run(0)->timeS.empty() && charted.run(0)->timeS.front() >= 0);
    QVERIFY(other->recentFiles().contains(QDir(source.path()).absolutePath()));
    QSignalSpy failed(other->resultsTransfer()->importer(), &cp::ResultsImporter::failed);
    QVERIFY(other->resultsTransfer()->importResults(seed, &error));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
    QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("summary.json")));
    QCOMPARE(other->resultsModel()->rowCount(), 1);
}

// A SeBS result.csv fills the table with the core analysis `containerperf-cli
// analyze --json` prints: one row per (memory, type, is_cold) group, in its order.
void TestResultsTransfer::importedSebsResultShowsWhatAnalyzePrints()
{
    const QString file = QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_120.csv"));
    QString error;
    const auto analysis = cp::analyzeResults(file, &error);
    QVERIFY2(analysis, qPrintable(error));
    QCOMPARE(analysis->column, QStringLiteral("client_time"));
    QCOMPARE(analysis->groupColumns,
             (QStringList{QStringLiteral("memory"), QStringLiteral("type"), QStringLiteral("is_cold")}));

    auto window = makeWindow();
    Tester tester(window->resultsModel(), Tester::FailureReportingMode::QtTest);
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QSignalSpy failed(window->resultsTransfer()->importer(), &cp::ResultsImporter::failed);
    QVERIFY2(window->resultsTransfer()->importResults(file, &error), qPrintable(error));
    // Read on a pool thread: nothing reaches the table before the event loop runs.
    QCOMPARE(window->resultsModel()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(imported.size() + failed.size(), 1, 10000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(imported.at(0).at(1).toString(), file);

    const cp::ResultsModel *model = window->resultsModel();
    QCOMPARE(model->rowCount(), 14);
    QCOMPARE(model->rowCount(), int(analysis->groups.size()));
    const QLocale locale;
    const auto ms = [&](double us) { return locale.toString(us / 1000.0, 'f', 3); };
    const auto interval = [&](const std::optional<cp::stats::Interval> &i) {
        return i ? QStringLiteral("[%1, %2]").arg(ms(i->lo), ms(i->hi)) : QStringLiteral("–");
    };
    int warm128 = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const cp::GroupSummary &group = analysis->groups[std::size_t(row)];
        const cp::stats::Summary &expected = group.summary;
        const cp::stats::Summary &shown = model->runs().at(row).latencyUs;
        QCOMPARE(shown.n, expected.n);
        const std::tuple<const char *, double, double> figures[] = {
            {"mean", shown.mean, expected.mean}, {"median", shown.median, expected.median},
            {"std", shown.std, expected.std},    {"cv", shown.cv, expected.cv},
            {"min", shown.min, expected.min},    {"max", shown.max, expected.max},
            {"p50", shown.p50, expected.p50},    {"p90", shown.p90, expected.p90},
            {"p95", shown.p95, expected.p95},    {"p99", shown.p99, expected.p99},
            {"p999", shown.p999, expected.p999}};
        for (const auto &[name, a, b] : figures)
            QVERIFY2(a == b || (std::isnan(a) && std::isnan(b)), name);
        const auto sameInterval = [](const std::optional<cp::stats::Interval> &a,
                                     const std::optional<cp::stats::Interval> &b) {
            return a.has_value() == b.has_value() && (!a || (a->lo == b->lo && a->hi == b->hi));
        };
        QVERIFY(sameInterval(shown.ci95_t, expected.ci95_t));
        QVERIFY(sameInterval(shown.ci99_t, expected.ci99_t));
        QVERIFY(sameInterval(shown.ci95_median, expected.ci95_median));
        QVERIFY(sameInterval(shown.ci99_median, expected.ci99_median));
        QVERIFY(sameInterval(shown.ci95_median_sebs, expected.ci95_median_sebs));
        QVERIFY(sameInterval(shown.ci99_median_sebs, expected.ci99_median_sebs));

        const auto cell = [&](int column) { return model->index(row, column).data(); };
        QCOMPARE(cell(cp::ResultsModel::Endpoint).toString(),
                 QStringLiteral("memory=%1 type=%2 is_cold=%3").arg(group.key[0], group.key[1], group.key[2]));
        QCOMPARE(cell(cp::ResultsModel::Type).toString(), group.key[1]);
        QCOMPARE(cell(cp::ResultsModel::Count).toLongLong(), expected.n);
        QCOMPARE(cell(cp::ResultsModel::Mean).toString(), ms(expected.mean));
        QCOMPARE(cell(cp::ResultsModel::Median).toString(), ms(expected.median));
        QCOMPARE(cell(cp::ResultsModel::P95).toString(), ms(expected.p95));
        QCOMPARE(cell(cp::ResultsModel::P99).toString(), ms(expected.p99));
        QCOMPARE(cell(cp::ResultsModel::Std).toString(), ms(expected.std));
        QCOMPARE(cell(cp::ResultsModel::Ci95T).toString(), interval(expected.ci95_t));
        QCOMPARE(cell(cp::ResultsModel::Ci95Median).toString(), interval(expected.ci95_median));
        if (group.key == QStringList{QStringLiteral("128"), QStringLiteral("warm"), QStringLiteral("False")})
            warm128 = row;
    }

    // The figures tst_analyze checks in `analyze --json` (from derive_expected.py),
    // so the comparison above is against the right numbers.
    QVERIFY(warm128 >= 0);
    const cp::stats::Summary &warm = model->runs().at(warm128).latencyUs;
    QCOMPARE(warm.n, 249);
    QCOMPARE(warm.median, 2178651.0);
    QCOMPARE(warm.min, 1967358.0);
    QCOMPARE(warm.max, 20153865.0);
    QVERIFY(qAbs(warm.mean - 2396909.4136546184) < 1e-6);
    QVERIFY(qAbs(warm.std - 1631746.7308558263) < 1e-6);
    QVERIFY(warm.ci95_median && warm.ci95_median->lo == 2151094.0 && warm.ci95_median->hi == 2205714.0);
    QCOMPARE(model->index(warm128, cp::ResultsModel::Memory).data().toString(), QStringLiteral("128 MiB"));
    QCOMPARE(model->index(warm128, cp::ResultsModel::Median).data().toString(), ms(2178651.0));
    QVERIFY(window->recentFiles().contains(QFileInfo(file).absoluteFilePath()));
}

void TestResultsTransfer::importFailuresSayWhatAndWhatToDo()
{
    const QDir fixtures(QStringLiteral(CONTAINERPERF_FIXTURES));
    auto window = makeWindow();
    QSignalSpy failed(window->resultsTransfer()->importer(), &cp::ResultsImporter::failed);
    QString error;
    const QList<std::pair<QString, QStringList>> cases{
        {fixtures.filePath(QStringLiteral("analyze/non_numeric.csv")),
         {QStringLiteral("non_numeric.csv:3"), QStringLiteral("'client_time'"), QStringLiteral("'12ms'")}},
        {fixtures.filePath(QStringLiteral("analyze/empty-dir")),
         {QStringLiteral("empty-dir"), QStringLiteral("summary.json"), QStringLiteral("result.csv")}},
        {fixtures.filePath(QStringLiteral("analyze/no-such-file.csv")), {QStringLiteral("no-such-file.csv")}},
    };
    for (const auto &[path, mentions] : cases) {
        failed.clear();
        QVERIFY(window->resultsTransfer()->importResults(path, &error));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        const QString text = window->messageBar()->text();
        QCOMPARE(window->messageBar()->level(), cp::MessageBar::Level::Error);
        for (const QString &mention : mentions)
            QVERIFY2(text.contains(mention), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("What to do")), qPrintable(text));
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    }
    QCOMPARE(window->resultsModel()->rowCount(), 0);
    QVERIFY(!window->recentFiles().contains(fixtures.filePath(QStringLiteral("analyze/empty-dir"))));
}

void TestResultsTransfer::startingARunDropsAnUnfinishedImport()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 500ms);
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QString error;
    QVERIFY(window->resultsTransfer()->importResults(
        QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_120.csv")), &error));
    QVERIFY(window->resultsTransfer()->importer()->isBusy());
    QVERIFY(window->startExperiment());
    QVERIFY(!window->resultsTransfer()->importer()->isBusy());
    QVERIFY(!window->resultsTransfer()->importResults(
        QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_503.csv")), &error));
    QVERIFY(error.contains(QLatin1String("running")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QTest::qWait(100);
    QCOMPARE(imported.size(), 0);
    QCOMPARE(window->resultsModel()->rowCount(), 1);
    QCOMPARE(window->resultsModel()->runs().at(0).info.point.type, cp::RunType::Continuous);
}

void TestResultsTransfer::reportOfTheImportedDirectory()
{
    auto window = makeWindow();
    const QString source = QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files"));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QString error;
    QVERIFY2(window->resultsTransfer()->importResults(source, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    QCOMPARE(window->resultsTransfer()->shownDirectory(), source);
    // Its answers show too: the cold-start overhead of both endpoints, in front.
    QCOMPARE(window->coldStartView()->answers().size(), 2);
    QCOMPARE(window->findChild<QTabWidget *>(QStringLiteral("views"))->currentWidget(), window->coldStartView());

    QTemporaryDir out;
    const QString target = QDir(out.path()).filePath(QStringLiteral("report.html"));
    QSignalSpy written(window->resultsTransfer()->reportExporter(), &cp::ReportExporter::written);
    QSignalSpy failed(window->resultsTransfer()->reportExporter(), &cp::ReportExporter::failed);
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Report, target, &error),
             qPrintable(error));
    // One at a time: a second export while the first runs is refused, and says so.
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Report, target, &error));
    QVERIFY2(error.contains(QStringLiteral("still being written")), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(written.size() + failed.size(), 1, 30000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
    const QByteArray html = readAll(target);
    QVERIFY(html.contains("<h3>Endpoint fn</h3>"));
    QVERIFY(html.contains("<h3>Endpoint echo</h3>"));
    QCOMPARE(html.count("src=\"data:image/png;base64,"), 8);
}

void TestResultsTransfer::reportNeedsAResultsDirectory()
{
    auto window = makeWindow();
    QTemporaryDir out;
    const QString target = QDir(out.path()).filePath(QStringLiteral("report.html"));
    QString error;
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Report, target, &error));
    QVERIFY2(error.contains(QStringLiteral("no results yet")), qPrintable(error));

    // An imported CSV file is no results directory: its report is refused, not another directory's written.
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QVERIFY(window->resultsTransfer()->importResults(
        QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_120.csv")), &error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Report, target, &error));
    QVERIFY2(error.contains(QStringLiteral("imported file")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(target));
}

void TestResultsTransfer::exportActsOnTheImportedResults()
{
    auto window = makeWindow();
    cp::test::configureDemo(*window, 500ms);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    QTemporaryDir out;
    QString error;

    // Imported after a run, a results directory is what the table shows and what is exported.
    const QDir fixture(QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files")));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QVERIFY2(window->resultsTransfer()->importResults(fixture.path(), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    const QString csv = out.filePath(QStringLiteral("samples.csv"));
    const QString json = out.filePath(QStringLiteral("summary.json"));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error),
             qPrintable(error));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Json, json, &error),
             qPrintable(error));
    QCOMPARE(readAll(csv), readAll(fixture.filePath(QStringLiteral("samples.csv"))));
    QCOMPARE(readAll(json), readAll(fixture.filePath(QStringLiteral("summary.json"))));

    // An imported file: CSV export gives that file, and JSON says why there is none.
    const QString sebs = QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("sebs/aws_120.csv"));
    QVERIFY(window->resultsTransfer()->importResults(sebs, &error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 2, 10000);
    const QString copied = out.filePath(QStringLiteral("sebs.csv"));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, copied, &error),
             qPrintable(error));
    QCOMPARE(readAll(copied), readAll(sebs));
    QVERIFY(!window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Json,
                                                      out.filePath(QStringLiteral("none.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("imported file")), qPrintable(error));

    // A new run shows, and exports, its own results again.
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error),
             qPrintable(error));
    QCOMPARE(readAll(csv),
             readAll(QDir(window->controller()->resultsDirectory()).filePath(QStringLiteral("samples.csv"))));
}

// Every file kind of a results folder leaves by File ▸ Export: stats.csv and
// events.csv of a bound run, result.csv and the per-run JSON of a perf-cost run,
// the whole folder, the charts as SVG; absent files are named with the reason.
void TestResultsTransfer::everyFileOfAResultsFolderExports()
{
    using Format = cp::ResultsTransfer::ExportFormat;
    auto window = makeWindow();
    QTemporaryDir out;
    QString error;
    QVERIFY(!window->resultsTransfer()->openResultsFolder(&error));
    QVERIFY2(error.contains(QLatin1String("no results yet")), qPrintable(error));

    // A results folder with container statistics and events, as a bound run writes it.
    const QDir fixture(QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files")));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QVERIFY2(window->resultsTransfer()->importResults(fixture.path(), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    const auto exported = [&](Format format, const QString &name) {
        const QString target = out.filePath(name);
        error.clear();
        return window->resultsTransfer()->exportResults(format, target, &error);
    };
    const std::pair<Format, QString> files[] = {{Format::Stats, QStringLiteral("stats.csv")},
                                                {Format::Events, QStringLiteral("events.csv")},
                                                {Format::SebsResult, QStringLiteral("result.csv")}};
    for (const auto &[format, name] : files) {
        QVERIFY2(exported(format, name), qPrintable(error));
        QCOMPARE(readAll(out.filePath(name)), readAll(fixture.filePath(name)));
    }
    QVERIFY2(exported(Format::RunJson, QStringLiteral("runs")), qPrintable(error));
    const QDir runs(out.filePath(QStringLiteral("runs")));
    QCOMPARE(runs.entryList(QDir::Files), fixture.entryList({QStringLiteral("*_results*.json")}, QDir::Files));
    for (const QString &file : runs.entryList(QDir::Files))
        QCOMPARE(readAll(runs.filePath(file)), readAll(fixture.filePath(file)));

    QVERIFY2(exported(Format::Folder, QString()), qPrintable(error));
    const QDir copy(out.filePath(fixture.dirName()));
    QCOMPARE(copy.entryList(QDir::Files), fixture.entryList(QDir::Files));
    for (const QString &file : fixture.entryList(QDir::Files))
        QCOMPARE(readAll(copy.filePath(file)), readAll(fixture.filePath(file)));
    // A folder already there is never merged into.
    QVERIFY(!exported(Format::Folder, QString()));
    QVERIFY2(error.contains(QLatin1String("already exists")), qPrintable(error));

    QVERIFY2(exported(Format::ChartSvg, QStringLiteral("charts.svg")), qPrintable(error));
    const QByteArray svg = readAll(out.filePath(QStringLiteral("charts.svg")));
    QVERIFY(svg.contains("<svg") && svg.contains("</svg>"));
    QVERIFY2(svg.size() > 10000, "the charts are drawn, not an empty page");
    QVERIFY(!exported(Format::ChartSvg, QStringLiteral("no-such-folder/charts.svg")));
    QVERIFY2(error.contains(QLatin1String("cannot write")), qPrintable(error));

    // A continuous run against the demo service, bound to no container, has none of them: each says why.
    cp::test::configureDemo(*window, 300ms);
    QSignalSpy finished(window->controller(), &cp::RunController::finished);
    QVERIFY(window->startExperiment());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    for (const auto &[format, name] : files) {
        QVERIFY(!exported(format, QStringLiteral("absent-") + name));
        QVERIFY2(error.contains(name) && error.contains(window->controller()->resultsDirectory()), qPrintable(error));
        QVERIFY2(error.contains(format == Format::SebsResult ? QLatin1String("perf-cost") : QLatin1String("bound")),
                 qPrintable(error));
    }
    QVERIFY(!exported(Format::RunJson, QStringLiteral("absent-runs")));
    QVERIFY2(error.contains(QLatin1String("perf-cost")), qPrintable(error));
}

// Dialogs open in the results folder at first, then where the last export went,
// never in the working directory; the results folder is a kept setting.
void TestResultsTransfer::dialogsRememberTheirFolder()
{
    QTemporaryDir root;
    QTemporaryDir out;
    QString error;
    {
        auto window = makeWindow();
        QVERIFY2(window->resultsTransfer()->setResultsRoot(root.filePath(QStringLiteral("runs")), &error),
                 qPrintable(error));
        QSettings().remove(QStringLiteral("transfer/folder"));
        QCOMPARE(window->resultsTransfer()->dialogFolder(), root.filePath(QStringLiteral("runs")));
        QVERIFY(!window->resultsTransfer()->setResultsRoot(QStringLiteral("/proc/no-such/folder"), &error));
        QVERIFY2(error.contains(QLatin1String("/proc/no-such/folder")), qPrintable(error));
        QCOMPARE(window->controller()->resultsRoot(), root.filePath(QStringLiteral("runs")));

        cp::test::configureDemo(*window, 300ms);
        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        QVERIFY(window->controller()->resultsDirectory().startsWith(root.filePath(QStringLiteral("runs"))));
        QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv,
                                                          out.filePath(QStringLiteral("samples.csv")), &error),
                 qPrintable(error));
        QCOMPARE(window->resultsTransfer()->dialogFolder(), QFileInfo(out.path()).absoluteFilePath());
        window->close();
    }
    auto next = std::make_unique<cp::MainWindow>();
    QCOMPARE(next->controller()->resultsRoot(), root.filePath(QStringLiteral("runs")));
    QCOMPARE(next->resultsTransfer()->dialogFolder(), QFileInfo(out.path()).absoluteFilePath());
    QSettings().remove(QStringLiteral("results/root"));
    QSettings().remove(QStringLiteral("transfer/folder"));
}

// Rows selected in the Results table: each single file exported is cut to those
// runs, header kept, and the resource charts show the containers that served them.
void TestResultsTransfer::exportsOfTheSelectedRunsOnly()
{
    auto window = makeWindow();
    const QDir fixture(QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(QStringLiteral("result-files")));
    QSignalSpy imported(window->resultsTransfer()->importer(), &cp::ResultsImporter::imported);
    QString error;
    QVERIFY2(window->resultsTransfer()->importResults(fixture.path(), &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 10000);
    QTableView *table = window->resultsPanel()->view();
    const auto rowOfRun = [table](int run) {
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, 0).data(cp::ResultsModel::RunIndexRole).toInt() == run)
                return row;
        }
        return -1;
    };
    table->selectionModel()->select(table->model()->index(rowOfRun(2), 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(rowOfRun(5), 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTemporaryDir out;
    const QString csv = out.filePath(QStringLiteral("selected.csv"));
    QVERIFY2(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error),
             qPrintable(error));
    const QList<QByteArray> all = readAll(fixture.filePath(QStringLiteral("samples.csv"))).split('\n');
    QList<QByteArray> expected{all.constFirst()};
    for (const QByteArray &line : all.mid(1)) {
        if (line.startsWith("2,") || line.startsWith("5,"))
            expected << line;
    }
    QCOMPARE(expected.size(), 1 + 5 + 5);
    QCOMPARE(readAll(csv), expected.join('\n') + '\n');

    using Format = cp::ResultsTransfer::ExportFormat;
    const auto exported = [&](Format format, const QString &name) {
        error.clear();
        const bool done = window->resultsTransfer()->exportResults(format, out.filePath(name), &error);
        return done ? readAll(out.filePath(name)) : QByteArray();
    };
    QJsonArray runs;
    for (const QJsonValue run : QJsonDocument::fromJson(exported(Format::Json, QStringLiteral("summary.json")))
                                    .object()
                                    .value(QLatin1String("runs"))
                                    .toArray())
        runs.append(run.toObject().value(QLatin1String("run")));
    QCOMPARE(runs, (QJsonArray{2, 5}));
    // Run 2 was served by fn-box from 1764675572.285 to …574.285, run 5 by echo-box from …580.285 to …582.585:
    // their records two seconds either side (as far as a run's cost reads them).
    const QList<QByteArray> stats = readAll(fixture.filePath(QStringLiteral("stats.csv"))).split('\n');
    QVERIFY(stats.at(4).startsWith("1764675571.285000840,fn-box,") && stats.at(7).startsWith("1764675578.785")
            && stats.at(8).startsWith("1764675581.285"));
    QCOMPARE(exported(Format::Stats, QStringLiteral("stats.csv")),
             QList<QByteArray>({stats.at(0), stats.at(4), stats.at(5), stats.at(7), stats.at(8)}).join('\n') + '\n');
    QCOMPARE(exported(Format::Events, QStringLiteral("events.csv")),
             QByteArray("time,container,action,detail\n"
                        "1764675582.283000840,echo-box,oom,\n"
                        "1764675582.283700840,echo-box,die,exitCode=137\n"
                        "1764675582.805000000,echo-box,containerperf.limits,memory=268435456 memory_swap=536870912 "
                        "nano_cpus=2000000000\n"));
    // The continuous runs' ok samples: fn's two and echo's one (its second failed a check).
    QCOMPARE(exported(Format::SebsResult, QStringLiteral("result.csv")).count("\n128,continuous,"), 3);
    QVERIFY(exported(Format::SebsResult, QStringLiteral("result.csv")).count('\n') == 1 + 3);
    // Continuous runs write no per-run JSON: said for the selection.
    QVERIFY(!window->resultsTransfer()->exportResults(Format::RunJson, out.filePath(QStringLiteral("runs")), &error));
    QVERIFY2(error.contains(QLatin1String("selected runs")), qPrintable(error));
    // The resource charts follow the selection: imported runs know their containers from their samples.
    QCOMPARE(window->charts()->shownContainers(), (QStringList{QStringLiteral("echo-box"), QStringLiteral("fn-box")}));
    table->selectionModel()->select(table->model()->index(rowOfRun(5), 0),
                                    QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
    QCOMPARE(window->charts()->shownContainers(), QStringList{QStringLiteral("fn-box")});

    // No selection: the whole file again.
    table->clearSelection();
    QVERIFY(window->resultsTransfer()->exportResults(cp::ResultsTransfer::ExportFormat::Csv, csv, &error));
    QCOMPARE(readAll(csv), readAll(fixture.filePath(QStringLiteral("samples.csv"))));
}

QTEST_MAIN(TestResultsTransfer)
#include "tst_results_transfer.moc"
