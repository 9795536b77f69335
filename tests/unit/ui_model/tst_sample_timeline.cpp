#include "sample_timeline.h"

#include <QTest>

namespace {

cp::Sample sample(std::int64_t sentNs, std::uint32_t totalUs, cp::ErrorClass error = cp::ErrorClass::Ok,
                  cp::Coldness coldness = cp::Coldness::Warm)
{
    cp::Sample s;
    s.sentNs = sentNs;
    s.totalUs = totalUs;
    s.error = error;
    s.coldness = coldness;
    return s;
}

} // namespace

class TestSampleTimeline : public QObject
{
    Q_OBJECT
private slots:
    void timelineBinsAndFlags();
};

void TestSampleTimeline::timelineBinsAndFlags()
{
    cp::SampleTimeline timeline;
    // Run 0 of an experiment that started at t = 1000 s.
    cp::RunInfo info;
    info.index = 0;
    info.point.type = cp::RunType::Warm;
    info.startNs = 1'000'000'000'000;
    timeline.addRun(info);
    const std::int64_t t0 = info.startNs;
    timeline.append(0,
                    {sample(t0 + 100'000'000, 2000),
                     sample(t0 + 200'000'000, 4000, cp::ErrorClass::Ok, cp::Coldness::Cold),
                     sample(t0 + 1'500'000'000, 3000, cp::ErrorClass::Timeout)});
    QCOMPARE(timeline.sampleCount(), 3);
    QCOMPARE(timeline.run(0)->errors, 1);
    // A warm run accepts warm ok samples only.
    QCOMPARE(timeline.acceptedLatenciesUs(0), std::vector<double>{2000.0});
    QList<QPointF> throughput, errors;
    timeline.rates({}, 0, 10, throughput, errors);
    QCOMPARE(throughput, (QList<QPointF>{QPointF(0.5, 2), QPointF(1.5, 1)}));
    QCOMPARE(errors, (QList<QPointF>{QPointF(0.5, 0), QPointF(1.5, 1)}));
    QCOMPARE(timeline.histogram({}).count(), quint64(2));
    QCOMPARE(timeline.histogram({7}).count(), quint64(0));
    timeline.clear();
    QCOMPARE(timeline.sampleCount(), 0);
    QCOMPARE(timeline.runCount(), 0);
}

QTEST_APPLESS_MAIN(TestSampleTimeline)
#include "tst_sample_timeline.moc"
