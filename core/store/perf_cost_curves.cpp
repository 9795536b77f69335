#include "store/perf_cost_curves.h"

#include "stats/summary.h"

#include <QJsonObject>

#include <algorithm>
#include <tuple>

namespace cp {

namespace {

using CurveKey = std::tuple<QString, RunType, int>;

CurveKey keyOf(const RunSummary &run)
{
    return {run.info.endpointName, run.info.point.type, run.info.point.msgLength};
}

std::optional<PerfCostPoint> pointOf(const RunSummary &run, BillingModel model)
{
    const ModelBill *bill = run.billing ? run.billing->bill(model) : nullptr;
    if (!bill || !bill->usdPerMillionRequests || run.latencyUs.n == 0)
        return std::nullopt;
    PerfCostPoint p;
    p.run = run.info.index;
    p.memoryMb = run.info.effectiveMemoryMb;
    p.cpus = run.info.effectiveCpus;
    p.samples = run.latencyUs.n;
    p.medianLatencyUs = run.latencyUs.median;
    p.medianLatencyCi95 = run.latencyUs.ci95_median;
    p.usdPerMillionRequests = *bill->usdPerMillionRequests;
    p.usdPerMillionCi95 = bill->usdPerMillionCi95;
    return p;
}

bool dominates(const PerfCostPoint &a, const PerfCostPoint &b)
{
    return a.medianLatencyUs <= b.medianLatencyUs && a.usdPerMillionRequests <= b.usdPerMillionRequests
           && (a.medianLatencyUs < b.medianLatencyUs || a.usdPerMillionRequests < b.usdPerMillionRequests);
}

QJsonValue pairJson(double lo, double hi)
{
    return QJsonArray{lo, hi};
}

} // namespace

QList<PerfCostCurve> perfCostCurves(const QList<RunSummary> &runs, BillingModel model)
{
    QList<CurveKey> keys;
    for (const RunSummary &run : runs) {
        if (!keys.contains(keyOf(run)))
            keys.append(keyOf(run));
    }
    QList<PerfCostCurve> curves;
    for (const CurveKey &key : std::as_const(keys)) {
        PerfCostCurve curve;
        std::tie(curve.endpoint, curve.type, curve.msgLength) = key;
        curve.model = model;
        for (const RunSummary &run : runs) {
            if (keyOf(run) != key)
                continue;
            if (const auto point = pointOf(run, model))
                curve.points.push_back(*point);
        }
        if (curve.points.size() < 2)
            continue;
        for (PerfCostPoint &p : curve.points) {
            p.paretoOptimal = std::none_of(curve.points.cbegin(), curve.points.cend(),
                                           [&p](const PerfCostPoint &other) { return dominates(other, p); });
        }
        curves.append(curve);
    }
    return curves;
}

QJsonArray perfCostCurvesToJson(const QList<PerfCostCurve> &curves)
{
    QJsonArray array;
    for (const PerfCostCurve &curve : curves) {
        QJsonArray points;
        for (const PerfCostPoint &p : curve.points) {
            points.append(QJsonObject{
                {QStringLiteral("run"), p.run},
                {QStringLiteral("memory_mb"), p.memoryMb},
                {QStringLiteral("cpus"), p.cpus},
                {QStringLiteral("samples"), p.samples},
                {QStringLiteral("median_latency_us"), p.medianLatencyUs},
                {QStringLiteral("median_latency_us_ci95"), stats::toJson(p.medianLatencyCi95)},
                {QStringLiteral("usd_per_million_requests"), p.usdPerMillionRequests},
                {QStringLiteral("usd_per_million_requests_ci95"),
                 p.usdPerMillionCi95 ? pairJson(p.usdPerMillionCi95->first, p.usdPerMillionCi95->second)
                                     : QJsonValue()},
                {QStringLiteral("pareto_optimal"), p.paretoOptimal},
            });
        }
        array.append(QJsonObject{
            {QStringLiteral("endpoint"), curve.endpoint},
            {QStringLiteral("type"), runTypeName(curve.type)},
            {QStringLiteral("msg_length"), curve.msgLength},
            {QStringLiteral("model"), billingModelName(curve.model)},
            {QStringLiteral("points"), points},
        });
    }
    return array;
}

} // namespace cp
