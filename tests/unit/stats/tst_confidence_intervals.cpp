#include "stats/confidence_intervals.h"

#include <QtTest>

using cp::stats::Confidence;

struct ExpectedRanks
{
    int n, j95, k95, j99, k99;
};

// Computed by derive_expected.py in this folder from exact binomial sums
// (Python's fractions and math.comb), independently of core/stats.
#include "expected_ranks.inc"

class TestConfidenceIntervals : public QObject
{
    Q_OBJECT

private slots:
    void leBoudecRanks_data();
    void leBoudecRanks();
    void specRanks();
    void quantiles();
};

void TestConfidenceIntervals::leBoudecRanks_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("j95");
    QTest::addColumn<int>("k95");
    QTest::addColumn<int>("j99");
    QTest::addColumn<int>("k99");
    for (const ExpectedRanks &r : expectedRanks)
        QTest::addRow("n=%d", r.n) << r.n << r.j95 << r.k95 << r.j99 << r.k99;
}

void TestConfidenceIntervals::leBoudecRanks()
{
    QFETCH(int, n);
    QFETCH(int, j95);
    QFETCH(int, k95);
    QFETCH(int, j99);
    QFETCH(int, k99);
    const auto r95 = cp::stats::medianRanksLeBoudec(n, Confidence::P95);
    const auto r99 = cp::stats::medianRanksLeBoudec(n, Confidence::P99);
    QCOMPARE(bool(r95), j95 != 0);
    QCOMPARE(bool(r99), j99 != 0);
    if (r95) {
        QCOMPARE(r95->j, j95);
        QCOMPARE(r95->k, k95);
    }
    if (r99) {
        QCOMPARE(r99->j, j99);
        QCOMPARE(r99->k, k99);
    }
}

// docs/statistics.md#check-values: with x(i) = i the interval is the ranks themselves.
void TestConfidenceIntervals::specRanks()
{
    const auto ranks = [](qint64 n, Confidence c) {
        const auto r = cp::stats::medianRanksLeBoudec(n, c);
        return r ? QList<qint64>{r->j, r->k} : QList<qint64>{};
    };
    QCOMPARE(ranks(21, Confidence::P95), (QList<qint64>{6, 16}));
    QCOMPARE(ranks(25, Confidence::P95), (QList<qint64>{8, 18}));
    QCOMPARE(ranks(30, Confidence::P95), (QList<qint64>{10, 21}));
    QCOMPARE(ranks(50, Confidence::P95), (QList<qint64>{18, 32}));
    QCOMPARE(ranks(30, Confidence::P99), (QList<qint64>{8, 23}));
    QCOMPARE(ranks(5, Confidence::P95), QList<qint64>{});
    QCOMPARE(ranks(7, Confidence::P99), QList<qint64>{});
    QCOMPARE(ranks(6, Confidence::P95), (QList<qint64>{1, 6}));
    QCOMPARE(ranks(8, Confidence::P99), (QList<qint64>{1, 8}));
}

void TestConfidenceIntervals::quantiles()
{
    // numpy.percentile([1, 2, 3, 4], q) for q = 0, 10, 50, 90, 100 by type 7.
    const std::vector<double> v{1, 2, 3, 4};
    QCOMPARE(cp::stats::quantileType7(v, 0.0), 1.0);
    QCOMPARE(cp::stats::quantileType7(v, 0.1), 1.3);
    QCOMPARE(cp::stats::quantileType7(v, 0.5), 2.5);
    QCOMPARE(cp::stats::quantileType7(v, 0.9), 3.7);
    QCOMPARE(cp::stats::quantileType7(v, 1.0), 4.0);
    const std::vector<double> one{7};
    QCOMPARE(cp::stats::quantileType7(one, 0.999), 7.0);
}

QTEST_GUILESS_MAIN(TestConfidenceIntervals)
#include "tst_confidence_intervals.moc"
