// Billing models against bills worked out by hand (docs/experiment-format.md#pricing).
#include "stats/billing.h"

#include <QRandomGenerator>
#include <QTest>

using namespace cp;
using namespace cp::stats;
using namespace std::chrono_literals;

namespace {

constexpr std::int64_t Ms = 1'000'000;

// 0.5 $ per vCPU-second and 0.25 $ per GiB-second: 2 vCPUs and 4 GiB cost 2 $ a second.
Pricing pricing(std::chrono::milliseconds granularity, std::chrono::milliseconds minimum = 0ms)
{
    Pricing p;
    p.usdPerVcpuSecond = 0.5;
    p.usdPerGibSecond = 0.25;
    p.usdPerMillionRequests = 2;
    p.granularity = granularity;
    p.minimum = minimum;
    return p;
}

BillingInput input(std::vector<InFlight> requests)
{
    BillingInput in;
    in.vcpus = 2;
    in.memoryGib = 4;
    in.requests = std::int64_t(requests.size());
    in.requestTimes = std::move(requests);
    return in;
}

} // namespace

class TestBilling : public QObject
{
    Q_OBJECT
private slots:
    void roundingAtTheGranularity_data();
    void roundingAtTheGranularity();
    void requestBillsTheBusyStretches();
    void invocationBillsEachRequest();
    void instanceBillsTheWindow();
    void usageBillsWhatWasUsed();
    void invocationIntervalIsSeededAndCovers();
    void invocationIntervalMatchesAPlainBootstrap();
};

void TestBilling::roundingAtTheGranularity_data()
{
    QTest::addColumn<std::int64_t>("ns");
    QTest::addColumn<int>("minimumMs");
    QTest::addColumn<double>("billed");
    QTest::newRow("nothing") << std::int64_t(0) << 0 << 0.0;
    QTest::newRow("1 ns") << std::int64_t(1) << 0 << 0.1;
    QTest::newRow("just below") << 100 * Ms - 1 << 0 << 0.1;
    QTest::newRow("on the boundary") << 100 * Ms << 0 << 0.1;
    QTest::newRow("just past") << 100 * Ms + 1 << 0 << 0.2;
    QTest::newRow("under the minimum") << 50 * Ms << 150 << 0.2;
    QTest::newRow("nothing, with a minimum") << std::int64_t(0) << 150 << 0.2;
    QTest::newRow("past the minimum") << 250 * Ms + 1 << 150 << 0.3;
}

void TestBilling::roundingAtTheGranularity()
{
    QFETCH(std::int64_t, ns);
    QFETCH(int, minimumMs);
    QFETCH(double, billed);
    QCOMPARE(billedSeconds(ns, pricing(100ms, std::chrono::milliseconds(minimumMs))), billed);
}

void TestBilling::requestBillsTheBusyStretches()
{
    // Busy: [0, 120 ms] (two overlapping requests) → 200 ms; [300, 401 ms] (the
    // second starts as the first ends: no idle moment) → 200 ms; [1000 ms,
    // 1100 ms] exactly → 100 ms; [2000 ms, 2100 ms + 1 ns] → 200 ms.
    const std::vector<InFlight> requests = {
        {2000 * Ms, 100 * Ms + 1}, {30 * Ms, 90 * Ms}, {0, 50 * Ms},
        {400 * Ms, 1 * Ms},        {300 * Ms, 100 * Ms}, {1000 * Ms, 100 * Ms},
    };
    QCOMPARE(busySeconds(requests, pricing(100ms)), 0.7);
    const RunBilling billing = billRun(pricing(100ms), input(requests));
    const ModelBill *bill = billing.bill(BillingModel::Request);
    QVERIFY(bill);
    QCOMPARE(bill->billedSeconds, 0.7);
    // 0.7 s at 2 $/s, and 6 requests at 2 $ per million.
    QCOMPARE(bill->costUsd, 1.4 + 6 * 2e-6);
    QCOMPARE(*bill->usdPerMillionRequests, (1.4 + 6 * 2e-6) / 6 * 1e6);
    QVERIFY(!bill->usdPerMillionCi95);
    // At 1 ms, nothing rounds: 120 + 101 + 100 + 100.000001 ms.
    QCOMPARE(busySeconds(requests, pricing(1ms)), 0.422);
}

void TestBilling::invocationBillsEachRequest()
{
    // Rounded to 100 ms each: 100 + 100 + 100 + 200 + 0 ms; with a 150 ms minimum
    // 200 + 200 + 200 + 200 + 200 ms.
    const std::vector<InFlight> requests = {
        {0, 50 * Ms}, {0, 100 * Ms - 1}, {0, 100 * Ms}, {0, 100 * Ms + 1}, {0, 0},
    };
    const RunBilling billing = billRun(pricing(100ms), input(requests));
    const ModelBill *bill = billing.bill(BillingModel::Invocation);
    QVERIFY(bill);
    QCOMPARE(bill->billedSeconds, 0.5);
    QCOMPARE(bill->costUsd, 0.5 * 2 + 5 * 2e-6);
    const RunBilling withMinimum = billRun(pricing(100ms, 150ms), input(requests));
    const ModelBill *atLeast = withMinimum.bill(BillingModel::Invocation);
    QCOMPARE(atLeast->billedSeconds, 1.0);
    QCOMPARE(atLeast->costUsd, 1.0 * 2 + 5 * 2e-6);
    QVERIFY(atLeast->usdPerMillionCi95);
    // Every request costs the same: the interval is that one figure.
    QCOMPARE(atLeast->usdPerMillionCi95->first, *atLeast->usdPerMillionRequests);
    QCOMPARE(atLeast->usdPerMillionCi95->second, *atLeast->usdPerMillionRequests);
}

void TestBilling::instanceBillsTheWindow()
{
    BillingInput in = input({{0, 10 * Ms}});
    in.windowNs = 2050 * Ms;
    // Fargate-like: per second, one minute at least.
    QCOMPARE(billRun(pricing(1000ms, 60'000ms), in).bill(BillingModel::Instance)->billedSeconds, 60.0);
    in.windowNs = 61'000 * Ms + 1;
    const RunBilling billing = billRun(pricing(1000ms, 60'000ms), in);
    const ModelBill *bill = billing.bill(BillingModel::Instance);
    QCOMPARE(bill->billedSeconds, 62.0);
    QCOMPARE(bill->costUsd, 62.0 * 2 + 2e-6);
}

void TestBilling::usageBillsWhatWasUsed()
{
    BillingInput in = input({{0, 10 * Ms}, {0, 10 * Ms}});
    QVERIFY(!billRun(pricing(1ms), in).bill(BillingModel::Usage)); // no counters, no usage bill
    in.cpuSeconds = 3;
    in.memoryUsedGibS = 1.5;
    const RunBilling billing = billRun(pricing(1ms), in);
    const ModelBill *bill = billing.bill(BillingModel::Usage);
    QVERIFY(bill);
    QCOMPARE(bill->billedSeconds, 3.0);
    QCOMPARE(bill->costUsd, 3 * 0.5 + 1.5 * 0.25 + 2 * 2e-6);
}

void TestBilling::invocationIntervalIsSeededAndCovers()
{
    // Durations of 1 to 10 units of 100 ms, each as likely: a request costs
    // 0.55 s × 2 $/s + 2 µ$ on average. Over 100 seeded trials of 200 requests
    // the 95 % interval must hold that mean at least 90 times.
    const double trueMean = (0.55 * 2 + 2e-6) * 1e6;
    QRandomGenerator random(7);
    int covered = 0;
    for (int trial = 0; trial < 100; ++trial) {
        std::vector<InFlight> requests;
        for (int i = 0; i < 200; ++i)
            requests.push_back({0, std::int64_t(random.bounded(1, 11)) * 100 * Ms});
        const BillingInput in = input(requests);
        const RunBilling billing = billRun(pricing(100ms), in);
        const ModelBill *bill = billing.bill(BillingModel::Invocation);
        QVERIFY(bill->usdPerMillionCi95);
        const auto [lo, hi] = *bill->usdPerMillionCi95;
        QVERIFY(lo <= *bill->usdPerMillionRequests && *bill->usdPerMillionRequests <= hi);
        if (lo <= trueMean && trueMean <= hi)
            ++covered;
        if (trial == 0) { // the same requests, the same interval
            const RunBilling again = billRun(pricing(100ms), in);
            QCOMPARE(again.bills, billing.bills);
        }
    }
    QVERIFY2(covered >= 90, qPrintable(QString::number(covered)));
}

void TestBilling::invocationIntervalMatchesAPlainBootstrap()
{
    // A long tail of rare costs (most durations billed once or twice) makes the
    // bill draw most of each resample request by request. Its interval must be
    // the one a bootstrap drawing every request gives, up to the noise of 2 000
    // resamples: each end within a tenth of the interval's width.
    QRandomGenerator random(11);
    std::vector<InFlight> requests;
    std::vector<double> costs;
    for (int i = 0; i < 400; ++i) {
        const std::int64_t units = i % 2 == 0 ? 3 : std::int64_t(random.bounded(1, 20000));
        requests.push_back({0, units * Ms});
        costs.push_back((double(units) / 1000 * 2 + 2e-6) * 1e6);
    }
    const RunBilling billing = billRun(pricing(1ms), input(requests));
    const ModelBill *bill = billing.bill(BillingModel::Invocation);
    QVERIFY(bill && bill->usdPerMillionCi95);
    const auto [lo, hi] = *bill->usdPerMillionCi95;

    std::vector<double> means;
    for (int resample = 0; resample < 20000; ++resample) {
        double sum = 0;
        for (std::size_t i = 0; i < costs.size(); ++i)
            sum += costs[random.bounded(int(costs.size()))];
        means.push_back(sum / double(costs.size()));
    }
    std::sort(means.begin(), means.end());
    const double plainLo = means[std::size_t(0.025 * double(means.size()))];
    const double plainHi = means[std::size_t(0.975 * double(means.size()))];
    const double width = plainHi - plainLo;
    QVERIFY2(std::abs(lo - plainLo) < width / 10, qPrintable(QStringLiteral("%1 vs %2").arg(lo).arg(plainLo)));
    QVERIFY2(std::abs(hi - plainHi) < width / 10, qPrintable(QStringLiteral("%1 vs %2").arg(hi).arg(plainHi)));
}

QTEST_GUILESS_MAIN(TestBilling)
#include "tst_billing.moc"
