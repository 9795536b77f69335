// containerperf-cli experiment FILE.json (docs/experiment-format.md#the-native-format,
// docs/specification.md#command-line): a SeBS perf-cost
// configuration and a native file with every sweep, against a container of the
// containerperf-test/function image; typos fail with their path before anything runs.
#include "cli_runner.h"
#include "demo/demo_server.h"
#include "docker_rig.h"
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using cp::test::readCsv;
using cp::test::runCli;

namespace {

// A sweep with cold starts takes minutes on a loaded machine.
constexpr int ExperimentTimeoutMs = 300'000;

QString inspectLimits(const QString &container)
{
    return cp::test::docker({QStringLiteral("inspect"), QStringLiteral("-f"),
                             QStringLiteral("{{.HostConfig.Memory}} {{.HostConfig.NanoCpus}}"), container})
        .outText();
}

QString writeJson(const QTemporaryDir &dir, const QString &name, const QJsonObject &object)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(object).toJson());
    return path;
}

} // namespace

class TestExperimentFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void unknownKeysFailWithTheirPath();
    void redactAddsToTheFilesNames();
    void sebsPerfCostFile();
    void nativeFileWithEverySweep();

private:
    QJsonObject endpoint() const;

    std::unique_ptr<cp::test::TestContainer> m_function; // none without Docker
    quint16 m_port = 0;
};

void TestExperimentFile::initTestCase()
{
    // Typos are found without Docker: only the tests that run need a daemon.
    if (!cp::test::dockerAnswers() && !cp::test::dockerRequired())
        return;
    CP_REQUIRE_DOCKER();
    m_port = cp::test::freeLoopbackPort();
    QVERIFY(m_port != 0);
    m_function = std::make_unique<cp::test::TestContainer>(QStringLiteral("experiment"));
    // A fixed host port survives restarts; --init lets busybox httpd stop at once.
    QString error;
    QVERIFY2(m_function->run({QStringLiteral("--init"), QStringLiteral("-p"),
                              QStringLiteral("127.0.0.1:%1:8080").arg(m_port), QStringLiteral("--tmpfs"),
                              QStringLiteral("/tmp"), QStringLiteral("--memory"), QStringLiteral("200m"),
                              QStringLiteral("--memory-swap"), QStringLiteral("200m"), QStringLiteral("--cpus"),
                              QStringLiteral("1.25")},
                             QStringLiteral("containerperf-test/function:latest"), {}, &error),
             qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(m_port, 10'000));
}

QJsonObject TestExperimentFile::endpoint() const
{
    return QJsonObject{
        {QStringLiteral("url"), QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(m_port)},
        {QStringLiteral("containers"), QJsonArray{m_function->name()}},
    };
}

void TestExperimentFile::unknownKeysFailWithTheirPath()
{
    QTemporaryDir dir;
    const QString path =
        writeJson(dir, QStringLiteral("typo.json"),
                  QJsonObject{
                      {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                      {QStringLiteral("endpoints"),
                       QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9/")},
                                              {QStringLiteral("timout"), 3}}}},
                      {QStringLiteral("repetitons"), 3},
                  });
    const cp::test::ProcessResult run =
        runCli({QStringLiteral("experiment"), path, QStringLiteral("--out"), dir.filePath(QStringLiteral("out"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errText().contains(QLatin1String("endpoints[0].timout: unknown key")), qPrintable(run.errText()));
    QVERIFY2(run.errText().contains(QLatin1String("repetitons: unknown key")), qPrintable(run.errText()));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out"))));
}

// docs/specification.md#secrets: --redact adds to the file's names, and the endpoint's
// default name, its URL, leaves out what either names.
void TestExperimentFile::redactAddsToTheFilesNames()
{
    cp::DemoServer server;
    QString error;
    QVERIFY2(server.start(&error), qPrintable(error));
    QUrl url = server.url();
    url.setQuery(QStringLiteral("tenant=acme&region=eu-west&page=1"));
    QTemporaryDir dir;
    const QString path = writeJson(
        dir, QStringLiteral("redact.json"),
        QJsonObject{
            {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
            {QStringLiteral("redact"), QJsonArray{QStringLiteral("region")}},
            {QStringLiteral("requests"), 20},
            {QStringLiteral("duration_s"), 0},
            {QStringLiteral("endpoints"),
             QJsonArray{QJsonObject{{QStringLiteral("url"), url.toString()},
                                    {QStringLiteral("method"), QStringLiteral("GET")},
                                    {QStringLiteral("headers"), QJsonArray{QStringLiteral("X-Tenant: acme")}}}}},
        });
    const QString out = dir.filePath(QStringLiteral("out"));
    const cp::test::ProcessResult run =
        runCli({QStringLiteral("experiment"), path, QStringLiteral("--redact"), QStringLiteral("tenant"),
                QStringLiteral("--redact"), QStringLiteral("X-Tenant"), QStringLiteral("--quiet"),
                QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    for (const QString &name : QDir(out).entryList(QDir::Files)) {
        QFile file(QDir(out).filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        QVERIFY2(!content.contains("acme") && !content.contains("eu-west"), qPrintable(name));
    }
    const QString written = QStringLiteral("http://127.0.0.1:%1/?tenant=***&region=***&page=1").arg(url.port());
    const QJsonObject summary = cp::test::readJsonObject(out + QStringLiteral("/summary.json"))[QStringLiteral("runs")]
                                    .toArray()
                                    .first()
                                    .toObject();
    QCOMPARE(summary[QStringLiteral("endpoint")].toString(), written);
    QCOMPARE(summary[QStringLiteral("url")].toString(), written);
    const QJsonObject experiment = cp::test::readJsonObject(out + QStringLiteral("/experiment.json"));
    QCOMPARE(experiment[QStringLiteral("redact")].toArray(),
             (QJsonArray{QStringLiteral("region"), QStringLiteral("tenant"), QStringLiteral("X-Tenant")}));
}

void TestExperimentFile::sebsPerfCostFile()
{
    if (!m_function)
        QSKIP("no Docker daemon answers");
    QTemporaryDir dir;
    const QString before = inspectLimits(m_function->name());
    // SeBS's block as SeBS writes it, plus the endpoint in a containerperf block.
    const QJsonObject file{
        {QStringLiteral("experiments"),
         QJsonObject{
             {QStringLiteral("perf-cost"),
              QJsonObject{{QStringLiteral("benchmark"), QStringLiteral("110.dynamic-html")},
                          {QStringLiteral("experiments"), QJsonArray{QStringLiteral("cold"), QStringLiteral("warm")}},
                          {QStringLiteral("input-size"), QStringLiteral("test")},
                          {QStringLiteral("repetitions"), 4},
                          {QStringLiteral("concurrent-invocations"), 2},
                          {QStringLiteral("memory-sizes"), QJsonArray{96}}}}}},
        {QStringLiteral("containerperf"),
         QJsonObject{{QStringLiteral("endpoints"), QJsonArray{endpoint()}},
                     {QStringLiteral("pause_before_s"), 0},
                     {QStringLiteral("pause_after_s"), 0}}},
    };
    const QString out = dir.filePath(QStringLiteral("out"));
    const cp::test::ProcessResult run =
        runCli({QStringLiteral("experiment"), writeJson(dir, QStringLiteral("sebs.json"), file),
                QStringLiteral("--out"), out, QStringLiteral("--quiet")},
               ExperimentTimeoutMs);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    const QList<QStringList> rows = readCsv(out + QStringLiteral("/result.csv"));
    int cold = 0;
    int warm = 0;
    for (const QStringList &row : rows.mid(1)) {
        QCOMPARE(row.value(0), QStringLiteral("96"));
        if (row.value(1) == QLatin1String("cold") && row.value(2) == QLatin1String("True"))
            ++cold;
        if (row.value(1) == QLatin1String("warm") && row.value(2) == QLatin1String("False"))
            ++warm;
    }
    QVERIFY(cold >= 4);
    QVERIFY(warm >= 4);
    QVERIFY(QFile::exists(out + QStringLiteral("/cold_results_96.json")));
    QVERIFY(QFile::exists(out + QStringLiteral("/warm_results_96.json")));
    QCOMPARE(inspectLimits(m_function->name()), before);
}

void TestExperimentFile::nativeFileWithEverySweep()
{
    if (!m_function)
        QSKIP("no Docker daemon answers");
    QTemporaryDir dir;
    const QString before = inspectLimits(m_function->name());
    const QJsonObject file{
        {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
        {QStringLiteral("endpoints"), QJsonArray{endpoint()}},
        {QStringLiteral("run_types"), QJsonArray{QStringLiteral("warm"), QStringLiteral("burst")}},
        {QStringLiteral("concurrency"), 2},
        {QStringLiteral("repetitions"), 4},
        {QStringLiteral("pause_before_s"), 0},
        {QStringLiteral("pause_after_s"), 0},
        {QStringLiteral("memory_sizes"), QJsonArray{64, 128}},
        {QStringLiteral("cpu_limits"), QJsonArray{0.5, 1}},
        {QStringLiteral("message_lengths"), QJsonArray{5, 50}},
        {QStringLiteral("cold_start"), QStringLiteral("stop-start")},
    };
    const QString out = dir.filePath(QStringLiteral("out"));
    const cp::test::ProcessResult run =
        runCli({QStringLiteral("experiment"), writeJson(dir, QStringLiteral("native.json"), file),
                QStringLiteral("--out"), out, QStringLiteral("--quiet")},
               ExperimentTimeoutMs);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));

    QFile summaryFile(out + QStringLiteral("/summary.json"));
    QVERIFY(summaryFile.open(QIODevice::ReadOnly));
    const QJsonArray runs =
        QJsonDocument::fromJson(summaryFile.readAll()).object().value(QLatin1String("runs")).toArray();
    QCOMPARE(runs.size(), 2 * 2 * 2 * 2);
    QSet<QString> points;
    for (const auto &value : runs) {
        const QJsonObject r = value.toObject();
        QVERIFY(r.value(QLatin1String("accepted")).toInt() >= 4);
        // Each point's limits were read back from the daemon.
        QCOMPARE(r.value(QLatin1String("effective_memory_mb")).toInt(), r.value(QLatin1String("memory_mb")).toInt());
        QCOMPARE(r.value(QLatin1String("effective_cpus")).toDouble(), r.value(QLatin1String("cpu_limit")).toDouble());
        points.insert(QStringLiteral("%1/%2/%3/%4")
                          .arg(r.value(QLatin1String("type")).toString())
                          .arg(r.value(QLatin1String("memory_mb")).toInt())
                          .arg(r.value(QLatin1String("cpu_limit")).toDouble())
                          .arg(r.value(QLatin1String("msg_length")).toInt()));
    }
    QCOMPARE(points.size(), 16);
    // Message lengths reached the requests.
    const QList<QStringList> samples = readCsv(out + QStringLiteral("/samples.csv"));
    const int lengthColumn = cp::test::csvColumn(samples, QStringLiteral("msg_length"));
    QSet<QString> lengths;
    for (const QStringList &row : samples.mid(1))
        lengths.insert(row.value(lengthColumn));
    QCOMPARE(lengths, (QSet<QString>{QStringLiteral("5"), QStringLiteral("50")}));
    QCOMPARE(inspectLimits(m_function->name()), before);
}

QTEST_GUILESS_MAIN(TestExperimentFile)
#include "tst_experiment_file.moc"
