#pragma once

#include "model/perf_cost_curve.h"
#include "model/run_info.h"

#include <QJsonArray>
#include <QList>

namespace cp {

// One curve per endpoint, run type and message length whose runs swept memory
// or CPU (two points at least) and were priced by `model`; points without
// accepted samples or without that model's bill are left out
// (docs/experiment-format.md#the-perf-cost-curve).
QList<PerfCostCurve> perfCostCurves(const QList<RunSummary> &runs, BillingModel model);

// summary.json's `perf_cost_curve`.
QJsonArray perfCostCurvesToJson(const QList<PerfCostCurve> &curves);

} // namespace cp
