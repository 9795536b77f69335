// containerperf-cli run end to end: the CLI binary against the in-process demo server;
// its usage, its files and its refusals (the server's faults: tst_cli_run_faults).
#include "cli_runner.h"
#include "demo_target.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::runCli;
using cp::test::startDemoServer;

namespace {

// Each run here takes seconds: a minute means the CLI hangs.
constexpr int CliTimeoutMs = 60'000;

// A 1 MiB file system of its own (tmpfs, so root only), filled to leave
// `freeBytes`: the disk a run's results fill up.
class SmallDisk
{
public:
    SmallDisk()
    {
        m_mounted = ::geteuid() == 0
            && ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0, "size=1m") == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    bool isMounted() const { return m_mounted; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    bool fill(qint64 freeBytes)
    {
        QFile filler(m_dir.filePath(QStringLiteral("filler")));
        const qint64 bytes = QStorageInfo(m_dir.path()).bytesAvailable() - freeBytes;
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Append))
            return false;
        const QByteArray page(4096, 'x');
        for (qint64 n = 0; n < bytes; n += page.size()) {
            if (filler.write(page) != page.size() || !filler.flush())
                return freeBytes == 0;
        }
        return true;
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace

class TestCliRun : public QObject
{
    Q_OBJECT
private slots:
    void helpNamesTheCommand_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : {"run", "experiment", "stats", "containers", "analyze"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }

    void helpNamesTheCommand()
    {
        QFETCH(QString, command);
        const auto result = runCli({command, QStringLiteral("--help")}, CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        const QString usage = result.outText().section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(usage.startsWith(QStringLiteral("Usage: containerperf-cli ") + command + QStringLiteral(" [options]")),
                 qPrintable(usage));
    }

    // Requests that cannot be sent as written are refused before anything is sent.
    void unfitRequestIsRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("overflowing body") << QStringList{QStringLiteral("--body"),
                                                         QStringLiteral("{{random:4611686018427387904}}"
                                                                        "{{random:4611686018427387904}}")}
                                          << QStringLiteral("the body template '{{random:4611686018427387904}}");
        QTest::newRow("huge header") << QStringList{QStringLiteral("--header"),
                                                    QStringLiteral("X-A: {{random:99999999999}}")}
                                     << QStringLiteral("the header values asks for more than");
        QTest::newRow("smuggled request")
            << QStringList{QStringLiteral("--header"),
                           QStringLiteral("X-B: 1\r\nContent-Length: 0\r\n\r\nGET /smuggled HTTP/1.1")}
            << QStringLiteral("the value of header 'X-B' holds a control character");
    }

    // Sweep values beyond what an experiment file accepts are refused by name,
    // before any conversion (3000000000 MiB was reported as -2147483648 MiB).
    void sweepValueOutOfRangeIsRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("memory beyond int")
            << QStringList{QStringLiteral("--memory"), QStringLiteral("128,3000000000")}
            << QStringLiteral("--memory takes values from 6 MiB to 16777216 MiB, not '3000000000'");
        QTest::newRow("memory below Docker's minimum")
            << QStringList{QStringLiteral("--memory"), QStringLiteral("5")}
            << QStringLiteral("--memory takes values from 6 MiB to 16777216 MiB, not '5'");
        QTest::newRow("cpus 1e300") << QStringList{QStringLiteral("--cpus"), QStringLiteral("1e300")}
                                    << QStringLiteral("--cpus takes values from 0.01 cores to 1024 cores, not '1e300'");
        QTest::newRow("message length") << QStringList{QStringLiteral("--msg-lengths"), QStringLiteral("70000")}
                                        << QStringLiteral("--msg-lengths takes values from 0 to 65535, not '70000'");
    }

    void sweepValueOutOfRangeIsRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        QTemporaryDir out;
        const auto result =
            runCli(QStringList{QStringLiteral("run"), QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                               QStringLiteral("--container"), QStringLiteral("unused"), QStringLiteral("--requests"),
                               QStringLiteral("1"), QStringLiteral("--duration"), QStringLiteral("0"),
                               QStringLiteral("--out"), out.filePath(QStringLiteral("r"))}
                       + options,
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(message), qPrintable(result.errText()));
        QVERIFY(!QFileInfo::exists(out.filePath(QStringLiteral("r"))));
    }

    void unfitRequestIsRefused()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const auto server = startDemoServer(DemoServerOptions{});
        QTemporaryDir out;
        const auto result =
            runCli(QStringList{QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                               QStringLiteral("--requests"), QStringLiteral("1"), QStringLiteral("--duration"),
                               QStringLiteral("0"), QStringLiteral("--out"), out.filePath(QStringLiteral("r"))}
                       + options,
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(message), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
    }

    // 300 connections under a limit of 256 descriptors: the run goes on with the
    // connections that opened, every request is answered exactly once, and the
    // shortfall is reported (the engine used to recurse until the stack ran out).
    void openFilesLimitRetiresConnections()
    {
        const auto server = startDemoServer(DemoServerOptions{});
        QTemporaryDir out;
        const QString dir = out.filePath(QStringLiteral("r"));
        const auto result =
            cp::test::runProcess(QStringLiteral("/bin/sh"),
                                 {QStringLiteral("-c"), QStringLiteral("ulimit -n 256 && exec \"$0\" \"$@\""),
                                  QStringLiteral(CONTAINERPERF_CLI), QStringLiteral("run"), QStringLiteral("--url"),
                                  server->url().toString(), QStringLiteral("--method"), QStringLiteral("GET"),
                                  QStringLiteral("--concurrency"), QStringLiteral("300"), QStringLiteral("--threads"),
                                  QStringLiteral("1"), QStringLiteral("--requests"), QStringLiteral("5000"),
                                  QStringLiteral("--duration"), QStringLiteral("0"), QStringLiteral("--out"), dir},
                                 CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        const QJsonObject run = cp::test::firstSummaryRun(dir);
        QVERIFY(run[QStringLiteral("connections_unavailable")].toInteger() > 0);
        QVERIFY(run[QStringLiteral("connections_opened")].toInteger() < 256);
        const QString printed = result.outText() + QLatin1Char('\n') + result.errText();
        QVERIFY2(printed.contains(QStringLiteral("could not be opened: the open-files limit")), qPrintable(printed));
        const auto rows = cp::test::readCsvRecords(QDir(dir).filePath(QStringLiteral("samples.csv")));
        QCOMPARE(rows.size(), 5000);
        QSet<int> ids;
        for (const auto &row : rows) {
            QCOMPARE(row[QStringLiteral("error")], QStringLiteral("ok"));
            ids.insert(row[QStringLiteral("id")].toInt());
        }
        QCOMPARE(ids.size(), 5000);
        QCOMPARE(server->requestsServed(), 5000);
    }

    void closedLoopWritesEveryFile()
    {
        DemoServerOptions options;
        options.latencyMean = 200us;
        options.latencyJitter = 100us;
        options.coldStart = 0ms;
        const auto server = startDemoServer(options);
        QTemporaryDir out;
        const auto result = runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                    QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--concurrency"),
                                    QStringLiteral("32"), QStringLiteral("--threads"), QStringLiteral("1"),
                                    QStringLiteral("--duration"), QStringLiteral("4s"), QStringLiteral("--engine"),
                                    QStringLiteral("socket"), QStringLiteral("--out"), out.path()},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        const auto rows = cp::test::readCsvRecords(out.filePath(QStringLiteral("samples.csv")));
        const QJsonObject run = cp::test::firstSummaryRun(out.path());
        QVERIFY(rows.size() > 1000);
        QCOMPARE(qint64(rows.size()), run[QStringLiteral("requests")].toInteger());
        QCOMPARE(rows.size(), server->requestsServed());
        // The engine's own wait for a CPU is counted (Linux keeps the figure) and printed.
        QVERIFY(run[QStringLiteral("engine_cpu_wait_us")].toInteger(-1) >= 0);
        const QString printed = result.outText() + QLatin1Char('\n') + result.errText();
        QVERIFY2(printed.contains(QStringLiteral("for a CPU")), qPrintable(printed));
        const QStringList columns{
            QStringLiteral("id"),         QStringLiteral("intended_ns"), QStringLiteral("sent_ns"),
            QStringLiteral("connect_us"), QStringLiteral("ttfb_us"),     QStringLiteral("total_us"),
            QStringLiteral("latency_us"), QStringLiteral("status"),      QStringLiteral("error"),
            QStringLiteral("bytes_in"),   QStringLiteral("bytes_out"),   QStringLiteral("msg_length"),
            QStringLiteral("is_cold"),    QStringLiteral("server_us"),   QStringLiteral("container"),
            QStringLiteral("generation"), QStringLiteral("mem_used_mb")};
        for (const QString &column : columns)
            QVERIFY2(rows.first().contains(column), qPrintable(column));
        int connects = 0;
        for (const auto &row : rows) {
            QCOMPARE(row[QStringLiteral("error")], QStringLiteral("ok"));
            QCOMPARE(row[QStringLiteral("status")], QStringLiteral("200"));
            // Closed loop: latency is the service time.
            QCOMPARE(row[QStringLiteral("latency_us")], row[QStringLiteral("total_us")]);
            QVERIFY(row[QStringLiteral("ttfb_us")].toLongLong() <= row[QStringLiteral("total_us")].toLongLong());
            // The demo server reports its time in Server-Timing.
            QVERIFY(!row[QStringLiteral("server_us")].isEmpty());
            connects += row[QStringLiteral("connect_us")].toLongLong() > 0 ? 1 : 0;
        }
        // Keep-alive: one connect per connection, not per request.
        QVERIFY2(connects <= 32, qPrintable(QString::number(connects)));
        QVERIFY(run[QStringLiteral("throughput_rps")].toDouble() > 250);
        const QJsonObject total = run[QStringLiteral("total_us")].toObject();
        for (const char *key : {"n", "mean", "median", "min", "max", "p50", "p90", "p95", "p99", "p999"})
            QVERIFY2(total.contains(QLatin1String(key)), key);
        QVERIFY(total[QStringLiteral("median")].toDouble() >= 100);

        const QJsonObject experiment = cp::test::readJsonObject(out.filePath(QStringLiteral("experiment.json")));
        QCOMPARE(experiment[QStringLiteral("format")].toString(), QStringLiteral("containerperf-experiment/1"));
        const QJsonObject environment = experiment[QStringLiteral("environment")].toObject();
        QVERIFY(environment[QStringLiteral("cpu_count")].toInt() >= 1);
        QCOMPARE(environment[QStringLiteral("engine")].toString(), QStringLiteral("socket"));
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("samples.journal.csv"))));
    }

    void defaultPostSendsTheSeedMessage()
    {
        const auto server = startDemoServer({});
        QTemporaryDir out;
        const auto result = runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                    QStringLiteral("--requests"), QStringLiteral("50"), QStringLiteral("--msg-length"),
                                    QStringLiteral("12"), QStringLiteral("--format"), QStringLiteral("seed"),
                                    QStringLiteral("--quiet"), QStringLiteral("--out"), out.path()},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 0);
        const auto rows = cp::test::readCsvRecords(out.filePath(QStringLiteral("samples.csv")));
        QCOMPARE(rows.size(), 50);
        for (const auto &row : rows) {
            // "message=" + 12 letters, form-encoded.
            QCOMPARE(row[QStringLiteral("bytes_out")], QStringLiteral("20"));
            QCOMPARE(row[QStringLiteral("msg_length")], QStringLiteral("12"));
        }
        QFile client(out.filePath(QStringLiteral("client.json")));
        QVERIFY(client.open(QIODevice::ReadOnly));
        const QJsonArray entries = QJsonDocument::fromJson(client.readAll()).array();
        QCOMPARE(entries.size(), 50);
        const QJsonObject entry = entries.first().toObject();
        QCOMPARE(entry[QStringLiteral("msg_length")].toInt(), 12);
        QVERIFY(entry[QStringLiteral("latency")].toDouble() > 0 && entry[QStringLiteral("latency")].toDouble() < 1);
        QVERIFY(entry[QStringLiteral("start")].toDouble() > 1.6e9);
        QVERIFY(entry.contains(QStringLiteral("id")));
    }

    // docs/specification.md#secrets: what the request carries is sent, and no results file holds it.
    void secretsReachNoFile()
    {
        const auto server = startDemoServer({});
        QUrl url = server->url();
        url.setUserInfo(QStringLiteral("alice:pa55word"));
        url.setQuery(QStringLiteral("token=abc123&page=2"));
        QTemporaryDir out;
        const QStringList secrets{QStringLiteral("--header"), QStringLiteral("X-Auth-Token: s3cret"),
                                  QStringLiteral("--header"), QStringLiteral("X-Session: sess-42"),
                                  QStringLiteral("--header"), QStringLiteral("X-Tenant: acme"),
                                  QStringLiteral("--redact"), QStringLiteral("x-tenant")};
        // A warm run also writes SeBS's files; --format seed the seed's.
        const QStringList run{QStringLiteral("--type"),   QStringLiteral("warm"),    QStringLiteral("--repetitions"),
                              QStringLiteral("3"),        QStringLiteral("--pause"), QStringLiteral("0s"),
                              QStringLiteral("--format"), QStringLiteral("seed"),    QStringLiteral("--quiet")};
        const auto result =
            runCli(QStringList{QStringLiteral("run"), QStringLiteral("--url"), url.toString(),
                               QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--out"), out.path()}
                       + secrets + run,
                   CliTimeoutMs);
        QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
        QVERIFY(server->requestsServed() >= 3);
        const QStringList files = QDir(out.path()).entryList(QDir::Files);
        // experiment.json, summary.json, samples.csv, SeBS's result.csv and run file, the seed's client.json.
        QVERIFY2(files.size() >= 6, qPrintable(files.join(QLatin1Char(' '))));
        for (const QString &name : files) {
            QFile file(out.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray content = file.readAll();
            for (const char *secret : {"alice", "pa55word", "abc123", "s3cret", "sess-42", "acme"})
                QVERIFY2(!content.contains(secret),
                         qPrintable(name + QStringLiteral(" holds ") + QLatin1String(secret)));
        }
        const QJsonObject experiment = cp::test::readJsonObject(out.filePath(QStringLiteral("experiment.json")));
        const QJsonObject endpoint = experiment[QStringLiteral("endpoints")].toArray().first().toObject();
        const QString written = QStringLiteral("http://127.0.0.1:%1/?token=***&page=2").arg(server->url().port());
        QCOMPARE(endpoint[QStringLiteral("url")].toString(), written);
        QCOMPARE(endpoint[QStringLiteral("headers")].toArray(),
                 (QJsonArray{QStringLiteral("X-Auth-Token: ***"), QStringLiteral("X-Session: ***"),
                             QStringLiteral("X-Tenant: ***")}));
        QCOMPARE(experiment[QStringLiteral("redact")].toArray(), QJsonArray{QStringLiteral("x-tenant")});
        QCOMPARE(cp::test::firstSummaryRun(out.path())[QStringLiteral("url")].toString(), written);
        QCOMPARE(cp::test::firstSummaryRun(out.path())[QStringLiteral("endpoint")].toString(), written);
    }

    void badUsageStartsNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addRow("bad url") << QStringList{QStringLiteral("--url"), QStringLiteral("not a url")};
        QTest::addRow("ftp url") << QStringList{QStringLiteral("--url"), QStringLiteral("ftp://127.0.0.1/")};
        QTest::addRow("unknown flag") << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                                                     QStringLiteral("--bogus")};
        QTest::addRow("concurrency 0") << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                                                      QStringLiteral("--concurrency"), QStringLiteral("0")};
        QTest::addRow("negative rate") << QStringList{QStringLiteral("--url"),  QStringLiteral("http://127.0.0.1:9/"),
                                                      QStringLiteral("--type"), QStringLiteral("rate"),
                                                      QStringLiteral("--rate"), QStringLiteral("-5")};
        QTest::addRow("bad duration") << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                                                     QStringLiteral("--duration"), QStringLiteral("soon")};
        QTest::addRow("bad header") << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                                                   QStringLiteral("--header"), QStringLiteral("no colon")};
        QTest::addRow("empty redact") << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                                                     QStringLiteral("--redact"), QStringLiteral(" ")};
        // It would go into the daemon's API paths: /containers/../../../etc/x/json.
        QTest::addRow("path as container")
            << QStringList{QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                           QStringLiteral("--container"), QStringLiteral("../../../etc/x")};
    }
    void badUsageStartsNothing()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir parent;
        const QString out = parent.filePath(QStringLiteral("out"));
        const auto result = runCli(
            QStringList{QStringLiteral("run")} + arguments + QStringList{QStringLiteral("--out"), out}, CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!result.errText().isEmpty());
        QVERIFY(!QFile::exists(out));
    }

    void statsRefusesWhatIsNoContainerName()
    {
        QTemporaryDir parent;
        const QString out = parent.filePath(QStringLiteral("out"));
        const auto result = runCli({QStringLiteral("stats"), QStringLiteral("web"), QStringLiteral("../../../etc/x"),
                                    QStringLiteral("--duration"), QStringLiteral("1s"), QStringLiteral("--out"), out},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(QStringLiteral("'../../../etc/x' is not a container name")),
                 qPrintable(result.errText()));
        QVERIFY(!QFile::exists(out));
    }

    void unwritableOutputExitsTwo()
    {
        QTemporaryDir parent;
        QFile blocker(parent.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const auto result =
            runCli({QStringLiteral("run"), QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9/"),
                    QStringLiteral("--out"), blocker.fileName() + QStringLiteral("/results")},
                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(QStringLiteral("--out")), qPrintable(result.errText()));
    }

    // Nothing is measured that could not be written.
    void fullDiskIsRefusedBeforeAnything()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("mounting a small file system needs root");
        QVERIFY(disk.fill(0));
        const auto server = startDemoServer(DemoServerOptions{});
        const auto result = runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                                    QStringLiteral("--requests"), QStringLiteral("10"), QStringLiteral("--duration"),
                                    QStringLiteral("0"), QStringLiteral("--out"), disk.filePath(QStringLiteral("out"))},
                                   CliTimeoutMs);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.errText().contains(QStringLiteral("free space")), qPrintable(result.errText()));
        QCOMPARE(server->requestsServed(), 0);
    }

    // The disk fills up mid-run: exit 4, the message says so and where the
    // journal is, and the files of an earlier run in that folder are kept.
    void fullDiskKeepsEarlierFiles()
    {
        SmallDisk disk;
        if (!disk.isMounted())
            QSKIP("mounting a small file system needs root");
        DemoServerOptions options;
        options.latencyMean = 0us;
        options.latencyJitter = 0us;
        options.coldStart = 0ms;
        const auto server = startDemoServer(options);
        const QString out = disk.filePath(QStringLiteral("out"));
        const auto run = [&](int requests) {
            return runCli({QStringLiteral("run"), QStringLiteral("--url"), server->url().toString(),
                           QStringLiteral("--method"), QStringLiteral("GET"), QStringLiteral("--requests"),
                           QString::number(requests), QStringLiteral("--duration"), QStringLiteral("0"),
                           QStringLiteral("--out"), out},
                          CliTimeoutMs);
        };
        QCOMPARE(run(100).exitCode, 0);
        const QStringList files{QStringLiteral("samples.csv"), QStringLiteral("summary.json"),
                                QStringLiteral("experiment.json")};
        QHash<QString, QByteArray> earlier;
        for (const QString &name : files)
            earlier.insert(name, cp::test::readAll(QDir(out).filePath(name)));

        QVERIFY(disk.fill(100 * 1024));
        const auto full = run(20'000);
        QCOMPARE(full.exitCode, 4);
        const QString errors = full.errText();
        QVERIFY2(errors.contains(QStringLiteral("No space left on device")), qPrintable(errors));
        QVERIFY2(errors.contains(QDir(out).filePath(QStringLiteral("samples.journal.csv"))), qPrintable(errors));
        for (const QString &name : files) {
            QVERIFY2(!earlier.value(name).isEmpty(), qPrintable(name));
            QCOMPARE(cp::test::readAll(QDir(out).filePath(name)), earlier.value(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliRun)
#include "tst_cli_run.moc"
