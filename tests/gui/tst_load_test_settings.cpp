// The Run dock's stages table, mix, thresholds and generators on a swarm and the endpoint's
// checks, data file and weight (docs/load-testing.md, docs/scale-out.md), as a user edits them: what they show of an experiment, what
// they give back, and the thresholds' verdict at the end of a run against the demo endpoint.
#include "capacity_view.h"
#include "main_window.h"
#include "message_bar.h"
#include "results_model.h"
#include "run_controller.h"
#include "run_settings_widget.h"
#include "window_fixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace std::chrono_literals;

class TestLoadTestSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
        QApplication::setApplicationName(QStringLiteral("tst_load_test_settings"));
    }

    void stagesAndThresholdsRoundTrip()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s, {cp::RunType::Rate});
        cp::Experiment e = window->experiment();
        e.rateStart = e.rateEnd = 0;
        e.stages = {{2s, 100}, {0s, 300}, {500ms, 300}};
        e.duration = e.stagesDuration();
        QString error;
        e.thresholds = {*cp::Threshold::parse(QStringLiteral("p99_ms<50"), &error)};
        window->setExperiment(e);

        auto *table = window->runSettings()->findChild<QTableWidget *>(QStringLiteral("stagesTable"));
        auto *duration = window->runSettings()->findChild<QDoubleSpinBox *>(QStringLiteral("duration"));
        auto *thresholds = window->runSettings()->findChild<QPlainTextEdit *>(QStringLiteral("thresholds"));
        QVERIFY(table && duration && thresholds);
        QVERIFY(table->isVisibleTo(window.get()));
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(2, 0)->text(), QStringLiteral("0.5"));
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("300"));
        // The duration is the stages': shown, not editable.
        QVERIFY(!duration->isEnabled());
        QCOMPARE(duration->value(), 2.5);
        QCOMPARE(thresholds->toPlainText(), QStringLiteral("p99_ms<50"));
        QCOMPARE(window->experiment().stages, e.stages);
        QCOMPARE(window->experiment().duration, 2500ms);
        QCOMPARE(window->experiment().thresholds.size(), 1);

        // A new stage holds the last target for 10 s.
        QTest::mouseClick(window->runSettings()->findChild<QPushButton *>(QStringLiteral("addStage")), Qt::LeftButton);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(window->experiment().stages.last(), (cp::LoadStage{10s, 300}));
        QCOMPARE(duration->value(), 12.5);
        // Removing every stage gives the duration back to the user.
        for (int row = table->rowCount() - 1; row >= 0; --row) {
            table->setCurrentCell(row, 0);
            QTest::mouseClick(window->runSettings()->findChild<QPushButton *>(QStringLiteral("removeStage")),
                              Qt::LeftButton);
        }
        QVERIFY(window->experiment().stages.isEmpty());
        QVERIFY(duration->isEnabled());
    }

    void generatorsOnTheSwarmRoundTrip()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s, {cp::RunType::Continuous});
        cp::Experiment e = window->experiment();
        e.concurrency = 8;
        e.generators = {3, QStringLiteral("registry.example/cp:1"), QStringLiteral("loadnet")};
        window->setExperiment(e);
        auto *replicas = window->runSettings()->findChild<QSpinBox *>(QStringLiteral("swarmGenerators"));
        auto *image = window->runSettings()->findChild<QLineEdit *>(QStringLiteral("generatorImage"));
        QVERIFY(replicas && image);
        QCOMPARE(replicas->value(), 3);
        QCOMPARE(image->text(), QStringLiteral("registry.example/cp:1"));
        QVERIFY(image->isVisibleTo(window.get()));
        replicas->setValue(2);
        image->clear();
        const cp::Experiment edited = window->experiment();
        QCOMPARE(edited.generators.replicas, 2);
        QVERIFY(edited.generators.image.isEmpty());
        // What the dock does not show stays as the file had it.
        QCOMPARE(edited.generators.network, QStringLiteral("loadnet"));
        // None: this machine sends, and there is no image to name.
        replicas->setValue(0);
        QVERIFY(!image->isVisibleTo(window.get()));
        QCOMPARE(window->experiment().generators.replicas, 0);
    }

    void unreadableEntriesAreRefusedAtStart()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s);
        auto *thresholds = window->runSettings()->findChild<QPlainTextEdit *>(QStringLiteral("thresholds"));
        thresholds->setPlainText(QStringLiteral("p99_ms<50\nfast enough"));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("'fast enough' is not a threshold")),
                 qPrintable(window->messageBar()->text()));
        thresholds->setPlainText(QStringLiteral("p99_ms<50"));
        auto *table = window->runSettings()->findChild<QTableWidget *>(QStringLiteral("stagesTable"));
        QTest::mouseClick(window->runSettings()->findChild<QPushButton *>(QStringLiteral("addStage")), Qt::LeftButton);
        table->item(0, 1)->setText(QStringLiteral("many"));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("stage 1: '10 s' and 'many'")),
                 qPrintable(window->messageBar()->text()));
        QVERIFY(!window->controller()->isRunning());
    }

    void theOutcomeSaysWhichThresholdsHeld()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s);
        cp::Experiment e = window->experiment();
        e.stages = {{1500ms, 2}, {1500ms, 2}};
        e.duration = e.stagesDuration();
        e.concurrency = 1;
        window->setExperiment(e);
        window->runSettings()
            ->findChild<QPlainTextEdit *>(QStringLiteral("thresholds"))
            ->setPlainText(QStringLiteral("requests>0\np50_ms<0.000001"));
        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        auto *eta = window->findChild<QLabel *>(QStringLiteral("runEta"));
        // While it runs, each threshold's state so far.
        QTRY_VERIFY_WITH_TIMEOUT(eta->text().endsWith(QStringLiteral(" · thresholds so far: 1 of 2 failing")), 5000);
        QVERIFY2(eta->toolTip().startsWith(QStringLiteral("requests>0 holds so far (closest: ")),
                 qPrintable(eta->toolTip()));
        QVERIFY2(eta->toolTip().contains(QStringLiteral("\np50_ms<0.000001 fails so far: run 0: p50_ms ")),
                 qPrintable(eta->toolTip()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        QCOMPARE(outcome.thresholds.size(), 2);
        QVERIFY(outcome.thresholds[0].passed());
        QVERIFY(!outcome.thresholds[1].passed());
        QVERIFY2(eta->text().endsWith(QStringLiteral(" · 1 of 2 thresholds failed")), qPrintable(eta->text()));
        QVERIFY2(eta->toolTip().startsWith(QStringLiteral("p50_ms<0.000001 failed: run 0: p50_ms ")),
                 qPrintable(eta->toolTip()));
        // The staged run planned and achieved, as summary.json says it.
        QCOMPARE(outcome.runs.at(0).stages.size(), 2);
        QCOMPARE(outcome.runs.at(0).stages.at(1).planned, 2.0);
    }

    // The endpoint's checks (docs/load-testing.md#checks), typed one per line: a line that
    // is no check stops the start; answers that fail one are errors that name it.
    void checksAreTypedPerEndpoint()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s);
        auto *checks = window->findChild<QPlainTextEdit *>(QStringLiteral("endpointChecks"));
        QVERIFY(checks && checks->isVisibleTo(window.get()));
        checks->setPlainText(QStringLiteral("status in 200\nstatus in ok"));
        auto *problems = window->findChild<QLabel *>(QStringLiteral("endpointProblems"));
        QVERIFY2(problems->text().contains(QStringLiteral("check line 2: check 'status in ok'")),
                 qPrintable(problems->text()));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("check line 2")),
                 qPrintable(window->messageBar()->text()));

        checks->setPlainText(QStringLiteral("status in 200\n\nbody contains no-such-text"));
        QVERIFY(problems->isHidden());
        QCOMPARE(cp::responseCheckTexts(window->experiment().endpoints.at(0).request.checks),
                 (QStringList{QStringLiteral("status in 200"), QStringLiteral("body contains no-such-text")}));
        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        const cp::RunCounts &counts = outcome.runs.at(0).counts;
        QVERIFY(counts.requests > 0);
        QCOMPARE(counts.errors[std::size_t(cp::ErrorClass::Check)], counts.requests);
        QCOMPARE(counts.checkFailures, (QList<std::int64_t>{0, counts.requests}));
        QTRY_VERIFY2(window->messageBar()->text().contains(QStringLiteral("failed the check 'body contains "
                                                                          "no-such-text'")),
                     qPrintable(window->messageBar()->text()));
    }

    // docs/load-testing.md#data-files
    void aDataFileFeedsTheEndpoint()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s);
        auto *dataFile = window->findChild<QLineEdit *>(QStringLiteral("endpointDataFile"));
        QVERIFY(dataFile && dataFile->isVisibleTo(window.get()));
        auto *problems = window->findChild<QLabel *>(QStringLiteral("endpointProblems"));
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.csv"));
        dataFile->setText(missing);
        emit dataFile->editingFinished();
        QVERIFY2(problems->text().contains(QStringLiteral("cannot read the data file %1").arg(missing)),
                 qPrintable(problems->text()));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("cannot read the data file")),
                 qPrintable(window->messageBar()->text()));

        QFile csv(dir.filePath(QStringLiteral("users.csv")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("user\nann\nbob\n");
        csv.close();
        dataFile->setText(csv.fileName());
        emit dataFile->editingFinished();
        QVERIFY(problems->isHidden());
        const cp::DataTable data = window->experiment().endpoints.at(0).request.data;
        QCOMPARE(data.path(), csv.fileName());
        QCOMPARE(data.rowCount(), 2);
        auto *body = window->findChild<QPlainTextEdit *>(QStringLiteral("endpointBody"));
        QVERIFY(body);
        // A column the file lacks is refused at start, naming the columns it has.
        body->setPlainText(QStringLiteral("{{data.name}}"));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("(its columns: user)")),
                 qPrintable(window->messageBar()->text()));
        body->setPlainText(QStringLiteral("user={{data.user}}"));
        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        const cp::RunCounts &counts = outcome.runs.at(0).counts;
        QVERIFY(counts.accepted > 0);
        QCOMPARE(counts.errors[std::size_t(cp::ErrorClass::Http)], 0);
        QCOMPARE(counts.errors[std::size_t(cp::ErrorClass::Protocol)], 0);
    }

    // Capacity targets in the Run dock make rate runs search (docs/load-testing.md#capacity-search);
    // the Capacity tab shows what each found.
    void aCapacitySearchShowsItsAnswer()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 1s, {cp::RunType::Rate});
        cp::Experiment e = window->experiment();
        e.rateStart = e.rateEnd = 0;
        cp::CapacitySearch search;
        QString error;
        search.targets = {*cp::Threshold::parse(QStringLiteral("p99_ms<500"), &error)};
        search.startRps = 10;
        search.maxRps = 80;
        search.probe = 300ms;
        search.settle = 100ms;
        e.capacity = search;
        window->setExperiment(e);
        auto *targets = window->runSettings()->findChild<QLineEdit *>(QStringLiteral("capacityTargets"));
        auto *rate = window->runSettings()->findChild<QDoubleSpinBox *>(QStringLiteral("rateStart"));
        QVERIFY(targets && targets->isVisibleTo(window.get()) && rate);
        QCOMPARE(targets->text(), QStringLiteral("p99_ms<500"));
        QVERIFY(!rate->isEnabled());

        targets->setText(QStringLiteral("p99_ms<500, fast"));
        QVERIFY(!window->startExperiment());
        QVERIFY2(window->messageBar()->text().contains(QStringLiteral("capacity target: 'fast' is not a threshold")),
                 qPrintable(window->messageBar()->text()));
        targets->setText(QStringLiteral("p99_ms<500, error_rate<0.01"));
        // What the file said besides the targets stays.
        QCOMPARE(window->experiment().capacity->maxRps, 80.0);
        QCOMPARE(window->experiment().capacity->targets.size(), 2);

        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        QVERIFY(outcome.runs.at(0).capacity);
        QCOMPARE(outcome.runs.at(0).capacity->capacityRps, 80.0);
        QCOMPARE(outcome.runs.at(0).capacity->limitedBy, cp::CapacityLimit::MaxRate);
        auto *views = window->findChild<QTabWidget *>(QStringLiteral("views"));
        QCOMPARE(views->currentWidget(), window->capacityView());
        QTableWidget *table = window->capacityView()->table();
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("80"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("the highest rate searched"));
        QCOMPARE(table->item(0, 5)->text(), QStringLiteral("4")); // 10, 20, 40, 80
    }

    // Endpoint mixes (docs/load-testing.md#endpoint-mixes): the Mix box and each endpoint's
    // weight, and a mixed run's endpoints in the results table's tooltip.
    void aMixLoadsEveryEndpointByWeight()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 0s);
        cp::Experiment e = window->experiment();
        cp::Endpoint items = e.endpoints.first();
        items.name = QStringLiteral("items");
        items.weight = 3;
        cp::Endpoint orders = items;
        orders.name = QStringLiteral("orders");
        orders.weight = 1;
        orders.request.url.setQuery(QStringLiteral("orders"));
        e.endpoints = {items, orders};
        e.mix = true;
        e.concurrency = 4;
        e.requests = 400;
        window->setExperiment(e);

        auto *mix = window->runSettings()->findChild<QCheckBox *>(QStringLiteral("mixEndpoints"));
        auto *weight = window->findChild<QDoubleSpinBox *>(QStringLiteral("endpointWeight"));
        QVERIFY(mix && weight);
        QVERIFY(mix->isVisibleTo(window.get()));
        QVERIFY(mix->isChecked());
        QCOMPARE(window->experiment().endpoints.at(0).weight, 3.0);
        QCOMPARE(window->experiment().endpoints.at(1).weight, 1.0);
        // Only for the loops: a perf-cost run takes the endpoints in turn.
        cp::Experiment perfCost = e;
        perfCost.runTypes = {cp::RunType::Warm};
        window->setExperiment(perfCost);
        QVERIFY(!mix->isVisibleTo(window.get()));
        window->setExperiment(e);

        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        QCOMPARE(outcome.runs.size(), 1);
        const cp::RunSummary &run = outcome.runs.at(0);
        QCOMPARE(run.info.endpointName, QStringLiteral("items + orders"));
        QCOMPARE(run.endpoints.size(), 2);
        QCOMPARE(run.endpoints.at(0).counts.requests, 300);
        QCOMPARE(run.endpoints.at(1).counts.requests, 100);
        const QString tip =
            window->resultsModel()->index(0, cp::ResultsModel::Endpoint).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("items (weight 3")) && tip.contains(QStringLiteral("300 requests")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("orders (weight 1")) && tip.contains(QStringLiteral("25.0 %")),
                 qPrintable(tip));
        // Each endpoint also has a row of its own under the run, with its own figures.
        const cp::ResultsModel *results = window->resultsModel();
        QCOMPARE(results->rowCount(), 3);
        QCOMPARE(results->index(1, cp::ResultsModel::Endpoint).data().toString(), QStringLiteral("  ↳ items"));
        QCOMPARE(results->index(2, cp::ResultsModel::Endpoint).data().toString(), QStringLiteral("  ↳ orders"));
        QCOMPARE(results->index(2, cp::ResultsModel::Count).data().toLongLong(), 100);
        QCOMPARE(results->index(2, cp::ResultsModel::Run).data().toInt(), 1);
        QCOMPARE(results->index(0, cp::ResultsModel::Count).data().toLongLong(), 400);
    }

    // A request sequence from a file (docs/load-testing.md#request-sequences): shown in the
    // editor, and kept, with its captures, whatever else of the endpoint is edited.
    void aSequenceSurvivesEditsOfItsEndpoint()
    {
        auto window = makeWindow();
        cp::test::configureDemo(*window, 0s);
        cp::Experiment e = window->experiment();
        cp::Endpoint login = e.endpoints.first();
        login.name = QStringLiteral("login");
        QString error;
        login.request.captures = *cp::parseCaptures({QStringLiteral("rid = json /request_id")}, &error);
        cp::RequestSpec profile = login.request;
        profile.captures.clear();
        profile.url.setQuery(QStringLiteral("after=%7B%7Bcaptured.rid%7D%7D"));
        login.steps = {{QStringLiteral("profile"), profile}};
        e.endpoints = {login};
        e.requests = 20;
        e.concurrency = 1; // one connection: login, profile, login, … exactly
        window->setExperiment(e);

        auto *sequence = window->findChild<QLabel *>(QStringLiteral("endpointSequence"));
        auto *url = window->findChild<QLineEdit *>(QStringLiteral("endpointUrl"));
        QVERIFY(sequence && url);
        QVERIFY(sequence->isVisibleTo(window.get()));
        QVERIFY2(sequence->text().contains(QStringLiteral("login → profile")), qPrintable(sequence->text()));
        QVERIFY2(sequence->text().contains(QStringLiteral("rid = json /request_id")), qPrintable(sequence->text()));
        url->setFocus();
        QTest::keyClick(url, Qt::Key_End);
        QTest::keyClicks(url, QStringLiteral("?v=2"));
        const cp::Endpoint edited = window->experiment().endpoints.first();
        QVERIFY(edited.request.url.toString().endsWith(QStringLiteral("?v=2")));
        QCOMPARE(edited.steps.size(), 1);
        QCOMPARE(edited.steps.first().name, QStringLiteral("profile"));
        QCOMPARE(edited.request.captures.size(), 1);

        QSignalSpy finished(window->controller(), &cp::RunController::finished);
        QVERIFY(window->startExperiment());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        const auto outcome = finished.at(0).at(0).value<cp::ExperimentOutcome>();
        QCOMPARE(outcome.runs.at(0).endpoints.size(), 2);
        QCOMPARE(outcome.runs.at(0).endpoints.at(1).counts.requests, 10);
        QCOMPARE(outcome.runs.at(0).counts.errors[std::size_t(cp::ErrorClass::Check)], 0);
    }

private:
    std::unique_ptr<cp::MainWindow> makeWindow() { return cp::test::shownWindow(m_results.path()); }
    QTemporaryDir m_results;
};

QTEST_MAIN(TestLoadTestSettings)
#include "tst_load_test_settings.moc"
