// A Swarm service as a run's target (docs/scale-out.md), on a one-node swarm of
// a private daemon in a network namespace this test creates: the container list
// shows the service, its tasks and node; a memory sweep updates the service and
// converges; a cold run scales it to zero and back; the original spec comes back.
#include "cli_runner.h"
#include "docker_rig.h"
#include "swarm_rig.h"
#include "test_files.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr std::int64_t MiB = 1024 * 1024;
const QString Service = u"cptest-web"_s;

} // namespace

class TestSwarmService : public QObject
{
    Q_OBJECT
private:
    cp::test::ProcessResult docker(const QStringList &arguments) { return m_rig.docker(arguments); }
    cp::test::ProcessResult cli(const QStringList &arguments)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"DOCKER_HOST"_s, m_rig.value(u"MANAGER_HOST"_s));
        return cp::test::runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, environment, 180'000);
    }
    // Each task's HTTP server on the node's address, port 1808<slot>: the
    // kernel here has no IPVS for Swarm's routing mesh, so the tasks share the
    // node's network, and a slot keeps its port across updates.
    QString url(int slot) const
    {
        return u"http://%1:1808%2/cgi-bin/function"_s.arg(m_rig.value(u"NODE1_IP"_s)).arg(slot);
    }
    QJsonObject inspectService()
    {
        const auto inspected = docker({u"service"_s, u"inspect"_s, Service});
        return QJsonDocument::fromJson(inspected.out).array().first().toObject();
    }

    cp::test::SwarmRig m_rig;

private slots:
    void initTestCase()
    {
        CP_REQUIRE_SWARM_RIG(m_rig, 1);
        QString error;
        QVERIFY2(m_rig.createSlotService(Service, 2, u"containerperf-test/function:latest"_s, u"1808"_s,
                                         {u"--update-parallelism"_s, u"2"_s, u"--update-monitor"_s, u"1s"_s}, &error),
                 qPrintable(error));
    }

    void theListShowsTheServiceWithItsTasksAndNode()
    {
        const auto table = cli({u"containers"_s});
        QVERIFY2(table.exitCode == 0, qPrintable(table.errText()));
        QVERIFY2(table.outText().contains(
                     QRegularExpression(u"\\n"_s + Service + u"\\s+containerperf-test/function:latest\\s+2/2"_s)),
                 qPrintable(table.outText()));
        QVERIFY(table.outText().contains(u"  cptest-web.1 "_s));
        QVERIFY(table.outText().contains(u"  cptest-web.2 "_s));
        QVERIFY(table.outText().contains(u"%1-n1 (%2)"_s.arg(m_rig.prefix(), m_rig.value(u"NODE1_IP"_s))));

        const auto json = cli({u"containers"_s, u"--json"_s});
        QVERIFY2(json.exitCode == 0, qPrintable(json.errText()));
        QSet<int> seenSlots;
        for (const QJsonValue &container : QJsonDocument::fromJson(json.out).array()) {
            const QJsonObject swarm = container[u"swarm"_s].toObject();
            QCOMPARE(swarm[u"service"_s].toString(), Service);
            QCOMPARE(swarm[u"node_address"_s].toString(), m_rig.value(u"NODE1_IP"_s));
            seenSlots.insert(swarm[u"slot"_s].toInt());
        }
        QCOMPARE(seenSlots, (QSet<int>{1, 2}));
    }

    void aMemorySweepUpdatesTheServiceAndRestoresIt()
    {
        QTemporaryDir out;
        const auto run = cli({u"run"_s, u"--url"_s, url(1), u"--service"_s, Service, u"--memory"_s, u"64,128"_s,
                              u"--duration"_s, u"2s"_s, u"--out"_s, out.filePath(u"results"_s), u"--quiet"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QString results = out.filePath(u"results"_s);

        // Both tasks streamed; while each point ran, each slot's container had its limit.
        QHash<QString, QSet<std::int64_t>> limitsBySlot;
        for (const auto &row : cp::test::readCsvRecords(results + u"/stats.csv"_s)) {
            const QString slot = row.value(u"container"_s).section(u'.', 0, 1);
            limitsBySlot[slot].insert(row.value(u"mem_limit_bytes"_s).toLongLong());
        }
        QCOMPARE(QSet<QString>(limitsBySlot.keyBegin(), limitsBySlot.keyEnd()),
                 (QSet<QString>{u"cptest-web.1"_s, u"cptest-web.2"_s}));
        for (const QSet<std::int64_t> &limits : std::as_const(limitsBySlot)) {
            QVERIFY(limits.contains(64 * MiB));
            QVERIFY(limits.contains(128 * MiB));
        }
        const QJsonObject summary = cp::test::readJsonObject(results + u"/summary.json"_s);
        const QJsonArray runs = summary[u"runs"_s].toArray();
        QCOMPARE(runs.size(), 2);
        for (const QJsonValue &r : runs) {
            QVERIFY(r[u"requests"_s].toInteger() > 0);
            QCOMPARE(r[u"errors"_s].toInteger(), 0);
            // The run's cost sums over both tasks that served it.
            QCOMPARE(r[u"cost"_s][u"containers"_s].toArray().size(), 2);
        }
        QCOMPARE(runs[0][u"cost"_s][u"memory_limit_mib"_s].toDouble(), 2 * 64.0);
        const QString events = QString::fromUtf8(cp::test::readAll(results + u"/events.csv"_s));
        QVERIFY(events.contains(u"cptest-web,containerperf.service_update,memory=67108864 nano_cpus=0"_s));
        QVERIFY(events.contains(u"cptest-web,containerperf.service_restore,replicas=2 memory=0 nano_cpus=0"_s));

        // The original spec is back: no limit, two replicas, each task's container unlimited.
        const QJsonObject service = inspectService();
        QVERIFY(service[u"Spec"_s][u"TaskTemplate"_s][u"Resources"_s][u"Limits"_s].toObject().isEmpty());
        QCOMPARE(service[u"Spec"_s][u"Mode"_s][u"Replicated"_s][u"Replicas"_s].toInt(), 2);
        const auto tasks =
            docker({u"service"_s, u"ps"_s, u"--filter"_s, u"desired-state=running"_s, u"--quiet"_s, Service});
        const QStringList taskIds = tasks.outText().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(taskIds.size(), 2);
        for (const QString &task : taskIds) {
            const auto container =
                docker({u"inspect"_s, u"--format"_s, u"{{.Status.ContainerStatus.ContainerID}}"_s, task});
            const auto memory = docker({u"inspect"_s, u"--format"_s, u"{{.HostConfig.Memory}}"_s, container.outText()});
            QCOMPARE(memory.outText(), u"0"_s);
        }
    }

    void aColdRunScalesToZeroAndBack()
    {
        QTemporaryDir out;
        const auto run =
            cli({u"run"_s, u"--url"_s, url(1), u"--service"_s, Service, u"--type"_s, u"cold"_s, u"--repetitions"_s,
                 u"2"_s, u"--pause"_s, u"0s"_s, u"--out"_s, out.filePath(u"results"_s), u"--quiet"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QString results = out.filePath(u"results"_s);
        const auto samples = cp::test::readCsvRecords(results + u"/samples.csv"_s);
        QCOMPARE(samples.size(), 2);
        for (const auto &sample : samples)
            QCOMPARE(sample.value(u"is_cold"_s), u"true"_s);
        const QJsonObject r = cp::test::firstSummaryRun(results);
        QCOMPARE(r[u"errors"_s].toInteger(), 0); // the new tasks answered
        QCOMPARE(r[u"cold_start_us"_s].toArray().size(), 2);
        const QString events = QString::fromUtf8(cp::test::readAll(results + u"/events.csv"_s));
        QVERIFY(events.contains(u"cptest-web,containerperf.service_scale,replicas=0"_s));
        QVERIFY(events.contains(u"cptest-web,containerperf.service_scale,replicas=2"_s));
        QCOMPARE(inspectService()[u"Spec"_s][u"Mode"_s][u"Replicated"_s][u"Replicas"_s].toInt(), 2);
        // The streams followed every new task: the warm-up batch's and each measured one's.
        QSet<QString> containers;
        for (const auto &row : cp::test::readCsvRecords(results + u"/stats.csv"_s))
            containers.insert(row.value(u"container"_s));
        QVERIFY2(containers.size() >= 2 * 4,
                 qPrintable(QStringList(containers.cbegin(), containers.cend()).join(u' ')));
    }

    void aContainerMethodIsRefusedForAService()
    {
        QTemporaryDir out;
        const auto run = cli({u"run"_s, u"--url"_s, url(1), u"--service"_s, Service, u"--type"_s, u"cold"_s,
                              u"--cold-start"_s, u"restart"_s, u"--out"_s, out.filePath(u"results"_s), u"--quiet"_s});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errText().contains(u"cold start method 'scale'"_s), qPrintable(run.errText()));
    }

    void aMissingServiceIsNamed()
    {
        QTemporaryDir out;
        const auto run = cli({u"run"_s, u"--url"_s, url(1), u"--service"_s, u"cptest-nosuch"_s, u"--duration"_s,
                              u"1s"_s, u"--out"_s, out.filePath(u"results"_s), u"--quiet"_s});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errText().contains(u"Swarm service 'cptest-nosuch' does not exist"_s), qPrintable(run.errText()));
    }

    void cleanupTestCase() { m_rig.down(); }
};

QTEST_GUILESS_MAIN(TestSwarmService)
#include "tst_swarm_service.moc"
