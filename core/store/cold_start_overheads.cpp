#include "store/cold_start_overheads.h"

#include "stats/median_comparison.h"
#include "stats/summary.h"
#include "store/run_record.h"

#include <QJsonObject>

#include <cmath>
#include <tuple>

namespace cp {

namespace {

using Point = std::tuple<QString, int, double, int>;

Point pointOf(const RunInfo &info)
{
    return {info.endpointName, info.point.memoryMb, info.point.cpuLimit, info.point.msgLength};
}

void appendAccepted(const RunRecord &run, std::vector<double> &latencies)
{
    run.samples.forEach([&](const Sample &s) {
        if (isAccepted(run.info.point.type, s))
            latencies.push_back(double(s.latencyUs()));
    });
}

} // namespace

QList<ColdStartOverhead> coldStartOverheads(const std::vector<std::unique_ptr<RunRecord>> &runs)
{
    QList<Point> points;
    for (const auto &run : runs) {
        if (run->info.point.type == RunType::Cold && !points.contains(pointOf(run->info)))
            points.append(pointOf(run->info));
    }
    QList<ColdStartOverhead> overheads;
    for (const Point &point : std::as_const(points)) {
        std::vector<double> warm;
        std::vector<double> cold;
        std::vector<double> coldStarts;
        for (const auto &run : runs) {
            if (pointOf(run->info) != point)
                continue;
            if (run->info.point.type == RunType::Warm)
                appendAccepted(*run, warm);
            if (run->info.point.type == RunType::Cold) {
                appendAccepted(*run, cold);
                for (std::int64_t us : run->coldStartUs)
                    coldStarts.push_back(double(us));
            }
        }
        if (warm.empty() || cold.empty())
            continue;
        const stats::MedianComparison comparison = stats::compareMedians(warm, cold);
        ColdStartOverhead o;
        std::tie(o.endpoint, o.memoryMb, o.cpuLimit, o.msgLength) = point;
        o.warm.count = comparison.nA;
        o.cold.count = comparison.nB;
        o.warm.medianUs = comparison.medianA;
        o.cold.medianUs = comparison.medianB;
        o.ratio = comparison.ratio;
        o.ratioCi95 = comparison.ratioCi95;
        o.resamples = comparison.resamples;
        o.seed = comparison.seed;
        o.coldStartUs = stats::summarize(coldStarts);
        overheads.append(o);
    }
    return overheads;
}

QJsonArray coldStartOverheadsToJson(const QList<ColdStartOverhead> &overheads)
{
    QJsonArray array;
    for (const ColdStartOverhead &o : overheads) {
        array.append(QJsonObject{
            {QStringLiteral("endpoint"), o.endpoint},
            {QStringLiteral("memory_mb"), o.memoryMb},
            {QStringLiteral("cpu_limit"), o.cpuLimit},
            {QStringLiteral("msg_length"), o.msgLength},
            {QStringLiteral("warm_count"), o.warm.count},
            {QStringLiteral("cold_count"), o.cold.count},
            {QStringLiteral("warm_median_us"), o.warm.medianUs},
            {QStringLiteral("cold_median_us"), o.cold.medianUs},
            {QStringLiteral("cold_warm_ratio"), stats::finiteToJson(o.ratio)},
            {QStringLiteral("cold_warm_ratio_ci95"), stats::toJson(o.ratioCi95)},
            {QStringLiteral("resamples"), o.resamples},
            {QStringLiteral("seed"), qint64(o.seed)},
            {QStringLiteral("cold_start_us"), stats::toJson(o.coldStartUs)},
        });
    }
    return array;
}

} // namespace cp
