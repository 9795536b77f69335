#include "store/sample_store.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <limits>
#include <span>

using namespace cp;

namespace {

// Every field, so that a column lost or mixed up in packing shows.
bool sameSample(const Sample &a, const Sample &b)
{
    return a.sentNs == b.sentNs && a.id == b.id && a.intendedLagUs == b.intendedLagUs && a.connectUs == b.connectUs
        && a.ttfbUs == b.ttfbUs && a.totalUs == b.totalUs && a.serverUs == b.serverUs && a.bytesIn == b.bytesIn
        && a.bytesOut == b.bytesOut && a.status == b.status && a.error == b.error && a.coldness == b.coldness
        && a.msgLength == b.msgLength && a.servedBy == b.servedBy && a.check == b.check;
}

// A closed-loop run's chunk: sends 60 µs apart, out of order by up to 32,
// answers in 2–3 ms, the same status, sizes and container throughout.
std::vector<Sample> runLikeChunk(qsizetype count)
{
    QRandomGenerator random(7);
    std::vector<Sample> samples;
    for (qsizetype i = 0; i < count; ++i) {
        Sample s;
        s.id = std::uint32_t(i + random.bounded(32));
        s.sentNs = 1'780'000'000'000'000'000 + std::int64_t(s.id) * 60'000 + random.bounded(5'000);
        s.ttfbUs = 2'000 + random.bounded(900);
        s.totalUs = s.ttfbUs + random.bounded(50);
        s.bytesIn = 1'234;
        s.status = 200;
        s.msgLength = 5;
        s.servedBy = 0;
        s.coldness = Coldness::Warm;
        samples.push_back(s);
    }
    return samples;
}

} // namespace

class TestSampleStore : public QObject
{
    Q_OBJECT
private slots:
    void keepsOrderAcrossChunks_data()
    {
        QTest::addColumn<qsizetype>("count");
        QTest::addRow("empty") << qsizetype(0);
        QTest::addRow("one") << qsizetype(1);
        QTest::addRow("one short of a chunk") << SampleStore::ChunkSize - 1;
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
            QVERIFY(sameSample(sample, batch.at(seen)));
            ++seen;
        });
        QCOMPARE(seen, count);
        for (qsizetype i = 0; i < count; i += 997)
            QVERIFY(sameSample(store.at(i), batch.at(i)));
        if (count > 0)
            QVERIFY(sameSample(store.at(count - 1), batch.at(count - 1)));

        // Appended in pieces that straddle the chunks, as the session stores a batch.
        SampleStore pieces;
        for (qsizetype from = 0; from < count; from += 1000)
            pieces.append(std::span<const Sample>(batch.constData() + from,
                                                  std::size_t(std::min<qsizetype>(1000, count - from))));
        QCOMPARE(pieces.size(), count);
        seen = 0;
        pieces.forEach([&](const Sample &sample) {
            QVERIFY(sameSample(sample, batch.at(seen)));
            ++seen;
        });
        QCOMPARE(seen, count);
    }

    // A range goes through packed chunks and the open one alike, and starts and
    // ends anywhere.
    void forEachTakesAnyRange_data()
    {
        const qsizetype chunk = SampleStore::ChunkSize;
        QTest::addColumn<qsizetype>("from");
        QTest::addColumn<qsizetype>("to");
        QTest::addRow("empty") << qsizetype(5) << qsizetype(5);
        QTest::addRow("within the first chunk") << qsizetype(3) << qsizetype(40);
        QTest::addRow("across a chunk's end") << chunk - 2 << chunk + 3;
        QTest::addRow("one whole chunk") << chunk << 2 * chunk;
        QTest::addRow("into the open chunk") << chunk + 1 << 2 * chunk + 17;
        QTest::addRow("within the open chunk") << 2 * chunk + 3 << 2 * chunk + 20;
        QTest::addRow("everything") << qsizetype(0) << 2 * chunk + 20;
    }
    void forEachTakesAnyRange()
    {
        QFETCH(qsizetype, from);
        QFETCH(qsizetype, to);
        SampleStore store;
        for (qsizetype i = 0; i < 2 * SampleStore::ChunkSize + 20; ++i) {
            Sample sample;
            sample.id = std::uint32_t(i);
            store.append(sample);
        }
        qsizetype next = from;
        store.forEach(from, to, [&](const Sample &sample) { QCOMPARE(sample.id, std::uint32_t(next++)); });
        QCOMPARE(next, to);
    }

    // Each field at both ends of its type, beside values in between: the whole
    // range of every column survives packing.
    void packsEveryFieldExactly()
    {
        using I64 = std::numeric_limits<std::int64_t>;
        using U32 = std::numeric_limits<std::uint32_t>;
        using I32 = std::numeric_limits<std::int32_t>;
        Sample lowest;
        lowest.sentNs = I64::min();
        lowest.serverUs = I32::min();
        lowest.servedBy = 0;
        Sample highest;
        highest.sentNs = I64::max();
        highest.id = highest.intendedLagUs = highest.connectUs = highest.ttfbUs = highest.totalUs = U32::max();
        highest.serverUs = I32::max();
        highest.bytesIn = highest.bytesOut = U32::max();
        highest.status = 1023; // its 10 bits
        highest.check = 63;    // its 6
        highest.error = ErrorClass::Check;
        highest.coldness = Coldness::Cold;
        highest.msgLength = 0xFFFF;
        highest.servedBy = Sample::NotServed;
        std::vector<Sample> samples{lowest, highest};
        QRandomGenerator random(11);
        for (int i = 0; i < 500; ++i) {
            Sample s;
            s.sentNs = std::int64_t(random.generate64());
            s.id = random.generate();
            s.intendedLagUs = random.generate();
            s.connectUs = random.generate();
            s.ttfbUs = random.generate();
            s.totalUs = random.generate();
            s.serverUs = std::int32_t(random.generate());
            s.bytesIn = random.generate();
            s.bytesOut = random.generate();
            s.status = std::uint16_t(random.bounded(1024));
            s.check = std::uint16_t(random.bounded(64));
            s.error = ErrorClass(random.bounded(ErrorClassCount));
            s.coldness = Coldness(random.bounded(3));
            s.msgLength = std::uint16_t(random.generate());
            s.servedBy = std::uint16_t(random.generate());
            samples.push_back(s);
        }
        const PackedSamples packed(samples);
        QCOMPARE(packed.size(), qsizetype(samples.size()));
        for (std::size_t i = 0; i < samples.size(); ++i)
            QVERIFY2(sameSample(packed.at(qsizetype(i)), samples[i]), qPrintable(QString::number(i)));
        // Nothing repeats here, so nothing is saved, and nothing more is spent than the headers.
        QVERIFY(packed.byteSize() <= qsizetype(samples.size() * sizeof(Sample) + sizeof(PackedSamples)));
    }

    void packsARunsChunkSmall()
    {
        const std::vector<Sample> samples = runLikeChunk(SampleStore::ChunkSize);
        const PackedSamples packed(samples);
        for (std::size_t i = 0; i < samples.size(); ++i)
            QVERIFY(sameSample(packed.at(qsizetype(i)), samples[i]));
        // sent_ns spans half a second (4 bytes), id a few thousand (2), ttfb and
        // total a millisecond (2 each); the rest repeats and takes nothing.
        const double perSample = double(packed.byteSize()) / double(samples.size());
        QVERIFY2(perSample < 10.1, qPrintable(QString::number(perSample)));
    }

    void storeKeepsPackedChunks()
    {
        SampleStore store;
        QCOMPARE(store.byteSize(), qsizetype(0));
        const std::vector<Sample> samples = runLikeChunk(4 * SampleStore::ChunkSize);
        for (const Sample &sample : samples)
            store.append(sample);
        QCOMPARE(store.size(), qsizetype(samples.size()));
        // Four packed chunks and the open one, empty and kept for the next.
        const double perSample =
            double(store.byteSize() - SampleStore::ChunkSize * qsizetype(sizeof(Sample))) / double(samples.size());
        QVERIFY2(perSample < 10.2, qPrintable(QString::number(perSample)));
        qsizetype index = 0;
        store.forEach([&](const Sample &sample) { QVERIFY(sameSample(sample, samples[std::size_t(index++)])); });
        QCOMPARE(index, qsizetype(samples.size()));
    }
};

QTEST_GUILESS_MAIN(TestSampleStore)
#include "tst_sample_store.moc"
