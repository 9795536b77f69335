#include "http/sample_handoff.h"
#include "http/thread_sched_stat.h"

#include <QTest>

#include <atomic>
#include <ctime>
#include <thread>

using namespace cp;

namespace {

Sample sampleWithId(std::uint32_t id)
{
    Sample s;
    s.id = id;
    s.totalUs = id * 3;
    return s;
}

// Every id 0…n−1 exactly once, in order, with the fields it was recorded with.
void verifyInOrder(const SampleBatch &batch, std::uint32_t n)
{
    QCOMPARE(batch.size(), qsizetype(n));
    for (std::uint32_t i = 0; i < n; ++i) {
        if (batch[i].id != i || batch[i].totalUs != i * 3)
            QFAIL(qPrintable(QStringLiteral("sample %1 holds id %2").arg(i).arg(batch[i].id)));
    }
}

} // namespace

class TestSampleHandoff : public QObject
{
    Q_OBJECT
private slots:
    void nothingRecordedDrainsNothing()
    {
        SampleHandoff handoff;
        handoff.publish();
        SampleBatch batch;
        handoff.drainInto(batch);
        QVERIFY(batch.isEmpty());
    }

    void unpublishedSamplesWaitForPublish()
    {
        SampleHandoff handoff;
        handoff.record(sampleWithId(0));
        SampleBatch batch;
        handoff.drainInto(batch);
        QVERIFY(batch.isEmpty());
        handoff.publish();
        handoff.drainInto(batch);
        verifyInOrder(batch, 1);
    }

    void fullChunksGoOverInOrder_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("one") << 1;
        QTest::newRow("chunk - 1") << SampleHandoff::ChunkSamples - 1;
        QTest::newRow("chunk") << SampleHandoff::ChunkSamples;
        QTest::newRow("chunk + 1") << SampleHandoff::ChunkSamples + 1;
        QTest::newRow("every spare and more") << SampleHandoff::ChunkSamples * (SampleHandoff::SpareChunks + 3) + 17;
    }

    void fullChunksGoOverInOrder()
    {
        QFETCH(int, count);
        SampleHandoff handoff;
        for (int i = 0; i < count; ++i)
            handoff.record(sampleWithId(std::uint32_t(i)));
        handoff.publish();
        SampleBatch batch;
        handoff.drainInto(batch);
        verifyInOrder(batch, std::uint32_t(count));
        // Nothing was drained, so every chunk beyond the spares was allocated
        // late: the filled ones, and the empty one the handoff always holds.
        const int chunks = (count + SampleHandoff::ChunkSamples - 1) / SampleHandoff::ChunkSamples + 1;
        QCOMPARE(handoff.lateAllocations(), std::int64_t(std::max(0, chunks - SampleHandoff::SpareChunks)));
    }

    void drainedChunksAreReused()
    {
        SampleHandoff handoff;
        SampleBatch batch;
        const int rounds = SampleHandoff::SpareChunks * 4;
        for (int round = 0; round < rounds; ++round) {
            for (int i = 0; i < SampleHandoff::ChunkSamples; ++i)
                handoff.record(sampleWithId(std::uint32_t(round * SampleHandoff::ChunkSamples + i)));
            handoff.publish();
            handoff.drainInto(batch);
        }
        verifyInOrder(batch, std::uint32_t(rounds * SampleHandoff::ChunkSamples));
        QCOMPARE(handoff.lateAllocations(), std::int64_t(0));
    }

    // A worker thread records and publishes while the engine's thread drains
    // at the same time: nothing lost, nothing doubled, order kept.
    void concurrentRecordAndDrain()
    {
        constexpr std::uint32_t n = 3'000'000;
        SampleHandoff handoff;
        std::atomic<bool> done{false};
        std::thread worker([&] {
            for (std::uint32_t i = 0; i < n; ++i) {
                handoff.record(sampleWithId(i));
                if (i % 977 == 0)
                    handoff.publish();
            }
            handoff.publish();
            done.store(true, std::memory_order_release);
        });
        SampleBatch batch;
        while (!done.load(std::memory_order_acquire))
            handoff.drainInto(batch);
        worker.join();
        handoff.drainInto(batch);
        verifyInOrder(batch, n);
    }

    void schedulerTimesAreCountedOnLinux()
    {
#ifdef Q_OS_LINUX
        const auto before = threadSchedStat();
        QVERIFY(before.has_value());
        QVERIFY(before->runNs > 0);
        QVERIFY(before->waitNs >= 0);
        // 20 ms of this thread's CPU time (the same count, read another way,
        // which the scheduler updates at its ticks) show as at least 10 ms.
        const auto threadCpuNs = [] {
            timespec t{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return std::int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
        };
        const std::int64_t busyUntil = threadCpuNs() + 20'000'000;
        while (threadCpuNs() < busyUntil) {
        }
        const auto after = threadSchedStat();
        QVERIFY(after->runNs - before->runNs >= 10'000'000);
        QVERIFY(after->waitNs >= before->waitNs);
#else
        QSKIP("the wait for a CPU is read from Linux's scheduler statistics");
#endif
    }
};

QTEST_GUILESS_MAIN(TestSampleHandoff)
#include "tst_sample_handoff.moc"
