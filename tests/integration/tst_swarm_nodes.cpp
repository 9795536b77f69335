// A Swarm service whose tasks run on two nodes (docs/scale-out.md#multi-node-swarms):
// two private daemons in network namespaces this test creates form the swarm; the
// run talks to the manager, reaches the worker's daemon at the address it is
// given, and streams each task's stats from the daemon of the node that runs it.
#include "docker_rig.h"
#include "swarm_rig.h"
#include "test_files.h"
#include "test_process.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {
const QString Service = u"cptest-spread"_s;
} // namespace

class TestSwarmNodes : public QObject
{
    Q_OBJECT
private:
    cp::test::ProcessResult cli(const QStringList &arguments)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"DOCKER_HOST"_s, m_rig.value(u"MANAGER_HOST"_s));
        return cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, environment, 180'000);
    }
    QString worker() const { return m_rig.prefix() + u"-n2"_s; }
    // The task on the manager's node answers at its address, port 1808<slot>.
    QString url()
    {
        const auto tasks = m_rig.docker({u"service"_s, u"ps"_s, u"--filter"_s, u"desired-state=running"_s,
                                         u"--format"_s, u"{{.Name}} {{.Node}}"_s, Service});
        for (const QString &line : tasks.outText().split(u'\n')) {
            if (line.endsWith(u' ' + m_rig.prefix() + u"-n1"_s))
                return u"http://%1:1808%2/cgi-bin/function"_s.arg(m_rig.value(u"NODE1_IP"_s),
                                                                  line.section(u' ', 0, 0).section(u'.', 1, 1));
        }
        return {};
    }

    cp::test::SwarmRig m_rig;

private slots:
    void initTestCase()
    {
        CP_REQUIRE_SWARM_RIG(m_rig, 2);
        // One task per node.
        QString error;
        QVERIFY2(m_rig.createSlotService(Service, 2, u"containerperf-test/function:latest"_s, u"1808"_s,
                                         {u"--replicas-max-per-node"_s, u"1"_s}, &error),
                 qPrintable(error));
    }

    void aNodeWithoutAnAddressIsNamed()
    {
        QTemporaryDir out;
        const auto run = cli({u"run"_s, u"--url"_s, url(), u"--service"_s, Service, u"--duration"_s, u"1s"_s,
                              u"--out"_s, out.filePath(u"results"_s), u"--quiet"_s});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errText().contains(u"--swarm-node %1=tcp://%2:2376"_s.arg(worker(), m_rig.value(u"NODE2_IP"_s))),
                 qPrintable(run.errText()));
    }

    void statsComeFromEachTasksNode()
    {
        QTemporaryDir out;
        const QString results = out.filePath(u"results"_s);
        const auto run = cli({u"run"_s, u"--url"_s, url(), u"--service"_s, Service, u"--swarm-node"_s,
                              worker() + u'=' + m_rig.value(u"NODE2_TCP"_s), u"--memory"_s, u"64"_s, u"--duration"_s,
                              u"3s"_s, u"--out"_s, results, u"--quiet"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        // Each slot's container, on either node, streamed with the point's limit.
        QSet<QString> slotsAtLimit;
        for (const auto &row : cp::test::readCsvRecords(results + u"/stats.csv"_s)) {
            if (row.value(u"mem_limit_bytes"_s) == u"67108864"_s)
                slotsAtLimit.insert(row.value(u"container"_s).section(u'.', 0, 1));
        }
        QCOMPARE(slotsAtLimit, (QSet<QString>{Service + u".1"_s, Service + u".2"_s}));
        const QJsonObject summary = cp::test::firstSummaryRun(results);
        QCOMPARE(summary[u"cost"_s][u"containers"_s].toArray().size(), 2);
        // The tasks ran on both nodes.
        const QJsonObject experiment = cp::test::readJsonObject(results + u"/experiment.json"_s);
        QSet<QString> nodes;
        const QJsonArray services = experiment[u"environment"_s][u"docker"_s][u"services"_s].toArray();
        QCOMPARE(services.size(), 1);
        for (const QJsonValue &task : services.first()[u"tasks"_s].toArray())
            nodes.insert(task[u"node_id"_s].toString());
        QCOMPARE(nodes, (QSet<QString>{m_rig.value(u"NODE1_ID"_s), m_rig.value(u"NODE2_ID"_s)}));
    }

    void cleanupTestCase() { m_rig.down(); }
};

QTEST_GUILESS_MAIN(TestSwarmNodes)
#include "tst_swarm_nodes.moc"
