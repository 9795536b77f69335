// Request sequences (docs/load-testing.md#request-sequences) from an experiment file:
// containerperf-cli against the in-process demo server, whose answers carry a request id
// the next request of the round takes; what summary.json and samples.csv say of each
// step, and what is refused before anything is sent. The engine's tests check on the
// server side that captured values arrive.
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

QJsonObject sequenceExperiment(const QString &url, const QJsonObject &changes = {})
{
    QJsonObject profile{{QStringLiteral("name"), QStringLiteral("profile")},
                        {QStringLiteral("url"), QString(url + QStringLiteral("profile?after={{captured.rid}}"))},
                        {QStringLiteral("method"), QStringLiteral("GET")},
                        {QStringLiteral("headers"), QJsonArray{QStringLiteral("X-After: {{captured.rid}}")}},
                        {QStringLiteral("checks"), QJsonArray{QStringLiteral("status in 200")}}};
    QJsonObject login{{QStringLiteral("name"), QStringLiteral("login")},
                      {QStringLiteral("url"), QString(url + QStringLiteral("login"))},
                      {QStringLiteral("method"), QStringLiteral("POST")},
                      {QStringLiteral("captures"), QJsonArray{QStringLiteral("rid = json /request_id")}},
                      {QStringLiteral("steps"), QJsonArray{profile}}};
    QJsonObject experiment{
        {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
        {QStringLiteral("endpoints"), QJsonArray{login}},
        {QStringLiteral("concurrency"), 1}, // one connection: login, profile, login, … exactly
        {QStringLiteral("requests"), 40},
        {QStringLiteral("duration_s"), 0},
        {QStringLiteral("thresholds"), QJsonArray{QStringLiteral("error_rate@profile<0.01")}},
    };
    for (auto it = changes.begin(); it != changes.end(); ++it)
        experiment.insert(it.key(), it.value());
    return experiment;
}

} // namespace

class TestCliSequence : public QObject
{
    Q_OBJECT
private slots:
    void eachStepIsCountedApart()
    {
        const auto server = startDemoServer(300us, 100us);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli({QStringLiteral("experiment"),
                                    test::writeJsonObject(dir.filePath(QStringLiteral("experiment.json")),
                                                          sequenceExperiment(server->url().toString())),
                                    QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), qint64(40));

        const QJsonObject run = test::firstSummaryRun(out);
        QCOMPARE(run[QStringLiteral("endpoint")].toString(), QStringLiteral("login"));
        QCOMPARE(run[QStringLiteral("requests")].toInt(), 40);
        const QJsonArray steps = run[QStringLiteral("endpoints")].toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps[0][QStringLiteral("endpoint")].toString(), QStringLiteral("login"));
        QCOMPARE(steps[1][QStringLiteral("endpoint")].toString(), QStringLiteral("profile"));
        // The connection alternates: a login, then a profile that takes what it captured.
        QCOMPARE(steps[0][QStringLiteral("requests")].toInt(), 20);
        QCOMPARE(steps[1][QStringLiteral("requests")].toInt(), 20);
        QCOMPARE(steps[0][QStringLiteral("errors")][QStringLiteral("check")].toInt(), 0);
        // The capture is a check of its step: every login answer had its value.
        QCOMPARE(steps[0][QStringLiteral("checks")][0][QStringLiteral("check")].toString(),
                 QStringLiteral("capture rid = json /request_id"));
        QCOMPARE(steps[0][QStringLiteral("checks")][0][QStringLiteral("failed")].toInt(), 0);
        QCOMPARE(steps[1][QStringLiteral("checks")][0][QStringLiteral("check")].toString(),
                 QStringLiteral("status in 200"));

        int logins = 0;
        for (const auto &record : test::readCsvRecords(QDir(out).filePath(QStringLiteral("samples.csv"))))
            logins += record.value(QStringLiteral("endpoint")) == QStringLiteral("login") ? 1 : 0;
        QCOMPARE(logins, 20);
        QVERIFY2(result.errText().contains(QStringLiteral("threshold error_rate@profile<0.01 passed")),
                 qPrintable(result.errText()));
        QVERIFY2(result.errText().contains(QStringLiteral("check capture rid = json /request_id of login passed")),
                 qPrintable(result.errText()));
    }

    void whatASequenceCannotDoIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("changes");
        QTest::addColumn<QString>("message");
        QTest::newRow("a rate run") << QJsonObject{{QStringLiteral("run_types"), QJsonArray{QStringLiteral("rate")}},
                                                   {QStringLiteral("rate_start"), 10}}
                                    << QStringLiteral("it runs in continuous runs only");
        QTest::newRow("the qnam engine") << QJsonObject{{QStringLiteral("engine"), QStringLiteral("qnam")}}
                                         << QStringLiteral("it needs the socket engine");
    }

    void whatASequenceCannotDoIsRefused()
    {
        QFETCH(QJsonObject, changes);
        QFETCH(QString, message);
        const auto server = startDemoServer(300us, 100us);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("results"));
        const auto result = runCli({QStringLiteral("experiment"),
                                    test::writeJsonObject(dir.filePath(QStringLiteral("experiment.json")),
                                                          sequenceExperiment(server->url().toString(), changes)),
                                    QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(message), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), qint64(0));
    }

    void stepsThatCannotBeSentAreRefused()
    {
        const auto server = startDemoServer(300us, 100us);
        QTemporaryDir dir;
        QJsonObject experiment = sequenceExperiment(server->url().toString());
        QJsonArray endpoints = experiment[QStringLiteral("endpoints")].toArray();
        QJsonObject login = endpoints[0].toObject();
        QJsonArray steps = login[QStringLiteral("steps")].toArray();
        QJsonObject elsewhere = steps[0].toObject();
        elsewhere[QStringLiteral("name")] = QStringLiteral("elsewhere");
        elsewhere[QStringLiteral("url")] = QStringLiteral("http://127.0.0.2:9/x?u={{captured.user}}");
        steps.append(elsewhere);
        login[QStringLiteral("steps")] = steps;
        endpoints[0] = login;
        experiment[QStringLiteral("endpoints")] = endpoints;
        const auto result = runCli({QStringLiteral("experiment"),
                                    test::writeJsonObject(dir.filePath(QStringLiteral("experiment.json")), experiment),
                                    QStringLiteral("--out"), dir.filePath(QStringLiteral("results"))},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        const QString err = result.errText();
        QVERIFY2(err.contains(QStringLiteral("step 'elsewhere' of endpoint 'login' goes to another server")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("the placeholder {{captured.user}} takes a value no earlier request of "
                                             "its sequence captures")),
                 qPrintable(err));
        QCOMPARE(server->requestsServed(), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestCliSequence)
#include "tst_cli_sequence.moc"
