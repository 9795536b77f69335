// T_cold / T_warm per endpoint and sweep point (docs/experiment-format.md#cold-start-overhead)
// from the accepted samples of warm and cold runs.
#include "store/cold_start_overheads.h"
#include "store/run_record.h"

#include <QJsonObject>
#include <QTest>

using namespace cp;

namespace {

std::unique_ptr<RunRecord> run(RunType type, int memoryMb, double latencyMs, int count, Coldness coldness)
{
    auto record = std::make_unique<RunRecord>();
    record->info.point.type = type;
    record->info.point.memoryMb = memoryMb;
    record->info.endpointName = QStringLiteral("fn");
    for (int i = 0; i < count; ++i) {
        Sample s;
        s.id = std::uint32_t(i);
        // Spread ±10 % around the latency, so that the medians are the latencies.
        s.totalUs = std::uint32_t(latencyMs * 1000.0 * (0.9 + 0.2 * double(i) / double(count - 1)));
        s.coldness = coldness;
        record->samples.append(SampleBatch{s});
    }
    return record;
}

} // namespace

class TestColdStartOverheads : public QObject
{
    Q_OBJECT

private slots:
    void perSweepPoint()
    {
        std::vector<std::unique_ptr<RunRecord>> runs;
        runs.push_back(run(RunType::Warm, 128, 10, 41, Coldness::Warm));
        runs.push_back(run(RunType::Cold, 128, 250, 21, Coldness::Cold));
        runs.back()->coldStartUs = {300'000, 320'000, 310'000};
        runs.push_back(run(RunType::Warm, 256, 8, 41, Coldness::Warm));
        runs.push_back(run(RunType::Cold, 256, 120, 21, Coldness::Cold));
        // Cold without warm: nothing to compare with.
        runs.push_back(run(RunType::Cold, 512, 100, 21, Coldness::Cold));
        // A warm run's cold samples are not accepted: they do not count as warm.
        runs.push_back(run(RunType::Warm, 128, 999, 5, Coldness::Cold));

        const QList<ColdStartOverhead> overheads = coldStartOverheads(runs);
        QCOMPARE(overheads.size(), 2);
        const ColdStartOverhead &first = overheads[0];
        QCOMPARE(first.endpoint, QStringLiteral("fn"));
        QCOMPARE(first.memoryMb, 128);
        QCOMPARE(first.warm.count, 41);
        QCOMPARE(first.cold.count, 21);
        QCOMPARE(first.warm.medianUs, 10'000.0);
        QCOMPARE(first.cold.medianUs, 250'000.0);
        QCOMPARE(first.ratio, 25.0);
        QVERIFY(first.ratioCi95);
        QVERIFY(first.ratioCi95->lo <= 25.0 && 25.0 <= first.ratioCi95->hi);
        QCOMPARE(first.resamples, 2000);
        QCOMPARE(first.coldStartUs.n, 3);
        QCOMPARE(first.coldStartUs.median, 310'000.0);
        QCOMPARE(overheads[1].memoryMb, 256);
        QCOMPARE(overheads[1].ratio, 15.0);

        const QJsonObject json = coldStartOverheadsToJson(overheads)[0].toObject();
        QCOMPARE(json[QStringLiteral("cold_warm_ratio")].toDouble(), 25.0);
        QCOMPARE(json[QStringLiteral("cold_warm_ratio_ci95")].toArray().size(), 2);
        QCOMPARE(json[QStringLiteral("cold_start_us")][QStringLiteral("n")].toInt(), 3);
    }

    void warmOnlyHasNone()
    {
        std::vector<std::unique_ptr<RunRecord>> runs;
        runs.push_back(run(RunType::Warm, 0, 10, 20, Coldness::Warm));
        QVERIFY(coldStartOverheads(runs).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestColdStartOverheads)
#include "tst_cold_start_overheads.moc"
