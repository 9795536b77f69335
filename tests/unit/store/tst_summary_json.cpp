// summary.json written and read back (docs/experiment-format.md#the-summary-file): what the GUI imports from a
// results directory is exactly what the run wrote.
#include "stats/summary.h"
#include "store/run_summary.h"
#include "store/sample_store.h"
#include "store/summary_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace cp;

namespace {

RunSummary perfCostRun()
{
    RunSummary s;
    s.info.index = 3;
    s.info.point.type = RunType::Cold;
    s.info.point.memoryMb = 256;
    s.info.point.cpuLimit = 1.5;
    s.info.point.msgLength = 1000;
    s.info.effectiveMemoryMb = 256;
    s.info.effectiveCpus = 1.5;
    s.info.endpointName = QStringLiteral("function");
    s.info.url = QUrl(QStringLiteral("http://127.0.0.1:8080/cgi-bin/function"));
    s.info.engine = EngineKind::Qnam;
    s.info.startNs = 1'700'000'000'000'000'000;
    s.info.endNs = 1'700'000'004'500'000'000;
    s.info.warnings = {QStringLiteral("container 'function' went away during run 3")};
    s.counts.requests = 40;
    s.counts.accepted = 36;
    s.counts.incorrect = 2;
    s.counts.coldCount = 36;
    s.counts.errors[std::size_t(ErrorClass::Timeout)] = 1;
    s.counts.errors[std::size_t(ErrorClass::Refused)] = 1;
    s.durationS = 4.5;
    s.throughputRps = 8.875;
    s.engine.lateSends = 0;
    s.engine.maxLagUs = 17;
    s.engine.connectionsOpened = 12;
    s.coldStartUs = {210'000, 205'500};
    std::vector<double> values;
    for (int i = 1; i <= 36; ++i)
        values.push_back(200'000.0 + 37.0 * i * i);
    s.latencyUs = stats::summarize(values);
    s.totalUs = stats::summarize({5.0}); // one value: no intervals, NaN-free
    s.engine.cpuUs = 812'345;
    RunCost cost;
    cost.windowS = 4.5;
    cost.requests = 40;
    cost.generatorCpuSeconds = 0.812345;
    ContainerCost c;
    c.container = QStringLiteral("function");
    c.cpuSeconds = 1.25;
    c.memoryPeakMib = 200.5;
    c.memoryMeanMib = 180.25;
    c.memoryUsedGibS = 0.79;
    c.memoryReservedGibS = 1.125;
    c.memoryLimitMib = 256;
    c.netRxBytes = 40'000;
    c.netTxBytes = 80'000;
    c.blkReadBytes = 4096;
    c.blkWriteBytes = 8192;
    c.counterResets = 2;
    cost.containers = {c};
    cost.total = c;
    cost.total.container.clear();
    s.cost = cost;
    s.info.hostCpus = 16;
    RunBilling billing;
    billing.vcpus = 1.5;
    billing.memoryGib = 0.25;
    billing.bills.push_back({BillingModel::Request, 0.0123, 1.7, 307.5, std::nullopt});
    billing.bills.push_back({BillingModel::Invocation, 0.02, 2.4, 500.0, std::pair{410.0, 590.0}});
    s.billing = billing;
    return s;
}

void compareSummaries(const stats::Summary &a, const stats::Summary &b)
{
    QCOMPARE(a.n, b.n);
    for (const auto &[x, y] : {std::pair{a.mean, b.mean},
                               {a.median, b.median},
                               {a.std, b.std},
                               {a.cv, b.cv},
                               {a.min, b.min},
                               {a.max, b.max},
                               {a.p50, b.p50},
                               {a.p90, b.p90},
                               {a.p95, b.p95},
                               {a.p99, b.p99},
                               {a.p999, b.p999}})
        QVERIFY(x == y || (std::isnan(x) && std::isnan(y)));
    for (const auto &[x, y] : {std::pair{a.ci95_t, b.ci95_t},
                               {a.ci99_t, b.ci99_t},
                               {a.ci95_median, b.ci95_median},
                               {a.ci99_median, b.ci99_median},
                               {a.ci95_median_sebs, b.ci95_median_sebs},
                               {a.ci99_median_sebs, b.ci99_median_sebs}}) {
        QCOMPARE(x.has_value(), y.has_value());
        if (x) {
            QCOMPARE(x->lo, y->lo);
            QCOMPARE(x->hi, y->hi);
        }
    }
}

} // namespace

class TestSummaryJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const RunSummary written = perfCostRun();
        QVERIFY(written.latencyUs.ci95_median.has_value());
        // Through text, as a file would carry it.
        const QByteArray text = QJsonDocument(summaryDocument({written})).toJson();
        QString error;
        const auto runs = summaryDocumentFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(runs, qPrintable(error));
        QCOMPARE(runs->size(), 1);
        const RunSummary &read = runs->first();
        QCOMPARE(read.info.index, written.info.index);
        QCOMPARE(read.info.point.type, written.info.point.type);
        QCOMPARE(read.info.point.memoryMb, written.info.point.memoryMb);
        QCOMPARE(read.info.point.cpuLimit, written.info.point.cpuLimit);
        QCOMPARE(read.info.point.msgLength, written.info.point.msgLength);
        QCOMPARE(read.info.effectiveMemoryMb, written.info.effectiveMemoryMb);
        QCOMPARE(read.info.effectiveCpus, written.info.effectiveCpus);
        QCOMPARE(read.info.endpointName, written.info.endpointName);
        QCOMPARE(read.info.url, written.info.url);
        QCOMPARE(read.info.engine, written.info.engine);
        QCOMPARE(read.info.startNs, written.info.startNs);
        QCOMPARE(read.info.endNs, written.info.endNs);
        QCOMPARE(read.info.warnings, written.info.warnings);
        QCOMPARE(read.counts.requests, written.counts.requests);
        QCOMPARE(read.counts.accepted, written.counts.accepted);
        QCOMPARE(read.counts.incorrect, written.counts.incorrect);
        QCOMPARE(read.counts.coldCount, written.counts.coldCount);
        QVERIFY(read.counts.errors == written.counts.errors);
        QCOMPARE(read.durationS, written.durationS);
        QCOMPARE(read.throughputRps, written.throughputRps);
        QCOMPARE(read.engine.maxLagUs, written.engine.maxLagUs);
        QCOMPARE(read.engine.connectionsOpened, written.engine.connectionsOpened);
        QCOMPARE(read.coldStartUs, written.coldStartUs);
        compareSummaries(read.latencyUs, written.latencyUs);
        compareSummaries(read.totalUs, written.totalUs);
        QCOMPARE(read.engine.cpuUs, written.engine.cpuUs);
        QVERIFY(read.cost.has_value());
        QCOMPARE(read.cost->windowS, 4.5);
        QCOMPARE(read.cost->requests, 40);
        QCOMPARE(read.cost->generatorCpuSeconds, written.cost->generatorCpuSeconds);
        QCOMPARE(read.cost->containers.size(), std::size_t(1));
        for (const auto &[r, w] : {std::pair{read.cost->total, written.cost->total},
                                   std::pair{read.cost->containers[0], written.cost->containers[0]}}) {
            QCOMPARE(r.container, w.container);
            QCOMPARE(r.cpuSeconds, w.cpuSeconds);
            QCOMPARE(r.memoryPeakMib, w.memoryPeakMib);
            QCOMPARE(r.memoryMeanMib, w.memoryMeanMib);
            QCOMPARE(r.memoryUsedGibS, w.memoryUsedGibS);
            QCOMPARE(r.memoryReservedGibS, w.memoryReservedGibS);
            QCOMPARE(r.memoryLimitMib, w.memoryLimitMib);
            QCOMPARE(r.netRxBytes, w.netRxBytes);
            QCOMPARE(r.netTxBytes, w.netTxBytes);
            QCOMPARE(r.blkReadBytes, w.blkReadBytes);
            QCOMPARE(r.blkWriteBytes, w.blkWriteBytes);
            QCOMPARE(r.counterResets, w.counterResets);
        }
        const QJsonObject run = QJsonDocument::fromJson(text).object()[QStringLiteral("runs")].toArray()[0].toObject();
        QCOMPARE(run[QStringLiteral("cost")][QStringLiteral("cpu_seconds_per_1000_requests")].toDouble(), 31.25);
        QVERIFY(!run.contains(QStringLiteral("cost_missing")));
        QCOMPARE(read.info.hostCpus, 16.0);
        QVERIFY(read.billing);
        QCOMPARE(read.billing->vcpus, 1.5);
        QCOMPARE(read.billing->memoryGib, 0.25);
        QCOMPARE(read.billing->bills, written.billing->bills);
        // Models without a bill are there, as null.
        QVERIFY(run[QStringLiteral("billing")][QStringLiteral("usage")].isNull());
        QVERIFY(run[QStringLiteral("billing")][QStringLiteral("instance")].isNull());
    }

    void runWithoutCostSaysWhy()
    {
        RunSummary s = perfCostRun();
        s.cost.reset();
        s.costMissing = QStringLiteral("no container is bound to the endpoint, so there are no counters to cost");
        const QJsonObject document = summaryDocument({s});
        const QJsonObject run = document[QStringLiteral("runs")].toArray()[0].toObject();
        QVERIFY(run[QStringLiteral("cost")].isNull());
        QCOMPARE(run[QStringLiteral("cost_missing")].toString(), s.costMissing);
        QString error;
        const auto runs = summaryDocumentFromJson(document, &error);
        QVERIFY2(runs, qPrintable(error));
        QVERIFY(!runs->first().cost);
        QCOMPARE(runs->first().costMissing, s.costMissing);
    }

    // Endpoint mixes (docs/load-testing.md#endpoint-mixes): each endpoint's figures from its own
    // samples, its checks sliced from the run's, and the same figures read back.
    void aMixKeepsEachEndpointsFigures()
    {
        RunInfo info;
        info.point.type = RunType::Rate;
        info.endpointName = QStringLiteral("items + order");
        info.checks = {QStringLiteral("status in 200"), QStringLiteral("body contains ok"),
                       QStringLiteral("header X-Id")};
        info.mix = {{QStringLiteral("items"), QUrl(QStringLiteral("http://127.0.0.1:1/items")), 3, 0, 1},
                    {QStringLiteral("order"), QUrl(QStringLiteral("http://127.0.0.1:1/order")), 1, 1, 2}};
        info.startNs = 1'000'000'000;
        info.endNs = 3'000'000'000;
        SampleStore samples;
        for (std::uint32_t id = 0; id < 40; ++id) {
            Sample s;
            s.id = id;
            s.endpoint = std::uint8_t(id % 4 == 3 ? 1 : 0);
            s.sentNs = info.startNs + id * 10'000'000;
            s.totalUs = s.endpoint == 1 ? 5000 : 1000;
            s.status = 200;
            // Every other order fails its second check (the run's third).
            if (s.endpoint == 1 && id % 8 == 7) {
                s.error = ErrorClass::Check;
                s.check = 3;
            }
            samples.append(SampleBatch{s});
        }
        const RunSummary run = summarizeRun(info, samples, EngineReport{});
        QCOMPARE(run.counts.requests, 40);
        QCOMPARE(run.endpoints.size(), 2);
        const RunSummary &order = run.endpoints[1];
        QCOMPARE(run.endpoints[0].counts.requests, 30);
        QCOMPARE(order.counts.requests, 10);
        QCOMPARE(order.info.endpointName, QStringLiteral("order"));
        QCOMPARE(order.info.checks, (QStringList{QStringLiteral("body contains ok"), QStringLiteral("header X-Id")}));
        QCOMPARE(order.counts.checkFailures, (QList<std::int64_t>{0, 5}));
        QCOMPARE(order.totalUs.median, 5000.0);
        QCOMPARE(run.endpoints[0].totalUs.max, 1000.0);
        QCOMPARE(order.throughputRps, 5.0); // 10 over the run's 2 s

        QString error;
        const auto read = summaryDocumentFromJson(summaryDocument({run}), &error);
        QVERIFY2(read, qPrintable(error));
        const RunSummary &back = read->first();
        QCOMPARE(back.endpoints.size(), 2);
        QCOMPARE(back.info.mix.size(), 2);
        QCOMPARE(back.info.mix[1].name, QStringLiteral("order"));
        QCOMPARE(back.info.mix[1].weight, 1.0);
        QCOMPARE(back.info.mix[1].firstCheck, 1);
        QCOMPARE(back.info.mix[1].checkCount, 2);
        QCOMPARE(back.endpoints[1].counts.checkFailures, order.counts.checkFailures);
        QCOMPARE(back.endpoints[1].counts.errors, order.counts.errors);
        QCOMPARE(back.endpoints[1].info.url, order.info.url);
        compareSummaries(back.endpoints[1].latencyUs, order.latencyUs);
    }

    void refusesOtherDocuments()
    {
        QString error;
        QVERIFY(
            !summaryDocumentFromJson(QJsonObject{{QStringLiteral("format"), QStringLiteral("something/1")}}, &error));
        QVERIFY(error.contains(QLatin1String("containerperf-summary/1")));
        QJsonObject run = runSummaryToJson(perfCostRun());
        run.insert(QStringLiteral("type"), QStringLiteral("lukewarm"));
        QJsonObject document = summaryDocument({});
        document.insert(QStringLiteral("runs"), QJsonArray{run});
        QVERIFY(!summaryDocumentFromJson(document, &error));
        QVERIFY(error.contains(QLatin1String("lukewarm")));
    }
};

QTEST_APPLESS_MAIN(TestSummaryJson)
#include "tst_summary_json.moc"
