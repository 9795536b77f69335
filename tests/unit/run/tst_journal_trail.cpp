#include "run/journal_trail.h"

#include <QTest>

using namespace cp;

namespace {

void store(RunRecord &run, qsizetype n)
{
    for (qsizetype i = 0; i < n; ++i) {
        Sample s;
        s.id = std::uint32_t(run.samples.size());
        run.samples.append(s);
    }
}

// What the writer was asked for: each step's size, and every sample's id in order.
struct Written
{
    QList<qsizetype> steps;
    QList<std::uint32_t> ids;
    const RunRecord *lastRun = nullptr;

    JournalTrail::Writer writer()
    {
        return [this](const RunRecord &run, qsizetype from, qsizetype to) {
            lastRun = &run;
            steps.append(to - from);
            run.samples.forEach(from, to, [this](const Sample &s) { ids.append(s.id); });
        };
    }
    bool inOrder(std::uint32_t n) const
    {
        if (ids.size() != qsizetype(n))
            return false;
        for (std::uint32_t i = 0; i < n; ++i) {
            if (ids[i] != i)
                return false;
        }
        return true;
    }
};

// A trail following one run, writing to `got`.
struct Following
{
    RunRecord run;
    Written got;
    JournalTrail trail;

    Following()
    {
        trail.setWriter(got.writer());
        trail.follow(run);
    }
    void storeAndTell(qsizetype n)
    {
        store(run, n);
        trail.stored();
    }
};

} // namespace

class TestJournalTrail : public QObject
{
    Q_OBJECT
private slots:
    void aFewSamplesAreWrittenAtOnce()
    {
        Following f;
        f.storeAndTell(300);
        QCOMPARE(f.got.steps, QList<qsizetype>{300});
        QCOMPARE(f.trail.lag(), qsizetype(0));
        QVERIFY(f.got.inOrder(300));
    }

    // One step when samples are stored; the rest after pauses, in the event loop.
    void manySamplesAreWrittenInSteps()
    {
        Following f;
        f.storeAndTell(1500);
        QCOMPARE(f.got.steps, QList<qsizetype>{JournalTrail::StepSamples});
        QCOMPARE(f.trail.lag(), 1500 - JournalTrail::StepSamples);
        // Samples stored during a pause wait for it to end.
        f.storeAndTell(100);
        QCOMPARE(f.got.steps.size(), 1);
        QTRY_COMPARE(f.trail.lag(), qsizetype(0));
        QCOMPARE(f.got.steps, (QList<qsizetype>{512, 512, 512, 64}));
        QVERIFY(f.got.inOrder(1600));
    }

    // Far behind, a step takes an eighth of what waits, so the lag stops growing near MaxLag.
    void farBehindStepsTakeAnEighth()
    {
        Following f;
        const qsizetype n = JournalTrail::MaxLag + 8 * 1000;
        f.storeAndTell(n);
        QCOMPARE(f.got.steps, QList<qsizetype>{n / JournalTrail::LagShare});
        f.trail.catchUp();
        QVERIFY(f.got.inOrder(std::uint32_t(n)));
    }

    void catchingUpWritesEverythingAtOnce()
    {
        Following f;
        f.storeAndTell(2000);
        store(f.run, 7);
        f.trail.catchUp();
        QCOMPARE(f.got.steps, (QList<qsizetype>{512, 1495}));
        QCOMPARE(f.trail.lag(), qsizetype(0));
        QVERIFY(f.got.inOrder(2007));
        // Nothing more comes from the pause that was pending.
        QTest::qWait(20);
        QCOMPARE(f.got.steps.size(), 2);
    }

    // A new run is followed from its own first sample.
    void followingAnotherRunStartsAtItsFirstSample()
    {
        Following f;
        f.storeAndTell(10);
        f.trail.catchUp();
        RunRecord second;
        f.trail.follow(second);
        QCOMPARE(f.trail.lag(), qsizetype(0));
        store(second, 4);
        f.trail.stored();
        QCOMPARE(f.got.lastRun, &second);
        QCOMPARE(f.got.steps, (QList<qsizetype>{10, 4}));
        QCOMPARE(f.got.ids, (QList<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3}));
    }

    void withoutAWriterSamplesWait()
    {
        RunRecord run;
        JournalTrail trail;
        trail.follow(run);
        store(run, 10);
        trail.stored();
        QCOMPARE(trail.lag(), qsizetype(10));
        Written got;
        trail.setWriter(got.writer());
        trail.catchUp();
        QVERIFY(got.inOrder(10));
    }
};

QTEST_GUILESS_MAIN(TestJournalTrail)
#include "tst_journal_trail.moc"
