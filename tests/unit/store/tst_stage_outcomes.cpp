// What each stage planned and what a run achieved in it (docs/load-testing.md#stages),
// from samples whose times are known exactly.
#include "store/stage_outcomes.h"

#include <QTest>

using namespace cp;
using namespace std::chrono_literals;

namespace {

constexpr std::int64_t Start = 1'800'000'000'000'000'000;
constexpr std::int64_t Second = 1'000'000'000;

Sample sent(std::int64_t offsetNs, std::uint32_t totalUs)
{
    Sample sample;
    sample.sentNs = Start + offsetNs;
    sample.totalUs = totalUs;
    return sample;
}

RunInfo info(RunType type, QList<LoadStage> stages)
{
    RunInfo run;
    run.point.type = type;
    run.stages = std::move(stages);
    return run;
}

} // namespace

class TestStageOutcomes : public QObject
{
    Q_OBJECT
private slots:
    void rateStagesCountTheSends()
    {
        // 0→100 req/s over 2 s, then 100 for 1 s; the run sent 90 and 100.
        SampleStore samples;
        for (int i = 0; i < 90; ++i)
            samples.append(sent(i * 2 * Second / 90, 500));
        for (int i = 0; i < 100; ++i)
            samples.append(sent(2 * Second + i * Second / 100, 500));
        // One sent after the schedule's end counts in no stage.
        samples.append(sent(3 * Second + 1, 500));
        EngineReport engine;
        engine.startNs = Start;
        const auto outcomes = stageOutcomes(info(RunType::Rate, {{2s, 100}, {0s, 100}, {1s, 100}}), samples, engine);
        QCOMPARE(outcomes.size(), 2);
        QCOMPARE(outcomes[0].startS, 0.0);
        QCOMPARE(outcomes[0].durationS, 2.0);
        QCOMPARE(outcomes[0].targetFrom, 0.0);
        QCOMPARE(outcomes[0].targetTo, 100.0);
        QCOMPARE(outcomes[0].planned, 50.0);
        QCOMPARE(outcomes[0].achieved, 45.0);
        QCOMPARE(outcomes[1].startS, 2.0);
        QCOMPARE(outcomes[1].targetFrom, 100.0);
        QCOMPARE(outcomes[1].planned, 100.0);
        QCOMPARE(outcomes[1].achieved, 100.0);
    }

    void closedStagesAverageTheRequestsInFlight()
    {
        // 2 in flight for the first second, then 4; one request straddles the boundary.
        SampleStore samples;
        for (int lane = 0; lane < 2; ++lane) {
            for (int i = 0; i < 10; ++i)
                samples.append(sent(i * Second / 10, 100'000));
        }
        samples.append(sent(Second / 2, 1'000'000)); // 0.5 s in each stage
        for (int lane = 0; lane < 4; ++lane) {
            for (int i = 0; i < 10; ++i)
                samples.append(sent(Second + i * Second / 10, 100'000));
        }
        EngineReport engine;
        engine.startNs = Start;
        const auto outcomes = stageOutcomes(info(RunType::Continuous, {{1s, 2}, {0s, 4}, {1s, 4}}), samples, engine);
        QCOMPARE(outcomes.size(), 2);
        QCOMPARE(outcomes[0].planned, 1.0); // a ramp from 0 to 2
        QCOMPARE(outcomes[0].achieved, 2.5);
        QCOMPARE(outcomes[1].planned, 4.0);
        QCOMPARE(outcomes[1].achieved, 4.5);
    }

    void noStagesOrNoStartNoOutcomes()
    {
        SampleStore samples;
        samples.append(sent(0, 100));
        EngineReport engine;
        engine.startNs = Start;
        QVERIFY(stageOutcomes(info(RunType::Rate, {}), samples, engine).isEmpty());
        QVERIFY(stageOutcomes(info(RunType::Rate, {{1s, 10}}), samples, EngineReport{}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStageOutcomes)
#include "tst_stage_outcomes.moc"
