// The perf-cost curve (docs/experiment-format.md#the-perf-cost-curve): per
// endpoint, run type and message length, each sweep point's median latency
// against its cost per million requests, the Pareto-optimal ones marked.
#include "store/perf_cost_curves.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

RunSummary run(int index, RunType type, int memoryMb, double medianUs, std::optional<double> usdPerMillion)
{
    RunSummary s;
    s.info.index = index;
    s.info.endpointName = u"fn"_s;
    s.info.point.type = type;
    s.info.point.memoryMb = memoryMb;
    s.info.effectiveMemoryMb = memoryMb;
    s.latencyUs.n = 100;
    s.latencyUs.median = medianUs;
    s.latencyUs.ci95_median = stats::Interval{medianUs * 0.9, medianUs * 1.1};
    if (usdPerMillion) {
        RunBilling billing;
        ModelBill bill;
        bill.model = BillingModel::Request;
        bill.usdPerMillionRequests = usdPerMillion;
        billing.bills.push_back(bill);
        s.billing = billing;
    }
    return s;
}

} // namespace

class TestPerfCostCurves : public QObject
{
    Q_OBJECT

private slots:
    void paretoPointsAreMarked()
    {
        const QList<RunSummary> runs = {
            run(0, RunType::Warm, 128, 900, 2.0),  // cheapest: optimal
            run(1, RunType::Warm, 256, 400, 3.0),  // faster, dearer: optimal
            run(2, RunType::Warm, 512, 450, 5.0),  // slower and dearer than 256: dominated
            run(3, RunType::Warm, 1024, 400, 3.0), // the same as 256: neither beats the other
            run(4, RunType::Warm, 2048, 100, std::nullopt), // not billed: left out
            run(5, RunType::Cold, 128, 9000, 2.0), // a cold run alone: no curve
        };
        const QList<PerfCostCurve> curves = perfCostCurves(runs, BillingModel::Request);
        QCOMPARE(curves.size(), 1);
        const PerfCostCurve &curve = curves.first();
        QCOMPARE(curve.type, RunType::Warm);
        QCOMPARE(curve.points.size(), std::size_t(4));
        QList<bool> optimal;
        QList<int> memory;
        for (const PerfCostPoint &p : curve.points) {
            optimal << p.paretoOptimal;
            memory << p.memoryMb;
        }
        QCOMPARE(memory, (QList<int>{128, 256, 512, 1024}));
        QCOMPARE(optimal, (QList<bool>{true, true, false, true}));
        QCOMPARE(curve.points[1].medianLatencyCi95->lo, 360.0);
        QCOMPARE(curve.points[1].usdPerMillionRequests, 3.0);
        // Priced by another model, nothing is on a curve.
        QVERIFY(perfCostCurves(runs, BillingModel::Instance).isEmpty());

        const QJsonObject json = perfCostCurvesToJson(curves).first().toObject();
        QCOMPARE(json.value(u"model"_s).toString(), u"request"_s);
        QCOMPARE(json.value(u"type"_s).toString(), u"warm"_s);
        const QJsonObject dominated = json.value(u"points"_s).toArray().at(2).toObject();
        QCOMPARE(dominated.value(u"run"_s).toInt(), 2);
        QCOMPARE(dominated.value(u"pareto_optimal"_s).toBool(), false);
        QCOMPARE(dominated.value(u"usd_per_million_requests"_s).toDouble(), 5.0);
        QCOMPARE(dominated.value(u"median_latency_us_ci95"_s).toArray().at(1).toDouble(), 495.0);
    }
};

QTEST_GUILESS_MAIN(TestPerfCostCurves)
#include "tst_perf_cost_curves.moc"
