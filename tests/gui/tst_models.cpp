#include "cold_start_view.h"
#include "container_list_model.h"
#include "endpoint_list_model.h"
#include "perf_cost_chart.h"
#include "results_model.h"
#include "run_monitor.h"
#include "sample_timeline.h"

#include "stats/summary.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFont>
#include <QLabel>
#include <QLineSeries>
#include <QRandomGenerator>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <tuple>

using Tester = QAbstractItemModelTester;

namespace {

cp::ContainerInfo container(const QString &id, const QString &name, const QString &state = QStringLiteral("running"))
{
    cp::ContainerInfo c;
    c.id = id;
    c.name = name;
    c.image = QStringLiteral("busybox");
    c.state = state;
    return c;
}

QStringList names(const cp::ContainerListModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, cp::ContainerListModel::Name).data().toString();
    return out;
}

cp::Sample sample(std::int64_t sentNs, std::uint32_t totalUs, cp::ErrorClass error = cp::ErrorClass::Ok,
                  cp::Coldness coldness = cp::Coldness::Warm)
{
    cp::Sample s;
    s.sentNs = sentNs;
    s.totalUs = totalUs;
    s.error = error;
    s.coldness = coldness;
    return s;
}

// Run 0 of an experiment that started at t = 1000 s.
cp::RunInfo firstRun(cp::RunType type)
{
    cp::RunInfo info;
    info.index = 0;
    info.point.type = type;
    info.startNs = 1'000'000'000'000;
    return info;
}

} // namespace

class TestModels : public QObject
{
    Q_OBJECT
private slots:
    void containerListKeepsRowsAndTracksStats();
    void endpointListEditsAndDemo();
    void resultsModelLifecycle();
    void liveFiguresFollowTheExactOnes();
    void resultsFollowTheMonitorsProgress();
    void perfCostChartDrawsEachCurve();
    void coldStartViewShowsEachEndpoint();
};

void TestModels::containerListKeepsRowsAndTracksStats()
{
    cp::ContainerListModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setContainers(
        {container(QStringLiteral("a"), QStringLiteral("web")), container(QStringLiteral("b"), QStringLiteral("db"))});
    QCOMPARE(names(model), (QStringList{QStringLiteral("web"), QStringLiteral("db")}));
    // b goes, c comes, a changes state: a keeps its row.
    model.setContainers({container(QStringLiteral("c"), QStringLiteral("cache")),
                         container(QStringLiteral("a"), QStringLiteral("web"), QStringLiteral("exited"))});
    QCOMPARE(names(model), (QStringList{QStringLiteral("web"), QStringLiteral("cache")}));
    QCOMPARE(model.index(0, cp::ContainerListModel::State).data().toString(), QStringLiteral("exited"));

    cp::StatsRecord record;
    record.container = QStringLiteral("cache");
    record.cpuPercent = 12.5;
    record.memUsedBytes = 3 * 1024 * 1024;
    model.updateStats({record});
    QVERIFY(model.index(1, cp::ContainerListModel::Cpu).data().toString().contains(QLatin1String("12")));
    QVERIFY(!model.index(1, cp::ContainerListModel::Memory).data().toString().isEmpty());
    // An exited container shows no usage.
    record.container = QStringLiteral("web");
    model.updateStats({record});
    QVERIFY(model.index(0, cp::ContainerListModel::Cpu).data().toString().isEmpty());

    cp::ContainerInfo published = container(QStringLiteral("d"), QStringLiteral("api"));
    published.ports = {{QStringLiteral("0.0.0.0"), 8081, 80, QStringLiteral("tcp")}};
    model.setContainers({published});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, cp::ContainerListModel::Url).data().toString(), published.suggestedUrl());
    QVERIFY(!published.suggestedUrl().isEmpty());
    model.setContainers({});
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::endpointListEditsAndDemo()
{
    cp::EndpointListModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    cp::Endpoint a;
    a.request.url = QUrl(QStringLiteral("http://127.0.0.1:1/a"));
    QCOMPARE(model.add(a), 0);
    const QUrl demo(QStringLiteral("http://127.0.0.1:2/"));
    QCOMPARE(model.setDemoEndpoint(demo), 1);
    QCOMPARE(model.setDemoEndpoint(QUrl(QStringLiteral("http://127.0.0.1:3/"))), 1); // once only, URL follows
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.endpoint(1).request.url.port(), 3);
    QVERIFY(model.index(1).data(cp::EndpointListModel::DemoRole).toBool());
    model.remove(0);
    QCOMPARE(model.demoRow(), 0);
    model.remove(0);
    QCOMPARE(model.demoRow(), -1);
    model.setEndpoints({a, cp::EndpointListModel::demoEndpoint(demo)}, demo);
    QCOMPARE(model.demoRow(), 1);
    a.containers = {QStringLiteral("web")};
    model.replace(0, a);
    QVERIFY(model.index(0).data().toString().contains(QLatin1String("web")));
    // The demo edited in anything but its URL stays the demo; a URL typed into it makes it the user's.
    cp::Endpoint edited = model.endpoint(1);
    edited.request.headers = {{"X-Test", "1"}};
    model.replace(1, edited);
    QCOMPARE(model.demoRow(), 1);
    edited.request.url = QUrl(QStringLiteral("http://127.0.0.1:9/mine"));
    model.replace(1, edited);
    QCOMPARE(model.demoRow(), -1);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::resultsModelLifecycle()
{
    cp::ResultsModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    cp::RunInfo info;
    info.index = 0;
    info.point.memoryMb = 256;
    model.runStarted(info);
    model.runStarted(info); // a repeated start adds no row
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.isFinished(0));
    model.setLiveCount(0, 42, 3);
    QCOMPARE(model.index(0, cp::ResultsModel::Count).data().toLongLong(), 42);
    QCOMPARE(model.index(0, cp::ResultsModel::Errors).data().toLongLong(), 3);
    QVERIFY(model.index(0, cp::ResultsModel::Median).data().toString().isEmpty());

    cp::RunSummary summary;
    summary.info = info;
    summary.counts.requests = 30;
    summary.counts.errors[std::size_t(cp::ErrorClass::Timeout)] = 2;
    std::vector<double> values;
    for (int i = 1; i <= 30; ++i)
        values.push_back(i * 1000.0);
    summary.latencyUs = cp::stats::summarize(values);
    model.runFinished(summary);
    QVERIFY(model.isFinished(0));
    QCOMPARE(model.index(0, cp::ResultsModel::Count).data().toLongLong(), 30);
    QCOMPARE(model.index(0, cp::ResultsModel::Errors).data().toLongLong(), 2);
    QCOMPARE(model.index(0, cp::ResultsModel::Median).data().toString(), QLocale().toString(15.5, 'f', 3));
    QVERIFY(model.index(0, cp::ResultsModel::Ci95Median).data().toString().contains(QLocale().toString(10.0, 'f', 3)));
    QVERIFY(model.index(0, cp::ResultsModel::Memory).data().toString().contains(QLatin1String("256")));
    QCOMPARE(model.index(0, 0).data(cp::ResultsModel::RunIndexRole).toInt(), 0);

    // Without a pricing: no bill and nothing said. With one: the pricing's
    // model in the cell, every model in its tooltip; a run that could not be
    // billed says why.
    QVERIFY(model.index(0, cp::ResultsModel::CostPerMillion).data().toString().isEmpty());
    QVERIFY(!model.index(0, cp::ResultsModel::CostPerMillion).data(Qt::ToolTipRole).isValid());
    cp::RunBilling billing;
    billing.model = cp::BillingModel::Request;
    billing.vcpus = 2;
    billing.memoryGib = 0.25;
    billing.bills.push_back({cp::BillingModel::Instance, 0.0004, 2, 13.3, std::nullopt});
    billing.bills.push_back({cp::BillingModel::Request, 0.0002, 1.1, 5.85, std::nullopt});
    summary.billing = billing;
    model.runFinished(summary);
    const QModelIndex cost = model.index(0, cp::ResultsModel::CostPerMillion);
    QCOMPARE(cost.data().toString(), QStringLiteral("$5.85"));
    QVERIFY2(cost.data(Qt::ToolTipRole).toString().contains(QLatin1String("instance: $0.000400, $13.30 per million")),
             qPrintable(cost.data(Qt::ToolTipRole).toString()));
    summary.billing.reset();
    summary.billingMissing = QStringLiteral("no container is bound to the endpoint");
    model.runFinished(summary);
    QVERIFY(cost.data().toString().isEmpty());
    QCOMPARE(cost.data(Qt::ToolTipRole).toString(), QStringLiteral("No bill: no container is bound to the endpoint"));
    summary.billingMissing.clear();

    // A run sent by generators on a swarm names each one and how it fared.
    cp::GeneratorReport generator;
    generator.index = 1;
    generator.node = QStringLiteral("worker-1 (10.0.0.12)");
    generator.requests = 4200;
    generator.engine.lateSends = 3;
    generator.problem = QStringLiteral("stopped before its run ended");
    summary.generators = {generator};
    model.runFinished(summary);
    const QString endpointTip = model.index(0, cp::ResultsModel::Endpoint).data(Qt::ToolTipRole).toString();
    QVERIFY2(endpointTip.contains(QLatin1String("Sent by 1 generators on the swarm")), qPrintable(endpointTip));
    QVERIFY2(endpointTip.contains(QLatin1String("generator 1 on worker-1 (10.0.0.12): 4200 requests, 0 errors, 3 late "
                                                "sends: stopped before its run ended")),
             qPrintable(endpointTip));
    summary.generators.clear();

    summary.info.index = 5; // finished without a start: gets a row
    model.runFinished(summary);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOfRun(5), 1);
    model.setRuns({summary});
    QCOMPARE(model.rowCount(), 1);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::liveFiguresFollowTheExactOnes()
{
    // A cold run's live figures cover its accepted (cold) samples only, like its final statistics.
    cp::SampleTimeline timeline;
    const cp::RunInfo info = firstRun(cp::RunType::Cold);
    timeline.addRun(info);
    QCOMPARE(timeline.liveSummary(0).n, 0);
    QRandomGenerator random(7);
    cp::SampleBatch batch;
    for (int i = 0; i < 20'000; ++i) {
        const bool cold = i % 4 != 0;
        // Log-uniform between 0.1 ms and 1 s: percentiles far apart, a heavy tail.
        const auto totalUs = std::uint32_t(100.0 * std::pow(10.0, 4.0 * random.generateDouble()));
        batch.append(sample(info.startNs + i * 1'000'000LL, cold ? totalUs : 50, cp::ErrorClass::Ok,
                            cold ? cp::Coldness::Cold : cp::Coldness::Warm));
    }
    batch.append(sample(info.startNs, 7, cp::ErrorClass::Timeout, cp::Coldness::Cold));
    timeline.append(0, batch);

    const cp::stats::Summary live = timeline.liveSummary(0);
    const cp::stats::Summary exact = cp::stats::summarize(timeline.acceptedLatenciesUs(0));
    QCOMPARE(live.n, 15'000);
    QCOMPARE(live.n, exact.n);
    const auto within = [](double actual, double expected, double relative) {
        return std::abs(actual - expected) <= relative * std::abs(expected);
    };
    QVERIFY2(within(live.mean, exact.mean, 1e-9), qPrintable(QString::number(live.mean - exact.mean)));
    QVERIFY2(within(live.std, exact.std, 1e-6), qPrintable(QString::number(live.std - exact.std)));
    QVERIFY(within(live.cv, exact.cv, 1e-6));
    // The histogram's 1 % plus one rank of difference in where a quantile falls.
    QVERIFY2(within(live.median, exact.median, 0.02),
             qPrintable(QStringLiteral("%1 %2").arg(live.median).arg(exact.median)));
    QVERIFY2(within(live.p95, exact.p95, 0.02), qPrintable(QStringLiteral("%1 %2").arg(live.p95).arg(exact.p95)));
    QVERIFY2(within(live.p99, exact.p99, 0.02), qPrintable(QStringLiteral("%1 %2").arg(live.p99).arg(exact.p99)));
    QVERIFY(within(live.min, exact.min, 0.01));
    QVERIFY(within(live.max, exact.max, 0.01));

    cp::ResultsModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.runStarted(info);
    const QModelIndex median = model.index(0, cp::ResultsModel::Median);
    model.setLiveLatency(7, live);                    // a run without a row
    model.setLiveLatency(0, timeline.liveSummary(7)); // no samples yet: nothing to show
    QVERIFY(median.data().toString().isEmpty());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setLiveLatency(0, live);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(median.data().toString(), QLocale().toString(live.median / 1000.0, 'f', 3));
    QVERIFY(median.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!median.data(Qt::ToolTipRole).toString().isEmpty());
    // Intervals need the exact statistics: none while the run goes on.
    QVERIFY(model.index(0, cp::ResultsModel::Ci95Median).data().toString().isEmpty());

    cp::RunSummary summary;
    summary.info = info;
    summary.latencyUs = exact;
    model.runFinished(summary);
    QCOMPARE(median.data().toString(), QLocale().toString(exact.median / 1000.0, 'f', 3));
    QVERIFY(!median.data(Qt::FontRole).isValid());
    QVERIFY(!model.index(0, cp::ResultsModel::Ci95Median).data().toString().isEmpty());
    model.setLiveLatency(0, live); // late live figures do not overwrite the exact ones
    QCOMPARE(median.data().toString(), QLocale().toString(exact.median / 1000.0, 'f', 3));
}

void TestModels::resultsFollowTheMonitorsProgress()
{
    // The table reads a running run's live figures from the monitor at each progress report.
    cp::RunMonitor monitor;
    cp::ResultsModel model(&monitor);
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    const cp::RunInfo info = firstRun(cp::RunType::Warm);
    monitor.addRun(info);
    model.runStarted(info);
    monitor.appendSamples(0,
                          {sample(info.startNs, 2000), sample(info.startNs + 1'000'000, 4000),
                           sample(info.startNs + 2'000'000, 9000, cp::ErrorClass::Timeout)});
    const QModelIndex median = model.index(0, cp::ResultsModel::Median);
    QVERIFY(median.data().toString().isEmpty()); // samples alone do not redraw the table

    cp::RunProgress progress;
    progress.run = 0;
    progress.samples = 3;
    progress.errors = 1;
    monitor.setProgress(progress);
    QCOMPARE(model.index(0, cp::ResultsModel::Count).data().toLongLong(), 3);
    QCOMPARE(model.index(0, cp::ResultsModel::Errors).data().toLongLong(), 1);
    QCOMPARE(median.data().toString(), QLocale().toString(monitor.samples().liveSummary(0).median / 1000.0, 'f', 3));
    QVERIFY(median.data(Qt::FontRole).value<QFont>().italic());
}

void TestModels::perfCostChartDrawsEachCurve()
{
    cp::PerfCostChart chart;
    QVERIFY(chart.findChild<QLabel *>(QStringLiteral("perfCostEmpty"))->isVisibleTo(&chart));
    cp::PerfCostCurve curve;
    curve.endpoint = QStringLiteral("fn");
    curve.type = cp::RunType::Warm;
    curve.model = cp::BillingModel::Invocation;
    for (const auto &[memory, medianUs, usd, optimal] :
         {std::tuple{128, 9000.0, 2.0, true}, std::tuple{256, 4000.0, 3.0, true},
          std::tuple{512, 4500.0, 5.0, false}}) {
        cp::PerfCostPoint p;
        p.memoryMb = memory;
        p.medianLatencyUs = medianUs;
        p.usdPerMillionRequests = usd;
        p.paretoOptimal = optimal;
        if (memory == 256)
            p.medianLatencyCi95 = cp::stats::Interval{3500, 4600};
        curve.points.push_back(p);
    }
    cp::PerfCostCurve cold = curve;
    cold.type = cp::RunType::Cold;
    chart.setAnswers({curve, cold});
    QVERIFY(!chart.findChild<QLabel *>(QStringLiteral("perfCostEmpty"))->isVisibleTo(&chart));
    // One curve at a time, chosen above the chart: the warm one first.
    auto *choice = chart.findChild<QComboBox *>(QStringLiteral("perfCostCurveChoice"));
    QVERIFY(choice);
    QCOMPARE(choice->count(), 2);
    QCOMPARE(choice->currentText(), QStringLiteral("fn, warm runs"));
    // The Pareto line, the legend's keys for the others and for the intervals,
    // then a series per point labelled with its limit, after its interval's bar.
    const QList<QAbstractSeries *> series = chart.chart()->series();
    QCOMPARE(series.size(), 3 + 3 + 1);
    auto *frontier = qobject_cast<QLineSeries *>(series.at(0));
    QVERIFY(frontier);
    QCOMPARE(frontier->count(), 2); // the dominated 512 MiB point is not on it
    auto *bar = qobject_cast<QLineSeries *>(series.at(4));
    QVERIFY(bar);
    QCOMPARE(bar->points(), (QList<QPointF>{{3.0, 3.5}, {3.0, 4.6}})); // 256 MiB: its median's interval, in ms
    auto *dominated = qobject_cast<QScatterSeries *>(series.at(6));
    QVERIFY(dominated);
    QCOMPARE(dominated->at(0), QPointF(5.0, 4.5));
    QCOMPARE(dominated->pointLabelsFormat(), QStringLiteral("512 MiB"));
    QVERIFY(chart.chart()->axes(Qt::Horizontal).first()->titleText().contains(QLatin1String("invocation")));
    choice->setCurrentIndex(1);
    QCOMPARE(chart.chart()->title(), QStringLiteral("fn, cold runs"));
    QCOMPARE(chart.chart()->series().size(), 7);
    chart.setAnswers({});
    QVERIFY(chart.chart()->series().isEmpty());
}

void TestModels::coldStartViewShowsEachEndpoint()
{
    cp::ColdStartView view;
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("coldStartEmpty"))->isVisibleTo(&view));
    QList<cp::ColdStartOverhead> overheads;
    for (const auto &[endpoint, memory, ratio] :
         {std::tuple{"fn", 128, 58.78}, std::tuple{"fn", 256, 54.21}, std::tuple{"echo", 128, 3.5}}) {
        cp::ColdStartOverhead o;
        o.endpoint = QString::fromLatin1(endpoint);
        o.memoryMb = memory;
        o.ratio = ratio;
        o.ratioCi95 = cp::stats::Interval{ratio - 4, ratio + 3};
        o.cold.medianUs = 205'000;
        o.warm.medianUs = 205'000 / ratio;
        o.cold.count = 10;
        o.warm.count = 12;
        overheads.append(o);
    }
    view.setAnswers(overheads);
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("coldStartEmpty"))->isVisibleTo(&view));
    auto *choice = view.findChild<QComboBox *>(QStringLiteral("coldStartEndpointChoice"));
    QCOMPARE(choice->count(), 2);
    QCOMPARE(choice->currentText(), QStringLiteral("fn"));
    // fn's two sweep points: a row each, and on the chart an interval bar each beside the estimates.
    QCOMPARE(view.table()->rowCount(), 2);
    const QLocale locale;
    QCOMPARE(view.table()->item(0, 0)->text(), QStringLiteral("128 MiB"));
    QCOMPARE(view.table()->item(0, 3)->text(),
             QStringLiteral("%1 (%2 to %3)")
                 .arg(locale.toString(58.78, 'f', 2), locale.toString(54.78, 'f', 2), locale.toString(61.78, 'f', 2)));
    QCOMPARE(view.table()->item(1, 6)->text(), QStringLiteral("10 / 12"));
    const auto estimates = [&view] {
        for (QAbstractSeries *series : view.chartView()->chart()->series())
            if (auto *scatter = qobject_cast<QScatterSeries *>(series))
                return scatter->points();
        return QList<QPointF>();
    };
    QCOMPARE(estimates(), (QList<QPointF>{{0.5, 58.78}, {1.5, 54.21}}));
    QCOMPARE(view.chartView()->chart()->series().size(), 2 + 2);
    choice->setCurrentIndex(1);
    QCOMPARE(view.table()->rowCount(), 1);
    QCOMPARE(estimates(), (QList<QPointF>{{0.5, 3.5}}));
    // Too few samples for an interval: no bar, and neither title nor legend promise one.
    overheads.last().ratioCi95.reset();
    view.setAnswers(overheads);
    choice->setCurrentIndex(1);
    QCOMPARE(view.chartView()->chart()->series().size(), 1);
    QVERIFY2(!view.chartView()->chart()->title().contains(QStringLiteral("95 %")),
             qPrintable(view.chartView()->chart()->title()));
    QVERIFY(view.chartView()->chart()->title().contains(QStringLiteral("too few samples")));
    view.setAnswers({});
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("coldStartEmpty"))->isVisibleTo(&view));
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
