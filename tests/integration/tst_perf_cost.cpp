// perf-cost runs (docs/specification.md#perf-cost-runs, its cold starts and
// sweeps; docs/experiment-format.md#results-directory) against a real container of the
// containerperf-test/function image: a CGI function whose first requests after
// a start take 200 ms and say is_cold in SeBS JSON, with Server-Timing.
#include "cli_runner.h"
#include "docker_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

using cp::test::docker;
using cp::test::readCsv;
using cp::test::runCli;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

class TestPerfCost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void perfCostTypes_data();
    void perfCostTypes();
    void inferredColdness_data();
    void inferredColdness();
    void interruptMidSweep();
    void restoreAfterKillMidSweep();
    void restoreFailures();
    void unlimitedOriginalIsRecordedAsUnlimited();
    void unknownContainer();
    void memoryBelowMinimum();
    void refusedLimit();
    void ephemeralPortIsRefusedForColdRuns();
    void killColdStart();

private:
    QStringList baseArguments(const QString &path, const QString &type, const QString &out) const;
    QString limits() const;

    cp::test::TestContainer m_function{QStringLiteral("function")};
    quint16 m_port = 0;
    QString m_originalLimits;
};

void TestPerfCost::initTestCase()
{
    CP_REQUIRE_DOCKER();
    // A fixed host port: an ephemeral one (127.0.0.1::8080) changes at every restart.
    m_port = cp::test::freeLoopbackPort();
    QVERIFY(m_port != 0);
    // --init: busybox httpd as PID 1 ignores SIGTERM, so every restart would wait 10 s.
    // Original limits that the API can set back exactly.
    QString error;
    QVERIFY2(
        m_function.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(m_port),
                        QStringLiteral("--tmpfs"), QStringLiteral("/tmp"), QStringLiteral("--memory"),
                        QStringLiteral("256m"), QStringLiteral("--memory-swap"), QStringLiteral("256m"),
                        QStringLiteral("--cpus"), QStringLiteral("1.5")},
                       QStringLiteral("containerperf-test/function:latest"), {}, &error),
        qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(m_port, 10'000));
    m_originalLimits = limits();
    QCOMPARE(m_originalLimits, QStringLiteral("268435456 268435456 1500000000"));
}

QString TestPerfCost::limits() const
{
    return docker({QStringLiteral("inspect"), QStringLiteral("-f"),
                   QStringLiteral("{{.HostConfig.Memory}} {{.HostConfig.MemorySwap}} {{.HostConfig.NanoCpus}}"),
                   m_function.name()})
        .outText();
}

QStringList TestPerfCost::baseArguments(const QString &path, const QString &type, const QString &out) const
{
    return {QStringLiteral("run"),
            QStringLiteral("--url"),
            QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path),
            QStringLiteral("--type"),
            type,
            QStringLiteral("--concurrency"),
            QStringLiteral("4"),
            QStringLiteral("--repetitions"),
            QStringLiteral("8"),
            QStringLiteral("--container"),
            m_function.name(),
            QStringLiteral("--pause"),
            QStringLiteral("0s"),
            QStringLiteral("--quiet"),
            QStringLiteral("--out"),
            out};
}

void TestPerfCost::perfCostTypes_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("expectedCold"); // "True", "False" or "" for either
    QTest::newRow("warm") << QStringLiteral("warm") << QStringLiteral("False");
    QTest::newRow("cold") << QStringLiteral("cold") << QStringLiteral("True");
    QTest::newRow("burst") << QStringLiteral("burst") << QString();
    QTest::newRow("sequential") << QStringLiteral("sequential") << QStringLiteral("False");
}

void TestPerfCost::perfCostTypes()
{
    QFETCH(QString, type);
    QFETCH(QString, expectedCold);
    QTemporaryDir out;
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), type, out.path());
    arguments << QStringLiteral("--memory") << QStringLiteral("64,128");
    const cp::test::ProcessResult run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));

    const QList<QStringList> rows = readCsv(out.filePath(QStringLiteral("result.csv")));
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.first().join(QLatin1Char(',')),
             QStringLiteral("memory,type,is_cold,exec_time,connection_time,client_time,provider_time,mem_used"));
    QHash<QString, QList<double>> clientTimes;
    QHash<QString, QList<double>> execTimes;
    for (const QStringList &row : rows.mid(1)) {
        QCOMPARE(row.size(), 8);
        QCOMPARE(row[1], type);
        QVERIFY2(row[2] == QLatin1String("True") || row[2] == QLatin1String("False"), qPrintable(row[2]));
        if (!expectedCold.isEmpty())
            QCOMPARE(row[2], expectedCold);
        // connection_time in seconds: a loopback connect is far below one.
        QVERIFY(row[4].toDouble() < 1.0);
        // provider_time: the server's time where it said one above 0 (the cold
        // starts' 200 ms), else the first byte's time less the round trip; never 0.
        const qint64 provider = row[6].toLongLong();
        QVERIFY2(provider > 0 && provider <= row[5].toLongLong(), qPrintable(row.join(QLatin1Char(','))));
        if (row[3].toLongLong() > 0)
            QCOMPARE(provider, qMin(row[3].toLongLong(), row[5].toLongLong()));
        clientTimes[row[0]].append(row[5].toDouble());
        execTimes[row[0]].append(row[3].toDouble());
    }
    for (const QString &memory : {QStringLiteral("64"), QStringLiteral("128")}) {
        QVERIFY2(clientTimes.value(memory).size() >= 8, qPrintable(memory));
        if (type == QLatin1String("cold")) {
            QVERIFY(median(clientTimes.value(memory)) >= 200'000);
            // exec_time is the function's own Server-Timing figure, in µs.
            QVERIFY(median(execTimes.value(memory)) >= 200'000);
        } else if (type == QLatin1String("warm")) {
            QVERIFY(median(clientTimes.value(memory)) < 200'000);
        }
        QFile runFile(out.filePath(QStringLiteral("%1_results_%2.json").arg(type, memory)));
        QVERIFY2(runFile.open(QIODevice::ReadOnly), qPrintable(runFile.fileName()));
        const QJsonObject json = QJsonDocument::fromJson(runFile.readAll()).object();
        const QJsonObject statistics = json.value(QLatin1String("statistics")).toObject();
        for (const auto key : {"samples_generated", "failures", "failures_count", "incorrect", "incorrect_count",
                               "cold_count", "provider_time_source"})
            QVERIFY2(statistics.contains(QLatin1String(key)), key);
        // The socket engine read its connections' round trip from the kernel.
        QVERIFY(statistics.value(QLatin1String("tcp_rtt_us")).toDouble() > 0);
        QVERIFY(statistics.value(QLatin1String("samples_generated")).toInt() >= 8);
        QVERIFY(!json.value(QLatin1String("invocations")).toObject().isEmpty());
    }

    // stats.csv witnessed both limits, events.csv the limit changes and (cold, burst) the restarts.
    const QList<QStringList> stats = readCsv(out.filePath(QStringLiteral("stats.csv")));
    const int limitColumn = cp::test::csvColumn(stats, QStringLiteral("mem_limit_bytes"));
    QVERIFY(limitColumn >= 0);
    QSet<QString> limitsSeen;
    for (const QStringList &row : stats.mid(1))
        limitsSeen.insert(row.value(limitColumn));
    QVERIFY(limitsSeen.contains(QStringLiteral("67108864")));
    QVERIFY(limitsSeen.contains(QStringLiteral("134217728")));
    QFile events(out.filePath(QStringLiteral("events.csv")));
    QVERIFY(events.open(QIODevice::ReadOnly));
    const QString eventText = QString::fromUtf8(events.readAll());
    QVERIFY(eventText.contains(QLatin1String("containerperf.limits,memory=67108864")));
    QVERIFY(eventText.contains(QLatin1String("containerperf.limits,memory=134217728")));
    if (type == QLatin1String("cold") || type == QLatin1String("burst"))
        QVERIFY(eventText.count(QLatin1String("containerperf.restart")) >= 2 * 3);
    QVERIFY(QFile::exists(out.filePath(QStringLiteral("samples.csv"))));

    QCOMPARE(limits(), m_originalLimits);
    // The limits are back: nothing is left to restore.
    QVERIFY(!QFile::exists(out.filePath(QStringLiteral("original-limits.json"))));
}

void TestPerfCost::inferredColdness_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("expectedCold");
    QTest::newRow("cold") << QStringLiteral("cold") << QStringLiteral("True");
    QTest::newRow("warm") << QStringLiteral("warm") << QStringLiteral("False");
}

void TestPerfCost::inferredColdness()
{
    QFETCH(QString, type);
    QFETCH(QString, expectedCold);
    QTemporaryDir out;
    // A static file says nothing about coldness: it is inferred from the restarts.
    QStringList arguments = baseArguments(QStringLiteral("/index.html"), type, out.path());
    arguments << QStringLiteral("--method") << QStringLiteral("GET");
    const cp::test::ProcessResult run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));

    const QList<QStringList> samples = readCsv(out.filePath(QStringLiteral("samples.csv")));
    const int cold = cp::test::csvColumn(samples, QStringLiteral("is_cold"));
    const int server = cp::test::csvColumn(samples, QStringLiteral("server_us"));
    const int container = cp::test::csvColumn(samples, QStringLiteral("container"));
    QVERIFY(samples.size() >= 9);
    for (const QStringList &row : samples.mid(1)) {
        QCOMPARE(row.value(cold), expectedCold.toLower());
        QCOMPARE(row.value(server), QString());
        QCOMPARE(row.value(container), m_function.name());
    }
    const QList<QStringList> result = readCsv(out.filePath(QStringLiteral("result.csv")));
    QCOMPARE(result.size(), samples.size());
    // No sweep: the memory column is the container's own limit.
    QCOMPARE(result.value(1).value(0), QStringLiteral("256"));
    QCOMPARE(limits(), m_originalLimits);
}

void TestPerfCost::interruptMidSweep()
{
    QTemporaryDir out;
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("cold"), out.path());
    arguments << QStringLiteral("--memory") << QStringLiteral("64,128") << QStringLiteral("--cpus")
              << QStringLiteral("1") << QStringLiteral("--repetitions") << QStringLiteral("1000");
    QProcess process;
    process.start(QStringLiteral(CONTAINERPERF_CLI), arguments);
    QVERIFY(process.waitForStarted());
    // Until some cold samples are in, so there is something to keep.
    QVERIFY(QTest::qWaitFor([&] { return readCsv(out.filePath(QStringLiteral("samples.journal.csv"))).size() > 4; },
                            30'000));
    QVERIFY(limits() != m_originalLimits);
    QElapsedTimer clock;
    clock.start();
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(10'000));
    const qint64 ms = clock.elapsed();
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
    QVERIFY(readCsv(out.filePath(QStringLiteral("result.csv"))).size() > 1);
    QVERIFY(QFile::exists(out.filePath(QStringLiteral("summary.json"))));
    QVERIFY(QFile::exists(out.filePath(QStringLiteral("stats.csv"))));
    QCOMPARE(limits(), m_originalLimits);
    QVERIFY(!QFile::exists(out.filePath(QStringLiteral("original-limits.json"))));
}

void TestPerfCost::restoreAfterKillMidSweep()
{
    QTemporaryDir out;
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("warm"), out.path());
    arguments << QStringLiteral("--memory") << QStringLiteral("64") << QStringLiteral("--cpus") << QStringLiteral("1")
              << QStringLiteral("--repetitions") << QStringLiteral("1000");
    QProcess process;
    process.start(QStringLiteral(CONTAINERPERF_CLI), arguments);
    QVERIFY(process.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] { return readCsv(out.filePath(QStringLiteral("samples.journal.csv"))).size() > 4; },
                            30'000));
    // SIGKILL: no handler runs, so nothing sets the limits back.
    process.kill();
    QVERIFY(process.waitForFinished(10'000));
    const QString changed = limits();
    QVERIFY(changed != m_originalLimits);

    // Written before the first change (docs/experiment-format.md#the-original-limits-file).
    const QString recordPath = out.filePath(QStringLiteral("original-limits.json"));
    const QJsonObject record = cp::test::readJsonObject(recordPath);
    QCOMPARE(record.value(QStringLiteral("format")).toString(), QStringLiteral("containerperf-original-limits/1"));
    const QJsonArray containers = record.value(QStringLiteral("containers")).toArray();
    QCOMPARE(containers.size(), 1);
    const QJsonObject container = containers.first().toObject();
    QCOMPARE(container.value(QStringLiteral("name")).toString(), m_function.name());
    QVERIFY(!container.value(QStringLiteral("id")).toString().isEmpty());
    QCOMPARE(container.value(QStringLiteral("memory_bytes")).toInteger(), 268435456);
    QCOMPARE(container.value(QStringLiteral("memory_swap_bytes")).toInteger(), 268435456);
    QCOMPARE(container.value(QStringLiteral("nano_cpus")).toInteger(), 1500000000);

    // Another run there would record the changed limits as the originals: refused before it starts.
    const cp::test::ProcessResult again = runCli(arguments);
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.errText().contains(QLatin1String("containerperf-cli restore")), qPrintable(again.errText()));
    QCOMPARE(limits(), changed);

    const cp::test::ProcessResult restore = runCli({QStringLiteral("restore"), out.path()});
    QVERIFY2(restore.exitCode == 0, qPrintable(restore.errText()));
    QVERIFY2(restore.outText().contains(QStringLiteral("restored '%1'").arg(m_function.name())),
             qPrintable(restore.outText()));
    QCOMPARE(limits(), m_originalLimits);
    QVERIFY(!QFile::exists(recordPath));

    const cp::test::ProcessResult twice = runCli({QStringLiteral("restore"), out.path()});
    QCOMPARE(twice.exitCode, 0);
    QVERIFY2(twice.outText().contains(QLatin1String("nothing to restore")), qPrintable(twice.outText()));
}

void TestPerfCost::restoreFailures()
{
    QTemporaryDir out;
    const QString recordPath = out.filePath(QStringLiteral("original-limits.json"));
    const auto writeRecord = [&](const QString &dockerHost, const QString &container) {
        QFile file(recordPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QJsonObject entry{{QStringLiteral("name"), container},
                                {QStringLiteral("id"), QString()},
                                {QStringLiteral("memory_bytes"), 0},
                                {QStringLiteral("memory_swap_bytes"), 0},
                                {QStringLiteral("nano_cpus"), 0}};
        file.write(
            QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("containerperf-original-limits/1")},
                                      {QStringLiteral("docker_host"), dockerHost},
                                      {QStringLiteral("containers"), QJsonArray{entry}}})
                .toJson());
    };

    // No daemon: exit 3, and the record stays for another try.
    const QString socket = out.filePath(QStringLiteral("nobody-home.sock"));
    writeRecord(QStringLiteral("unix://") + socket, m_function.name());
    const cp::test::ProcessResult noDaemon = runCli({QStringLiteral("restore"), out.path()});
    QCOMPARE(noDaemon.exitCode, 3);
    QVERIFY2(noDaemon.errText().contains(socket), qPrintable(noDaemon.errText()));
    QVERIFY(QFile::exists(recordPath));

    // The container is gone: exit 4, named.
    const QString missing = m_function.name() + QStringLiteral("-gone");
    writeRecord(QString(), missing);
    const cp::test::ProcessResult gone = runCli({QStringLiteral("restore"), out.path()});
    QCOMPARE(gone.exitCode, 4);
    QVERIFY2(gone.errText().contains(missing), qPrintable(gone.errText()));
    QVERIFY(QFile::exists(recordPath));

    // Not a record of limits, or no directory at all: exit 2.
    QFile garbage(recordPath);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("{\"format\": \"something else\"}");
    garbage.close();
    QCOMPARE(runCli({QStringLiteral("restore"), out.path()}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("restore"), out.filePath(QStringLiteral("absent"))}).exitCode, 2);
    QCOMPARE(limits(), m_originalLimits);
}

void TestPerfCost::unlimitedOriginalIsRecordedAsUnlimited()
{
    // No limits at all: restoring gives it the host's memory and CPUs as stand-ins, yet
    // experiment.json records what inspect said before, 0 (docs/specification.md#restoring-limits).
    cp::test::TestContainer unlimited(QStringLiteral("function-unlimited"));
    const quint16 port = cp::test::freeLoopbackPort();
    QString error;
    QVERIFY2(
        unlimited.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1:%1:8080").arg(port)},
                      QStringLiteral("containerperf-test/function:latest"), {}, &error),
        qPrintable(error));
    QVERIFY(cp::test::waitUntilListening(port, 10'000));
    QTemporaryDir out;
    const QStringList arguments{QStringLiteral("run"),
                                QStringLiteral("--url"),
                                QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(port),
                                QStringLiteral("--type"),
                                QStringLiteral("warm"),
                                QStringLiteral("--repetitions"),
                                QStringLiteral("1000"),
                                QStringLiteral("--container"),
                                unlimited.name(),
                                QStringLiteral("--memory"),
                                QStringLiteral("64"),
                                QStringLiteral("--cpus"),
                                QStringLiteral("1"),
                                QStringLiteral("--pause"),
                                QStringLiteral("0s"),
                                QStringLiteral("--quiet"),
                                QStringLiteral("--out"),
                                out.path()};
    QProcess process;
    process.start(QStringLiteral(CONTAINERPERF_CLI), arguments);
    QVERIFY(process.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] { return readCsv(out.filePath(QStringLiteral("samples.journal.csv"))).size() > 4; },
                            30'000));
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(10'000));
    QCOMPARE(process.exitCode(), 130);
    const QJsonObject experiment = cp::test::readJsonObject(out.filePath(QStringLiteral("experiment.json")));
    const QJsonObject container = experiment.value(QStringLiteral("environment"))
                                      .toObject()
                                      .value(QStringLiteral("docker"))
                                      .toObject()
                                      .value(QStringLiteral("containers"))
                                      .toArray()
                                      .first()
                                      .toObject();
    QCOMPARE(container.value(QStringLiteral("name")).toString(), unlimited.name());
    QCOMPARE(container.value(QStringLiteral("original_memory_bytes")).toInteger(-1), 0);
    QCOMPARE(container.value(QStringLiteral("original_memory_swap_bytes")).toInteger(-1), 0);
    QCOMPARE(container.value(QStringLiteral("original_nano_cpus")).toInteger(-1), 0);
}

void TestPerfCost::unknownContainer()
{
    QTemporaryDir out;
    const QString missing = m_function.name() + QStringLiteral("-missing");
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("warm"), out.path());
    arguments << QStringLiteral("--container") << missing << QStringLiteral("--memory") << QStringLiteral("64");
    const cp::test::ProcessResult run = runCli(arguments);
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.errText().contains(missing), qPrintable(run.errText()));
    QCOMPARE(limits(), m_originalLimits);
}

void TestPerfCost::memoryBelowMinimum()
{
    QTemporaryDir out;
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("warm"), out.path());
    arguments << QStringLiteral("--memory") << QStringLiteral("4");
    const cp::test::ProcessResult run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errText().contains(QLatin1String("6 MiB")), qPrintable(run.errText()));
    QVERIFY(!QFile::exists(out.filePath(QStringLiteral("experiment.json"))));
    QCOMPARE(limits(), m_originalLimits);
}

void TestPerfCost::refusedLimit()
{
    QTemporaryDir out;
    // The second CPU point is beyond the machine (but within what an experiment
    // may ask): the daemon refuses it after the first point changed the limits,
    // which must then come back.
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("warm"), out.path());
    arguments << QStringLiteral("--memory") << QStringLiteral("64") << QStringLiteral("--cpus")
              << QStringLiteral("1,512");
    const cp::test::ProcessResult run = runCli(arguments);
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.errText().contains(QLatin1String("Range of CPUs")), qPrintable(run.errText()));
    QVERIFY(readCsv(out.filePath(QStringLiteral("result.csv"))).size() > 8);
    QCOMPARE(limits(), m_originalLimits);
}

void TestPerfCost::ephemeralPortIsRefusedForColdRuns()
{
    cp::test::TestContainer ephemeral(QStringLiteral("function-ephemeral"));
    QString error;
    QVERIFY2(ephemeral.run({QStringLiteral("--init"), QStringLiteral("-p"), QStringLiteral("127.0.0.1::8080")},
                           QStringLiteral("containerperf-test/function:latest"), {}, &error),
             qPrintable(error));
    const QString port = docker({QStringLiteral("port"), ephemeral.name(), QStringLiteral("8080")})
                             .outText()
                             .section(QLatin1Char(':'), -1);
    QTemporaryDir out;
    const QStringList arguments{QStringLiteral("run"),
                                QStringLiteral("--url"),
                                QStringLiteral("http://127.0.0.1:%1/cgi-bin/function").arg(port),
                                QStringLiteral("--type"),
                                QStringLiteral("cold"),
                                QStringLiteral("--container"),
                                ephemeral.name(),
                                QStringLiteral("--pause"),
                                QStringLiteral("0s"),
                                QStringLiteral("--quiet"),
                                QStringLiteral("--out"),
                                out.path()};
    const cp::test::ProcessResult cold = runCli(arguments);
    QCOMPARE(cold.exitCode, 4);
    QVERIFY2(cold.errText().contains(QLatin1String("fixed port")), qPrintable(cold.errText()));
    // Refused before any restart or request.
    QVERIFY(readCsv(out.filePath(QStringLiteral("samples.csv"))).size() <= 1);
    QFile events(out.filePath(QStringLiteral("events.csv")));
    QVERIFY(events.open(QIODevice::ReadOnly));
    QVERIFY(!events.readAll().contains("containerperf.restart"));
}

// SIGKILL, then start: no stop timeout to wait out, and every accepted sample cold.
void TestPerfCost::killColdStart()
{
    QTemporaryDir out;
    QStringList arguments = baseArguments(QStringLiteral("/cgi-bin/function"), QStringLiteral("cold"), out.path());
    arguments << QStringLiteral("--cold-start") << QStringLiteral("kill") << QStringLiteral("--stop-timeout")
              << QStringLiteral("1");
    arguments[arguments.indexOf(QStringLiteral("--repetitions")) + 1] = QStringLiteral("3");
    const cp::test::ProcessResult run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    const QList<QStringList> rows = readCsv(out.filePath(QStringLiteral("result.csv")));
    QVERIFY(rows.size() >= 4);
    for (const QStringList &row : rows.mid(1))
        QCOMPARE(row.value(2), QStringLiteral("True"));
    QFile events(out.filePath(QStringLiteral("events.csv")));
    QVERIFY(events.open(QIODevice::ReadOnly));
    const QByteArray eventText = events.readAll();
    QVERIFY(eventText.contains("containerperf.kill,cold start"));
    QVERIFY(!eventText.contains("containerperf.restart"));
    QFile experiment(out.filePath(QStringLiteral("experiment.json")));
    QVERIFY(experiment.open(QIODevice::ReadOnly));
    const QJsonObject recorded = QJsonDocument::fromJson(experiment.readAll()).object();
    QCOMPARE(recorded[QStringLiteral("stop_timeout_s")].toInt(), 1);
}

QTEST_GUILESS_MAIN(TestPerfCost)
#include "tst_perf_cost.moc"
