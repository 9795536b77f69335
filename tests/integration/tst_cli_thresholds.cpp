// Thresholds from the command line and experiment files (docs/load-testing.md#thresholds):
// containerperf-cli against the in-process demo server, its exit codes, what it
// prints, summary.json and the JUnit file a CI job reads.
#include "cli_runner.h"
#include "demo_target.h"
#include "junit_checks.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

constexpr int CliTimeoutMs = 60'000;

// A server that answers in 2 ms ± 0.5: a p50 under 1 ms cannot hold, one under a second must.
std::unique_ptr<DemoServer> twoMillisecondServer()
{
    return startDemoServer(2ms, 500us);
}

QStringList runArguments(const DemoServer &server, const QString &out)
{
    return {QStringLiteral("run"),
            QStringLiteral("--url"),
            server.url().toString(),
            QStringLiteral("--method"),
            QStringLiteral("GET"),
            QStringLiteral("--requests"),
            QStringLiteral("300"),
            QStringLiteral("--concurrency"),
            QStringLiteral("4"),
            QStringLiteral("--out"),
            out};
}

} // namespace

class TestCliThresholds : public QObject
{
    Q_OBJECT
private slots:
    void aCrossedThresholdExitsFive()
    {
        const auto server = twoMillisecondServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        QStringList arguments = runArguments(*server, out);
        arguments << QStringLiteral("--threshold") << QStringLiteral("p50_ms<1") << QStringLiteral("--threshold")
                  << QStringLiteral("p99_ms < 1000") << QStringLiteral("--junit") << junit << QStringLiteral("--quiet");
        const auto result = runCli(arguments, CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        // Said even with --quiet, since it decides the exit code; the one that held is not.
        QVERIFY2(result.errText().contains(QStringLiteral("threshold p50_ms<1 failed: run 0: p50_ms ")),
                 qPrintable(result.errText()));
        QVERIFY2(!result.errText().contains(QStringLiteral("p99_ms < 1000")), qPrintable(result.errText()));

        // Every file is written as usual: a failed threshold is a verdict, not a failed run.
        QCOMPARE(test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv"))).size(), 300);
        const QJsonObject summary = test::readJsonObject(QDir(out).filePath(QStringLiteral("summary.json")));
        const QJsonArray thresholds = summary[QStringLiteral("thresholds")].toArray();
        QCOMPARE(thresholds.size(), 2);
        const QJsonObject p50 = thresholds[0].toObject();
        QVERIFY(!p50[QStringLiteral("passed")].toBool());
        const double measured =
            p50[QStringLiteral("measurements")].toArray()[0].toObject()[QStringLiteral("value")].toDouble();
        const double median = summary[QStringLiteral("runs")]
                                  .toArray()[0]
                                  .toObject()[QStringLiteral("latency_us")]
                                  .toObject()[QStringLiteral("median")]
                                  .toDouble();
        // The figure held is the run's own, in milliseconds.
        QCOMPARE(measured, median / 1000);
        QVERIFY(measured >= 1.0);
        QVERIFY(thresholds[1].toObject()[QStringLiteral("passed")].toBool());

        QString error;
        const auto cases = test::readJUnitStrictly(test::readAll(junit), &error);
        QVERIFY2(cases.size() == 2, qPrintable(error));
        QCOMPARE(cases[0].name, QStringLiteral("p50_ms<1"));
        QVERIFY(cases[0].failed);
        QVERIFY(cases[0].failureMessage.startsWith(QStringLiteral("run 0: p50_ms ")));
        QCOMPARE(cases[1].name, QStringLiteral("p99_ms < 1000"));
        QVERIFY(!cases[1].failed);
    }

    void heldThresholdsExitZero()
    {
        const auto server = twoMillisecondServer();
        QTemporaryDir dir;
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        QStringList arguments = runArguments(*server, dir.filePath(QStringLiteral("results")));
        for (const char *threshold : {"p99_ms<1000", "error_rate<=0", "requests>=300", "throughput_rps>10"})
            arguments << QStringLiteral("--threshold") << QString::fromLatin1(threshold);
        arguments << QStringLiteral("--junit") << junit;
        const auto result = runCli(arguments, CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.errText().contains(QStringLiteral("threshold requests>=300 passed; closest to its limit: 300 "
                                                          "in run 0")),
                 qPrintable(result.errText()));
        QString error;
        const auto cases = test::readJUnitStrictly(test::readAll(junit), &error);
        QVERIFY2(cases.size() == 4, qPrintable(error));
        for (const auto &testCase : cases)
            QVERIFY2(!testCase.failed, qPrintable(testCase.name));
    }

    void experimentFilesHoldThresholds()
    {
        const auto server = twoMillisecondServer();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("experiment.json"));
        QFile json(file);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(QJsonDocument(QJsonObject{
                                     {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                                     {QStringLiteral("endpoints"),
                                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("api")},
                                                             {QStringLiteral("url"), server->url().toString()},
                                                             {QStringLiteral("method"), QStringLiteral("GET")}}}},
                                     {QStringLiteral("requests"), 100},
                                     {QStringLiteral("duration_s"), 0},
                                     {QStringLiteral("thresholds"), QJsonArray{QStringLiteral("p99_ms@api<1000")}},
                                 })
                       .toJson());
        json.close();
        const QString out = dir.filePath(QStringLiteral("results"));
        // The command line adds to the file's thresholds.
        const auto result = runCli({QStringLiteral("experiment"), file, QStringLiteral("--threshold"),
                                    QStringLiteral("requests@api>100"), QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        QVERIFY2(result.errText().contains(QStringLiteral("threshold requests@api>100 failed: run 0: requests 100, "
                                                          "not > 100")),
                 qPrintable(result.errText()));
        const QJsonObject experiment = test::readJsonObject(QDir(out).filePath(QStringLiteral("experiment.json")));
        QCOMPARE(experiment[QStringLiteral("thresholds")].toArray(),
                 (QJsonArray{QStringLiteral("p99_ms@api<1000"), QStringLiteral("requests@api>100")}));
    }

    // --abort-on-fail (docs/load-testing.md#abort-on-a-failed-threshold): errors only grow, so
    // the fifth error of a server that fails everything decides errors<5 within the run.
    void aThresholdThatCannotPassStopsTheRun()
    {
        DemoServerOptions options;
        options.coldStart = 0ms;
        options.status = 500;
        const auto server = startDemoServer(options);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                    QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--duration"),
                                    QStringLiteral("60s"), QStringLiteral("--concurrency"), QStringLiteral("2"),
                                    QStringLiteral("--threshold"), QStringLiteral("errors<5"),
                                    QStringLiteral("--abort-on-fail"), QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        QVERIFY2(result.errText().contains(QStringLiteral("stopped early: threshold errors<5 can no longer pass: run 0 "
                                                          "reached errors ")),
                 qPrintable(result.errText()));
        // A minute at 2 ms a request would be thousands; the run stopped within its grace time.
        QVERIFY2(server->requestsServed() < 2000, qPrintable(QString::number(server->requestsServed())));
        const qsizetype written = test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv"))).size();
        QVERIFY(written >= 5);
        QCOMPARE(test::readJsonObject(QDir(out).filePath(
                     QStringLiteral("experiment.json")))[QStringLiteral("environment")][QStringLiteral("status")]
                     .toString(),
                 QStringLiteral("aborted"));
    }

    // A run's p50 is known when it ends: a threshold it broke fails whatever the next runs do.
    void aRunThatBrokeAThresholdEndsTheExperiment()
    {
        const auto server = twoMillisecondServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        QStringList arguments = runArguments(*server, out);
        arguments << QStringLiteral("--msg-lengths") << QStringLiteral("5,6,7") << QStringLiteral("--threshold")
                  << QStringLiteral("p50_ms<1") << QStringLiteral("--abort-on-fail");
        const auto result = runCli(arguments, CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        QVERIFY2(
            result.errText().contains(QStringLiteral("stopped early: threshold p50_ms<1 can no longer pass: run 0: "
                                                     "p50_ms ")),
            qPrintable(result.errText()));
        const QJsonObject summary = test::readJsonObject(QDir(out).filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary[QStringLiteral("runs")].toArray().size(), 1);
        QCOMPARE(server->requestsServed(), 300);
    }

    void unusableThresholdsStartNothing_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("unknown metric") << QStringList{QStringLiteral("--threshold"), QStringLiteral("p99<5")}
                                        << "'p99' in threshold 'p99<5' is not one of p50_ms";
        QTest::newRow("unknown endpoint") << QStringList{QStringLiteral("--threshold"), QStringLiteral("p99_ms@nope<5")}
                                          << "names endpoint 'nope', which this experiment does not have";
        QTest::newRow("cold ratio without cold runs")
            << QStringList{QStringLiteral("--threshold"), QStringLiteral("cold_ratio<5")}
            << "needs the run types warm and cold";
        QTest::newRow("junit folder missing")
            << QStringList{QStringLiteral("--junit"), QStringLiteral("/nonexistent-folder/report.xml")}
            << "--junit /nonexistent-folder/report.xml: the folder /nonexistent-folder does not exist";
        QTest::newRow("abort without a threshold")
            << QStringList{QStringLiteral("--abort-on-fail")} << "stopping at a failed threshold needs a threshold";
    }
    void unusableThresholdsStartNothing()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const auto server = twoMillisecondServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        QStringList arguments = runArguments(*server, out);
        const auto result = runCli(arguments + options, CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(said), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliThresholds)
#include "tst_cli_thresholds.moc"
