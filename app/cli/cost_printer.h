#pragma once

#include "model/perf_cost_curve.h"
#include "model/run_info.h"

#include <QString>
#include <QStringList>

namespace cli {

// What a run cost its containers; for a run with a cost.
QString runCostLine(const cp::RunSummary &summary);
// What a run cost in money under each billing model, `model` first; for a run with bills.
QString billingLine(const cp::RunSummary &summary, cp::BillingModel model);
// A perf-cost curve as a table: a heading line, then one line per sweep point.
QStringList perfCostCurveLines(const cp::PerfCostCurve &curve);
// What a capacity search found (docs/load-testing.md#capacity-search); for a run with one.
QString capacityLine(const cp::RunSummary &summary);

} // namespace cli
