#include "stats/summary.h"
#include "store/run_summary.h"
#include "store/sample_store.h"

#include <QJsonDocument>
#include <QTest>

#include <atomic>
#include <cstdlib>
#include <limits>
#include <new>

using namespace cp;

// Every operator new of this process is counted, so a test can see how much a
// call held at its peak. The size lives in a header before the block.
namespace {
std::atomic<std::size_t> heapInUse{0};
std::atomic<std::size_t> heapPeak{0};
constexpr std::size_t HeaderBytes = alignof(std::max_align_t);

void *allocate(std::size_t size)
{
    auto *block = static_cast<unsigned char *>(std::malloc(size + HeaderBytes));
    if (!block)
        throw std::bad_alloc();
    *reinterpret_cast<std::size_t *>(block) = size;
    const std::size_t now = heapInUse += size;
    std::size_t peak = heapPeak.load();
    while (now > peak && !heapPeak.compare_exchange_weak(peak, now)) { }
    return block + HeaderBytes;
}

void release(void *pointer)
{
    if (!pointer)
        return;
    auto *block = static_cast<unsigned char *>(pointer) - HeaderBytes;
    heapInUse -= *reinterpret_cast<std::size_t *>(block);
    std::free(block);
}
} // namespace

void *operator new(std::size_t size)
{
    return allocate(size);
}
void *operator new[](std::size_t size)
{
    return allocate(size);
}
void operator delete(void *pointer) noexcept
{
    release(pointer);
}
void operator delete[](void *pointer) noexcept
{
    release(pointer);
}
void operator delete(void *pointer, std::size_t) noexcept
{
    release(pointer);
}
void operator delete[](void *pointer, std::size_t) noexcept
{
    release(pointer);
}

namespace {

// Samples of every kind: errors, cold and warm ones, schedule lags; latencies past
// 32 bits when `wide`.
SampleStore makeSamples(qsizetype count, bool wide)
{
    SampleStore store;
    quint64 r = 12345;
    for (qsizetype i = 0; i < count; ++i) {
        r = (r * 48271) % 2147483647;
        Sample s;
        s.id = std::uint32_t(i);
        s.sentNs = 1'700'000'000'000'000'000 + i * 1000;
        s.totalUs = std::uint32_t(40 + r % 9973 + (r % 7 == 0 ? r % 99991 : 0));
        s.intendedLagUs = wide && r % 3 == 0 ? std::numeric_limits<std::uint32_t>::max() - std::uint32_t(r % 1000)
                                             : std::uint32_t(r % 50);
        s.error = r % 11 == 0 ? ErrorClass::Timeout : ErrorClass::Ok;
        s.coldness = r % 5 == 0 ? Coldness::Cold : Coldness::Warm;
        store.append(s);
    }
    return store;
}

QByteArray json(const stats::Summary &summary)
{
    return QJsonDocument(stats::toJson(summary)).toJson(QJsonDocument::Compact);
}

} // namespace

class TestRunSummary : public QObject
{
    Q_OBJECT
private slots:
    // The run's figures are those of its accepted samples copied as doubles, to the bit.
    void figuresAreThoseOfTheAcceptedValues_data()
    {
        QTest::addColumn<RunType>("type");
        QTest::addColumn<qsizetype>("count");
        QTest::addColumn<bool>("wide");
        QTest::newRow("empty") << RunType::Continuous << qsizetype(0) << false;
        QTest::newRow("one") << RunType::Continuous << qsizetype(1) << false;
        QTest::newRow("21") << RunType::Continuous << qsizetype(21) << false;
        QTest::newRow("continuous") << RunType::Continuous << qsizetype(100'003) << false;
        QTest::newRow("warm") << RunType::Warm << qsizetype(10'000) << false;
        QTest::newRow("cold") << RunType::Cold << qsizetype(10'000) << false;
        QTest::newRow("latencies past 32 bits") << RunType::Rate << qsizetype(10'000) << true;
    }
    void figuresAreThoseOfTheAcceptedValues()
    {
        QFETCH(RunType, type);
        QFETCH(qsizetype, count);
        QFETCH(bool, wide);
        const SampleStore store = makeSamples(count, wide);
        RunInfo info;
        info.point.type = type;
        std::vector<double> total;
        std::vector<double> latency;
        store.forEach([&](const Sample &s) {
            if (isAccepted(type, s)) {
                total.push_back(double(s.totalUs));
                latency.push_back(double(s.latencyUs()));
            }
        });
        const RunSummary summary = summarizeRun(info, store, {});
        QCOMPARE(summary.counts.accepted, qint64(total.size()));
        QCOMPARE(json(summary.totalUs), json(stats::summarize(total)));
        QCOMPARE(json(summary.latencyUs), json(stats::summarize(latency)));
    }

    // docs/specification.md#performance-targets: a retained sample costs at most 48 bytes for
    // the whole run. The store takes them; summarising may add 4 per accepted sample.
    void summarisingHoldsFourBytesPerSample()
    {
        constexpr qsizetype count = 200'000;
        const SampleStore store = makeSamples(count, false);
        RunInfo info;
        info.point.type = RunType::Continuous;
        const std::size_t before = heapInUse.load();
        heapPeak = before;
        const RunSummary summary = summarizeRun(info, store, {});
        const std::size_t added = heapPeak.load() - before;
        QVERIFY(summary.counts.accepted > count / 2);
        QVERIFY2(
            added <= std::size_t(4 * summary.counts.accepted) + 64 * 1024,
            qPrintable(QStringLiteral("%1 bytes for %2 accepted samples").arg(added).arg(summary.counts.accepted)));
    }
};

QTEST_APPLESS_MAIN(TestRunSummary)
#include "tst_run_summary.moc"
