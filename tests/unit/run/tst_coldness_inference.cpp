#include "run/coldness_inference.h"
#include "run/perf_cost_executor.h"

#include <QTest>

using namespace cp;

namespace {
constexpr std::int64_t ms = 1'000'000;

Sample sample(std::uint32_t id, std::int64_t sentMs, std::uint32_t totalMs, ErrorClass error = ErrorClass::Ok,
              Coldness coldness = Coldness::Unknown, std::uint32_t lagMs = 0)
{
    Sample s;
    s.id = id;
    s.sentNs = sentMs * ms;
    s.totalUs = totalMs * 1000;
    s.intendedLagUs = lagMs * 1000;
    s.error = error;
    s.coldness = coldness;
    return s;
}
} // namespace

class TestColdnessInference : public QObject
{
    Q_OBJECT

private slots:
    void sentBeforeTheFirstAnswerIsCold();
    void retriesCountFromWhenTheRequestWasDue();
    void ourRestartsAreEachANewGeneration();
    void dockerEventOfOurRestartIsNotASecondStart();
    void externalRestartIsANewGeneration();
    void responsesThatSayKeepTheirWord();
    void batchPlan_data();
    void batchPlan();
};

void TestColdnessInference::sentBeforeTheFirstAnswerIsCold()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 1000 * ms);
    RunInfo info;
    // Four at once: the first answer arrives at 1105 ms; all were sent before it.
    SampleBatch batch{sample(0, 1100, 5), sample(1, 1100, 8), sample(2, 1101, 9), sample(3, 1101, 12)};
    inference.apply(QStringLiteral("c"), batch, info);
    for (const Sample &s : batch)
        QCOMPARE(s.coldness, Coldness::Cold);
    SampleBatch next{sample(4, 1200, 1)};
    inference.apply(QStringLiteral("c"), next, info);
    QCOMPARE(next.first().coldness, Coldness::Warm);
    QCOMPARE(info.servedBy.size(), 1);
    QCOMPARE(info.servedBy.first().container, QStringLiteral("c"));
    QCOMPARE(info.servedBy.first().generation, 0);
}

void TestColdnessInference::retriesCountFromWhenTheRequestWasDue()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 1000 * ms);
    RunInfo info;
    // Due at 1100 ms, refused while booting and sent at 1110 ms, after the first answer (1106 ms).
    SampleBatch batch{sample(0, 1101, 5), sample(1, 1110, 2, ErrorClass::Ok, Coldness::Unknown, 10)};
    inference.apply(QStringLiteral("c"), batch, info);
    QCOMPARE(batch[1].coldness, Coldness::Cold);
}

void TestColdnessInference::ourRestartsAreEachANewGeneration()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 0);
    RunInfo info;
    SampleBatch first{sample(0, 100, 1), sample(1, 200, 1)};
    inference.apply(QStringLiteral("c"), first, info);
    QCOMPARE(first[1].coldness, Coldness::Warm);
    // Two restarts 300 ms apart are two starts, however close.
    for (int i = 0; i < 2; ++i) {
        const std::int64_t start = 1000 + i * 300;
        inference.containerStarted(QStringLiteral("c"), start * ms, ColdnessInference::Source::ContainerPerf);
        SampleBatch batch{sample(10 + i, start + 10, 4), sample(20 + i, start + 10, 6)};
        inference.apply(QStringLiteral("c"), batch, info);
        QCOMPARE(batch[0].coldness, Coldness::Cold);
        QCOMPARE(batch[1].coldness, Coldness::Cold);
        QCOMPARE(info.servedBy[batch[0].servedBy].generation, i + 1);
    }
    QCOMPARE(inference.generation(QStringLiteral("c")), 2);
}

void TestColdnessInference::dockerEventOfOurRestartIsNotASecondStart()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 0);
    inference.containerStarted(QStringLiteral("c"), 5000 * ms, ColdnessInference::Source::ContainerPerf);
    // The daemon's own start event of that restart, a little earlier, arriving later.
    inference.containerStarted(QStringLiteral("c"), 4990 * ms, ColdnessInference::Source::DockerEvent);
    QCOMPARE(inference.generation(QStringLiteral("c")), 1);
    // And the other way round.
    inference.containerStarted(QStringLiteral("c"), 9000 * ms, ColdnessInference::Source::DockerEvent);
    inference.containerStarted(QStringLiteral("c"), 9004 * ms, ColdnessInference::Source::ContainerPerf);
    QCOMPARE(inference.generation(QStringLiteral("c")), 2);
}

void TestColdnessInference::externalRestartIsANewGeneration()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 0);
    RunInfo info;
    SampleBatch warm{sample(0, 100, 1), sample(1, 200, 1)};
    inference.apply(QStringLiteral("c"), warm, info);
    inference.containerStarted(QStringLiteral("c"), 60'000 * ms, ColdnessInference::Source::DockerEvent);
    SampleBatch batch{sample(2, 59'000, 1), sample(3, 60'500, 3), sample(4, 60'600, 1)};
    inference.apply(QStringLiteral("c"), batch, info);
    QCOMPARE(batch[0].coldness, Coldness::Warm); // sent before the restart: old generation, warm
    QCOMPARE(batch[1].coldness, Coldness::Cold);
    QCOMPARE(batch[2].coldness, Coldness::Warm);
    QCOMPARE(info.servedBy[batch[0].servedBy].generation, 0);
    QCOMPARE(info.servedBy[batch[1].servedBy].generation, 1);
}

void TestColdnessInference::responsesThatSayKeepTheirWord()
{
    ColdnessInference inference;
    inference.setInitialStart(QStringLiteral("c"), 0);
    RunInfo info;
    SampleBatch batch{sample(0, 100, 1, ErrorClass::Ok, Coldness::Warm),
                      sample(1, 100, 1, ErrorClass::Ok, Coldness::Cold)};
    inference.apply(QStringLiteral("c"), batch, info);
    QCOMPARE(batch[0].coldness, Coldness::Warm);
    QCOMPARE(batch[1].coldness, Coldness::Cold);
    // A refused request is no answer: what follows it is still cold.
    ColdnessInference other;
    other.setInitialStart(QStringLiteral("c"), 0);
    SampleBatch failed{sample(0, 100, 1, ErrorClass::Refused)};
    other.apply(QStringLiteral("c"), failed, info);
    SampleBatch next{sample(1, 300, 1)};
    other.apply(QStringLiteral("c"), next, info);
    QCOMPARE(next.first().coldness, Coldness::Cold);
}

void TestColdnessInference::batchPlan_data()
{
    QTest::addColumn<RunType>("type");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("retry");
    QTest::addColumn<int>("warmUps");
    QTest::newRow("warm") << RunType::Warm << 6 << false << 1;
    QTest::newRow("cold") << RunType::Cold << 6 << true << 1;
    QTest::newRow("burst") << RunType::Burst << 6 << true << 1;
    QTest::newRow("sequential") << RunType::Sequential << 1 << false << 2;
}

void TestColdnessInference::batchPlan()
{
    QFETCH(RunType, type);
    QFETCH(int, size);
    QFETCH(bool, retry);
    QFETCH(int, warmUps);
    Experiment e;
    Endpoint endpoint;
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1:9/"));
    e.endpoints = {endpoint};
    e.concurrency = 6;
    e.threads = 4;
    RunPoint point;
    point.type = type;
    point.msgLength = 42;
    const LoadPlan plan = PerfCostExecutor::batchPlan(e, point, 18);
    QCOMPARE(plan.connections, size);
    QCOMPARE(plan.requestLimit, std::int64_t(size));
    QCOMPARE(plan.mode, LoopMode::Closed);
    QCOMPARE(plan.retryWhileBooting, retry);
    QCOMPARE(plan.firstId, 18u);
    QCOMPARE(plan.request.msgLength, 42);
    QVERIFY(plan.threads <= size);
    QCOMPARE(PerfCostExecutor::warmUpBatches(type), warmUps);
}

QTEST_GUILESS_MAIN(TestColdnessInference)
#include "tst_coldness_inference.moc"
