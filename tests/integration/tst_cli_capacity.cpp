// The capacity search (docs/load-testing.md#capacity-search): containerperf-cli against
// the in-process demo server serving one request at a time, whose capacity is known
// (1 / its service time), and what summary.json says of each probe; then a real
// container's capacity across two CPU limits.
#include "cli_runner.h"
#include "demo_target.h"
#include "docker_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

constexpr int CliTimeoutMs = 120'000;

} // namespace

class TestCliCapacity : public QObject
{
    Q_OBJECT
private slots:
    // 2 ms a request, one at a time: 500 requests/s and not one more.
    void findsAKnownCapacityWithinTenPercent()
    {
        DemoServerOptions options;
        options.latencyMean = 2ms;
        options.latencyJitter = 0us;
        options.coldStart = 0ms;
        options.serialised = true;
        const auto server = startDemoServer(options);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli(
            {QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(), QStringLiteral("--method"),
             QStringLiteral("GET"), QStringLiteral("--type"), QStringLiteral("rate"), QStringLiteral("--capacity"),
             QStringLiteral("p99_ms<100,error_rate<0.01"), QStringLiteral("--capacity-start"), QStringLiteral("100"),
             QStringLiteral("--capacity-probe"), QStringLiteral("1s"), QStringLiteral("--capacity-settle"),
             QStringLiteral("300ms"), QStringLiteral("--threads"), QStringLiteral("1"), QStringLiteral("--out"), out},
            CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QVERIFY2(result.errText().contains(QStringLiteral("capacity of run 0 (no memory limit, no CPU limit): ")),
                 qPrintable(result.errText()));

        const QJsonObject summary = test::readJsonObject(QDir(out).filePath(QStringLiteral("summary.json")));
        const QJsonObject run = summary[QStringLiteral("runs")].toArray()[0].toObject();
        const QJsonObject capacity = run[QStringLiteral("capacity")].toObject();
        const double found = capacity[QStringLiteral("capacity_rps")].toDouble();
        QVERIFY2(found >= 450 && found <= 550, QJsonDocument(capacity).toJson().constData());
        QCOMPARE(capacity[QStringLiteral("limited_by")].toString(), QStringLiteral("service"));

        // The evidence: every passed probe at or below the rate found, every failed one above it,
        // each held to both targets, and their requests are the run's samples.
        const QJsonArray probes = capacity[QStringLiteral("probes")].toArray();
        QVERIFY(probes.size() >= 5);
        double lowestFailed = std::numeric_limits<double>::infinity();
        qint64 requests = 0;
        for (const QJsonValue &value : probes) {
            const QJsonObject probe = value.toObject();
            const double rate = probe[QStringLiteral("rate_rps")].toDouble();
            QCOMPARE(probe[QStringLiteral("targets")].toArray().size(), 2);
            if (probe[QStringLiteral("passed")].toBool())
                QVERIFY(rate <= found);
            else
                lowestFailed = std::min(lowestFailed, rate);
            // A probe measured the second it was asked for, at the rate it was asked for.
            const double achieved = probe[QStringLiteral("achieved_rps")].toDouble();
            if (probe[QStringLiteral("passed")].toBool())
                QVERIFY2(std::abs(achieved - rate) <= 0.1 * rate,
                         qPrintable(QStringLiteral("%1 at %2").arg(achieved).arg(rate)));
            requests += probe[QStringLiteral("requests")].toInteger();
        }
        QVERIFY(lowestFailed > found);
        QVERIFY2(lowestFailed <= 1.06 * found, qPrintable(QString::number(lowestFailed)));
        QCOMPARE(run[QStringLiteral("requests")].toInteger(), requests);
        QCOMPARE(test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv"))).size(), requests);

        const QJsonArray curve = summary[QStringLiteral("capacity_curve")].toArray();
        QCOMPARE(curve.size(), 1);
        QCOMPARE(curve[0][QStringLiteral("capacity_rps")].toDouble(), found);

        // analyze reads the answer back from summary.json: the same sentence, the same curve.
        const QString said = result.errText().section(QStringLiteral("capacity of run 0"), 1).section(u'\n', 0, 0);
        const auto analyzed = runCli({QStringLiteral("analyze"), out, QStringLiteral("--cost")}, CliTimeoutMs);
        QCOMPARE(analyzed.exitCode, 0);
        QVERIFY2(analyzed.outText().contains(QStringLiteral("capacity of run 0") + said),
                 qPrintable(analyzed.outText()));
        const auto json =
            runCli({QStringLiteral("analyze"), out, QStringLiteral("--cost"), QStringLiteral("--json")}, CliTimeoutMs);
        QCOMPARE(QJsonDocument::fromJson(json.outText().toUtf8())[QStringLiteral("capacity_curve")].toArray(), curve);
    }

    // A CGI function (a shell forked per request) is CPU-bound: five times the CPU must carry
    // more. The sweep sets each limit in turn and sets the original back.
    void aLargerCpuLimitCarriesMore()
    {
        CP_REQUIRE_DOCKER();
        const quint16 port = test::freeLoopbackPort();
        QVERIFY(port != 0);
        test::TestContainer function(QStringLiteral("capacity"));
        QString error;
        QVERIFY2(
            function.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(port),
                          QStringLiteral("--tmpfs"), QStringLiteral("/tmp")},
                         QStringLiteral("containerperf-test/function:latest"), {}, &error),
            qPrintable(error));
        QVERIFY(test::waitUntilListening(port, 10'000));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli({QStringLiteral("run"),
                                    QStringLiteral("--url"),
                                    QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(port),
                                    QStringLiteral("--method"),
                                    QStringLiteral("GET"),
                                    QStringLiteral("--type"),
                                    QStringLiteral("rate"),
                                    QStringLiteral("--container"),
                                    function.name(),
                                    QStringLiteral("--cpus"),
                                    QStringLiteral("0.1,0.5"),
                                    QStringLiteral("--capacity"),
                                    QStringLiteral("p99_ms<250,error_rate<0.01"),
                                    QStringLiteral("--capacity-start"),
                                    QStringLiteral("4"),
                                    QStringLiteral("--capacity-probe"),
                                    QStringLiteral("1500ms"),
                                    QStringLiteral("--capacity-settle"),
                                    QStringLiteral("500ms"),
                                    QStringLiteral("--capacity-precision"),
                                    QStringLiteral("0.15"),
                                    QStringLiteral("--threads"),
                                    QStringLiteral("1"),
                                    QStringLiteral("--out"),
                                    out},
                                   4 * CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        const QJsonArray curve =
            test::readJsonObject(QDir(out).filePath(QStringLiteral("summary.json")))[QStringLiteral("capacity_curve")]
                .toArray();
        QCOMPARE(curve.size(), 2);
        QCOMPARE(curve[0][QStringLiteral("cpu_limit")].toDouble(), 0.1);
        QCOMPARE(curve[1][QStringLiteral("cpu_limit")].toDouble(), 0.5);
        const double small = curve[0][QStringLiteral("capacity_rps")].toDouble();
        const double large = curve[1][QStringLiteral("capacity_rps")].toDouble();
        qInfo("capacity at 0.1 CPUs %g req/s, at 0.5 CPUs %g req/s", small, large);
        QVERIFY2(small > 0 && large > small, qPrintable(result.errText()));
        for (const QJsonValue &point : curve) {
            QVERIFY2(point[QStringLiteral("limited_by")].toString() == QStringLiteral("service"),
                     QJsonDocument(point.toObject()).toJson().constData());
        }
    }

    void capacityOptionsAreChecked_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("a target that is none") << QStringList{QStringLiteral("--capacity"), QStringLiteral("fast")}
                                               << "--capacity: 'fast' is not a threshold";
        QTest::newRow("cold_ratio") << QStringList{QStringLiteral("--capacity"), QStringLiteral("cold_ratio<2")}
                                    << "a target is a figure of one probe";
        QTest::newRow("with a rate") << QStringList{QStringLiteral("--capacity"), QStringLiteral("p99_ms<5"),
                                                    QStringLiteral("--rate"), QStringLiteral("100")}
                                     << "a capacity search chooses its own rates";
        QTest::newRow("settings without a search")
            << QStringList{QStringLiteral("--rate"), QStringLiteral("100"), QStringLiteral("--capacity-probe"),
                           QStringLiteral("2s")}
            << "--capacity-probe sets how --capacity searches: give --capacity too";
        QTest::newRow("a short probe") << QStringList{QStringLiteral("--capacity"), QStringLiteral("p99_ms<5"),
                                                      QStringLiteral("--capacity-probe"), QStringLiteral("10ms")}
                                       << "a probe of 0.01 s measures too little";
    }
    void capacityOptionsAreChecked()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const auto server = startDemoServer(DemoServerOptions{});
        QTemporaryDir dir;
        const auto result = runCli(QStringList{QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                               QStringLiteral("--type"), QStringLiteral("rate"),
                                               QStringLiteral("--out"), dir.filePath(QStringLiteral("x"))}
                                       + options,
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(said), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliCapacity)
#include "tst_cli_capacity.moc"
