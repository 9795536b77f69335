#include "series_decimator.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>
#include <map>

using cp::SeriesDecimator;

namespace {

struct Extremes
{
    QPointF min;
    QPointF max;
};

// The straightforward reference: every point put in its column, extremes kept,
// ties going to the smaller x.
std::map<int, Extremes> reference(const QList<QPointF> &points, double x0, double x1, int columns)
{
    std::map<int, Extremes> out;
    for (const QPointF &p : points) {
        if (!(p.x() >= x0 && p.x() <= x1) || std::isnan(p.y()))
            continue;
        const int column = std::min(columns - 1, int((p.x() - x0) * columns / (x1 - x0)));
        auto it = out.find(column);
        if (it == out.end()) {
            out[column] = {p, p};
            continue;
        }
        Extremes &e = it->second;
        if (p.y() < e.min.y() || (p.y() == e.min.y() && p.x() < e.min.x()))
            e.min = p;
        if (p.y() > e.max.y() || (p.y() == e.max.y() && p.x() < e.max.x()))
            e.max = p;
    }
    return out;
}

int columnOf(double x, double x0, double x1, int columns)
{
    return std::min(columns - 1, int((x - x0) * columns / (x1 - x0)));
}

} // namespace

class TestSeriesDecimator : public QObject
{
    Q_OBJECT
private slots:
    void matchesReference_data();
    void matchesReference();
    void boundaries();
    void ignoresOutsideAndNaN();
    void degenerateRanges_data();
    void degenerateRanges();
    void keepsSingleSpikeAmongMillion();
    void singlePointPerColumn();
    void clearForgetsEverything();
    void appendToConcatenates();
};

void TestSeriesDecimator::matchesReference_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("columns");
    QTest::addColumn<double>("x0");
    QTest::addColumn<double>("x1");
    QTest::addColumn<bool>("integerY"); // many ties
    QTest::newRow("few points, many columns") << 50 << 1000 << 0.0 << 10.0 << false;
    QTest::newRow("many points, few columns") << 100000 << 37 << 0.0 << 10.0 << false;
    QTest::newRow("ties everywhere") << 20000 << 200 << -5.0 << 5.0 << true;
    QTest::newRow("one column") << 5000 << 1 << 2.0 << 3.0 << false;
    QTest::newRow("range inside the data") << 30000 << 640 << 2.5 << 7.25 << false;
}

void TestSeriesDecimator::matchesReference()
{
    QFETCH(int, count);
    QFETCH(int, columns);
    QFETCH(double, x0);
    QFETCH(double, x1);
    QFETCH(bool, integerY);
    QRandomGenerator random(count * 31 + columns);
    QList<QPointF> points;
    for (int i = 0; i < count; ++i) {
        const double x = -6 + random.generateDouble() * 20; // partly outside [x0, x1]
        const double y = integerY ? double(random.bounded(5)) : random.generateDouble() * 1000 - 500;
        points.append(QPointF(x, y));
    }
    SeriesDecimator decimator(x0, x1, columns);
    for (const QPointF &p : std::as_const(points))
        decimator.add(p.x(), p.y());

    const auto expected = reference(points, x0, x1, columns);
    const QList<QPointF> out = decimator.points();
    QVERIFY(out.size() <= 2 * qsizetype(columns));

    // Regroup the output by column and compare with the reference.
    std::map<int, QList<QPointF>> byColumn;
    int lastColumn = -1;
    double lastX = -std::numeric_limits<double>::infinity();
    for (const QPointF &p : out) {
        const int column = columnOf(p.x(), x0, x1, columns);
        QVERIFY2(column >= lastColumn, "points come in column order");
        if (column == lastColumn)
            QVERIFY2(p.x() >= lastX, "within a column, points come in x order");
        lastColumn = column;
        lastX = p.x();
        byColumn[column].append(p);
    }
    QCOMPARE(byColumn.size(), expected.size());
    for (const auto &[column, extremes] : expected) {
        const QList<QPointF> &got = byColumn[column];
        QVERIFY(got.contains(extremes.min));
        QVERIFY(got.contains(extremes.max));
        QCOMPARE(got.size(), extremes.min == extremes.max ? 1 : 2);
    }
}

void TestSeriesDecimator::boundaries()
{
    SeriesDecimator decimator(0, 10, 10);
    decimator.add(0, 1);  // first column
    decimator.add(10, 2); // x == xMax: last column, not past it
    decimator.add(9.999, 3);
    const QList<QPointF> out = decimator.points();
    QCOMPARE(out.size(), 3);
    QCOMPARE(out.at(0), QPointF(0, 1));
    QCOMPARE(out.at(1), QPointF(9.999, 3));
    QCOMPARE(out.at(2), QPointF(10, 2));
    QCOMPARE(decimator.accepted(), 3);
}

void TestSeriesDecimator::ignoresOutsideAndNaN()
{
    SeriesDecimator decimator(0, 1, 4);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    decimator.add(-0.0001, 5);
    decimator.add(1.0001, 5);
    decimator.add(nan, 5);
    decimator.add(0.5, nan);
    decimator.add(std::numeric_limits<double>::infinity(), 5);
    QCOMPARE(decimator.accepted(), 0);
    QVERIFY(decimator.points().isEmpty());
    decimator.add(0.5, std::numeric_limits<double>::infinity());
    QCOMPARE(decimator.points().size(), 1);
}

void TestSeriesDecimator::degenerateRanges_data()
{
    QTest::addColumn<double>("x0");
    QTest::addColumn<double>("x1");
    QTest::addColumn<int>("columns");
    QTest::newRow("no columns") << 0.0 << 1.0 << 0;
    QTest::newRow("negative columns") << 0.0 << 1.0 << -3;
    QTest::newRow("empty range") << 1.0 << 1.0 << 10;
    QTest::newRow("reversed range") << 2.0 << 1.0 << 10;
    QTest::newRow("infinite range") << 0.0 << std::numeric_limits<double>::infinity() << 10;
}

void TestSeriesDecimator::degenerateRanges()
{
    QFETCH(double, x0);
    QFETCH(double, x1);
    QFETCH(int, columns);
    SeriesDecimator decimator(x0, x1, columns);
    decimator.add(1, 1);
    decimator.add(x0, 2);
    QVERIFY(decimator.points().isEmpty());
    QCOMPARE(decimator.accepted(), 0);
}

void TestSeriesDecimator::keepsSingleSpikeAmongMillion()
{
    SeriesDecimator decimator(0, 1000, 800);
    QRandomGenerator random(7);
    const int spikeAt = 612345;
    for (int i = 0; i < 1000000; ++i) {
        const double x = i / 1000.0;
        decimator.add(x, i == spikeAt ? 950.0 : 2.0 + random.generateDouble());
    }
    const QList<QPointF> out = decimator.points();
    QVERIFY(out.size() <= 1600);
    QVERIFY(out.contains(QPointF(spikeAt / 1000.0, 950.0)));
    QCOMPARE(decimator.accepted(), 1000000);
}

void TestSeriesDecimator::singlePointPerColumn()
{
    SeriesDecimator decimator(0, 100, 100);
    for (int i = 0; i < 100; ++i)
        decimator.add(i + 0.5, i * i);
    const QList<QPointF> out = decimator.points();
    QCOMPARE(out.size(), 100);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(out.at(i), QPointF(i + 0.5, i * i));
}

void TestSeriesDecimator::clearForgetsEverything()
{
    SeriesDecimator decimator(0, 1, 10);
    decimator.add(0.5, 3);
    decimator.clear();
    QVERIFY(decimator.points().isEmpty());
    QCOMPARE(decimator.accepted(), 0);
    decimator.add(0.25, 1);
    QCOMPARE(decimator.points(), QList<QPointF>{QPointF(0.25, 1)});
}

void TestSeriesDecimator::appendToConcatenates()
{
    SeriesDecimator a(0, 1, 2);
    a.add(0.1, 1);
    QList<QPointF> out{QPointF(-1, -1)};
    a.appendTo(out);
    QCOMPARE(out, (QList<QPointF>{QPointF(-1, -1), QPointF(0.1, 1)}));
}

QTEST_APPLESS_MAIN(TestSeriesDecimator)
#include "tst_series_decimator.moc"
