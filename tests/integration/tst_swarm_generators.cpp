// Load generators as a Swarm job (docs/scale-out.md#distributed-load-generators): two private
// daemons in network namespaces this test creates form the swarm; a service runs a task on each
// node; the CLI image of this build runs as a one-shot job with a replica on each node, both
// load the service, whose tasks' stats come from both daemons, and the run merges what the
// generators measured — also when it is interrupted — and leaves no job behind.
#include "docker_rig.h"
#include "swarm_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace Qt::Literals::StringLiterals;

namespace {
const QString Service = u"cptest-genweb"_s;
const QString Label = u"org.containerperf.generators"_s;
} // namespace

class TestSwarmGenerators : public QObject
{
    Q_OBJECT
private:
    QProcessEnvironment environment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"DOCKER_HOST"_s, m_rig.value(u"MANAGER_HOST"_s));
        environment.remove(u"CONTAINERPERF_SHARD"_s);
        return environment;
    }
    QStringList runArguments(const QString &duration, const QString &out) const
    {
        return {u"run"_s,
                u"--url"_s,
                m_url,
                u"--service"_s,
                Service,
                u"--method"_s,
                u"GET"_s,
                u"--concurrency"_s,
                u"4"_s,
                u"--duration"_s,
                duration,
                u"--generators"_s,
                u"swarm:2"_s,
                u"--generator-image"_s,
                m_image,
                u"--swarm-node"_s,
                m_rig.prefix() + u"-n2="_s + m_rig.value(u"NODE2_TCP"_s),
                u"--out"_s,
                out};
    }
    cp::test::ProcessResult dockerOn(const QString &host, const QStringList &arguments) const
    {
        return cp::test::runProcess(u"docker"_s, QStringList{u"-H"_s, host} + arguments, 60'000);
    }
    // No job, secret or container of any generator is left on the swarm.
    void verifyNoJobLeft() const
    {
        const QString filter = u"label="_s + Label;
        QCOMPARE(
            dockerOn(m_rig.value(u"MANAGER_HOST"_s), {u"service"_s, u"ls"_s, u"-q"_s, u"--filter"_s, filter}).outText(),
            QString());
        QCOMPARE(
            dockerOn(m_rig.value(u"MANAGER_HOST"_s), {u"secret"_s, u"ls"_s, u"-q"_s, u"--filter"_s, filter}).outText(),
            QString());
        for (const QString &node : {u"NODE1_HOST"_s, u"NODE2_HOST"_s}) {
            QCOMPARE(dockerOn(m_rig.value(node), {u"ps"_s, u"-aq"_s, u"--filter"_s, filter}).outText(), QString());
        }
    }
    // The generators of a run, from its summary.
    static QJsonArray generatorsOf(const QString &results)
    {
        return cp::test::firstSummaryRun(results)[u"generators"_s].toArray();
    }

    cp::test::SwarmRig m_rig;
    QString m_image;
    QString m_url;

private slots:
    void initTestCase()
    {
        CP_REQUIRE_SWARM_RIG(m_rig, 2);
        m_image = u"%1-cli:%2"_s.arg(m_rig.prefix()).arg(QCoreApplication::applicationPid());
        const QString cli = QStringLiteral(CONTAINERPERF_CLI);
        const auto built = cp::test::runProcess(
            u"bash"_s,
            {QStringLiteral(CONTAINERPERF_FIXTURES "/../../scripts/build-cli-image.sh"), u"--build-dir"_s,
             cli.left(cli.lastIndexOf(u"/app/cli/"_s)), u"--tag"_s, m_image, u"--load-into"_s,
             m_rig.value(u"NODE1_HOST"_s), u"--load-into"_s, m_rig.value(u"NODE2_HOST"_s)},
            300'000);
        QVERIFY2(built.exitCode == 0, qPrintable(built.errText()));
        QString error;
        QVERIFY2(m_rig.createSlotService(Service, 2, u"containerperf-test/http:latest"_s, u"1808"_s,
                                         {u"--replicas-max-per-node"_s, u"1"_s}, &error),
                 qPrintable(error));
        // The generators load the task on the manager's node, at its address, port 1808<slot>.
        const auto tasks = m_rig.docker({u"service"_s, u"ps"_s, u"--filter"_s, u"desired-state=running"_s,
                                         u"--format"_s, u"{{.Name}} {{.Node}}"_s, Service});
        for (const QString &line : tasks.outText().split(u'\n')) {
            if (line.endsWith(u' ' + m_rig.prefix() + u"-n1"_s))
                m_url = u"http://%1:1808%2/"_s.arg(m_rig.value(u"NODE1_IP"_s),
                                                   line.section(u' ', 0, 0).section(u'.', 1, 1));
        }
        QVERIFY2(!m_url.isEmpty(), qPrintable(tasks.outText()));
    }

    void twoGeneratorsOnTwoNodesMergeIntoOneRun()
    {
        QTemporaryDir out;
        const QString results = out.filePath(u"results"_s);
        const auto run = cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), runArguments(u"3s"_s, results),
                                              environment(), 180'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        // While they send, the progress says so: their samples come when they end.
        QVERIFY2(run.errText().contains(u"2 of 2 generators sending; their samples come when they end"_s),
                 qPrintable(run.errText()));

        // One generator per node, each with its shard.
        const QJsonArray generators = generatorsOf(results);
        QCOMPARE(generators.size(), 2);
        QSet<QString> nodes;
        QSet<int> shards;
        std::int64_t shardRequests = 0;
        for (const QJsonValue &g : generators) {
            nodes.insert(g[u"node"_s].toString().section(u' ', 0, 0));
            shards.insert(g[u"generator"_s].toInt());
            shardRequests += g[u"requests"_s].toInteger();
            QCOMPARE(g[u"problem"_s].toString(), QString());
            QCOMPARE(g[u"exit_code"_s].toInt(), 0);
            QVERIFY(g[u"requests"_s].toInteger() > 100);
        }
        QCOMPARE(nodes, (QSet<QString>{m_rig.prefix() + u"-n1"_s, m_rig.prefix() + u"-n2"_s}));
        QCOMPARE(shards, (QSet<int>{0, 1}));

        // The merged samples are the shards' together: disjoint ids, each tagged with its generator.
        const auto rows = cp::test::readCsvRecords(results + u"/samples.csv"_s);
        const QJsonObject summary = cp::test::firstSummaryRun(results);
        QCOMPARE(summary[u"requests"_s].toInteger(), shardRequests);
        QCOMPARE(std::int64_t(rows.size()), shardRequests);
        QSet<qint64> ids;
        QHash<int, std::int64_t> perGenerator;
        for (const auto &row : rows) {
            const qint64 id = row.value(u"id"_s).toLongLong();
            ids.insert(id);
            QCOMPARE(row.value(u"generator"_s).toInt(), int(id % 2));
            ++perGenerator[row.value(u"generator"_s).toInt()];
        }
        QCOMPARE(std::int64_t(ids.size()), shardRequests);
        for (const QJsonValue &g : generators)
            QCOMPARE(perGenerator.value(g[u"generator"_s].toInt()), g[u"requests"_s].toInteger());

        // The run's statistics are those of the merged samples, as analyze works them out.
        const auto analyzed = cp::test::runProcess(
            QStringLiteral(CONTAINERPERF_CLI),
            {u"analyze"_s, results + u"/samples.csv"_s, u"--column"_s, u"latency_us"_s, u"--json"_s}, 60'000);
        QCOMPARE(analyzed.exitCode, 0);
        QJsonObject statistics = QJsonDocument::fromJson(analyzed.outText().toUtf8()).array().first().toObject();
        statistics.remove(u"group"_s);
        QCOMPARE(summary[u"latency_us"_s].toObject(), statistics);

        // The service's tasks, one on each node, streamed from their nodes' daemons meanwhile.
        QSet<QString> slotsStreamed;
        for (const auto &row : cp::test::readCsvRecords(results + u"/stats.csv"_s))
            slotsStreamed.insert(row.value(u"container"_s).section(u'.', 0, 1));
        QCOMPARE(slotsStreamed, (QSet<QString>{Service + u".1"_s, Service + u".2"_s}));
        verifyNoJobLeft();
    }

    void anInterruptKeepsWhatWasMeasuredAndRemovesTheJob()
    {
        QTemporaryDir out;
        const QString results = out.filePath(u"results"_s);
        QProcess cli;
        cli.setProcessEnvironment(environment());
        cli.start(QStringLiteral(CONTAINERPERF_CLI), runArguments(u"60s"_s, results));
        QVERIFY(cli.waitForStarted());
        // Both replicas send before the interrupt.
        QDeadlineTimer deadline(60'000);
        int running = 0;
        while (running < 2 && !deadline.hasExpired()) {
            QThread::msleep(500);
            const QString ids = dockerOn(m_rig.value(u"MANAGER_HOST"_s),
                                         {u"service"_s, u"ls"_s, u"-q"_s, u"--filter"_s, u"label="_s + Label})
                                    .outText();
            if (ids.isEmpty())
                continue;
            const QString states = dockerOn(m_rig.value(u"MANAGER_HOST"_s),
                                            {u"service"_s, u"ps"_s, u"--format"_s, u"{{.CurrentState}}"_s, ids})
                                       .outText();
            running = int(states.count(u"Running"_s));
        }
        QCOMPARE(running, 2);
        QThread::msleep(2000);
        ::kill(pid_t(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(90'000));
        QCOMPARE(cli.exitCode(), 130);

        const QJsonArray generators = generatorsOf(results);
        QCOMPARE(generators.size(), 2);
        std::int64_t shardRequests = 0;
        for (const QJsonValue &g : generators) {
            QCOMPARE(g[u"problem"_s].toString(), u"stopped before its run ended"_s);
            QVERIFY(g[u"duration_s"_s].toDouble() < 30);
            shardRequests += g[u"requests"_s].toInteger();
        }
        QVERIFY(shardRequests > 0);
        QCOMPARE(cp::test::firstSummaryRun(results)[u"requests"_s].toInteger(), shardRequests);
        verifyNoJobLeft();
    }

    void anImageNoNodeHasIsSaid()
    {
        QTemporaryDir out;
        QStringList arguments = runArguments(u"2s"_s, out.filePath(u"results"_s));
        arguments[arguments.indexOf(m_image)] = m_rig.prefix() + u"-missing:1"_s;
        const auto run = cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, environment(), 180'000);
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errText().contains(u"no generator delivered results"_s), qPrintable(run.errText()));
        QVERIFY2(run.errText().contains(u"it never ran"_s), qPrintable(run.errText()));
        verifyNoJobLeft();
    }

    void moreGeneratorsThanNodesAreRefused()
    {
        QTemporaryDir out;
        QStringList arguments = runArguments(u"2s"_s, out.filePath(u"results"_s));
        arguments[arguments.indexOf(u"swarm:2"_s)] = u"swarm:3"_s;
        const auto run = cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, environment(), 120'000);
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errText().contains(
                     u"3 generators need as many swarm nodes that take tasks, one each; the swarm has 2"_s),
                 qPrintable(run.errText()));
        verifyNoJobLeft();
    }

    void cleanupTestCase()
    {
        if (!m_image.isEmpty()) {
            for (const QString &node : {u"NODE1_HOST"_s, u"NODE2_HOST"_s})
                dockerOn(m_rig.value(node), {u"rmi"_s, m_image});
            cp::test::runProcess(u"docker"_s, {u"rmi"_s, m_image}, 60'000);
        }
        m_rig.down();
    }
};

QTEST_GUILESS_MAIN(TestSwarmGenerators)
#include "tst_swarm_generators.moc"
