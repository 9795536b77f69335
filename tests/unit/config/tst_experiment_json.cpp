#include "config/experiment_json.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using namespace Qt::Literals::StringLiterals;

namespace {
QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}
} // namespace

class TestExperimentJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void secretsAreNotWritten();
    void defaultNameLeavesSecretsOut();
    void resultsExperimentJsonIsAccepted();
    void pricingPresetsFillEveryField();
    void errorsNameTheirPath_data();
    void errorsNameTheirPath();
    void sebsPerfCost_data();
    void sebsPerfCost();
    void sebsErrors_data();
    void sebsErrors();
    void containerReferences_data();
    void containerReferences();
    void streamsNeedHttp2AndTheSocketEngine();
    void dataFilesAreReadFromTheExperimentsFolder();
};

void TestExperimentJson::roundTrip()
{
    Experiment e;
    Endpoint endpoint;
    endpoint.name = QStringLiteral("fn");
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:8080/cgi-bin/function"));
    endpoint.request.method = "PUT";
    endpoint.request.httpVersion = HttpVersion::Http2;
    endpoint.request.headers = {{"Accept", "application/json"}};
    endpoint.request.bodyTemplate = "message={{msg}}&n={{seq}}";
    endpoint.request.msgLength = 17;
    endpoint.request.timeout = 2500ms;
    endpoint.containers = {QStringLiteral("a"), QStringLiteral("b")};
    endpoint.weight = 2.5;
    QString captureError;
    endpoint.request.captures = *parseCaptures({QStringLiteral("tok = json /token")}, &captureError);
    SequenceStep next{QStringLiteral("next"), {}};
    next.request.url = QUrl(QStringLiteral("http://127.0.0.1:8080/next?t=%7B%7Bcaptured.tok%7D%7D"));
    next.request.method = "GET";
    next.request.headers = {{"Authorization", "Bearer {{captured.tok}}"}};
    next.request.checks = *parseResponseChecks({QStringLiteral("status in 200")}, &captureError);
    next.request.captures = *parseCaptures({QStringLiteral("id = header X-Id")}, &captureError);
    endpoint.steps = {next};
    e.mix = true;
    e.endpoints = {endpoint};
    e.runTypes = {RunType::Cold, RunType::Sequential};
    e.concurrency = 7;
    e.repetitions = 33;
    e.duration = 12s;
    e.requests = 900;
    e.rateStart = 10;
    e.rateEnd = 20;
    e.pauseBefore = 1500ms;
    e.pauseAfter = 0s;
    e.warmup = 3s;
    e.memorySizesMb = {64, 128};
    e.cpuLimits = {0.5, 1.25};
    e.messageLengths = {1, 1000};
    e.engine = EngineKind::Qnam;
    e.threads = 3;
    e.streams = 12;
    e.coldStart = ColdStartMethod::Recreate;
    e.stopTimeoutS = 2;
    e.dockerHost = QStringLiteral("unix:///run/other.sock");
    e.swarmNodes = {{QStringLiteral("worker-1"), QStringLiteral("tcp://10.0.0.12:2376")}};
    e.seedFormat = true;
    e.redact = {QStringLiteral("X-Tenant"), QStringLiteral("uid")};
    e.pricing = pricingPreset(u"aws-lambda-x86");
    e.pricing->usdPerMillionRequests = 0.25; // a preset's price, edited

    QStringList errors;
    const auto back = experimentFromJson(experimentToJson(e), &errors);
    QVERIFY2(back, qPrintable(errors.join(QLatin1Char('\n'))));
    // Written again, it is the same document: every field survived.
    QCOMPARE(QJsonDocument(experimentToJson(*back)).toJson(), QJsonDocument(experimentToJson(e)).toJson());
    QCOMPARE(back->endpoints.first().request.timeout, 2500ms);
    QCOMPARE(back->endpoints.first().weight, 2.5);
    QVERIFY(back->mix);
    QCOMPARE(back->endpoints.first().steps.size(), 1);
    // A step takes its endpoint's protocol and timeout.
    QCOMPARE(back->endpoints.first().steps.first().request.timeout, 2500ms);
    QCOMPARE(back->endpoints.first().steps.first().request.httpVersion, HttpVersion::Http2);
    QCOMPARE(captureTexts(back->endpoints.first().steps.first().request.captures), QStringList{u"id = header X-Id"_s});
    QCOMPARE(back->coldStart, ColdStartMethod::Recreate);
    QCOMPARE(back->stopTimeoutS, 2);
    QCOMPARE(back->swarmNodes, e.swarmNodes);
    QCOMPARE(back->endpoints.first().request.httpVersion, HttpVersion::Http2);
    QCOMPARE(back->streams, 12);
    QCOMPARE(back->cpuLimits, (QList<double>{0.5, 1.25}));
    QCOMPARE(back->redact, e.redact);
    QCOMPARE(back->pricing, e.pricing);
}

void TestExperimentJson::pricingPresetsFillEveryField()
{
    QStringList errors;
    const auto e = experimentFromJson(parse(R"({"format": "containerperf-experiment/1",
        "pricing": {"preset": "aws-fargate-linux-x86", "usd_per_gib_second": 0.001}})"),
                                      &errors);
    QVERIFY2(e, qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY(e->pricing);
    QCOMPARE(e->pricing->preset, u"aws-fargate-linux-x86"_s);
    QCOMPARE(e->pricing->model, BillingModel::Instance);
    QCOMPARE(e->pricing->usdPerVcpuSecond, 0.04048 / 3600);
    QCOMPARE(e->pricing->usdPerGibSecond, 0.001); // the file's own price wins
    QCOMPARE(e->pricing->granularity, 1000ms);
    QCOMPARE(e->pricing->minimum, 60'000ms);
    // Every preset is valid as it stands.
    for (const PricingPreset &preset : pricingPresets())
        QVERIFY2(preset.pricing.validate().isEmpty(), qPrintable(preset.pricing.validate().join(u'\n')));
    // No pricing, written as null, reads back as none.
    const auto none =
        experimentFromJson(parse(R"({"format": "containerperf-experiment/1", "pricing": null})"), &errors);
    QVERIFY(none && !none->pricing);
}

// docs/specification.md#secrets
void TestExperimentJson::secretsAreNotWritten()
{
    Experiment e;
    Endpoint endpoint;
    endpoint.name = QStringLiteral("fn");
    endpoint.request.url =
        QUrl(QStringLiteral("http://alice:pa55word@127.0.0.1:8080/f?token=abc123&tenant=acme&page=2"));
    endpoint.request.method = "GET";
    endpoint.request.headers = {
        {"X-Auth-Token", "s3cret"}, {"X-Session", "sess-42"}, {"X-Tenant", "acme"}, {"Accept", "application/json"}};
    e.endpoints = {endpoint};
    e.redact = {QStringLiteral("tenant"), QStringLiteral("x-tenant")};

    const QJsonObject json = experimentToJson(e);
    const QByteArray text = QJsonDocument(json).toJson();
    for (const char *secret : {"alice", "pa55word", "abc123", "s3cret", "sess-42", "acme"})
        QVERIFY2(!text.contains(secret), secret);
    const QJsonObject written = json.value(QLatin1StringView("endpoints")).toArray().first().toObject();
    QCOMPARE(written.value(QLatin1StringView("url")).toString(),
             QStringLiteral("http://127.0.0.1:8080/f?token=***&tenant=***&page=2"));
    QCOMPARE(written.value(QLatin1StringView("headers")).toArray(),
             (QJsonArray{QStringLiteral("X-Auth-Token: ***"), QStringLiteral("X-Session: ***"),
                         QStringLiteral("X-Tenant: ***"), QStringLiteral("Accept: application/json")}));
    // What is sent is left alone.
    QCOMPARE(e.endpoints.first().request.url.password(), QStringLiteral("pa55word"));
    QCOMPARE(e.endpoints.first().request.headers.first().second, QByteArray("s3cret"));
}

void TestExperimentJson::defaultNameLeavesSecretsOut()
{
    QStringList errors;
    const auto e = experimentFromJson(parse(R"({"format": "containerperf-experiment/1", "redact": ["tenant"],
        "endpoints": [{"url": "http://u:p@127.0.0.1/f?tenant=acme&sig=xyz&page=2"}]})"),
                                      &errors);
    QVERIFY2(e, qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(e->redact, QStringList{QStringLiteral("tenant")});
    QCOMPARE(e->endpoints.first().name, QStringLiteral("http://127.0.0.1/f?tenant=***&sig=***&page=2"));
    QCOMPARE(e->endpoints.first().request.url.query(), QStringLiteral("tenant=acme&sig=xyz&page=2"));
}

void TestExperimentJson::resultsExperimentJsonIsAccepted()
{
    QStringList errors;
    const auto e = experimentFromJson(parse(R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://127.0.0.1/"}], "run_types": ["warm"],
        "environment": {"version": "0.1.0", "host": "x", "anything": [1, 2]}})"),
                                      &errors);
    QVERIFY2(e, qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(e->runTypes, QList<RunType>{RunType::Warm});
    QCOMPARE(e->endpoints.first().request.method, QByteArray("POST"));
}

void TestExperimentJson::errorsNameTheirPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray base = R"("format": "containerperf-experiment/1", "endpoints": [{"url": "http://127.0.0.1/"}])";
    QTest::newRow("unknown endpoint key") << QByteArray(R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://127.0.0.1/", "timout": 3}]})")
                                          << QStringLiteral("endpoints[0].timout: unknown key");
    QTest::newRow("unknown top key") << QByteArray("{" + base + R"(, "concurency": 2})")
                                     << QStringLiteral("concurency: unknown key");
    QTest::newRow("concurrency 0") << QByteArray("{" + base + R"(, "concurrency": 0})")
                                   << QStringLiteral("concurrency: 0 is below the minimum of 1");
    QTest::newRow("fractional repetitions") << QByteArray("{" + base + R"(, "repetitions": 2.5})")
                                            << QStringLiteral("repetitions: expected a whole number, not 2.5");
    QTest::newRow("negative rate") << QByteArray("{" + base + R"(, "rate_start": -1})")
                                   << QStringLiteral("rate_start: -1 is below the minimum of 0");
    QTest::newRow("memory below 6 MiB") << QByteArray("{" + base + R"(, "memory_sizes": [128, 4]})")
                                        << QStringLiteral("memory_sizes[1]: 4 MiB is below the minimum of 6 MiB");
    QTest::newRow("wrong type") << QByteArray("{" + base + R"(, "concurrency": "4"})")
                                << QStringLiteral("concurrency: expected a number, found a string");
    QTest::newRow("unknown run type")
        << QByteArray("{" + base + R"(, "run_types": ["warm", "hot"]})")
        << QStringLiteral("run_types[1]: 'hot' is not one of continuous, rate, warm, cold, burst, sequential");
    QTest::newRow("bad url")
        << QByteArray(R"({"format": "containerperf-experiment/1", "endpoints": [{"url": "ftp://x/"}]})")
        << QStringLiteral("endpoints[0].url: 'ftp://x/' is not an http:// or https:// URL with a host");
    QTest::newRow("missing url") << QByteArray(
        R"({"format": "containerperf-experiment/1", "endpoints": [{"name": "x"}]})")
                                 << QStringLiteral("endpoints[0].url: missing: every endpoint needs a URL");
    QTest::newRow("bad header") << QByteArray(R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://h/", "headers": ["ok: 1", "broken"]}]})")
                                << QStringLiteral("endpoints[0].headers[1]: 'broken' is not of the form 'Name: value'");
    QTest::newRow("zero timeout") << QByteArray(R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://h/", "timeout_s": 0}]})")
                                  << QStringLiteral("endpoints[0].timeout_s: 0 is below the minimum of 0.001");
    QTest::newRow("unknown http version") << QByteArray(R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://h/", "http": "3"}]})")
                                          << QStringLiteral("endpoints[0].http: '3' is not one of 1.1, 2");
    QTest::newRow("streams 0") << QByteArray("{" + base + R"(, "streams": 0})")
                               << QStringLiteral("streams: 0 is below the minimum of 1");
    QTest::newRow("streams beyond 1000") << QByteArray("{" + base + R"(, "streams": 1001})")
                                         << QStringLiteral("streams: 1001 is above the maximum of 1000");
    QTest::newRow("cpu limit 0") << QByteArray("{" + base + R"(, "cpu_limits": [0]})")
                                 << QStringLiteral("cpu_limits[0]: 0 is below the minimum of 0.01");
    QTest::newRow("bad cold start")
        << QByteArray("{" + base + R"(, "cold_start": "reboot"})")
        << QStringLiteral(
               "cold_start: 'reboot' is not one of restart, stop-start, recreate, kill, scale, force-update");
    QTest::newRow("stop timeout beyond an hour") << QByteArray("{" + base + R"(, "stop_timeout_s": 4000})")
                                                 << QStringLiteral("stop_timeout_s: 4000 is above the maximum of 3600");
    QTest::newRow("empty redact name") << QByteArray("{" + base + R"(, "redact": ["tenant", " "]})")
                                       << QStringLiteral("redact[1]: an empty name redacts nothing");
    QTest::newRow("unknown pricing preset")
        << QByteArray("{" + base + R"(, "pricing": {"preset": "azure"}})")
        << QStringLiteral("pricing.preset: 'azure' is not one of aws-lambda-x86, aws-fargate-linux-x86, "
                          "gcp-cloud-run-request");
    QTest::newRow("unknown pricing key") << QByteArray("{" + base + R"(, "pricing": {"usd_per_gb_second": 1}})")
                                         << QStringLiteral("pricing.usd_per_gb_second: unknown key");
    QTest::newRow("negative price") << QByteArray("{" + base + R"(, "pricing": {"usd_per_vcpu_second": -1}})")
                                    << QStringLiteral("pricing.usd_per_vcpu_second: -1 is below the minimum of 0");
    QTest::newRow("zero granularity") << QByteArray("{" + base + R"(, "pricing": {"granularity_ms": 0}})")
                                      << QStringLiteral("pricing.granularity_ms: 0 is below the minimum of 1");
    QTest::newRow("unknown billing model")
        << QByteArray("{" + base + R"(, "pricing": {"model": "spot"}})")
        << QStringLiteral("pricing.model: 'spot' is not one of instance, request, invocation, usage");
    QTest::newRow("no format") << QByteArray(R"({"endpoints": []})")
                               << QStringLiteral("format: missing; a ContainerPerf experiment file starts with "
                                                 "\"format\": \"containerperf-experiment/1\"");
    QTest::newRow("other format")
        << QByteArray(R"({"format": "containerperf-experiment/2"})")
        << QStringLiteral(
               "format: 'containerperf-experiment/2' is not a format this version reads (containerperf-experiment/1)");
}

void TestExperimentJson::errorsNameTheirPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QStringList errors;
    QVERIFY(!experimentFromJson(parse(json), &errors));
    QVERIFY2(errors.contains(expected), qPrintable(errors.join(QLatin1Char('\n'))));
}

void TestExperimentJson::sebsPerfCost_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("hasEndpoint");
    const QByteArray perfCost = R"({"benchmark": "110.dynamic-html", "experiments": ["cold", "warm"],
        "input-size": "test", "repetitions": 50, "concurrent-invocations": 25, "memory-sizes": [128, 256]})";
    QTest::newRow("whole configuration") << QByteArray(R"({"experiments": {"perf-cost": )" + perfCost
                                                       + R"(, "update_code": false, "runtime": {"language": "python"}},
        "deployment": {"name": "aws"}})") << false;
    QTest::newRow("perf-cost object alone") << perfCost << false;
    QTest::newRow("with a containerperf block")
        << QByteArray(R"({"experiments": {"perf-cost": )" + perfCost
                      + R"(}, "containerperf": {"endpoints": [{"url": "http://127.0.0.1:9/f", "containers": ["fn"]}],
        "pause_before_s": 0, "pause_after_s": 0}})")
        << true;
}

void TestExperimentJson::sebsPerfCost()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, hasEndpoint);
    QStringList errors;
    const auto e = experimentFromJson(parse(json), &errors);
    QVERIFY2(e, qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(e->runTypes, (QList<RunType>{RunType::Cold, RunType::Warm}));
    QCOMPARE(e->repetitions, 50);
    QCOMPARE(e->concurrency, 25);
    QCOMPARE(e->memorySizesMb, (QList<int>{128, 256}));
    QCOMPARE(e->endpoints.size(), hasEndpoint ? 1 : 0);
    if (hasEndpoint) {
        QCOMPARE(e->endpoints.first().containers, QStringList{QStringLiteral("fn")});
        QCOMPARE(e->pauseBefore, 0ns);
        QVERIFY(e->validate().isEmpty());
    } else {
        // SeBS's pauses are the defaults.
        QCOMPARE(e->pauseBefore, 5s);
        QCOMPARE(e->pauseAfter, 5s);
    }
}

void TestExperimentJson::sebsErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("typo in perf-cost") << QByteArray(R"({"experiments": {"perf-cost": {"experiments": ["cold"],
        "repetition": 5}}})") << QStringLiteral("experiments.perf-cost.repetition: unknown key");
    QTest::newRow("not a perf-cost type")
        << QByteArray(R"({"experiments": ["cold", "continuous"], "repetitions": 2})")
        << QStringLiteral("experiments[1]: 'continuous' is not one of warm, cold, burst, sequential");
    QTest::newRow("no perf-cost block")
        << QByteArray(R"({"experiments": {"eviction-model": {}}})")
        << QStringLiteral("experiments.perf-cost: missing; this SeBS configuration has no perf-cost experiment");
    QTest::newRow("typo in containerperf block")
        << QByteArray(R"({"experiments": {"perf-cost": {"experiments": ["warm"]}}, "containerperf": {"pause_s": 1}})")
        << QStringLiteral("containerperf.pause_s: unknown key");
    QTest::newRow("small memory") << QByteArray(R"({"experiments": ["warm"], "memory-sizes": [2]})")
                                  << QStringLiteral("memory-sizes[0]: 2 MiB is below the minimum of 6 MiB");
}

void TestExperimentJson::sebsErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QStringList errors;
    QVERIFY(!experimentFromJson(parse(json), &errors));
    QVERIFY2(errors.contains(expected), qPrintable(errors.join(QLatin1Char('\n'))));
}

void TestExperimentJson::containerReferences_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<bool>("valid");
    QTest::newRow("name") << QStringLiteral("web") << true;
    QTest::newRow("leading slash") << QStringLiteral("/web") << true;
    QTest::newRow("one character") << QStringLiteral("a") << true;
    QTest::newRow("every allowed character") << QStringLiteral("My_app.v2-1") << true;
    QTest::newRow("id") << QStringLiteral("4f5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("only a slash") << QStringLiteral("/") << false;
    QTest::newRow("path") << QStringLiteral("../../../etc/x") << false;
    QTest::newRow("dot dot") << QStringLiteral("..") << false;
    QTest::newRow("inner slash") << QStringLiteral("a/b") << false;
    QTest::newRow("query") << QStringLiteral("a?b") << false;
    QTest::newRow("leading dash") << QStringLiteral("-a") << false;
    QTest::newRow("space") << QStringLiteral("a b") << false;
    QTest::newRow("non-ASCII letter") << QStringLiteral("caf\u00e9") << false;
}

void TestExperimentJson::containerReferences()
{
    QFETCH(QString, reference);
    QFETCH(bool, valid);
    QCOMPARE(containerReferenceProblem(reference).isEmpty(), valid);
    // Bound containers are checked with the rest of an experiment, before anything starts.
    Experiment e;
    Endpoint endpoint;
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1/"));
    endpoint.containers = {reference};
    e.endpoints = {endpoint};
    QCOMPARE(e.validate().isEmpty(), valid);
}

// docs/specification.md#http2
void TestExperimentJson::streamsNeedHttp2AndTheSocketEngine()
{
    Experiment e;
    Endpoint endpoint;
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1/"));
    e.endpoints = {endpoint};
    e.streams = 1;
    QVERIFY(e.validate().isEmpty());
    // HTTP/1.1 only: streams would be silently ignored, so they are refused.
    e.streams = 10;
    QCOMPARE(e.validate().size(), 1);
    QVERIFY2(e.validate().first().contains(u"HTTP/2"), qPrintable(e.validate().first()));
    e.endpoints.first().request.httpVersion = HttpVersion::Http2;
    QVERIFY2(e.validate().isEmpty(), qPrintable(e.validate().join(u'\n')));
    e.engine = EngineKind::Qnam;
    QCOMPARE(e.validate().size(), 1);
    QVERIFY2(e.validate().first().contains(u"socket engine"), qPrintable(e.validate().first()));
    e.streams = 1;
    QVERIFY(e.validate().isEmpty());
    e.streams = Experiment::MaxStreams + 1;
    e.engine = EngineKind::Socket;
    QCOMPARE(e.validate(), QStringList{u"streams must be between 1 and 1000"_qs});
}

QTEST_GUILESS_MAIN(TestExperimentJson)
#include "tst_experiment_json.moc"

// docs/load-testing.md#data-files
void TestExperimentJson::dataFilesAreReadFromTheExperimentsFolder()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"data"_s));
    const QString csvPath = dir.filePath(u"data/users.csv"_s);
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("user\nann\nbob\n");
    csv.close();
    const QString experimentPath = dir.filePath(u"experiment.json"_s);
    QFile file(experimentPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "containerperf-experiment/1", "endpoints": [
        {"url": "http://127.0.0.1:8080/", "body": "{{data.user}}", "data": "data/users.csv"},
        {"url": "http://127.0.0.1:8080/", "body": "{{data.user}}", "data": "data/none.csv"}]})");
    file.close();
    QStringList errors;
    QVERIFY(!experimentFromFile(experimentPath, &errors));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(u"endpoints[1].data: cannot read the data file "_s)
                 && errors.first().contains(dir.filePath(u"data/none.csv"_s)),
             qPrintable(errors.first()));

    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format": "containerperf-experiment/1", "endpoints": [
        {"url": "http://127.0.0.1:8080/u/{{data.user}}", "body": "{{data.user}}", "data": "data/users.csv"}]})");
    file.close();
    const auto e = experimentFromFile(experimentPath, &errors);
    QVERIFY2(e, qPrintable(errors.join(u'\n')));
    // Named, and written, as typed: placeholders with their braces.
    QCOMPARE(e->endpoints.first().name, u"http://127.0.0.1:8080/u/{{data.user}}"_s);
    const DataTable &data = e->endpoints.first().request.data;
    QCOMPARE(data.rowCount(), 2);
    QCOMPARE(data.path(), csvPath);
    QVERIFY(e->validate().isEmpty());
    // Written with the path it was read from, so that results' experiment.json runs again from anywhere.
    const QJsonObject written = experimentToJson(*e);
    QCOMPARE(written[u"endpoints"_s][0][u"data"_s].toString(), csvPath);
    QCOMPARE(written[u"endpoints"_s][0][u"url"_s].toString(), u"http://127.0.0.1:8080/u/{{data.user}}"_s);
    const auto again = experimentFromJson(written, &errors);
    QVERIFY(again);
    QCOMPARE(again->endpoints.first().request.data.value(1, 0), "bob");

    // A placeholder naming a column the file lacks is refused before anything is sent.
    Experiment wrong = *e;
    wrong.endpoints.first().request.bodyTemplate = "{{data.name}}";
    QCOMPARE(wrong.validate().size(), 1);
    QVERIFY2(wrong.validate().first().contains(u"{{data.name}} names no column"_s),
             qPrintable(wrong.validate().first()));
}
