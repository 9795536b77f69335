// Load in stages (docs/load-testing.md#stages): containerperf-cli against the
// in-process demo server. What each stage achieved is measured from the samples
// against the schedule's own start, so the checks hold however busy the machine is.
#include "cli_runner.h"
#include "demo_target.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

constexpr int CliTimeoutMs = 60'000;

QJsonArray stagesOf(const QString &out)
{
    return test::firstSummaryRun(out)[QStringLiteral("stages")].toArray();
}

} // namespace

class TestCliStages : public QObject
{
    Q_OBJECT
private slots:
    void rateFollowsThreeStages()
    {
        DemoServerOptions options;
        options.latencyMean = 1ms;
        options.latencyJitter = 200us;
        options.coldStart = 0ms;
        const auto server = startDemoServer(options);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        // Up to 400 req/s in 1 s, held for 2 s, down to 100 in 1 s.
        const auto result =
            runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                    QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--type"), QStringLiteral("rate"),
                    QStringLiteral("--stages"), QStringLiteral("1s:400,2s:400,1s:100"), QStringLiteral("--out"), out},
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.errText().contains(QStringLiteral("(target 400)")), qPrintable(result.errText()));
        const QJsonArray stages = stagesOf(out);
        QCOMPARE(stages.size(), 3);
        const double planned[] = {200, 400, 250};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject stage = stages[i].toObject();
            QCOMPARE(stage[QStringLiteral("unit")].toString(), QStringLiteral("requests_per_s"));
            QCOMPARE(stage[QStringLiteral("planned")].toDouble(), planned[i]);
            const double achieved = stage[QStringLiteral("achieved")].toDouble();
            QVERIFY2(std::abs(achieved - planned[i]) <= 0.05 * planned[i],
                     qPrintable(QStringLiteral("stage %1: %2 req/s, planned %3").arg(i).arg(achieved).arg(planned[i])));
        }
        // 200 + 800 + 250 requests, the run's length the stages' sum.
        const QJsonObject run = test::firstSummaryRun(out);
        QVERIFY(std::abs(run[QStringLiteral("requests")].toInteger() - 1250) <= 2);
        const QJsonObject experiment = test::readJsonObject(QDir(out).filePath(QStringLiteral("experiment.json")));
        QCOMPARE(experiment[QStringLiteral("duration_s")].toDouble(), 4.0);
        QCOMPARE(experiment[QStringLiteral("stages")].toArray().size(), 3);
    }

    void concurrencyFollowsItsStages()
    {
        // Each request takes 20 ms: the requests in flight are the stages' to set.
        DemoServerOptions options;
        options.latencyMean = 20ms;
        options.latencyJitter = 0us;
        options.coldStart = 0ms;
        const auto server = startDemoServer(options);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                    QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--threads"),
                                    QStringLiteral("2"), QStringLiteral("--stages"),
                                    QStringLiteral("1s:4,1s:4,0s:12,1s:12,1s:2"), QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.errText().contains(QStringLiteral("in flight)")), qPrintable(result.errText()));
        const QJsonArray stages = stagesOf(out);
        QCOMPARE(stages.size(), 4);
        const double planned[] = {2, 4, 12, 7};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject stage = stages[i].toObject();
            QCOMPARE(stage[QStringLiteral("unit")].toString(), QStringLiteral("in_flight"));
            QCOMPARE(stage[QStringLiteral("planned")].toDouble(), planned[i]);
            const double achieved = stage[QStringLiteral("achieved")].toDouble();
            QVERIFY2(
                std::abs(achieved - planned[i]) <= 0.1 * planned[i],
                qPrintable(QStringLiteral("stage %1: %2 in flight, planned %3").arg(i).arg(achieved).arg(planned[i])));
        }
        // Twelve connections at the most, however many threads share them.
        QCOMPARE(test::firstSummaryRun(out)[QStringLiteral("connections_opened")].toInt(), 12);
    }

    void unusableStagesStartNothing_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("no target") << QStringList{QStringLiteral("--stages"), QStringLiteral("10s")}
                                   << "--stages takes DURATION:TARGET pairs";
        QTest::newRow("bad duration") << QStringList{QStringLiteral("--stages"), QStringLiteral("10x:5")}
                                      << "'10x:5' is not one";
        QTest::newRow("rate and stages") << QStringList{QStringLiteral("--type"),   QStringLiteral("rate"),
                                                        QStringLiteral("--rate"),   QStringLiteral("100"),
                                                        QStringLiteral("--stages"), QStringLiteral("1s:5")}
                                         << "either a rate or stages";
        QTest::newRow("duration disagrees") << QStringList{QStringLiteral("--stages"), QStringLiteral("1s:5"),
                                                           QStringLiteral("--duration"), QStringLiteral("5s")}
                                            << "the stages last 1 s but the duration is 5 s";
    }
    void unusableStagesStartNothing()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const auto server = startDemoServer({});
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli(QStringList{QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                               QStringLiteral("--out"), out}
                                       + options,
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(said), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliStages)
#include "tst_cli_stages.moc"
