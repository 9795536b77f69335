// Thresholds (docs/load-testing.md#thresholds): how they are written, and what
// they hold against the figures of runs and cold starts.
#include "model/run_info.h"
#include "model/threshold_result.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace cp;

namespace {

RunSummary run(int index, const QString &endpoint, double p99Us, std::int64_t requests, std::int64_t ok)
{
    RunSummary summary;
    summary.info.index = index;
    summary.info.endpointName = endpoint;
    summary.counts.requests = requests;
    summary.counts.errors[std::size_t(ErrorClass::Ok)] = ok;
    summary.counts.errors[std::size_t(ErrorClass::Timeout)] = requests - ok;
    summary.throughputRps = double(requests) / 10;
    summary.latencyUs.n = ok;
    summary.latencyUs.p50 = p99Us / 4;
    summary.latencyUs.p99 = p99Us;
    summary.latencyUs.mean = p99Us / 3;
    summary.latencyUs.max = p99Us * 2;
    summary.engine.lateSends = requests / 100;
    return summary;
}

Threshold parsed(const QString &text)
{
    QString error;
    const auto threshold = Threshold::parse(text, &error);
    if (!threshold)
        qFatal("%s", qPrintable(error));
    return *threshold;
}

} // namespace

class TestThreshold : public QObject
{
    Q_OBJECT
private slots:
    void parsesEveryForm_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("metric");
        QTest::addColumn<int>("comparison");
        QTest::addColumn<double>("limit");
        QTest::addColumn<QString>("endpoint");
        QTest::newRow("plain") << "p99_ms<50" << int(ThresholdMetric::P99Ms) << int(ThresholdComparison::Less) << 50.0
                               << QString();
        QTest::newRow("spaces") << "  error_rate <= 0.01 " << int(ThresholdMetric::ErrorRate)
                                << int(ThresholdComparison::LessOrEqual) << 0.01 << QString();
        QTest::newRow("greater") << "throughput_rps>900" << int(ThresholdMetric::ThroughputRps)
                                 << int(ThresholdComparison::Greater) << 900.0 << QString();
        QTest::newRow("at least") << "requests>=1e4" << int(ThresholdMetric::Requests)
                                  << int(ThresholdComparison::GreaterOrEqual) << 10000.0 << QString();
        QTest::newRow("endpoint") << "p95_ms@login api<120" << int(ThresholdMetric::P95Ms)
                                  << int(ThresholdComparison::Less) << 120.0 << QStringLiteral("login api");
        QTest::newRow("endpoint with @ and :")
            << "cold_ratio@http://h:8080/a@b < 5" << int(ThresholdMetric::ColdRatio) << int(ThresholdComparison::Less)
            << 5.0 << QStringLiteral("http://h:8080/a@b");
        QTest::newRow("negative") << "mean_ms>-1" << int(ThresholdMetric::MeanMs) << int(ThresholdComparison::Greater)
                                  << -1.0 << QString();
    }
    void parsesEveryForm()
    {
        QFETCH(QString, text);
        QString error;
        const auto threshold = Threshold::parse(text, &error);
        QVERIFY2(threshold, qPrintable(error));
        QFETCH(int, metric);
        QFETCH(int, comparison);
        QFETCH(double, limit);
        QFETCH(QString, endpoint);
        QCOMPARE(int(threshold->metric), metric);
        QCOMPARE(int(threshold->comparison), comparison);
        QCOMPARE(threshold->limit, limit);
        QCOMPARE(threshold->endpoint, endpoint);
        // Kept as written: what the user reads back is what they wrote.
        QCOMPARE(threshold->text, text);
    }

    void refusesWhatItCannotRead_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("said");
        QTest::newRow("no operator") << "p99_ms 50"
                                     << "METRIC[@ENDPOINT] OP LIMIT";
        QTest::newRow("equals") << "p99_ms==50"
                                << "METRIC[@ENDPOINT] OP LIMIT";
        QTest::newRow("unknown metric") << "p42_ms<50"
                                        << "'p42_ms' in threshold 'p42_ms<50' is not one of p50_ms";
        QTest::newRow("unit in limit") << "p99_ms<50ms"
                                       << "the limit '50ms'";
        QTest::newRow("not finite") << "p99_ms<inf"
                                    << "the limit 'inf'";
        QTest::newRow("empty endpoint") << "p99_ms@<50"
                                        << "no endpoint name";
        QTest::newRow("two limits") << "p99_ms<50<60"
                                    << "the limit '50<60'";
        QTest::newRow("empty") << ""
                               << "METRIC[@ENDPOINT] OP LIMIT";
    }
    void refusesWhatItCannotRead()
    {
        QFETCH(QString, text);
        QFETCH(QString, said);
        QString error;
        QVERIFY(!Threshold::parse(text, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    void comparesAtTheBoundary()
    {
        QVERIFY(!parsed(QStringLiteral("p99_ms<50")).holds(50));
        QVERIFY(parsed(QStringLiteral("p99_ms<=50")).holds(50));
        QVERIFY(!parsed(QStringLiteral("throughput_rps>900")).holds(900));
        QVERIFY(parsed(QStringLiteral("throughput_rps>=900")).holds(900));
        QVERIFY(!parsed(QStringLiteral("p99_ms<50")).holds(std::numeric_limits<double>::quiet_NaN()));
    }

    void holdsEveryRunOfItsEndpoint()
    {
        const QList<RunSummary> runs{run(0, QStringLiteral("api"), 40'000, 1000, 1000),
                                     run(1, QStringLiteral("api"), 61'300, 1000, 980),
                                     run(2, QStringLiteral("login"), 90'000, 1000, 1000)};
        const auto results = evaluateThresholds(
            {parsed(QStringLiteral("p99_ms<50")), parsed(QStringLiteral("p99_ms@login<100")),
             parsed(QStringLiteral("error_rate<0.01")), parsed(QStringLiteral("errors<=20")),
             parsed(QStringLiteral("throughput_rps>=100")), parsed(QStringLiteral("late_send_rate<0.02")),
             parsed(QStringLiteral("max_ms@api<=122.6"))},
            runs, {});
        QCOMPARE(results.size(), 7);

        // p99 < 50 ms everywhere: run 1 (61.3) and run 2 (90) break it.
        QCOMPARE(results[0].measurements.size(), 3);
        QVERIFY(!results[0].passed());
        QCOMPARE(results[0].failureText(), QStringLiteral("run 1: p99_ms 61.3, not < 50; run 2: p99_ms 90, not < 50"));
        QCOMPARE(results[0].closest()->run, 2);

        // Only login's run counts for p99_ms@login.
        QCOMPARE(results[1].measurements.size(), 1);
        QCOMPARE(results[1].measurements[0].run, 2);
        QCOMPARE(*results[1].measurements[0].value, 90.0);
        QVERIFY(results[1].passed());

        // 20 of 1000 failed in run 1: 2 %.
        QVERIFY(!results[2].passed());
        QCOMPARE(*results[2].measurements[1].value, 0.02);
        QVERIFY(results[2].measurements[0].passed);
        QCOMPARE(results[2].failureText(), QStringLiteral("run 1: error_rate 0.02, not < 0.01"));

        QVERIFY(results[3].passed());
        QCOMPARE(*results[3].measurements[1].value, 20.0);
        QVERIFY(results[4].passed());
        QCOMPARE(*results[4].measurements[0].value, 100.0);
        QVERIFY(results[5].passed());
        QCOMPARE(*results[5].measurements[0].value, 0.01);
        // max = 2 × p99: 122.6 ms in run 1, at the limit.
        QVERIFY(results[6].passed());
        QCOMPARE(results[6].measurements.size(), 2);
    }

    void anEndpointAfterAtIsPartOfTheText()
    {
        // "errors<=20@" has its @ after the limit: not an endpoint, and no number.
        QString error;
        QVERIFY(!Threshold::parse(QStringLiteral("errors<=20@"), &error));
    }

    void aMissingFigureFails()
    {
        // Every request failed: no accepted samples, so no p99 to hold.
        const auto results =
            evaluateThresholds({parsed(QStringLiteral("p99_ms<50"))}, {run(0, QStringLiteral("api"), 0, 50, 0)}, {});
        QVERIFY(!results[0].passed());
        QVERIFY(!results[0].measurements[0].value);
        QCOMPARE(results[0].failureText(), QStringLiteral("run 0: no p99_ms (no accepted samples)"));
        const auto rates = evaluateThresholds({parsed(QStringLiteral("error_rate<0.5"))},
                                              {run(0, QStringLiteral("api"), 0, 0, 0)}, {});
        QCOMPARE(rates[0].failureText(), QStringLiteral("run 0: no error_rate (no requests)"));
    }

    void nothingMeasuredIsNoPass()
    {
        const auto results = evaluateThresholds({parsed(QStringLiteral("p99_ms@login<50"))},
                                                {run(0, QStringLiteral("api"), 1000, 10, 10)}, {});
        QVERIFY(results[0].measurements.isEmpty());
        QVERIFY(!results[0].passed());
        QVERIFY(!results[0].closest());
        QCOMPARE(results[0].failureText(), QStringLiteral("no run of endpoint 'login' measured it"));
        QVERIFY(!allThresholdsPassed(results));
        QVERIFY(allThresholdsPassed({}));
    }

    void coldRatioHoldsEveryOverhead()
    {
        ColdStartOverhead small;
        small.endpoint = QStringLiteral("fn");
        small.memoryMb = 128;
        small.warm = {100, 2000};
        small.cold = {10, 30000};
        small.ratio = 15;
        ColdStartOverhead large = small;
        large.memoryMb = 256;
        large.ratio = 4;
        ColdStartOverhead other = small;
        other.endpoint = QStringLiteral("other");
        other.cold.count = 0;
        other.ratio = std::numeric_limits<double>::quiet_NaN();
        const auto results =
            evaluateThresholds({parsed(QStringLiteral("cold_ratio@fn<5")), parsed(QStringLiteral("cold_ratio<20"))},
                               {run(0, QStringLiteral("fn"), 1000, 10, 10)}, {small, large, other});
        QCOMPARE(results[0].measurements.size(), 2);
        QVERIFY(!results[0].passed());
        QCOMPARE(results[0].measurements[0].run, -1);
        QCOMPARE(results[0].failureText(),
                 QStringLiteral("cold start of fn at 128 MiB, message length 0: cold_ratio 15, not < 5"));
        QVERIFY(results[0].measurements[1].passed);
        // Without an endpoint: every overhead, and one without cold samples fails.
        QCOMPARE(results[1].measurements.size(), 3);
        QVERIFY(!results[1].passed());
        QCOMPARE(results[1].measurements[2].missing, QStringLiteral("no warm or no cold samples"));
    }
};

QTEST_GUILESS_MAIN(TestThreshold)
#include "tst_threshold.moc"
