// containerperf-cli stats and containers against the real Docker daemon, on
// containers this test starts (prefix cptest-<pid>-cli-).
#include "cli_runner.h"
#include "docker_rig.h"
#include "test_files.h"
#include "test_process.h"

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
};

QTEST_GUILESS_MAIN(TestDockerCli)
#include "tst_docker_cli.moc"
