// The capacity search's rates (docs/load-testing.md#capacity-search): against services
// of known capacity, where it probes, where it stops and what it says.
#include "model/capacity_search.h"

#include <QTest>

#include <functional>

using namespace cp;
using namespace std::chrono_literals;

namespace {

Threshold target(const QString &text)
{
    QString error;
    return *Threshold::parse(text, &error);
}

// A probe at `rate`: passed or failed on its one target, its generator healthy or not.
CapacityProbe probeAt(double rate, bool kept, bool healthy = true)
{
    CapacityProbe probe;
    probe.rateRps = rate;
    ThresholdResult result;
    result.threshold = target(QStringLiteral("p99_ms<50"));
    ThresholdMeasurement measurement;
    measurement.subject = QStringLiteral("run 0");
    measurement.value = kept ? 10 : 80;
    measurement.passed = kept;
    result.measurements = {measurement};
    probe.targets = {result};
    if (!healthy)
        probe.generatorProblem = QStringLiteral("its threads were busy 97 % of the time");
    return probe;
}

struct Search
{
    QList<double> rates;
    double found = 0;
    CapacityLimit limit = CapacityLimit::Service;
};

// Runs a whole search against `service`, which says whether a rate keeps the target.
Search runSearch(
    const CapacitySearch &settings, const std::function<bool(double)> &service,
    const std::function<bool(double)> &generatorKeepsUp = [](double) { return true; })
{
    CapacityBisection bisection(settings);
    Search search;
    while (const auto rate = bisection.next()) {
        search.rates.append(*rate);
        bisection.record(probeAt(*rate, service(*rate), generatorKeepsUp(*rate)));
        if (search.rates.size() > 100)
            break;
    }
    search.found = bisection.passedRps();
    search.limit = bisection.limit();
    return search;
}

CapacitySearch settings(double start = 10, double precision = 0.05)
{
    CapacitySearch search;
    search.targets = {target(QStringLiteral("p99_ms<50"))};
    search.startRps = start;
    search.precision = precision;
    return search;
}

} // namespace

class TestCapacitySearch : public QObject
{
    Q_OBJECT
private slots:
    void findsTheCapacityWithinItsPrecision_data()
    {
        QTest::addColumn<double>("capacity");
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("precision");
        QTest::newRow("500 from 10") << 500.0 << 10.0 << 0.05;
        QTest::newRow("500 from 100, 1 %") << 500.0 << 100.0 << 0.01;
        QTest::newRow("a start that is the capacity") << 320.0 << 320.0 << 0.05;
        QTest::newRow("below the start") << 37.0 << 100.0 << 0.05;
        QTest::newRow("large") << 123456.0 << 10.0 << 0.02;
    }
    void findsTheCapacityWithinItsPrecision()
    {
        QFETCH(double, capacity);
        QFETCH(double, start);
        QFETCH(double, precision);
        const Search search = runSearch(settings(start, precision), [&](double rate) { return rate <= capacity; });
        QVERIFY2(search.found <= capacity && search.found >= capacity / (1 + precision),
                 qPrintable(QStringLiteral("%1 for %2").arg(search.found).arg(capacity)));
        QCOMPARE(search.limit, CapacityLimit::Service);
        QCOMPARE(search.rates.first(), start);
        // Doubling, then halving the gap: a few probes per factor of two.
        QVERIFY2(search.rates.size() <= 30, qPrintable(QString::number(search.rates.size())));
    }

    void stepsUpByDoubling()
    {
        const Search search = runSearch(settings(10), [](double rate) { return rate <= 100; });
        QCOMPARE(search.rates.mid(0, 5), (QList<double>{10, 20, 40, 80, 160}));
        QCOMPARE(search.rates.at(5), 120.0); // the middle of 80 and 160
    }

    void nothingPassedSaysSo()
    {
        const Search search = runSearch(settings(10), [](double) { return false; });
        QCOMPARE(search.found, 0.0);
        QCOMPARE(search.limit, CapacityLimit::Service);
        QVERIFY(search.rates.last() <= 1.0);
    }

    void stopsAtItsHighestRate()
    {
        CapacitySearch bounded = settings(10);
        bounded.maxRps = 300;
        const Search search = runSearch(bounded, [](double) { return true; });
        QCOMPARE(search.rates, (QList<double>{10, 20, 40, 80, 160, 300}));
        QCOMPARE(search.found, 300.0);
        QCOMPARE(search.limit, CapacityLimit::MaxRate);
    }

    // The generator failing to keep up ends the search: what passed stands, no more is claimed.
    void aStrugglingGeneratorEndsTheSearch()
    {
        const Search search = runSearch(
            settings(10), [](double rate) { return rate <= 1000; }, [](double rate) { return rate < 300; });
        QCOMPARE(search.rates, (QList<double>{10, 20, 40, 80, 160, 320}));
        QCOMPARE(search.found, 160.0);
        QCOMPARE(search.limit, CapacityLimit::Generator);
    }

    void sayWhatStoppedIt()
    {
        CapacityResult result;
        result.capacityRps = 480;
        result.probes = {probeAt(480, true), probeAt(640, false), probeAt(520, false)};
        QCOMPARE(result.text(), QStringLiteral("480 req/s; at 520 req/s run 0: p99_ms 80, not < 50"));
        result.limitedBy = CapacityLimit::Generator;
        result.probes = {probeAt(480, true), probeAt(960, true, false)};
        QVERIFY2(result.text().startsWith(QStringLiteral("480 req/s; the load generator, not the service, was the "
                                                         "limit at 960 req/s (its threads were busy 97 % of the "
                                                         "time)")),
                 qPrintable(result.text()));
        result.limitedBy = CapacityLimit::MaxRate;
        QCOMPARE(result.text(), QStringLiteral("480 req/s; every target held up to the highest rate searched"));
        result.capacityRps = 0;
        result.limitedBy = CapacityLimit::Interrupted;
        QCOMPARE(result.text(), QStringLiteral("no rate passed; the search was stopped before it ended"));
    }

    void problems_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("said");
        QTest::newRow("no targets") << "targets"
                                    << "give at least one target";
        QTest::newRow("cold_ratio") << "cold_ratio"
                                    << "a target is a figure of one probe";
        QTest::newRow("per endpoint") << "endpoint"
                                      << "a target is a figure of one probe";
        QTest::newRow("start") << "start"
                               << "the start rate 0 req/s is not above 0";
        QTest::newRow("max below start") << "max"
                                         << "the highest rate 5 req/s is below the start rate 10";
        QTest::newRow("short probe") << "probe"
                                     << "a probe of 0.05 s measures too little";
        QTest::newRow("precision") << "precision"
                                   << "the precision 2 is not between 0.001 and 1";
    }
    void problems()
    {
        QFETCH(QString, field);
        QFETCH(QString, said);
        CapacitySearch search = settings();
        QVERIFY(search.problems().isEmpty());
        if (field == u"targets")
            search.targets.clear();
        else if (field == u"cold_ratio")
            search.targets = {target(QStringLiteral("cold_ratio<2"))};
        else if (field == u"endpoint")
            search.targets = {target(QStringLiteral("p99_ms@api<2"))};
        else if (field == u"start")
            search.startRps = 0;
        else if (field == u"max")
            search.maxRps = 5;
        else if (field == u"probe")
            search.probe = 50ms;
        else if (field == u"precision")
            search.precision = 2;
        QVERIFY2(search.problems().join(u'\n').contains(said), qPrintable(search.problems().join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestCapacitySearch)
#include "tst_capacity_search.moc"
