#include "store/sample_store.h"

#include <QTest>

using namespace cp;

class TestSampleStore : public QObject
{
    Q_OBJECT
private slots:
    void keepsOrderAcrossChunks_data()
    {
        QTest::addColumn<qsizetype>("count");
        QTest::addRow("empty") << qsizetype(0);
        QTest::addRow("one") << qsizetype(1);
        QTest::addRow("one chunk") << SampleStore::ChunkSize;
        QTest::addRow("one past a chunk") << SampleStore::ChunkSize + 1;
        QTest::addRow("several chunks") << 3 * SampleStore::ChunkSize + 17;
    }
    void keepsOrderAcrossChunks()
    {
        QFETCH(qsizetype, count);
        SampleStore store;
        SampleBatch batch;
        for (qsizetype i = 0; i < count; ++i) {
            Sample sample;
            sample.id = std::uint32_t(i);
            sample.totalUs = std::uint32_t(i * 3);
            batch.append(sample);
        }
        store.append(batch);
        QCOMPARE(store.size(), count);
        QCOMPARE(store.isEmpty(), count == 0);
        qsizetype seen = 0;
        store.forEach([&](const Sample &sample) {
            QCOMPARE(qsizetype(sample.id), seen);
            QCOMPARE(qsizetype(sample.totalUs), seen * 3);
            ++seen;
        });
        QCOMPARE(seen, count);
        if (count > 0)
            QCOMPARE(qsizetype(store.at(count - 1).id), count - 1);
    }

    void chunksFitWholePages()
    {
        // A chunk plus malloc's header stays within 96 pages, so memory per
        // retained sample stays at sizeof(Sample).
        QVERIFY(SampleStore::ChunkSize * qsizetype(sizeof(Sample)) + 16 <= 96 * 4096);
        SampleStore store;
        store.append(Sample{});
        QCOMPARE(store.capacityBytes(), SampleStore::ChunkSize * qsizetype(sizeof(Sample)));
    }
};

QTEST_GUILESS_MAIN(TestSampleStore)
#include "tst_sample_store.moc"
