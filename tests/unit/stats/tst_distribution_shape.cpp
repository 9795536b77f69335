// Box plots and CDF points against values worked out by hand (docs/statistics.md#figures).
#include "stats/distribution_shape.h"

#include <QTest>

#include <vector>

using namespace cp::stats;

class TestDistributionShape : public QObject
{
    Q_OBJECT
private slots:
    void boxWithoutOutliers();
    void boxWhiskersStopAtTheFence();
    void boxOfOneValue();
    void cdfOfFewValuesHasEveryValue();
    void cdfCountsTies();
    void cdfKeepsTheTail();
};

void TestDistributionShape::boxWithoutOutliers()
{
    // Type 7 quartiles of 1..9: 3, 5, 7; the fences 0 and 10 hold every value.
    const std::vector<double> v{1, 2, 3, 4, 5, 6, 7, 8, 9};
    const BoxPlot b = boxPlot(v);
    QCOMPARE(b.n, 9);
    QCOMPARE(b.q1, 3.0);
    QCOMPARE(b.median, 5.0);
    QCOMPARE(b.q3, 7.0);
    QCOMPARE(b.lowWhisker, 1.0);
    QCOMPARE(b.highWhisker, 9.0);
    QCOMPARE(b.outliers, 0);
}

void TestDistributionShape::boxWhiskersStopAtTheFence()
{
    // 1..8 and 100: q1 3, q3 7, upper fence 13; 100 is an outlier, the whisker ends at 8.
    const std::vector<double> v{1, 2, 3, 4, 5, 6, 7, 8, 100};
    const BoxPlot b = boxPlot(v);
    QCOMPARE(b.q1, 3.0);
    QCOMPARE(b.q3, 7.0);
    QCOMPARE(b.highWhisker, 8.0);
    QCOMPARE(b.lowWhisker, 1.0);
    QCOMPARE(b.outliers, 1);
    // And below: -50 beyond the lower fence (q1 − 6).
    const std::vector<double> w{-50, 1, 2, 3, 4, 5, 6, 7, 8};
    const BoxPlot c = boxPlot(w);
    QCOMPARE(c.lowWhisker, 1.0);
    QCOMPARE(c.outliers, 1);
}

void TestDistributionShape::boxOfOneValue()
{
    const std::vector<double> v{4.5};
    const BoxPlot b = boxPlot(v);
    QCOMPARE(b.lowWhisker, 4.5);
    QCOMPARE(b.median, 4.5);
    QCOMPARE(b.highWhisker, 4.5);
    QCOMPARE(b.outliers, 0);
}

void TestDistributionShape::cdfOfFewValuesHasEveryValue()
{
    const std::vector<double> v{10, 20, 30, 40};
    const QList<QPointF> cdf = cdfPoints(v);
    const QList<QPointF> expected{{10, 0.25}, {20, 0.5}, {30, 0.75}, {40, 1.0}};
    QCOMPARE(cdf, expected);
}

void TestDistributionShape::cdfCountsTies()
{
    const std::vector<double> v{1, 2, 2, 2, 3};
    const QList<QPointF> cdf = cdfPoints(v);
    const QList<QPointF> expected{{1, 0.2}, {2, 0.8}, {3, 1.0}};
    QCOMPARE(cdf, expected);
}

void TestDistributionShape::cdfKeepsTheTail()
{
    // 1 000 000 values 1..1e6: about 400 points, among them p99 and p99.9
    // within a hundredth of a percentile, and the maximum at 1.
    std::vector<double> v(1'000'000);
    for (std::size_t i = 0; i < v.size(); ++i)
        v[i] = double(i + 1);
    const QList<QPointF> cdf = cdfPoints(v, 400);
    QVERIFY2(cdf.size() <= 402, qPrintable(QString::number(cdf.size())));
    QCOMPARE(cdf.constLast(), QPointF(1e6, 1.0));
    const auto near = [&cdf](double fraction) {
        return std::any_of(cdf.cbegin(), cdf.cend(),
                           [fraction](const QPointF &p) { return std::abs(p.y() - fraction) < 1e-4; });
    };
    QVERIFY(near(0.99));
    QVERIFY(near(0.999));
    QVERIFY(near(0.9999));
    for (qsizetype i = 1; i < cdf.size(); ++i) {
        QVERIFY(cdf.at(i).x() > cdf.at(i - 1).x());
        QVERIFY(cdf.at(i).y() > cdf.at(i - 1).y());
    }
}

QTEST_GUILESS_MAIN(TestDistributionShape)
#include "tst_distribution_shape.moc"
