#include "stats/confidence_intervals.h"
#include "stats/median_comparison.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using cp::stats::compareMedians;

namespace {

std::vector<double> sample(QRandomGenerator &random, int n, double centre)
{
    std::vector<double> values;
    for (int i = 0; i < n; ++i)
        values.push_back(centre + 100.0 * (random.generateDouble() + random.generateDouble() - 1.0));
    return values;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2.0;
}

} // namespace

class TestMedianComparison : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithPlainBootstrap_data();
    void agreesWithPlainBootstrap();
    void largeGroupsAreFast();
    void shiftIsFound();
    void coverage();
    void ratioCoverage();
    void smallAndEmptyGroups();
};

void TestMedianComparison::agreesWithPlainBootstrap_data()
{
    QTest::addColumn<int>("nA");
    QTest::addColumn<int>("nB");
    QTest::newRow("odd/odd") << 31 << 45;
    QTest::newRow("even/odd") << 40 << 11;
    QTest::newRow("even/even") << 100 << 250;
}

// The interval agrees with the textbook bootstrap (resample the values,
// take their medians) up to Monte Carlo error.
void TestMedianComparison::agreesWithPlainBootstrap()
{
    QFETCH(int, nA);
    QFETCH(int, nB);
    QRandomGenerator data(3);
    const auto a = sample(data, nA, 1000);
    const auto b = sample(data, nB, 1030);
    const int resamples = 4000;
    const auto result = compareMedians(a, b, resamples);

    QRandomGenerator random(99);
    std::vector<double> differences;
    for (int r = 0; r < resamples; ++r) {
        std::vector<double> ra, rb;
        for (int i = 0; i < nA; ++i)
            ra.push_back(a[random.bounded(quint32(nA))]);
        for (int i = 0; i < nB; ++i)
            rb.push_back(b[random.bounded(quint32(nB))]);
        differences.push_back(median(rb) - median(ra));
    }
    std::sort(differences.begin(), differences.end());
    const double lo = cp::stats::quantileType7(differences, 0.025);
    const double hi = cp::stats::quantileType7(differences, 0.975);
    QVERIFY(result.ci95);
    const double tolerance = 0.1 * (hi - lo);
    QVERIFY2(
        std::abs(result.ci95->lo - lo) <= tolerance && std::abs(result.ci95->hi - hi) <= tolerance,
        qPrintable(
            QStringLiteral("[%1, %2] vs plain [%3, %4]").arg(result.ci95->lo).arg(result.ci95->hi).arg(lo).arg(hi)));
    QCOMPARE(result.difference, median(b) - median(a));
    QCOMPARE(result.nA, nA);
    QCOMPARE(result.resamples, resamples);
}

void TestMedianComparison::shiftIsFound()
{
    QRandomGenerator data(11);
    const auto a = sample(data, 400, 1000);
    std::vector<double> b = a;
    for (double &v : b)
        v += 25.0;
    const auto result = compareMedians(a, b);
    QCOMPARE(result.difference, 25.0);
    QVERIFY(result.ci95);
    QVERIFY(result.ci95->lo > 0.0 && result.ci95->lo <= 25.0 && result.ci95->hi >= 25.0);

    const auto again = compareMedians(a, b);
    QCOMPARE(again.ci95->lo, result.ci95->lo);
    QCOMPARE(again.ci95->hi, result.ci95->hi);

    const auto same = compareMedians(a, a);
    QCOMPARE(same.difference, 0.0);
    QVERIFY(same.ci95->lo <= 0.0 && same.ci95->hi >= 0.0);
}

// Over 200 pairs of groups drawn from one distribution the interval holds the
// true difference (0) about 95 % of the time.
void TestMedianComparison::coverage()
{
    QRandomGenerator data(2024);
    int covered = 0;
    const int trials = 200;
    for (int t = 0; t < trials; ++t) {
        const auto a = sample(data, 60, 500);
        const auto b = sample(data, 80, 500);
        const auto result = compareMedians(a, b, 1000, quint32(t));
        if (result.ci95->lo <= 0.0 && 0.0 <= result.ci95->hi)
            ++covered;
    }
    QVERIFY2(covered >= 176 && covered <= 199, qPrintable(QString::number(covered)));
}

// T_cold / T_warm: over 100 seeded trials with a known ratio of medians (3.5,
// log-normal groups of 150 and 40), the 95 % interval of the ratio holds it in
// at least 90.
void TestMedianComparison::ratioCoverage()
{
    QRandomGenerator data(77);
    const auto logNormal = [&data](int n, double median) {
        std::vector<double> values;
        for (int i = 0; i < n; ++i) {
            // Box–Muller: a standard normal from two uniforms.
            const double u = 1.0 - data.generateDouble();
            const double z = std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * data.generateDouble());
            values.push_back(median * std::exp(0.4 * z));
        }
        return values;
    };
    int covered = 0;
    for (int t = 0; t < 100; ++t) {
        const auto warm = logNormal(150, 2000.0);
        const auto cold = logNormal(40, 7000.0);
        const auto result = compareMedians(warm, cold, cp::stats::DefaultResamples, quint32(t));
        QVERIFY(result.ratioCi95);
        QVERIFY(result.ratioCi95->lo <= result.ratio && result.ratio <= result.ratioCi95->hi);
        if (result.ratioCi95->lo <= 3.5 && 3.5 <= result.ratioCi95->hi)
            ++covered;
    }
    QVERIFY2(covered >= 90, qPrintable(QString::number(covered)));
}

// A million values a side: the resampling must not cost O(n) per resample.
void TestMedianComparison::largeGroupsAreFast()
{
    QRandomGenerator data(17);
    const auto a = sample(data, 1000000, 500);
    const auto b = sample(data, 1000000, 501);
    QElapsedTimer timer;
    timer.start();
    const auto result = compareMedians(a, b);
    QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(result.ci95);
    QVERIFY(result.ci95->lo < result.difference && result.difference < result.ci95->hi);
    QVERIFY(result.ci95->hi - result.ci95->lo < 1.0);
}

void TestMedianComparison::smallAndEmptyGroups()
{
    const std::vector<double> few{1, 2, 3};
    const std::vector<double> many(50, 4.0);
    const auto small = compareMedians(few, many);
    QCOMPARE(small.difference, 2.0);
    QCOMPARE(small.ratio, 2.0);
    QVERIFY(!small.ci95);
    QVERIFY(!small.ratioCi95);
    const auto none = compareMedians({}, many);
    QCOMPARE(none.nA, 0);
    QVERIFY(std::isnan(none.difference));
    QVERIFY(!none.ci95);
}

QTEST_GUILESS_MAIN(TestMedianComparison)
#include "tst_median_comparison.moc"
