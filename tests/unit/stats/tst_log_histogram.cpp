#include "stats/log_histogram.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using cp::stats::LogHistogram;

class TestLogHistogram : public QObject
{
    Q_OBJECT

private slots:
    void relativeError_data();
    void relativeError();
    void mergeEqualsRecordingAll();
    void mergeRefusesOtherLayout();
    void fixedMemory();
    void outOfRange();
    void emptyAndClear();
};

void TestLogHistogram::relativeError_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("accuracy");
    QTest::newRow("log-normal 1%") << QStringLiteral("lognormal") << 100000 << 0.01;
    QTest::newRow("uniform 1%") << QStringLiteral("uniform") << 20000 << 0.01;
    QTest::newRow("bimodal 1%") << QStringLiteral("bimodal") << 50000 << 0.01;
    QTest::newRow("log-normal 0.1%") << QStringLiteral("lognormal") << 50000 << 0.001;
    QTest::newRow("tiny n") << QStringLiteral("uniform") << 3 << 0.01;
}

// Every quantile is within the relative accuracy of the exact order statistic.
void TestLogHistogram::relativeError()
{
    QFETCH(QString, shape);
    QFETCH(int, n);
    QFETCH(double, accuracy);
    QRandomGenerator random(7);
    std::vector<double> values;
    LogHistogram histogram(accuracy);
    for (int i = 0; i < n; ++i) {
        double v = 0;
        if (shape == QLatin1String("lognormal")) {
            // Box–Muller normal, exp'd around 1 ms (in µs).
            const double u1 = 1.0 - random.generateDouble();
            const double u2 = random.generateDouble();
            v = 1000.0 * std::exp(0.8 * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2));
        } else if (shape == QLatin1String("uniform")) {
            v = 50.0 + 1e5 * random.generateDouble();
        } else {
            v = (i % 10 == 0 ? 2e6 : 300.0) * (1.0 + random.generateDouble());
        }
        values.push_back(v);
        histogram.record(v);
    }
    std::sort(values.begin(), values.end());
    QCOMPARE(histogram.count(), quint64(n));
    QCOMPARE(histogram.min(), values.front());
    QCOMPARE(histogram.max(), values.back());
    for (const double q : {0.0, 0.001, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1.0}) {
        const double exact = values[static_cast<std::size_t>(std::floor(q * (n - 1)))];
        const double estimate = histogram.quantile(q);
        QVERIFY2(std::abs(estimate - exact) <= accuracy * exact * (1 + 1e-9),
                 qPrintable(QStringLiteral("q=%1 estimate %2 exact %3").arg(q).arg(estimate).arg(exact)));
    }
}

void TestLogHistogram::mergeEqualsRecordingAll()
{
    LogHistogram all, left, right;
    for (int i = 1; i <= 5000; ++i) {
        const double v = 10.0 + (i * 7919 % 10007);
        all.record(v);
        (i % 3 == 0 ? left : right).record(v);
    }
    QVERIFY(left.merge(right));
    QCOMPARE(left.count(), all.count());
    QCOMPARE(left.min(), all.min());
    QCOMPARE(left.max(), all.max());
    QVERIFY(std::abs(left.mean() - all.mean()) < 1e-9 * all.mean());
    for (const double q : {0.0, 0.5, 0.9, 0.99, 1.0})
        QCOMPARE(left.quantile(q), all.quantile(q));
}

void TestLogHistogram::mergeRefusesOtherLayout()
{
    LogHistogram fine(0.01), coarse(0.05);
    fine.record(5);
    coarse.record(7);
    QVERIFY(!fine.merge(coarse));
    QCOMPARE(fine.count(), quint64(1));
    QCOMPARE(fine.max(), 5.0);
}

void TestLogHistogram::fixedMemory()
{
    LogHistogram histogram;
    const std::size_t buckets = histogram.bucketCount();
    QVERIFY(buckets < 2000);
    for (int i = 0; i < 1000000; ++i)
        histogram.record(1.0 + i);
    QCOMPARE(histogram.bucketCount(), buckets);
    QCOMPARE(histogram.count(), quint64(1000000));
}

void TestLogHistogram::outOfRange()
{
    LogHistogram histogram(0.01, 1.0, 1000.0);
    for (int i = 0; i < 10; ++i)
        histogram.record(0.0);
    for (int i = 0; i < 10; ++i)
        histogram.record(5e6);
    QCOMPARE(histogram.quantile(0.0), 0.0);
    QCOMPARE(histogram.quantile(0.4), 0.0);
    QCOMPARE(histogram.quantile(0.6), 5e6);
    QCOMPARE(histogram.quantile(1.0), 5e6);
}

void TestLogHistogram::emptyAndClear()
{
    LogHistogram histogram;
    QVERIFY(std::isnan(histogram.quantile(0.5)));
    QVERIFY(std::isnan(histogram.mean()));
    histogram.record(12.0);
    QVERIFY(std::abs(histogram.quantile(0.5) - 12.0) <= 0.12);
    histogram.clear();
    QCOMPARE(histogram.count(), quint64(0));
    QVERIFY(std::isnan(histogram.min()));
}

QTEST_GUILESS_MAIN(TestLogHistogram)
#include "tst_log_histogram.moc"
