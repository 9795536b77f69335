// containerperf-cli stats and containers against the real Docker daemon, on
// containers this test starts (prefix cptest-<pid>-cli-).
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

const QString TestImage = u"containerperf-test/http:latest"_s;

QString docker(const QStringList &arguments, int *exitCode = nullptr)
{
    QProcess process;
    process.start(u"docker"_s, arguments);
    process.waitForFinished(120000);
    if (exitCode)
        *exitCode = process.exitCode();
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

QList<QByteArray> lines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> result = file.readAll().split('\n');
    if (!result.isEmpty() && result.last().isEmpty())
        result.removeLast();
    return result;
}

} // namespace

class TestDockerCli : public QObject
{
    Q_OBJECT
private:
    QString m_prefix = u"cptest-%1-cli-"_s.arg(QCoreApplication::applicationPid());
    QStringList m_created;

    QString run(const QString &suffix, const QStringList &options)
    {
        const QString name = m_prefix + suffix;
        m_created.append(name);
        int exitCode = 0;
        docker(QStringList{u"run"_s, u"-d"_s, u"--name"_s, name} + options + QStringList{TestImage}, &exitCode);
        return exitCode == 0 ? name : QString();
    }

private slots:
    void initTestCase()
    {
        int exitCode = 0;
        docker({u"version"_s, u"--format"_s, u"{{.Server.APIVersion}}"_s}, &exitCode);
        if (exitCode != 0) {
            if (qEnvironmentVariableIntValue("CONTAINERPERF_REQUIRE_DOCKER") == 1)
                QFAIL("no Docker daemon answers");
            QSKIP("no Docker daemon answers");
        }
        docker({u"image"_s, u"inspect"_s, TestImage}, &exitCode);
        QVERIFY2(exitCode == 0, "run scripts/build-test-images.sh first");
    }

    void cleanupTestCase()
    {
        if (!m_created.isEmpty())
            docker(QStringList{u"rm"_s, u"-f"_s} + m_created);
    }

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
        const QString name = run(u"web"_s, {u"-p"_s, u"127.0.0.1::8080"_s});
        QVERIFY(!name.isEmpty());
        const QString port = docker({u"port"_s, name, u"8080"_s}).section(QLatin1Char(':'), -1);
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI), {u"containers"_s, u"--json"_s});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonArray containers = QJsonDocument::fromJson(cli.readAllStandardOutput()).array();
        const auto found = std::find_if(containers.begin(), containers.end(),
                                        [&name](const QJsonValue &c) { return c.toObject().value(u"name"_s).toString() == name; });
        QVERIFY(found != containers.end());
        const QJsonObject container = found->toObject();
        QCOMPARE(container.value(u"state"_s).toString(), u"running"_s);
        QCOMPARE(container.value(u"url"_s).toString(), u"http://127.0.0.1:"_s + port);
        QCOMPARE(container.value(u"image"_s).toString(), TestImage);
    }

    void removedMidStreamKeepsRecordsAndExitsZero()
    {
        const QString name = run(u"doomed"_s, {});
        QVERIFY(!name.isEmpty());
        QTemporaryDir out;
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI),
                  {u"stats"_s, name, u"--duration"_s, u"20s"_s, u"--out"_s, out.path(), u"--format"_s, u"seed"_s});
        QTest::qWait(4000);
        docker({u"rm"_s, u"-f"_s, name});
        // Every watched container is gone: the command ends well before its 20 s.
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 0);
        const auto stats = lines(out.filePath(u"stats.csv"_s));
        QVERIFY2(stats.size() >= 3, qPrintable(QString::number(stats.size())));
        QVERIFY(stats.first().startsWith("time,container,cpu_percent,"));
        QVERIFY(stats.at(1).split(',').at(1) == name.toUtf8());
        const auto events = lines(out.filePath(u"events.csv"_s));
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
        const QString name = run(u"interrupted"_s, {});
        QVERIFY(!name.isEmpty());
        QTemporaryDir out;
        QProcess cli;
        cli.start(QStringLiteral(CONTAINERPERF_CLI), {u"stats"_s, name, u"--duration"_s, u"60s"_s, u"--out"_s, out.path(), u"--quiet"_s});
        QTest::qWait(4000);
        cli.terminate();
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 130);
        QVERIFY(cli.readAllStandardError().isEmpty());
        QVERIFY(lines(out.filePath(u"stats.csv"_s)).size() >= 3);
        QVERIFY(QFile::exists(out.filePath(u"events.csv"_s)));
    }
};

QTEST_GUILESS_MAIN(TestDockerCli)
#include "tst_docker_cli.moc"
