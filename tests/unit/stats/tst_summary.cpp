#include "stats/summary.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>
#include <limits>

using cp::stats::Interval;
using cp::stats::Summary;

struct ExpectedSummary
{
    const char *kind;
    int n;
    double mean, median, std, cv, min, max, p50, p90, p95, p99, p999;
    double t95lo, t95hi, t99lo, t99hi, m95lo, m95hi, m99lo, m99hi, s95lo, s95hi, s99lo, s99hi;
};

// The expected values below were computed by derive_expected.py in this folder,
// which uses only the Python standard library (no code shared with core/stats).
#include "expected_summaries.inc"

namespace {

// The data sets of derive_expected.py, built the same way.
std::vector<double> dataset(const QByteArray &kind, int n)
{
    std::vector<double> values;
    if (kind == "seq") {
        for (int i = 1; i <= n; ++i)
            values.push_back(i);
    } else if (kind == "ties") {
        for (int i = 1; i <= n; ++i)
            values.push_back(100.0 + 10.0 * (i % 5));
    } else if (kind == "outliers") {
        for (int i = 1; i <= n - 2; ++i)
            values.push_back(i);
        values.push_back(1e7);
        values.push_back(1e9);
    } else if (kind == "lcg") {
        quint64 r = 12345;
        for (int i = 0; i < n; ++i) {
            r = (r * 48271) % 2147483647;
            quint64 v = 8000 + r % 9973;
            if (r % 7 == 0)
                v += r % 99991;
            values.push_back(static_cast<double>(v) / 8.0);
        }
    }
    return values;
}

bool close(double actual, double expected, double relative)
{
    if (std::isnan(expected))
        return std::isnan(actual);
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

void checkInterval(const char *name, const std::optional<Interval> &actual, double lo, double hi, double relative)
{
    if (std::isnan(lo)) {
        QVERIFY2(!actual, name);
        return;
    }
    QVERIFY2(actual, name);
    QVERIFY2(close(actual->lo, lo, relative),
             qPrintable(QStringLiteral("%1 lo %2, expected %3")
                            .arg(QLatin1StringView(name))
                            .arg(actual->lo, 0, 'g', 17)
                            .arg(lo, 0, 'g', 17)));
    QVERIFY2(close(actual->hi, hi, relative),
             qPrintable(QStringLiteral("%1 hi %2, expected %3")
                            .arg(QLatin1StringView(name))
                            .arg(actual->hi, 0, 'g', 17)
                            .arg(hi, 0, 'g', 17)));
}

constexpr double unchecked = std::numeric_limits<double>::quiet_NaN();

} // namespace

class TestSummary : public QObject
{
    Q_OBJECT

private slots:
    void intervalTextReadsAsTwoNumbers();
    void specCheckValues_data();
    void specCheckValues();
    void derivedTable_data();
    void derivedTable();
    void emptyAndSingle();
    void jsonKeysAndNulls();
};

// Check values (docs/statistics.md#check-values): mean, median, std and cv to 1e-12
// relative, order statistics exactly, t intervals to 1e-10. An earlier list's
// 1…100 ci95_t implies
// t(0.975, 99) = 1.98421695150868; a 40-digit mpmath evaluation of the
// Student-t CDF gives 1.98421695158642, as Boost and derive_expected.py do, so
// that check value holds to 5e-12 relative, not to the last digit.
void TestSummary::specCheckValues_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QList<double>>("expected"); // mean, median, std, cv (NaN = not checked)
    QTest::addColumn<QList<double>>("ci95t");
    QTest::addColumn<QList<double>>("ci99t");
    QTest::addColumn<QList<double>>("sebs95");
    QTest::addColumn<QList<double>>("sebs99");

    auto range = [](int n) {
        QList<double> v;
        for (int i = 1; i <= n; ++i)
            v.append(i);
        return v;
    };
    QTest::newRow("1..30") << range(30) << QList<double>{15.5, 15.5, 8.65544144839919, 55.84155773160767}
                           << QList<double>{12.212753267540268, 18.78724673245973}
                           << QList<double>{11.069729497079887, 19.930270502920113} << QList<double>{10, 23}
                           << QList<double>{8, 25};
    QTest::newRow("1..100") << range(100) << QList<double>{unchecked, unchecked, unchecked, unchecked}
                            << QList<double>{44.74349058328968, 56.25650941671032} << QList<double>{}
                            << QList<double>{41, 62} << QList<double>{38, 65};
    QTest::newRow("1..21") << range(21) << QList<double>{unchecked, unchecked, unchecked, unchecked}
                           << QList<double>{8.175592140624254, 13.824407859375746} << QList<double>{}
                           << QList<double>{7, 17} << QList<double>{5, 19};
    QTest::newRow("25 with outlier") << QList<double>{102.5, 98.1,  110.3, 95.7, 101.2, 99.8, 250.0, 100.4, 97.6,
                                                      103.9, 104.2, 96.3,  99.1, 101.7, 98.8, 100.0, 105.5, 94.9,
                                                      102.1, 99.5,  100.9, 97.2, 103.3, 98.4, 101.1}
                                     << QList<double>{106.5, 100.4, 29.476431262959906, unchecked}
                                     << QList<double>{94.0818291820185, 118.9181708179815} << QList<double>{}
                                     << QList<double>{98.8, 103.3} << QList<double>{98.4, 103.9};
}

void TestSummary::specCheckValues()
{
    QFETCH(QList<double>, values);
    QFETCH(QList<double>, expected);
    QFETCH(QList<double>, ci95t);
    QFETCH(QList<double>, ci99t);
    QFETCH(QList<double>, sebs95);
    QFETCH(QList<double>, sebs99);

    const Summary s = cp::stats::summarize(std::vector<double>(values.begin(), values.end()));
    const double actual[] = {s.mean, s.median, s.std, s.cv};
    for (int i = 0; i < 4; ++i) {
        if (!std::isnan(expected[i]))
            QVERIFY2(close(actual[i], expected[i], 1e-12), qPrintable(QString::number(actual[i], 'g', 17)));
    }
    checkInterval("ci95_t", s.ci95_t, ci95t[0], ci95t[1], 1e-10);
    if (!ci99t.isEmpty())
        checkInterval("ci99_t", s.ci99_t, ci99t[0], ci99t[1], 1e-10);
    checkInterval("ci95_median_sebs", s.ci95_median_sebs, sebs95[0], sebs95[1], 0);
    checkInterval("ci99_median_sebs", s.ci99_median_sebs, sebs99[0], sebs99[1], 0);
}

void TestSummary::derivedTable_data()
{
    QTest::addColumn<int>("row");
    for (int row = 0; row < int(std::size(expectedSummaries)); ++row)
        QTest::addRow("%s %d", expectedSummaries[row].kind, expectedSummaries[row].n) << row;
}

void TestSummary::derivedTable()
{
    QFETCH(int, row);
    const ExpectedSummary &e = expectedSummaries[row];
    const Summary s = cp::stats::summarize(dataset(e.kind, e.n));
    QCOMPARE(s.n, e.n);
    const double actual[] = {s.mean, s.median, s.std, s.cv, s.min, s.max, s.p50, s.p90, s.p95, s.p99, s.p999};
    const double expected[] = {e.mean, e.median, e.std, e.cv, e.min, e.max, e.p50, e.p90, e.p95, e.p99, e.p999};
    static const char *const names[] = {"mean", "median", "std", "cv",  "min", "max",
                                        "p50",  "p90",    "p95", "p99", "p999"};
    for (int i = 0; i < 11; ++i)
        QVERIFY2(close(actual[i], expected[i], 1e-12),
                 qPrintable(QStringLiteral("%1 = %2, expected %3")
                                .arg(QLatin1StringView(names[i]))
                                .arg(actual[i], 0, 'g', 17)
                                .arg(expected[i], 0, 'g', 17)));
    // The Python t quantile is a bisection on a finite sum: agree to 1e-9.
    checkInterval("ci95_t", s.ci95_t, e.t95lo, e.t95hi, 1e-9);
    checkInterval("ci99_t", s.ci99_t, e.t99lo, e.t99hi, 1e-9);
    checkInterval("ci95_median", s.ci95_median, e.m95lo, e.m95hi, 0);
    checkInterval("ci99_median", s.ci99_median, e.m99lo, e.m99hi, 0);
    checkInterval("ci95_median_sebs", s.ci95_median_sebs, e.s95lo, e.s95hi, 0);
    checkInterval("ci99_median_sebs", s.ci99_median_sebs, e.s99lo, e.s99hi, 0);
}

void TestSummary::emptyAndSingle()
{
    const Summary empty = cp::stats::summarize({});
    QCOMPARE(empty.n, 0);
    QVERIFY(std::isnan(empty.mean) && std::isnan(empty.p999));
    QVERIFY(!empty.ci95_t && !empty.ci95_median && !empty.ci99_median_sebs);

    const Summary one = cp::stats::summarize({42.0});
    QCOMPARE(one.n, 1);
    QCOMPARE(one.mean, 42.0);
    QCOMPARE(one.p999, 42.0);
    QCOMPARE(one.std, 0.0);
    QVERIFY(!one.ci95_t && !one.ci99_t);
}

void TestSummary::jsonKeysAndNulls()
{
    const QStringList keys{QStringLiteral("n"),
                           QStringLiteral("mean"),
                           QStringLiteral("median"),
                           QStringLiteral("std"),
                           QStringLiteral("cv"),
                           QStringLiteral("min"),
                           QStringLiteral("max"),
                           QStringLiteral("p50"),
                           QStringLiteral("p90"),
                           QStringLiteral("p95"),
                           QStringLiteral("p99"),
                           QStringLiteral("p999"),
                           QStringLiteral("ci95_t"),
                           QStringLiteral("ci99_t"),
                           QStringLiteral("ci95_median"),
                           QStringLiteral("ci99_median"),
                           QStringLiteral("ci95_median_sebs"),
                           QStringLiteral("ci99_median_sebs")};
    const QJsonObject empty = cp::stats::toJson(cp::stats::summarize({}));
    QCOMPARE(QStringList(empty.keys()).size(), keys.size());
    for (const QString &key : keys) {
        QVERIFY2(empty.contains(key), qPrintable(key));
        if (key != QLatin1String("n"))
            QVERIFY2(empty.value(key).isNull(), qPrintable(key));
    }
    QCOMPARE(empty.value(QStringLiteral("n")).toInteger(), 0);

    std::vector<double> values;
    for (int i = 1; i <= 30; ++i)
        values.push_back(i);
    const QJsonObject full = cp::stats::toJson(cp::stats::summarize(values));
    QCOMPARE(full.value(QStringLiteral("n")).toInteger(), 30);
    QCOMPARE(full.value(QStringLiteral("ci95_median")).toArray(), (QJsonArray{10.0, 21.0}));
    QCOMPARE(full.value(QStringLiteral("ci99_median_sebs")).toArray(), (QJsonArray{8.0, 25.0}));
    QCOMPARE(full.value(QStringLiteral("p50")).toDouble(), 15.5);

    // A zero mean makes cv infinite: it must come out as null, not as invalid JSON.
    const QJsonObject zero = cp::stats::toJson(cp::stats::summarize({-1.0, 1.0}));
    QVERIFY(zero.value(QStringLiteral("cv")).isNull());
    QCOMPARE(zero.value(QStringLiteral("std")).toDouble(), 1.0);
}

void TestSummary::intervalTextReadsAsTwoNumbers()
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(cp::stats::intervalText(english.toString(2.094, 'f', 3), english.toString(2.448, 'f', 3), english),
             QStringLiteral("[2.094, 2.448]"));
    // A decimal comma: the ends are parted by a semicolon.
    QCOMPARE(cp::stats::intervalText(german.toString(2.094, 'f', 3), german.toString(2.448, 'f', 3), german),
             QStringLiteral("[2,094; 2,448]"));
}

QTEST_GUILESS_MAIN(TestSummary)
#include "tst_summary.moc"
