// Endpoint mixes (docs/load-testing.md#endpoint-mixes): containerperf-cli loading two
// in-process demo servers at once, each counted on the server side; what samples.csv
// and summary.json say of each endpoint; checks and thresholds per endpoint; what is
// refused before anything is sent.
#include "cli_runner.h"
#include "demo_target.h"
#include "junit_checks.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

constexpr int CliTimeoutMs = 120'000;
constexpr int MixRequests = 20000;

std::unique_ptr<DemoServer> quickServer()
{
    return startDemoServer(200us, 50us);
}

QStringList mixArguments(const DemoServer &first, const DemoServer &second, const QString &out)
{
    return {QStringLiteral("run"),
            QStringLiteral("--url"),
            first.url().toString(),
            QStringLiteral("--url"),
            second.url().toString(),
            QStringLiteral("--weights"),
            QStringLiteral("3,1"),
            QStringLiteral("--method"),
            QStringLiteral("GET"),
            QStringLiteral("--out"),
            out,
            QStringLiteral("--requests"),
            QString::number(MixRequests)};
}

// Per endpoint name: its samples, and fails unless every id is unique across them all.
QHash<QString, int> samplesPerEndpoint(const QString &out)
{
    QHash<QString, int> counts;
    std::set<QString> ids;
    for (const auto &record : test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv")))) {
        ++counts[record.value(QStringLiteral("endpoint"))];
        if (!ids.insert(record.value(QStringLiteral("id"))).second)
            qFatal("id %s appears twice", qPrintable(record.value(QStringLiteral("id"))));
    }
    return counts;
}

} // namespace

class TestCliMix : public QObject
{
    Q_OBJECT
private slots:
    // Open loop: the weights share the rate, 3:1 of 20 000 requests.
    void weightsShareTheRate()
    {
        const auto first = quickServer();
        const auto second = quickServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli(mixArguments(*first, *second, out)
                                       << QStringLiteral("--type") << QStringLiteral("rate") << QStringLiteral("--rate")
                                       << QStringLiteral("4000") << QStringLiteral("--duration") << QStringLiteral("0"),
                                   CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        // Counted where they arrived.
        const double firstShare = double(first->requestsServed()) / MixRequests;
        QVERIFY2(qAbs(firstShare - 0.75) <= 0.02, qPrintable(QString::number(firstShare)));
        QCOMPARE(int(first->requestsServed() + second->requestsServed()), MixRequests);

        const QHash<QString, int> counts = samplesPerEndpoint(out);
        QCOMPARE(counts.value(first->url().toString()), int(first->requestsServed()));
        QCOMPARE(counts.value(second->url().toString()), int(second->requestsServed()));

        const QJsonObject run = test::firstSummaryRun(out);
        QCOMPARE(run[QStringLiteral("requests")].toInt(), MixRequests);
        const QJsonArray endpoints = run[QStringLiteral("endpoints")].toArray();
        QCOMPARE(endpoints.size(), 2);
        QCOMPARE(endpoints[0][QStringLiteral("endpoint")].toString(), first->url().toString());
        QCOMPARE(endpoints[0][QStringLiteral("weight")].toDouble(), 3.0);
        QCOMPARE(endpoints[0][QStringLiteral("requests")].toInt(), int(first->requestsServed()));
        QCOMPARE(endpoints[1][QStringLiteral("requests")].toInt(), int(second->requestsServed()));
        // Each endpoint's share of the rate: 3000 and 1000 requests/s.
        QVERIFY2(qAbs(endpoints[0][QStringLiteral("throughput_rps")].toDouble() / 3000 - 1) < 0.1,
                 qPrintable(QString::number(endpoints[0][QStringLiteral("throughput_rps")].toDouble())));
        QVERIFY(endpoints[1][QStringLiteral("latency_us")][QStringLiteral("n")].toInt() > 0);
        QVERIFY2(result.errText().contains(QStringLiteral("(75.0 %)")), qPrintable(result.errText()));
    }

    // Closed loop: the weights share the connections; every one of them is used.
    void weightsShareTheConnections()
    {
        const auto first = quickServer();
        const auto second = quickServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli(
            mixArguments(*first, *second, out) << QStringLiteral("--concurrency") << QStringLiteral("4"), CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QCOMPARE(int(first->requestsServed() + second->requestsServed()), MixRequests);
        QVERIFY2(qAbs(double(first->requestsServed()) / MixRequests - 0.75) <= 0.02,
                 qPrintable(QString::number(first->requestsServed())));
        QCOMPARE(first->connectionsAccepted(), qint64(3));
        QCOMPARE(second->connectionsAccepted(), qint64(1));
    }

    // Each endpoint's own checks and thresholds, from an experiment file with named endpoints.
    void checksAndThresholdsPerEndpoint()
    {
        const auto server = quickServer();
        QTemporaryDir dir;
        const QString url = server->url().toString();
        const QJsonObject good{{QStringLiteral("name"), QStringLiteral("good")},
                               {QStringLiteral("url"), url},
                               {QStringLiteral("method"), QStringLiteral("GET")},
                               {QStringLiteral("checks"), QJsonArray{QStringLiteral("status in 200")}}};
        const QJsonObject picky{
            {QStringLiteral("name"), QStringLiteral("picky")},
            {QStringLiteral("url"), QString(url + QStringLiteral("?picky"))},
            {QStringLiteral("method"), QStringLiteral("GET")},
            {QStringLiteral("checks"), QJsonArray::fromStringList({QStringLiteral("body contains no such text")})}};
        const QString file = test::writeJsonObject(
            dir.filePath(QStringLiteral("experiment.json")),
            QJsonObject{
                {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                {QStringLiteral("mix"), true},
                {QStringLiteral("endpoints"), QJsonArray{good, picky}},
                {QStringLiteral("concurrency"), 2},
                {QStringLiteral("requests"), 400},
                {QStringLiteral("duration_s"), 0},
                {QStringLiteral("thresholds"),
                 QJsonArray{QStringLiteral("error_rate@good<0.01"), QStringLiteral("error_rate@picky<0.01")}},
            });
        const QString out = dir.filePath(QStringLiteral("results"));
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        const auto result =
            runCli({QStringLiteral("experiment"), file, QStringLiteral("--out"), out, QStringLiteral("--junit"), junit},
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        QVERIFY2(result.errText().contains(QStringLiteral("threshold error_rate@picky<0.01 failed: run 0, picky: "
                                                          "error_rate 1, not < 0.01")),
                 qPrintable(result.errText()));
        QVERIFY2(!result.errText().contains(QStringLiteral("threshold error_rate@good<0.01 failed")),
                 qPrintable(result.errText()));

        const QJsonObject run = test::firstSummaryRun(out);
        QCOMPARE(run[QStringLiteral("endpoint")].toString(), QStringLiteral("good + picky"));
        QCOMPARE(run[QStringLiteral("errors")][QStringLiteral("check")].toInt(), 200);
        const QJsonArray endpoints = run[QStringLiteral("endpoints")].toArray();
        QCOMPARE(endpoints[0][QStringLiteral("errors")][QStringLiteral("check")].toInt(), 0);
        QCOMPARE(endpoints[1][QStringLiteral("errors")][QStringLiteral("check")].toInt(), 200);
        QCOMPARE(endpoints[1][QStringLiteral("checks")][0][QStringLiteral("check")].toString(),
                 QStringLiteral("body contains no such text"));
        QCOMPARE(endpoints[1][QStringLiteral("checks")][0][QStringLiteral("failed")].toInt(), 200);

        // samples.csv names the check each failed sample broke, and its endpoint.
        for (const auto &record : test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv")))) {
            const bool fails = record.value(QStringLiteral("endpoint")) == QStringLiteral("picky");
            QCOMPARE(record.value(QStringLiteral("error")), fails ? QStringLiteral("check") : QStringLiteral("ok"));
            QCOMPARE(record.value(QStringLiteral("check")),
                     fails ? QStringLiteral("body contains no such text") : QString());
        }

        // The JUnit file: each check under its own endpoint, each threshold its own case.
        QString error;
        const auto cases = test::readJUnitStrictly(test::readAll(junit), &error);
        QVERIFY2(!cases.isEmpty(), qPrintable(error));
        QStringList failed;
        QStringList passed;
        for (const auto &c : cases)
            (c.failed ? failed : passed) << c.name;
        QVERIFY2(failed.contains(QStringLiteral("picky: body contains no such text")),
                 qPrintable(failed.join(QLatin1Char('|'))));
        QVERIFY2(failed.contains(QStringLiteral("error_rate@picky<0.01")), qPrintable(failed.join(QLatin1Char('|'))));
        QVERIFY2(passed.contains(QStringLiteral("good: status in 200")), qPrintable(passed.join(QLatin1Char('|'))));
        QVERIFY2(passed.contains(QStringLiteral("error_rate@good<0.01")), qPrintable(passed.join(QLatin1Char('|'))));
    }

    void whatCannotBeMixedIsRefused_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::newRow("weights for other URLs") << QStringList{QStringLiteral("--weights"), QStringLiteral("1,2,3")}
                                                << QStringLiteral("--weights gives 3 weights for 2 URLs");
        QTest::newRow("a weight of 0") << QStringList{QStringLiteral("--weights"), QStringLiteral("1,0")}
                                       << QStringLiteral("its weight must be above 0, not 0");
        QTest::newRow("late sends of one endpoint")
            << QStringList{QStringLiteral("--threshold"), QStringLiteral("late_send_rate@http://x/<0.01")}
            << QStringLiteral("late sends are counted for a whole run");
        QTest::newRow("one connection for two endpoints")
            << QStringList{QStringLiteral("--concurrency"), QStringLiteral("1")}
            << QStringLiteral("a continuous run of a mix of 2 endpoints needs a concurrency of at least 2, not 1");
    }

    void whatCannotBeMixedIsRefused()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const auto server = quickServer();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const QStringList arguments{QStringLiteral("run"),
                                    QStringLiteral("--url"),
                                    server->url().toString(),
                                    QStringLiteral("--url"),
                                    server->url().toString() + QStringLiteral("?b"),
                                    QStringLiteral("--requests"),
                                    QStringLiteral("10"),
                                    QStringLiteral("--out"),
                                    out};
        const auto result = runCli(arguments + extra, CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(message), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), qint64(0));
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliMix)
#include "tst_cli_mix.moc"
