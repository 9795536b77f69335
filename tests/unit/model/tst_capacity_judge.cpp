// A capacity probe's verdict (docs/load-testing.md#capacity-search): when a struggling
// load generator, rather than the service, decided it.
#include "model/capacity_judge.h"

#include <QTest>

using namespace cp;

namespace {

constexpr std::int64_t SecondNs = 1'000'000'000;

CapacitySearch settings()
{
    CapacitySearch search;
    QString error;
    search.targets = {*Threshold::parse(QStringLiteral("p99_ms<250"), &error)};
    return search;
}

// One second of a probe at 100 req/s: `sent` sends, p99 from the schedule `scheduleP99Ms`
// and from the send `serviceP99Ms`, with `late` late sends of which `waited` waited for a
// connection, and the engine's thread busy `cpuShare` of the time.
RunSummary probeSummary(double scheduleP99Ms, double serviceP99Ms, std::int64_t late, std::int64_t waited,
                        double cpuShare = 0.05, std::int64_t sent = 100)
{
    RunSummary summary;
    summary.info.startNs = 5 * SecondNs;
    summary.info.endNs = 6 * SecondNs;
    summary.counts.requests = sent;
    summary.throughputRps = double(sent);
    summary.latencyUs.n = sent;
    summary.latencyUs.p99 = scheduleP99Ms * 1000;
    summary.totalUs.n = sent;
    summary.totalUs.p99 = serviceP99Ms * 1000;
    summary.engine.sent = sent;
    summary.engine.lateSends = late;
    summary.engine.waitedSends = waited;
    summary.engine.cpuUs = std::int64_t(cpuShare * 1'000'000);
    return summary;
}

} // namespace

class TestCapacityJudge : public QObject
{
    Q_OBJECT
private slots:
    void aHealthyGeneratorLeavesTheVerdictToTheTargets()
    {
        const CapacityProbe kept = judgeCapacityProbe(settings(), 100, 1, probeSummary(20, 10, 0, 0));
        QVERIFY(kept.generatorHealthy());
        QVERIFY(kept.passed());
        QCOMPARE(kept.generatorLateRate, 0.0);
        QCOMPARE(kept.engineCpu, 0.05);

        const CapacityProbe failed = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 10, 0, 50));
        QVERIFY(failed.generatorHealthy());
        QVERIFY(!failed.passed());
    }

    void lateSendsThatFailAProbeTheServiceKeptAreTheGenerators()
    {
        // 5 of 100 sends late on the generator's own account; the service answered in 10 ms.
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 10, 5, 0));
        QVERIFY(!probe.generatorHealthy());
        QCOMPARE(probe.generatorProblem,
                 QStringLiteral("5.0 % of its sends left over 1 ms late with a connection free"));
    }

    void aQueueAtTheServiceOutweighsAFewLateSends()
    {
        // The service held its connections: 60 sends waited for one, 2 more were late on
        // their own. The lag from the schedule is the service's queue, not the generator's.
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 10, 62, 60));
        QCOMPARE(probe.generatorLateRate, 0.02);
        QVERIFY(probe.generatorHealthy());
        QVERIFY(!probe.passed());
    }

    void aBusyGeneratorDecidesEvenWithAQueue()
    {
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 10, 60, 60, 0.97));
        QVERIFY(!probe.generatorHealthy());
        QCOMPARE(probe.generatorProblem, QStringLiteral("its threads were busy 97 % of the time"));
    }

    void aBusyGeneratorWithAQueueIsNamedForBeingBusy()
    {
        // 5 % late on their own, but more sends waited for the service: the CPU decided it.
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 10, 55, 50, 0.97));
        QCOMPARE(probe.generatorProblem, QStringLiteral("its threads were busy 97 % of the time"));
    }

    void busyIsAShareOfEveryThread()
    {
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 2, probeSummary(400, 10, 0, 0, 0.97));
        QCOMPARE(probe.engineCpu, 0.485);
        QVERIFY(probe.generatorHealthy());
    }

    void aServiceThatFailsOnItsOwnTimeFailed()
    {
        const CapacityProbe probe = judgeCapacityProbe(settings(), 100, 1, probeSummary(400, 300, 5, 0, 0.97));
        QVERIFY(probe.generatorHealthy());
        QVERIFY(!probe.passed());
    }

    void aPassAtARateNotDeliveredIsTheGenerators()
    {
        const CapacityProbe shortOf = judgeCapacityProbe(settings(), 100, 1, probeSummary(20, 10, 5, 0, 0.97, 90));
        QVERIFY(!shortOf.generatorHealthy());
        const CapacityProbe delivered = judgeCapacityProbe(settings(), 100, 1, probeSummary(20, 10, 5, 0, 0.97, 96));
        QVERIFY(delivered.generatorHealthy());
        QVERIFY(delivered.passed());
    }
};

QTEST_GUILESS_MAIN(TestCapacityJudge)
#include "tst_capacity_judge.moc"
