// Checks on what the service answers (docs/load-testing.md#checks): containerperf-cli
// against the in-process demo server, which can get every Nth answer wrong; the
// `check` error class in samples.csv and summary.json, what is printed, and JUnit.
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
const QString ResultOk = QStringLiteral(R"(json /result == "ok")");

// Every 10th answer, by arrival, says "result": "wrong".
std::unique_ptr<DemoServer> wrongEveryTenth()
{
    DemoServerOptions options;
    options.latencyMean = 500us;
    options.latencyJitter = 200us;
    options.coldStart = 0ms;
    options.wrongBodyEvery = 10;
    return startDemoServer(options);
}

QStringList runArguments(const DemoServer &server, const QString &out, int requests)
{
    return {QStringLiteral("run"),
            QStringLiteral("--url"),
            server.url().toString(),
            QStringLiteral("--method"),
            QStringLiteral("GET"),
            QStringLiteral("--requests"),
            QString::number(requests),
            QStringLiteral("--concurrency"),
            QStringLiteral("4"),
            QStringLiteral("--out"),
            out};
}

} // namespace

class TestCliChecks : public QObject
{
    Q_OBJECT
private slots:
    void aWrongBodyEveryTenthIsTenPercentCheckErrors_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("socket") << QStringLiteral("socket");
        QTest::newRow("qnam") << QStringLiteral("qnam");
    }
    void aWrongBodyEveryTenthIsTenPercentCheckErrors()
    {
        QFETCH(QString, engine);
        const auto server = wrongEveryTenth();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        QStringList arguments = runArguments(*server, out, 1000);
        arguments << QStringLiteral("--engine") << engine << QStringLiteral("--check")
                  << QStringLiteral("status in 200") << QStringLiteral("--check") << ResultOk
                  << QStringLiteral("--check") << QStringLiteral("header Server-Timing") << QStringLiteral("--junit")
                  << junit << QStringLiteral("--quiet");
        const auto result = runCli(arguments, CliTimeoutMs);
        // Failed checks are errors the run counted, not a verdict: without a threshold the exit code is 0.
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.errText().contains(QStringLiteral("check %1 of %2 failed: 100 of 1000 requests failed it "
                                                          "(run 0: 100)")
                                               .arg(ResultOk, server->url().toString())),
                 qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 1000);

        const auto rows = test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv")));
        QCOMPARE(rows.size(), 1000);
        int failed = 0;
        for (const auto &row : rows) {
            const bool wrong = row[QStringLiteral("error")] == QStringLiteral("check");
            failed += wrong ? 1 : 0;
            QCOMPARE(row[QStringLiteral("check")], wrong ? ResultOk : QString());
            QCOMPARE(row[QStringLiteral("status")], QStringLiteral("200"));
        }
        QCOMPARE(failed, 100);

        const QJsonObject run =
            test::readJsonObject(QDir(out).filePath(QStringLiteral("summary.json")))[QStringLiteral("runs")]
                .toArray()[0]
                .toObject();
        QCOMPARE(run[QStringLiteral("errors")].toObject()[QStringLiteral("check")].toInt(), 100);
        QCOMPARE(run[QStringLiteral("errors")].toObject()[QStringLiteral("ok")].toInt(), 900);
        QCOMPARE(run[QStringLiteral("accepted")].toInt(), 900);
        const QJsonArray checks = run[QStringLiteral("checks")].toArray();
        QCOMPARE(checks.size(), 3);
        QCOMPARE(
            checks[0].toObject(),
            (QJsonObject{{QStringLiteral("check"), QStringLiteral("status in 200")}, {QStringLiteral("failed"), 0}}));
        QCOMPARE(checks[1].toObject(),
                 (QJsonObject{{QStringLiteral("check"), ResultOk}, {QStringLiteral("failed"), 100}}));
        QCOMPARE(checks[2][QStringLiteral("failed")].toInt(), 0);

        QString error;
        const auto cases = test::readJUnitStrictly(test::readAll(junit), &error);
        QVERIFY2(cases.size() == 3, qPrintable(error));
        for (const auto &testCase : cases)
            QCOMPARE(testCase.classname, QStringLiteral("containerperf.checks"));
        QCOMPARE(cases[1].name, QStringLiteral("%1: %2").arg(server->url().toString(), ResultOk));
        QVERIFY(cases[1].failed);
        QCOMPARE(cases[1].failureMessage, QStringLiteral("100 of 1000 requests failed it (run 0: 100)"));
        QVERIFY(!cases[0].failed);
        QVERIFY(!cases[2].failed);
    }

    // A threshold on the error rate turns failed checks into a failed job.
    void aThresholdOnErrorsFailsTheJob()
    {
        const auto server = wrongEveryTenth();
        QTemporaryDir dir;
        QStringList arguments = runArguments(*server, dir.filePath(QStringLiteral("results")), 200);
        arguments << QStringLiteral("--check") << ResultOk << QStringLiteral("--threshold")
                  << QStringLiteral("error_rate<0.05") << QStringLiteral("--quiet");
        const auto result = runCli(arguments, CliTimeoutMs);
        QCOMPARE(result.exitCode, 5);
        QVERIFY2(result.errText().contains(QStringLiteral("threshold error_rate<0.05 failed: run 0: error_rate 0.1")),
                 qPrintable(result.errText()));
    }

    // An error status the endpoint expects is no error; without a status check it is one.
    void aStatusCheckDecidesWhatIsAnError()
    {
        DemoServerOptions options;
        options.coldStart = 0ms;
        options.status = 404;
        const auto server = startDemoServer(options);
        QTemporaryDir dir;
        const QString expected = dir.filePath(QStringLiteral("expected"));
        auto result =
            runCli(runArguments(*server, expected, 50)
                       << QStringLiteral("--check") << QStringLiteral("status in 404") << QStringLiteral("--quiet"),
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        QJsonObject errors = test::readJsonObject(QDir(expected).filePath(
            QStringLiteral("summary.json")))[QStringLiteral("runs")][0][QStringLiteral("errors")]
                                 .toObject();
        QCOMPARE(errors[QStringLiteral("ok")].toInt(), 50);

        const QString plain = dir.filePath(QStringLiteral("plain"));
        result = runCli(runArguments(*server, plain, 50) << QStringLiteral("--quiet"), CliTimeoutMs);
        errors = test::readJsonObject(QDir(plain).filePath(
            QStringLiteral("summary.json")))[QStringLiteral("runs")][0][QStringLiteral("errors")]
                     .toObject();
        QCOMPARE(errors[QStringLiteral("http")].toInt(), 50);
    }

    void experimentFilesCarryChecks()
    {
        const auto server = wrongEveryTenth();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("experiment.json"));
        const auto write = [&](const QJsonArray &checks) {
            QFile json(file);
            QVERIFY(json.open(QIODevice::WriteOnly | QIODevice::Truncate));
            json.write(QJsonDocument(QJsonObject{
                                         {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                                         {QStringLiteral("endpoints"),
                                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("api")},
                                                                 {QStringLiteral("url"), server->url().toString()},
                                                                 {QStringLiteral("method"), QStringLiteral("GET")},
                                                                 {QStringLiteral("checks"), checks}}}},
                                         {QStringLiteral("requests"), 100},
                                         {QStringLiteral("duration_s"), 0},
                                     })
                           .toJson());
        };
        write({QStringLiteral("body contains \"result\": \"ok\"")});
        const QString out = dir.filePath(QStringLiteral("results"));
        auto result = runCli({QStringLiteral("experiment"), file, QStringLiteral("--out"), out}, CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.errText().contains(QStringLiteral("failed: 10 of 100 requests failed it (run 0: 10)")),
                 qPrintable(result.errText()));
        const QJsonObject experiment = test::readJsonObject(QDir(out).filePath(QStringLiteral("experiment.json")));
        QCOMPARE(experiment[QStringLiteral("endpoints")][0][QStringLiteral("checks")].toArray(),
                 QJsonArray{QStringLiteral("body contains \"result\": \"ok\"")});

        // Refused before anything is sent, naming the check's place.
        write({QStringLiteral("status in 200"), QStringLiteral("json result == 1")});
        const int served = server->requestsServed();
        result =
            runCli({QStringLiteral("experiment"), file, QStringLiteral("--out"), dir.filePath(QStringLiteral("x"))},
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(QStringLiteral("endpoints[0].checks[1]")), qPrintable(result.errText()));
        QVERIFY2(result.errText().contains(QStringLiteral("'result' is not a JSON pointer")),
                 qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), served);
    }

    void anUnusableCheckStartsNothing()
    {
        const auto server = wrongEveryTenth();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli(runArguments(*server, out, 10)
                                       << QStringLiteral("--check") << QStringLiteral("body matches (unclosed"),
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(QStringLiteral("--check: check 'body matches (unclosed': the regular "
                                                          "expression is not valid")),
                 qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCliChecks)
#include "tst_cli_checks.moc"
