#pragma once

#include "model/cold_start_overhead.h"
#include "model/perf_cost_curve.h"
#include "model/pricing.h"
#include "model/run_info.h"

#include <QList>
#include <QString>

#include <map>
#include <optional>

namespace cp {

// The answers of a finished results directory, worked out again from its
// files by the code that wrote them: each run's bills, the perf-cost curves
// and the cold-start overheads (`containerperf-cli analyze --cost`,
// docs/statistics.md#costs-and-cold-starts).
struct CostAnalysis
{
    QString directory;
    std::optional<Pricing> pricing; // the one the bills are under; none: no bills
    QList<RunSummary> runs;         // as summary.json has them, billed under `pricing`
    QList<PerfCostCurve> curves;
    QList<ColdStartOverhead> coldStarts;
    std::map<int, SampleBatch> samples; // samples.csv's, per run index
};

// Reads `directory`'s summary.json and samples.csv. `pricing` bills the runs
// anew; without it, the pricing summary.json recorded, if any. Empty with
// `error` saying what is missing or unreadable.
std::optional<CostAnalysis> analyzeCosts(const QString &directory, const std::optional<Pricing> &pricing,
                                         QString *error);

} // namespace cp
