// containerperf-cli experiment FILE.json (SPEC §7.1, §8): a SeBS perf-cost
// configuration and a native file with every sweep, against a container of the
// containerperf-test/function image; typos fail with their path before anything runs.
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Result
{
    int exitCode = -1;
    QString err;
};

Result runProcess(const QString &program, const QStringList &arguments, int timeoutMs = 300'000)
{
    QProcess process;
    process.start(program, arguments);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString inspectLimits(const QString &container)
{
    QProcess process;
    process.start(QStringLiteral("docker"), {QStringLiteral("inspect"), QStringLiteral("-f"),
                                             QStringLiteral("{{.HostConfig.Memory}} {{.HostConfig.NanoCpus}}"), container});
    process.waitForFinished();
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

QList<QStringList> readCsv(const QString &path)
{
    QFile file(path);
    QList<QStringList> rows;
    if (file.open(QIODevice::ReadOnly)) {
        for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            rows.append(line.split(QLatin1Char(',')));
    }
    return rows;
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
    void cleanupTestCase();
    void unknownKeysFailWithTheirPath();
    void sebsPerfCostFile();
    void nativeFileWithEverySweep();

private:
    QJsonObject endpoint() const;

    QString m_container;
    quint16 m_port = 0;
    bool m_docker = false;
};

void TestExperimentFile::initTestCase()
{
    QProcess info;
    info.start(QStringLiteral("docker"), {QStringLiteral("info")});
    m_docker = info.waitForFinished(30'000) && info.exitStatus() == QProcess::NormalExit && info.exitCode() == 0;
    if (!m_docker) {
        if (qEnvironmentVariableIntValue("CONTAINERPERF_REQUIRE_DOCKER") == 1)
            QFAIL("no Docker daemon answers and CONTAINERPERF_REQUIRE_DOCKER=1");
        return;
    }
    const Result images = runProcess(QStringLiteral("bash"),
                                     {QStringLiteral(CONTAINERPERF_FIXTURES "/../../scripts/build-test-images.sh")});
    QVERIFY2(images.exitCode == 0, qPrintable(images.err));
    m_container = QStringLiteral("cptest-%1-experiment").arg(QCoreApplication::applicationPid());
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        m_port = server.serverPort();
    }
    // A fixed host port survives restarts; --init lets busybox httpd stop at once.
    const Result run = runProcess(QStringLiteral("docker"),
                                  {QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--init"),
                                   QStringLiteral("--name"), m_container, QStringLiteral("-p"),
                                   QStringLiteral("127.0.0.1:%1:8080").arg(m_port), QStringLiteral("--tmpfs"),
                                   QStringLiteral("/tmp"), QStringLiteral("--memory"), QStringLiteral("200m"),
                                   QStringLiteral("--memory-swap"), QStringLiteral("200m"), QStringLiteral("--cpus"),
                                   QStringLiteral("1.25"), QStringLiteral("containerperf-test/function:latest")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QTest::qWaitFor(
        [this] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, m_port);
            return socket.waitForConnected(200);
        },
        10'000));
}

void TestExperimentFile::cleanupTestCase()
{
    if (!m_container.isEmpty())
        runProcess(QStringLiteral("docker"), {QStringLiteral("rm"), QStringLiteral("-f"), m_container});
}

QJsonObject TestExperimentFile::endpoint() const
{
    return QJsonObject{
        {QStringLiteral("url"), QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(m_port)},
        {QStringLiteral("containers"), QJsonArray{m_container}},
    };
}

void TestExperimentFile::unknownKeysFailWithTheirPath()
{
    QTemporaryDir dir;
    const QString path = writeJson(dir, QStringLiteral("typo.json"),
                                   QJsonObject{
                                       {QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                                       {QStringLiteral("endpoints"),
                                        QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9/")},
                                                               {QStringLiteral("timout"), 3}}}},
                                       {QStringLiteral("repetitons"), 3},
                                   });
    const Result run = runProcess(QStringLiteral(CONTAINERPERF_CLI),
                                  {QStringLiteral("experiment"), path, QStringLiteral("--out"), dir.filePath(QStringLiteral("out"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QLatin1String("endpoints[0].timout: unknown key")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("repetitons: unknown key")), qPrintable(run.err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out"))));
}

void TestExperimentFile::sebsPerfCostFile()
{
    if (!m_docker)
        QSKIP("no Docker daemon answers");
    QTemporaryDir dir;
    const QString before = inspectLimits(m_container);
    // SeBS's block as SeBS writes it, plus the endpoint in a containerperf block.
    const QJsonObject file{
        {QStringLiteral("experiments"),
         QJsonObject{{QStringLiteral("perf-cost"),
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
    const Result run = runProcess(QStringLiteral(CONTAINERPERF_CLI),
                                  {QStringLiteral("experiment"), writeJson(dir, QStringLiteral("sebs.json"), file),
                                   QStringLiteral("--out"), out, QStringLiteral("--quiet")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
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
    QCOMPARE(inspectLimits(m_container), before);
}

void TestExperimentFile::nativeFileWithEverySweep()
{
    if (!m_docker)
        QSKIP("no Docker daemon answers");
    QTemporaryDir dir;
    const QString before = inspectLimits(m_container);
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
    const Result run = runProcess(QStringLiteral(CONTAINERPERF_CLI),
                                  {QStringLiteral("experiment"), writeJson(dir, QStringLiteral("native.json"), file),
                                   QStringLiteral("--out"), out, QStringLiteral("--quiet")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    QFile summaryFile(out + QStringLiteral("/summary.json"));
    QVERIFY(summaryFile.open(QIODevice::ReadOnly));
    const QJsonArray runs = QJsonDocument::fromJson(summaryFile.readAll()).object().value(QLatin1String("runs")).toArray();
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
    const int lengthColumn = int(samples.value(0).indexOf(QStringLiteral("msg_length")));
    QSet<QString> lengths;
    for (const QStringList &row : samples.mid(1))
        lengths.insert(row.value(lengthColumn));
    QCOMPARE(lengths, (QSet<QString>{QStringLiteral("5"), QStringLiteral("50")}));
    QCOMPARE(inspectLimits(m_container), before);
}

QTEST_GUILESS_MAIN(TestExperimentFile)
#include "tst_experiment_file.moc"
