#include "stats/median_resampler.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

using cp::stats::MedianResampler;

class TestMedianResampler : public QObject
{
    Q_OBJECT

private slots:
    void exactDistribution_data();
    void exactDistribution();
    void singleValue();
};

void TestMedianResampler::exactDistribution_data()
{
    QTest::addColumn<QList<double>>("sorted");
    QTest::newRow("n=4") << QList<double>{1, 2, 3, 4};
    QTest::newRow("n=5") << QList<double>{10, 20, 30, 40, 50};
    QTest::newRow("n=6 with ties") << QList<double>{1, 1, 2, 5, 5, 9};
    QTest::newRow("n=7") << QList<double>{1, 2, 4, 8, 16, 32, 64};
}

// The distribution of a resample's median, enumerated over all nⁿ equally
// likely resamples, against 200 000 draws: every frequency within 5 σ.
void TestMedianResampler::exactDistribution()
{
    QFETCH(QList<double>, sorted);
    const int n = int(sorted.size());
    std::map<double, double> exact;
    long long total = 1;
    for (int i = 0; i < n; ++i)
        total *= n;
    std::vector<int> index(static_cast<std::size_t>(n), 0);
    std::vector<double> resample(static_cast<std::size_t>(n));
    for (long long r = 0; r < total; ++r) {
        long long code = r;
        for (int i = 0; i < n; ++i, code /= n)
            resample[static_cast<std::size_t>(i)] = sorted[code % n];
        std::sort(resample.begin(), resample.end());
        const std::size_t m = resample.size() / 2;
        const double median = n % 2 ? resample[m] : (resample[m - 1] + resample[m]) / 2.0;
        exact[median] += 1.0 / double(total);
    }

    const MedianResampler resampler(std::vector<double>(sorted.begin(), sorted.end()));
    QRandomGenerator random(5);
    const int draws = 200000;
    std::map<double, int> counts;
    for (int i = 0; i < draws; ++i)
        ++counts[resampler.draw(random)];
    for (const auto &[value, count] : counts)
        QVERIFY2(exact.count(value), qPrintable(QStringLiteral("impossible median %1").arg(value)));
    for (const auto &[value, probability] : exact) {
        const double expected = probability * draws;
        const double sigma = std::sqrt(draws * probability * (1 - probability));
        const double seen = counts.count(value) ? counts.at(value) : 0;
        QVERIFY2(std::abs(seen - expected) <= 5 * sigma + 1,
                 qPrintable(QStringLiteral("median %1: %2 draws, expected %3").arg(value).arg(seen).arg(expected)));
    }
}

void TestMedianResampler::singleValue()
{
    const std::vector<double> one{3.5};
    const MedianResampler resampler(one);
    QRandomGenerator random(1);
    QCOMPARE(resampler.draw(random), 3.5);
}

QTEST_GUILESS_MAIN(TestMedianResampler)
#include "tst_median_resampler.moc"
