// RunReporter's batches to the UI: what arrives between two flushes goes out as one
// batch, in the order it came, and a lone batch goes out without a copy
// (docs/specification.md#processes-and-threads).
#include "run/run_reporter.h"

#include "store/run_record.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <vector>

using namespace cp;

namespace {

// `count` samples numbered from `first`.
SampleBatch numbered(std::uint32_t first, qsizetype count)
{
    SampleBatch batch;
    for (qsizetype i = 0; i < count; ++i) {
        Sample sample;
        sample.id = first + std::uint32_t(i);
        batch.append(sample);
    }
    return batch;
}

struct Reporting
{
    std::vector<std::unique_ptr<RunRecord>> runs;
    std::unique_ptr<RunReporter> reporter;
    std::unique_ptr<QSignalSpy> arrived;

    Reporting()
    {
        runs.push_back(std::make_unique<RunRecord>());
        runs.back()->info.index = 3;
        reporter = std::make_unique<RunReporter>(runs, 4, QList<RunSummary>(), QList<Threshold>());
        arrived = std::make_unique<QSignalSpy>(reporter.get(), &RunReporter::samplesArrived);
    }
    SampleBatch batch(int signal) const { return arrived->at(signal).at(1).value<SampleBatch>(); }
};

} // namespace

class TestRunReporter : public QObject
{
    Q_OBJECT

private slots:
    void joinsWhatArrivedBetweenFlushesInOrder()
    {
        Reporting r;
        // Pieces of different sizes, one longer than CpuTurn::Stride several times over.
        r.reporter->measured(numbered(0, 3));
        r.reporter->measured(numbered(3, 1000));
        r.reporter->measured(numbered(1003, 1));
        QCOMPARE(r.arrived->size(), 0);
        r.reporter->flush();
        QCOMPARE(r.arrived->size(), 1);
        QCOMPARE(r.arrived->at(0).at(0).toInt(), 3);
        const SampleBatch joined = r.batch(0);
        QCOMPARE(joined.size(), 1004);
        for (qsizetype i = 0; i < joined.size(); ++i)
            QCOMPARE(joined.at(i).id, std::uint32_t(i));
        // Nothing is sent twice.
        r.reporter->flush();
        QCOMPARE(r.arrived->size(), 1);
    }

    void sendsALoneBatchAsItCame()
    {
        Reporting r;
        const SampleBatch batch = numbered(0, 10);
        r.reporter->measured(batch);
        r.reporter->flush();
        QCOMPARE(r.arrived->size(), 1);
        QCOMPARE(r.batch(0).constData(), batch.constData());
    }

    void flushesOnItsOwnAfterABatchInterval()
    {
        Reporting r;
        r.reporter->measured(numbered(0, 2));
        r.reporter->measured(numbered(2, 2));
        QVERIFY(r.arrived->wait(5000));
        QCOMPARE(r.arrived->size(), 1);
        QCOMPARE(r.batch(0).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestRunReporter)
#include "tst_run_reporter.moc"
