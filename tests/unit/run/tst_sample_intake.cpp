#include "run/sample_intake.h"

#include <QSignalSpy>
#include <QTest>

using namespace cp;

namespace {

SampleBatch batchOf(std::uint32_t first, qsizetype n)
{
    SampleBatch batch;
    for (qsizetype i = 0; i < n; ++i) {
        Sample s;
        s.id = first + std::uint32_t(i);
        batch.append(s);
    }
    return batch;
}

// What a consumer was handed: each slice's size, and every sample in order.
struct Received
{
    QList<qsizetype> slices;
    SampleBatch samples;

    SampleIntake::Consumer consumer()
    {
        return [this](const SampleBatch &slice) {
            slices.append(slice.size());
            samples.append(slice);
        };
    }
    bool inOrder(std::uint32_t n) const
    {
        if (samples.size() != qsizetype(n))
            return false;
        for (std::uint32_t i = 0; i < n; ++i) {
            if (samples[i].id != i)
                return false;
        }
        return true;
    }
};

} // namespace

class TestSampleIntake : public QObject
{
    Q_OBJECT
private slots:
    void aSmallBatchGoesOnAtOnce()
    {
        SampleIntake intake;
        Received got;
        intake.setConsumer(got.consumer());
        intake.take(batchOf(0, 300));
        QCOMPARE(got.slices, QList<qsizetype>{300});
        QCOMPARE(intake.waiting(), qsizetype(0));
        QVERIFY(got.inOrder(300));
    }

    // One slice when the batch comes; the rest after pauses, in the event loop.
    void aLargeBatchGoesOnInSlices()
    {
        SampleIntake intake;
        Received got;
        intake.setConsumer(got.consumer());
        intake.take(batchOf(0, 1500));
        QCOMPARE(got.slices, QList<qsizetype>{SampleIntake::SliceSamples});
        QCOMPARE(intake.waiting(), 1500 - SampleIntake::SliceSamples);
        // Batches that come meanwhile wait behind the rest.
        intake.take(batchOf(1500, 100));
        QCOMPARE(got.slices.size(), 1);
        QTRY_COMPARE(intake.waiting(), qsizetype(0));
        QCOMPARE(got.slices, (QList<qsizetype>{512, 512, 512, 64}));
        QVERIFY(got.inOrder(1600));
    }

    // A backlog goes an eighth at a time: what comes in can never outgrow what goes on.
    void aBacklogGoesOnByAnEighth()
    {
        SampleIntake intake;
        Received got;
        intake.setConsumer(got.consumer());
        const qsizetype n = 80'000;
        intake.take(batchOf(0, n));
        QCOMPARE(got.slices.constFirst(), n / SampleIntake::BacklogShare);
        QTRY_COMPARE(intake.waiting(), qsizetype(0));
        for (qsizetype i = 1; i < got.slices.size(); ++i)
            QVERIFY(got.slices[i] <= std::max(SampleIntake::SliceSamples, got.slices[i - 1]));
        QVERIFY(got.inOrder(std::uint32_t(n)));
    }

    void flushHandsOnEverythingAtOnce()
    {
        SampleIntake intake;
        Received got;
        intake.setConsumer(got.consumer());
        intake.take(batchOf(0, 2000));
        intake.take(batchOf(2000, 7));
        intake.flush();
        QCOMPARE(got.slices, (QList<qsizetype>{512, 1495}));
        QCOMPARE(intake.waiting(), qsizetype(0));
        QVERIFY(got.inOrder(2007));
        // Nothing more comes from the pause that was pending.
        QTest::qWait(20);
        QCOMPARE(got.slices.size(), 2);
    }

    void withoutAConsumerSamplesWait()
    {
        SampleIntake intake;
        intake.take(batchOf(0, 10));
        QCOMPARE(intake.waiting(), qsizetype(10));
        Received got;
        intake.setConsumer(got.consumer());
        intake.flush();
        QVERIFY(got.inOrder(10));
    }
};

QTEST_GUILESS_MAIN(TestSampleIntake)
#include "tst_sample_intake.moc"
