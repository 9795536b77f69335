// containerperf-cli stats, containers and a run bound to a container against
// the real Docker daemon, on containers this test starts (prefix cptest-<pid>-cli-).
#include "cli_runner.h"
#include "daemon_proxy.h"
#include "docker/docker_endpoint.h"
#include "docker_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using cp::test::docker;
using cp::test::TestContainer;

namespace {

const QString TestImage = u"containerperf-test/http:latest"_s;

// containerperf-cli against the real daemon through a proxy that answers the
// requests whose first line contains a key of `answers` itself. The proxy lives
// in this thread: the CLI is waited for with the event loop running.
cp::test::ProcessResult runCliThroughProxy(const QStringList &arguments, const QHash<QByteArray, QByteArray> &answers)
{
    cp::test::ProcessResult result;
    QString error;
    const auto daemon = cp::DockerEndpointResolver().resolve(&error);
    QTemporaryDir dir;
    if (!daemon || daemon->kind != cp::DockerEndpoint::Kind::Unix) {
        result.err = "the proxy forwards to a Unix socket daemon only";
        return result;
    }
    cp::test::DaemonProxy proxy(dir.filePath(u"docker.sock"_s), daemon->socketPath);
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        proxy.answerInstead(it.key(), it.value());
    if (!proxy.start()) {
        result.err = "the proxy cannot listen";
        return result;
    }
    QProcess cli;
    cli.setWorkingDirectory(dir.path());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"DOCKER_HOST"_s, u"unix://"_s + proxy.path());
    cli.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(CONTAINERPERF_CLI), arguments);
    if (!QTest::qWaitFor([&cli] { return cli.state() == QProcess::NotRunning; }, 60000))
        cli.kill();
    cli.waitForFinished(5000);
    result.elapsedMs = clock.elapsed();
    result.exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    result.out = cli.readAllStandardOutput();
    result.err = cli.readAllStandardError();
    return result;
}

QByteArray answer(const QByteArray &status, const QByteArray &body)
{
    return "HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

class TestDockerCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { CP_REQUIRE_DOCKER(); }

    void noDaemonExitsThreeAndSaysWhatToDo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("stats") << QStringList{u"stats"_s, u"anything"_s, u"--duration"_s, u"2s"_s};
        QTest::newRow("containers") << QStringList{u"containers"_s};
    }
    void noDaemonExitsThreeAndSaysWhatToDo()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const QString socket = dir.filePath(u"nobody-home.sock"_s);
        QProcess cli;
        cli.setWorkingDirectory(dir.path());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"DOCKER_HOST"_s, u"unix://"_s + socket);
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(CONTAINERPERF_CLI), arguments);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 3);
        const QString message = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(message.contains(socket), qPrintable(message));
        QVERIFY(message.contains(u"docker group"_s));
        QVERIFY(message.contains(u"DOCKER_HOST"_s));
        QVERIFY(message.contains(u"dockerd"_s));
    }

    // docs/specification.md#docker-connection: plain TCP is said once per command, before the
    // daemon's own failure; the port here is closed, so each command then exits 3.
    void plainTcpIsWarnedAboutOnce_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("stats") << QStringList{u"stats"_s, u"anything"_s, u"--duration"_s, u"2s"_s};
        QTest::newRow("containers") << QStringList{u"containers"_s};
        QTest::newRow("run bound to a container") << QStringList{
            u"run"_s, u"--url"_s, u"http://127.0.0.1:9/"_s, u"--container"_s, u"anything"_s, u"--requests"_s, u"1"_s};
    }
    void plainTcpIsWarnedAboutOnce()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const quint16 port = cp::test::freeLoopbackPort();
        QVERIFY(port != 0);
        QProcess cli;
        cli.setWorkingDirectory(dir.path());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"DOCKER_HOST"_s, u"tcp://127.0.0.1:%1"_s.arg(port));
        environment.remove(u"DOCKER_TLS_VERIFY"_s);
        environment.remove(u"DOCKER_TLS"_s);
        cli.setProcessEnvironment(environment);
        // containers writes nothing; the others write into the test's directory.
        const QStringList out =
            arguments.first() == u"containers"_s ? QStringList() : QStringList{u"--out"_s, dir.filePath(u"out"_s)};
        cli.start(QStringLiteral(CONTAINERPERF_CLI), arguments + out);
        QVERIFY(cli.waitForFinished(30000));
        const QString message = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == 3, qPrintable(message));
        QVERIFY2(message.count(u"unauthenticated and unencrypted"_s) == 1, qPrintable(message));
        QVERIFY2(message.contains(u"tcp://127.0.0.1:%1 (DOCKER_HOST) is reached over plain TCP"_s.arg(port)),
                 qPrintable(message));
    }

    void containersListsTheReadyUrl()
    {
        TestContainer web(u"cli-web"_s);
        QString error;
        QVERIFY2(web.run({u"-p"_s, u"127.0.0.1::8080"_s}, TestImage, {}, &error), qPrintable(error));
        const QString name = web.name();
        const QString port = docker({u"port"_s, name, u"8080"_s}).outText().section(QLatin1Char(':'), -1);
        const cp::test::ProcessResult cli = cp::test::runCli({u"containers"_s, u"--json"_s}, 30000);
        QCOMPARE(cli.exitCode, 0);
        const QJsonArray containers = QJsonDocument::fromJson(cli.out).array();
        const auto found = std::find_if(containers.begin(), containers.end(), [&name](const QJsonValue &c) {
            return c.toObject().value(u"name"_s).toString() == name;
        });
        QVERIFY(found != containers.end());
        const QJsonObject container = found->toObject();
        QCOMPARE(container.value(u"state"_s).toString(), u"running"_s);
        QCOMPARE(container.value(u"url"_s).toString(), u"http://127.0.0.1:"_s + port);
        QCOMPARE(container.value(u"image"_s).toString(), TestImage);
    }

    void removedMidStreamKeepsRecordsAndExitsZero()
    {
        TestContainer doomed(u"cli-doomed"_s);
        QString error;
        QVERIFY2(doomed.run({}, TestImage, {}, &error), qPrintable(error));
        const QString name = doomed.name();
        QTemporaryDir out;
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI),
                  {u"stats"_s, name, u"--duration"_s, u"20s"_s, u"--out"_s, out.path(), u"--format"_s, u"seed"_s});
        QTest::qWait(4000);
        doomed.remove();
        // Every watched container is gone: the command ends well before its 20 s.
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 0);
        const auto stats = cp::test::readLines(out.filePath(u"stats.csv"_s));
        QVERIFY2(stats.size() >= 3, qPrintable(QString::number(stats.size())));
        QVERIFY(stats.first().startsWith("time,container,cpu_percent,"));
        QVERIFY(stats.at(1).split(',').at(1) == name.toUtf8());
        const auto events = cp::test::readLines(out.filePath(u"events.csv"_s));
        QVERIFY(std::any_of(events.cbegin(), events.cend(), [&name](const QByteArray &line) {
            return line.contains(QByteArray(name.toUtf8() + ",destroy,"));
        }));
        QVERIFY(!QFile::exists(out.filePath(u"stats.journal.csv"_s)));
        QFile seed(out.filePath(u"docker_stats.json"_s));
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(seed.readAll()).array().size(), stats.size() - 1);
    }

    void interruptWritesAndExits130()
    {
        TestContainer interrupted(u"cli-interrupted"_s);
        QString error;
        QVERIFY2(interrupted.run({}, TestImage, {}, &error), qPrintable(error));
        const QString name = interrupted.name();
        QTemporaryDir out;
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI),
                  {u"stats"_s, name, u"--duration"_s, u"60s"_s, u"--out"_s, out.path(), u"--quiet"_s});
        QTest::qWait(4000);
        cli.terminate();
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 130);
        QVERIFY(cli.readAllStandardError().isEmpty());
        QVERIFY(cp::test::readLines(out.filePath(u"stats.csv"_s)).size() >= 3);
        QVERIFY(QFile::exists(out.filePath(u"events.csv"_s)));
    }

    void killedContainerStopsTheRun()
    {
        // docs/specification.md#a-bound-container-that-goes-away: no load against a dead endpoint, no exit 0.
        TestContainer target(u"cli-killed"_s);
        const quint16 port = cp::test::freeLoopbackPort();
        QString error;
        QVERIFY2(target.run({u"-p"_s, u"127.0.0.1:%1:8080"_s.arg(port)}, TestImage, {}, &error), qPrintable(error));
        QVERIFY(cp::test::waitUntilListening(port, 10000));
        const QString name = target.name();
        QTemporaryDir out;
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI),
                  {u"run"_s, u"--url"_s, u"http://127.0.0.1:%1/"_s.arg(port), u"--method"_s, u"GET"_s, u"--duration"_s,
                   u"60s"_s, u"--concurrency"_s, u"2"_s, u"--container"_s, name, u"--out"_s, out.path(), u"--quiet"_s});
        QVERIFY(cli.waitForStarted());
        QVERIFY(QTest::qWaitFor([&] { return cp::test::readLines(out.filePath(u"samples.journal.csv"_s)).size() > 10; },
                                20000));
        QCOMPARE(docker({u"kill"_s, name}).exitCode, 0);
        // Stopped at once, well before its 60 s.
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 4);
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains(u"container '%1' went away"_s.arg(name)), qPrintable(err));
        const QJsonObject summary = cp::test::readJsonObject(out.filePath(u"summary.json"_s));
        const QJsonObject run = summary.value(u"runs"_s).toArray().first().toObject();
        QVERIFY(run.value(u"requests"_s).toInteger() > 10);
        const QJsonArray warnings = run.value(u"warnings"_s).toArray();
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().toString().contains(name), qPrintable(warnings.first().toString()));
        const QJsonObject experiment = cp::test::readJsonObject(out.filePath(u"experiment.json"_s));
        QCOMPARE(experiment.value(u"environment"_s).toObject().value(u"status"_s).toString(), u"failed"_s);
    }

    // docs/specification.md#exit-codes: a stats run that collected nothing failed.
    void statsOfAStoppedContainerFails()
    {
        TestContainer stopped(u"cli-stopped"_s);
        QString error;
        QVERIFY2(stopped.run({}, TestImage, {}, &error), qPrintable(error));
        const QString name = stopped.name();
        QCOMPARE(docker({u"stop"_s, u"-t"_s, u"0"_s, name}).exitCode, 0);
        QTemporaryDir out;
        const cp::test::ProcessResult cli =
            cp::test::runCli({u"stats"_s, name, u"--duration"_s, u"2s"_s, u"--out"_s, out.path(), u"--quiet"_s}, 30000);
        QCOMPARE(cli.exitCode, 4);
        const QString err = cli.errText();
        QVERIFY2(err.contains(u"container '%1' is exited, not running"_s.arg(name)), qPrintable(err));
        QVERIFY2(err.contains(u"no stats records"_s) && err.contains(u"docker start"_s), qPrintable(err));
        QCOMPARE(cp::test::readLines(out.filePath(u"stats.csv"_s)).size(), 1);
    }

    // The daemon answers, but not as the Engine API does: said, not an empty run with exit 0.
    void statsOfUnreadableAnswersFails_data()
    {
        QTest::addColumn<QByteArray>("request"); // NAME: the container's name
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("mention");
        QTest::newRow("stats record not JSON")
            << QByteArray("/stats?stream=true")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n<html>busy</html>\n")
            << u"its stats stream sent a record that is not JSON: '<html>busy</html>'"_s;
        QTest::newRow("stats stream refused")
            << QByteArray("/stats?stream=true") << answer("404 Not Found", R"({"message":"no stats here"})")
            << u"the daemon refused its stats stream: no stats here"_s;
        QTest::newRow("stats stream not HTTP")
            << QByteArray("/stats?stream=true") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n")
            << u"its stats stream is not the Docker Engine API's: malformed answer"_s;
        QTest::newRow("stats record beyond 64 MiB")
            << QByteArray("/stats?stream=true") << QByteArray("HTTP/1.1 200 OK\r\n\r\n") + QByteArray(65 << 20, '{')
            << u"larger than 64 MiB"_s;
        QTest::newRow("inspect not JSON") << QByteArray("/containers/NAME/json") << answer("200 OK", "{Id: 1")
                                          << u"its inspect answer is no container's JSON"_s;
        QTest::newRow("inspect not HTTP") << QByteArray("/containers/NAME/json") << QByteArray("garbage\r\n\r\n")
                                          << u"its inspect answer is not the Docker Engine API's: malformed answer"_s;
        QTest::newRow("inspect beyond 64 MiB")
            << QByteArray("/containers/NAME/json") << answer("200 OK", QByteArray(65 << 20, ' '))
            << u"larger than 64 MiB"_s;
    }
    void statsOfUnreadableAnswersFails()
    {
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, answer);
        QFETCH(QString, mention);
        TestContainer watched(u"cli-unreadable"_s);
        QString error;
        QVERIFY2(watched.run({}, TestImage, {}, &error), qPrintable(error));
        const QString name = watched.name();
        const cp::test::ProcessResult cli =
            runCliThroughProxy({u"stats"_s, name, u"--duration"_s, u"30s"_s, u"--out"_s, u"out"_s, u"--quiet"_s},
                               {{request.replace("NAME", name.toUtf8()), answer}});
        const QString err = cli.errText();
        QVERIFY2(cli.exitCode == 4, qPrintable(QString::number(cli.exitCode) + u": "_s + err));
        QVERIFY2(err.contains(u"container '%1'"_s.arg(name)) && err.contains(mention), qPrintable(err));
        QVERIFY2(err.size() < 2000, qPrintable(err.left(2000)));
        // Given up at once: the only container is no longer watched.
        QVERIFY2(cli.elapsedMs < 20000, qPrintable(QString::number(cli.elapsedMs)));
    }

    void containersOfAMalformedListFails_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("cut-off JSON") << QByteArray(R"([{"Id": "4f5e", "Names": ["/web"])");
        QTest::newRow("an object") << QByteArray(R"({"message": "page not found"})");
        QTest::newRow("entries that are no containers") << QByteArray(R"(["web", 7])");
    }
    void containersOfAMalformedListFails()
    {
        QFETCH(QByteArray, body);
        const cp::test::ProcessResult cli =
            runCliThroughProxy({u"containers"_s}, {{"/containers/json", answer("200 OK", body)}});
        const QString err = cli.errText();
        QVERIFY2(cli.exitCode == 3, qPrintable(QString::number(cli.exitCode) + u": "_s + err));
        QVERIFY2(err.contains(u"not as the Docker Engine API does"_s) && err.contains(u"not a JSON array"_s),
                 qPrintable(err));
        QVERIFY(cli.out.isEmpty());
    }

    // Something answers at the daemon's address: it is not reported as no daemon at all.
    void garbageIsNotAMissingDaemon_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH_9.2p1\r\n");
        QTest::newRow("not found") << answer("404 Not Found", "<html>nginx</html>");
    }
    void garbageIsNotAMissingDaemon()
    {
        QFETCH(QByteArray, answer);
        const cp::test::ProcessResult cli = runCliThroughProxy({u"containers"_s}, {{"/_ping", answer}});
        const QString err = cli.errText();
        QCOMPARE(cli.exitCode, 3);
        QVERIFY2(err.contains(u"something answers at unix://"_s)
                     && err.contains(u"not as the Docker Engine API does"_s),
                 qPrintable(err));
        QVERIFY2(!err.contains(u"no Docker daemon answers"_s) && !err.contains(u"systemctl start docker"_s),
                 qPrintable(err));
    }

    // Daemon text cannot drive the terminal (docs/specification.md#command-line).
    void daemonTextIsPrintedWithoutControlCharacters()
    {
        const QByteArray hostile = "{\"message\":\"No such container: \\u001b[2J\\u001b]0;owned\\u0007\"}";
        const cp::test::ProcessResult stats =
            runCliThroughProxy({u"stats"_s, u"hostile"_s, u"--duration"_s, u"2s"_s, u"--out"_s, u"out"_s},
                               {{"/containers/hostile/json", answer("404 Not Found", hostile)}});
        QCOMPARE(stats.exitCode, 2);
        QVERIFY2(stats.err.contains("No such container: \\x1b[2J\\x1b]0;owned\\x07"), stats.err.constData());
        const QByteArray list =
            "[{\"Id\":\"4f5e\",\"Names\":[\"/evil\\u001b[31m\"],\"Image\":\"img\\u009b2J\",\"State\":\"running\"}]";
        const cp::test::ProcessResult containers =
            runCliThroughProxy({u"containers"_s}, {{"/containers/json", answer("200 OK", list)}});
        QCOMPARE(containers.exitCode, 0);
        QVERIFY2(containers.out.contains("evil\\x1b[31m") && containers.out.contains("img\\x9b2J"),
                 containers.out.constData());
        const cp::test::ProcessResult json =
            runCliThroughProxy({u"containers"_s, u"--json"_s}, {{"/containers/json", answer("200 OK", list)}});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject entry = QJsonDocument::fromJson(json.out).array().first().toObject();
        QCOMPARE(entry.value(u"name"_s).toString(), u"evil"_s + QChar(0x1B) + u"[31m"_s);
        QCOMPARE(entry.value(u"image"_s).toString(), u"img"_s + QChar(0x9B) + u"2J"_s);
        for (const QByteArray &output : {stats.err, containers.out, json.out}) {
            QVERIFY(!output.contains('\x1b') && !output.contains('\x07'));
            QVERIFY(!output.contains("\xc2\x9b")); // U+009B, CSI, in UTF-8
        }
    }
};

QTEST_GUILESS_MAIN(TestDockerCli)
#include "tst_docker_cli.moc"
