// containerperf-cli containers and stats against a real rootful Podman service
// (its Docker-compatible API). Podman runs with its own storage in a temporary
// directory, no network and vfs storage (no mounts left behind); the test image
// comes from Docker (docker save), the service and the container go at the end.
#include "docker_rig.h"
#include "test_process.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <unistd.h>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using cp::test::ProcessResult;

namespace {

const QString TestImage = u"containerperf-test/http:latest"_s;

// `podman system service`, stopped with SIGTERM (then SIGKILL) when this goes.
class PodmanService
{
public:
    ~PodmanService()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(30'000)) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    bool start(const QStringList &globalOptions, const QString &socketPath, const QString &logPath)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.setStandardOutputFile(logPath);
        m_process.start(u"podman"_s,
                        globalOptions
                            + QStringList{u"system"_s, u"service"_s, u"--time=0"_s, u"unix://"_s + socketPath});
        return m_process.waitForStarted();
    }

    bool running() const { return m_process.state() != QProcess::NotRunning; }

private:
    QProcess m_process;
};

} // namespace

class TestPodmanStats : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();

    void containersListsThePodmanContainer();
    void statsOfABusyContainer();

private:
    ProcessResult podman(const QStringList &arguments) const;
    ProcessResult cli(const QStringList &arguments) const;

    QStringList m_globalOptions;
    QString m_container = u"cptest-%1-podman"_s.arg(QCoreApplication::applicationPid());
    // Declared first: the directory goes after the service and the container.
    std::unique_ptr<QTemporaryDir> m_root;
    std::unique_ptr<PodmanService> m_service;
};

ProcessResult TestPodmanStats::podman(const QStringList &arguments) const
{
    return cp::test::runProcess(u"podman"_s, m_globalOptions + arguments);
}

ProcessResult TestPodmanStats::cli(const QStringList &arguments) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"DOCKER_HOST"_s, u"unix://"_s + m_root->filePath(u"podman.sock"_s));
    environment.remove(u"DOCKER_CONTEXT"_s);
    return cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, environment);
}

void TestPodmanStats::initTestCase()
{
    if (QStandardPaths::findExecutable(u"podman"_s).isEmpty())
        QSKIP("podman is not installed (scripts/install-deps.sh test installs it)");
    if (geteuid() != 0)
        QSKIP("rootful Podman needs root");
    // The image is the Docker test image, saved and loaded into Podman.
    CP_REQUIRE_DOCKER();

    m_root = std::make_unique<QTemporaryDir>();
    QVERIFY(m_root->isValid());
    const QString root = m_root->path();
    m_globalOptions = {u"--root"_s,   root + u"/storage"_s, u"--runroot"_s,        root + u"/run"_s,
                       u"--tmpdir"_s, root + u"/tmp"_s,     u"--storage-driver"_s, u"vfs"_s};

    const QString archive = root + u"/image.tar"_s;
    ProcessResult step = cp::test::docker({u"save"_s, u"-o"_s, archive, TestImage});
    QVERIFY2(step.exitCode == 0, qPrintable(step.errText()));
    step = podman({u"load"_s, u"-i"_s, archive});
    QVERIFY2(step.exitCode == 0, qPrintable(step.errText()));
    // Podman's default limits of open files and processes exceed what this
    // machine's hard limits allow runc to set: name lower ones.
    step = podman({u"run"_s, u"-d"_s, u"--name"_s, m_container, u"--network"_s, u"none"_s, u"--ulimit"_s,
                   u"nofile=1024:1024"_s, u"--ulimit"_s, u"nproc=1024:1024"_s, u"localhost/"_s + TestImage, u"sh"_s,
                   u"-c"_s, u"while :; do :; done"_s});
    QVERIFY2(step.exitCode == 0, qPrintable(step.errText()));

    m_service = std::make_unique<PodmanService>();
    const QString socketPath = root + u"/podman.sock"_s;
    QVERIFY(m_service->start(m_globalOptions, socketPath, root + u"/service.log"_s));
    const QDeadlineTimer deadline(30'000);
    bool listening = false;
    while (!listening && !deadline.hasExpired() && m_service->running()) {
        QLocalSocket socket;
        socket.connectToServer(socketPath);
        listening = socket.waitForConnected(200);
        if (!listening)
            QThread::msleep(100);
    }
    if (!listening) {
        QFile log(root + u"/service.log"_s);
        const QString text = log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll().right(2000)) : QString();
        QFAIL(qPrintable(u"podman system service does not listen on "_s + socketPath + u":\n"_s + text));
    }
}

void TestPodmanStats::cleanupTestCase()
{
    m_service.reset();
    if (m_root) {
        // Removed through podman: its conmon and lock go with it; vfs leaves no mounts
        // in the directory. (`system reset` would also clear the machine's network configuration.)
        podman({u"rm"_s, u"-f"_s, u"-t"_s, u"0"_s, m_container});
        podman({u"rmi"_s, u"-a"_s, u"-f"_s});
    }
    m_root.reset();
}

void TestPodmanStats::containersListsThePodmanContainer()
{
    const ProcessResult result = cli({u"containers"_s, u"--json"_s});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
    const QJsonArray list = QJsonDocument::fromJson(result.out).array();
    QCOMPARE(list.size(), 1);
    const QJsonObject container = list.first().toObject();
    QCOMPARE(container.value(u"name"_s).toString(), m_container);
    QCOMPARE(container.value(u"state"_s).toString(), u"running"_s);
    QCOMPARE(container.value(u"image"_s).toString(), u"localhost/"_s + TestImage);
    QVERIFY(container.value(u"id"_s).toString().size() >= 12);
}

// Podman streams a record every 5 s: 12 s give at least two.
void TestPodmanStats::statsOfABusyContainer()
{
    const QString out = m_root->filePath(u"stats"_s);
    const ProcessResult result = cli({u"stats"_s, m_container, u"--duration"_s, u"12s"_s, u"--out"_s, out});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
    QFile file(out + u"/stats.csv"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(u',');
    const qsizetype cpuColumn = header.indexOf(u"cpu_percent"_s);
    const qsizetype usedColumn = header.indexOf(u"mem_used_bytes"_s);
    const qsizetype limitColumn = header.indexOf(u"mem_limit_bytes"_s);
    const qsizetype containerColumn = header.indexOf(u"container"_s);
    QVERIFY(cpuColumn >= 0 && usedColumn >= 0 && limitColumn >= 0 && containerColumn >= 0);
    QList<QStringList> records;
    while (!file.atEnd())
        records.append(QString::fromUtf8(file.readLine()).trimmed().split(u','));
    QVERIFY2(records.size() >= 2, qPrintable(QString::number(records.size())));
    const int cores = QThread::idealThreadCount();
    int withCpu = 0;
    for (const QStringList &record : records) {
        QCOMPARE(record.value(containerColumn), m_container);
        const qint64 used = record.value(usedColumn).toLongLong();
        const qint64 limit = record.value(limitColumn).toLongLong();
        QVERIFY2(used > 0 && used < limit, qPrintable(record.join(u',')));
        if (record.value(cpuColumn).isEmpty())
            continue;
        ++withCpu;
        // A busy loop holds one core: well above idle even on a loaded machine,
        // never more than every core.
        const double cpu = record.value(cpuColumn).toDouble();
        QVERIFY2(cpu > 20.0 && cpu <= 100.0 * cores + 5.0, qPrintable(record.join(u',')));
    }
    QVERIFY(withCpu >= 1);
}

QTEST_GUILESS_MAIN(TestPodmanStats)
#include "tst_podman_stats.moc"
