// The generators' Swarm job as the Engine API gets it, and the tar stream its results come
// back in (docs/scale-out.md#distributed-load-generators).
#include "docker/docker_archive.h"
#include "docker/swarm_job.h"
#include "docker/swarm_service.h"

#include <QJsonArray>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

// A tar at `tarPath` of `files` below a directory "results", as `tar` writes it.
bool writeTar(const QString &tarPath, const QMap<QString, QByteArray> &files)
{
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(u"results/sub"_s);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QFile file(dir.filePath(u"results/"_s + it.key()));
        if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size())
            return false;
    }
    QProcess tar;
    tar.setWorkingDirectory(dir.path());
    tar.start(u"tar"_s, {u"-cf"_s, tarPath, u"results"_s});
    return tar.waitForFinished() && tar.exitCode() == 0;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGeneratorJob : public QObject
{
    Q_OBJECT
private slots:
    void aReplicatedJobOfOnePerNodeNeverRestarted()
    {
        GeneratorJob job;
        job.name = u"containerperf-gen-0-abc123"_s;
        job.image = u"containerperf-cli:1.0"_s;
        job.network = u"host"_s;
        job.replicas = 3;
        job.secretId = u"sec1"_s;
        const QJsonObject spec = job.serviceSpec();
        QCOMPARE(spec[u"Name"_s].toString(), job.name);
        QCOMPARE(spec[u"Mode"_s][u"ReplicatedJob"_s][u"TotalCompletions"_s].toInt(), 3);
        QCOMPARE(spec[u"Mode"_s][u"ReplicatedJob"_s][u"MaxConcurrent"_s].toInt(), 3);
        const QJsonObject task = spec[u"TaskTemplate"_s].toObject();
        QCOMPARE(task[u"RestartPolicy"_s][u"Condition"_s].toString(), u"none"_s);
        QCOMPARE(task[u"Placement"_s][u"MaxReplicas"_s].toInt(), 1);
        QCOMPARE(task[u"Networks"_s][0][u"Target"_s].toString(), u"host"_s);
        const QJsonObject container = task[u"ContainerSpec"_s].toObject();
        QCOMPARE(container[u"Image"_s].toString(), job.image);
        QCOMPARE(container[u"Env"_s].toArray(), QJsonArray{u"CONTAINERPERF_SHARD={{.Task.Slot}}/3"_s});
        QCOMPARE(container[u"Args"_s].toArray(),
                 (QJsonArray{u"experiment"_s, u"/run/secrets/containerperf-experiment.json"_s, u"--out"_s,
                             u"/results"_s, u"--quiet"_s}));
        // The experiment may carry credentials: a secret, readable by its owner alone.
        QCOMPARE(container[u"Secrets"_s][0][u"SecretID"_s].toString(), u"sec1"_s);
        QCOMPARE(container[u"Secrets"_s][0][u"File"_s][u"Name"_s].toString(), u"containerperf-experiment.json"_s);
        QCOMPARE(container[u"Secrets"_s][0][u"File"_s][u"Mode"_s].toInt(), 0400);
        // Everything it makes carries the job's label, by which its leftovers are found.
        QCOMPARE(container[u"Labels"_s][u"org.containerperf.generators"_s].toString(), job.name);
        QCOMPARE(spec[u"Labels"_s][u"org.containerperf.generators"_s].toString(), job.name);

        // Its tasks are found by name, also once the service is gone.
        QCOMPARE(QUrl::fromPercentEncoding(job.tasksPath()),
                 u"/tasks?filters={\"name\":[\"containerperf-gen-0-abc123.\"]}"_s);

        const QJsonObject config = job.secretSpec(R"({"a":1})");
        QCOMPARE(config[u"Name"_s].toString(), job.name + u"-experiment"_s);
        QCOMPARE(QByteArray::fromBase64(config[u"Data"_s].toString().toLatin1()), QByteArray(R"({"a":1})"));
    }

    void aTaskSaysHowItEnded()
    {
        const QJsonObject json{
            {u"ID"_s, u"t1"_s},
            {u"Slot"_s, 2},
            {u"CreatedAt"_s, u"2026-12-07T05:15:32.281879650Z"_s},
            {u"Status"_s,
             QJsonObject{{u"State"_s, u"failed"_s},
                         {u"ContainerStatus"_s, QJsonObject{{u"ContainerID"_s, u"c1"_s}, {u"ExitCode"_s, 130}}}}},
        };
        const SwarmTask task = SwarmTask::fromJson(json);
        QVERIFY(task.hasEnded());
        QCOMPARE(task.exitCode, 130);
        QCOMPARE(task.createdNs, 1796620532281879650LL);
        QVERIFY(!SwarmTask::fromJson(QJsonObject{{u"Status"_s, QJsonObject{{u"State"_s, u"running"_s}}}}).hasEnded());
    }

    void theArchiveGivesTheFilesBelowTheDirectory()
    {
        QTemporaryDir dir;
        const QByteArray big(3'000'000, 'x');
        QVERIFY(writeTar(dir.filePath(u"r.tar"_s),
                         {{u"samples.csv"_s, "run,id\n0,1\n"}, {u"summary.json"_s, "{}"}, {u"sub/big.bin"_s, big}}));
        QString error;
        const auto written = DockerArchive::extract(dir.filePath(u"r.tar"_s), dir.filePath(u"out"_s), &error);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(QSet<QString>(written->cbegin(), written->cend()),
                 (QSet<QString>{u"samples.csv"_s, u"sub/big.bin"_s, u"summary.json"_s}));
        QCOMPARE(contents(dir.filePath(u"out/samples.csv"_s)), QByteArray("run,id\n0,1\n"));
        QCOMPARE(contents(dir.filePath(u"out/sub/big.bin"_s)), big);
    }

    void aDamagedArchiveIsSaid()
    {
        QTemporaryDir dir;
        QVERIFY(writeTar(dir.filePath(u"r.tar"_s), {{u"samples.csv"_s, QByteArray(20'000, 'y')}}));
        QFile cut(dir.filePath(u"r.tar"_s));
        QVERIFY(cut.resize(3000));
        QString error;
        QVERIFY(!DockerArchive::extract(cut.fileName(), dir.filePath(u"out"_s), &error));
        QVERIFY2(error.contains(u"the archive the daemon sent"_s), qPrintable(error));
        QFile text(dir.filePath(u"t.tar"_s));
        QVERIFY(text.open(QIODevice::WriteOnly) && text.write("not a tar at all") > 0);
        text.close();
        QVERIFY(!DockerArchive::extract(text.fileName(), dir.filePath(u"out"_s), &error));
        QVERIFY2(error.contains(u"the archive the daemon sent"_s), qPrintable(error));
    }

    void nothingIsWrittenOutsideTheDirectory()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(u"src/a/results"_s);
        QFile evil(dir.filePath(u"src/evil.txt"_s));
        QVERIFY(evil.open(QIODevice::WriteOnly) && evil.write("x") == 1);
        evil.close();
        QProcess tar;
        tar.setWorkingDirectory(dir.filePath(u"src/a"_s));
        tar.start(u"tar"_s, {u"-cPf"_s, dir.filePath(u"r.tar"_s), u"results/../../evil.txt"_s});
        QVERIFY(tar.waitForFinished() && tar.exitCode() == 0);
        QString error;
        QVERIFY(!DockerArchive::extract(dir.filePath(u"r.tar"_s), dir.filePath(u"out"_s), &error));
        QVERIFY2(error.contains(u"outside the copied directory"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestGeneratorJob)
#include "tst_generator_job.moc"
