#include "scatter_decimator.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

using cp::ScatterDecimator;

namespace {

// The cell of y computed another way: y = m · 2^e with m in [1, 2), and the
// eighth of that octave m falls in.
int referenceCell(double y)
{
    int exponent = 0;
    const double half = std::frexp(y, &exponent); // y = half · 2^exponent, half in [0.5, 1)
    const double mantissa = 2 * half;
    return (exponent - 1) * 8 + int(std::floor((mantissa - 1) * 8));
}

using PointSet = std::set<std::pair<float, float>>;

// Brute force: the lowest point of every occupied (column, cell) and the highest of every column.
PointSet reference(const QList<QPointF> &points, double x0, double x1, int columns)
{
    std::map<std::pair<int, int>, std::pair<float, float>> lowest;
    std::map<int, std::pair<float, float>> highest;
    const int lowestCell = referenceCell(ScatterDecimator::MinY);
    const int highestCell = referenceCell(ScatterDecimator::MaxY);
    for (const QPointF &p : points) {
        if (p.x() < x0 || p.x() > x1)
            continue;
        const int column = std::min(columns - 1, int((p.x() - x0) * columns / (x1 - x0)));
        const float x = float(p.x());
        const float y = float(p.y());
        const int cell = y > float(ScatterDecimator::MinY) ? std::min(referenceCell(y), highestCell) : lowestCell;
        const auto key = std::make_pair(column, cell);
        const auto better = [](std::pair<float, float> a, std::pair<float, float> b) {
            return a.second < b.second || (a.second == b.second && a.first < b.first);
        };
        if (!lowest.count(key) || better({x, y}, lowest[key]))
            lowest[key] = {x, y};
        if (!highest.count(column) || y > highest[column].second
            || (y == highest[column].second && x < highest[column].first))
            highest[column] = {x, y};
    }
    PointSet out;
    for (const auto &[key, point] : lowest)
        out.insert(point);
    for (const auto &[column, point] : highest)
        out.insert(point);
    return out;
}

PointSet asSet(const QList<QPointF> &points)
{
    PointSet out;
    for (const QPointF &p : points)
        out.insert({float(p.x()), float(p.y())});
    return out;
}

} // namespace

class TestScatterDecimator : public QObject
{
    Q_OBJECT
private slots:
    void matchesReference_data();
    void matchesReference();
    void keepsTheBulkBetweenTheExtremes();
    void keepsSingleSpikeAmongMillion();
    void extremeAndInvalidValues();
    void degenerateRanges();
    void orderAndBound();
};

void TestScatterDecimator::matchesReference_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("columns");
    QTest::addColumn<double>("x0");
    QTest::addColumn<double>("x1");
    QTest::newRow("dense") << 200'000 << 300 << 0.0 << 60.0;
    QTest::newRow("sparse") << 50 << 800 << 0.0 << 60.0;
    QTest::newRow("zoomed in") << 100'000 << 500 << 20.0 << 21.0;
    QTest::newRow("one column") << 10'000 << 1 << 0.0 << 60.0;
}

void TestScatterDecimator::matchesReference()
{
    QFETCH(int, count);
    QFETCH(int, columns);
    QFETCH(double, x0);
    QFETCH(double, x1);
    QRandomGenerator random(1234);
    QList<QPointF> points;
    for (int i = 0; i < count; ++i) {
        // Log-uniform latencies from 1 µs to 100 s, in ms, at random times.
        const double y = std::pow(10.0, -3.0 + 8.0 * random.generateDouble());
        points.append(QPointF(60.0 * random.generateDouble(), y));
    }
    ScatterDecimator decimator(x0, x1, columns);
    for (const QPointF &p : points)
        decimator.add(p.x(), p.y());
    const PointSet expected = reference(points, x0, x1, columns);
    const QList<QPointF> actual = decimator.points();
    QCOMPARE(qsizetype(asSet(actual).size()), actual.size()); // nothing twice
    QVERIFY(asSet(actual) == expected);
}

void TestScatterDecimator::keepsTheBulkBetweenTheExtremes()
{
    // Three latency bands in every column: 1.2, 2.2 and 3.3 ms, the middle one
    // the busiest. A min/max per column would draw the outer two only.
    ScatterDecimator decimator(0, 10, 100);
    QRandomGenerator random(5);
    for (int i = 0; i < 30'000; ++i) {
        const double x = 10.0 * random.generateDouble();
        const double band = i % 4 == 0 ? 1.2 : i % 4 == 3 ? 3.3 : 2.2;
        decimator.add(x, band * (1.0 + 0.01 * (random.generateDouble() - 0.5)));
    }
    int middle = 0;
    for (const QPointF &p : decimator.points())
        middle += p.y() > 2.1 && p.y() < 2.3;
    QVERIFY2(middle >= 100, qPrintable(QString::number(middle)));
}

void TestScatterDecimator::keepsSingleSpikeAmongMillion()
{
    ScatterDecimator decimator(0, 1000, 400);
    QRandomGenerator random(9);
    for (int i = 0; i < 1'000'000; ++i)
        decimator.add(1000.0 * random.generateDouble(), 2.0 + random.generateDouble());
    decimator.add(512.25, 4321.0);
    decimator.add(100.5, 0.004);
    QCOMPARE(decimator.accepted(), 1'000'002);
    const QList<QPointF> points = decimator.points();
    QVERIFY(points.contains(QPointF(512.25, 4321.0)));
    QVERIFY(points.contains(QPointF(100.5, float(0.004))));
    // Values from 2 to 3 fill four of the eight cells of one octave: at most
    // four points a column and its highest, plus the two spikes.
    QVERIFY2(points.size() <= 400 * 5 + 2, qPrintable(QString::number(points.size())));
}

void TestScatterDecimator::extremeAndInvalidValues()
{
    ScatterDecimator decimator(0, 1, 1);
    decimator.add(0.5, 0.0);
    decimator.add(0.5, -3.0);   // shares the lowest cell with 0; the lower one stays
    decimator.add(0.5, 0x1p40); // above MaxY: the highest cell
    decimator.add(0.5, 0x1p41);
    decimator.add(0.5, NAN);
    decimator.add(NAN, 1.0);
    decimator.add(1.5, 1.0); // outside
    decimator.add(1.0, 1.0); // xMax belongs to the last column
    QCOMPARE(decimator.accepted(), 5);
    QCOMPARE(decimator.points(),
             (QList<QPointF>{QPointF(0.5, -3.0), QPointF(1.0, 1.0), QPointF(0.5, 0x1p40), QPointF(0.5, 0x1p41)}));
}

void TestScatterDecimator::degenerateRanges()
{
    for (const auto &[x0, x1, columns] : {std::tuple{1.0, 1.0, 10}, std::tuple{2.0, 1.0, 10}, std::tuple{0.0, 1.0, 0},
                                          std::tuple{0.0, double(INFINITY), 10}}) {
        ScatterDecimator decimator(x0, x1, columns);
        decimator.add(0.5, 1.0);
        QCOMPARE(decimator.accepted(), 0);
        QVERIFY(decimator.points().isEmpty());
    }
}

void TestScatterDecimator::orderAndBound()
{
    ScatterDecimator decimator(0, 100, 50);
    QRandomGenerator random(3);
    for (int i = 0; i < 100'000; ++i)
        decimator.add(100.0 * random.generateDouble(), std::pow(10.0, -4.0 + 13.0 * random.generateDouble()));
    const QList<QPointF> points = decimator.points();
    QVERIFY(points.size() <= 50 * (ScatterDecimator::rows() + 1));
    // Column order, and low to high within a column.
    for (qsizetype i = 1; i < points.size(); ++i) {
        const int column = int(points[i].x() / 2.0);
        const int previous = int(points[i - 1].x() / 2.0);
        QVERIFY(column >= previous);
        if (column == previous)
            QVERIFY(points[i].y() >= points[i - 1].y());
    }
}

QTEST_APPLESS_MAIN(TestScatterDecimator)
#include "tst_scatter_decimator.moc"
