#pragma once

#include "model/run_cost.h"

#include <QJsonObject>

namespace cp {

// A run's `cost` object in summary.json (docs/experiment-format.md#the-cost-of-a-run):
// the summed figures, per-request ones beside them, and each container's.
QJsonObject runCostToJson(const RunCost &cost);
// Read back.
RunCost runCostFromJson(const QJsonObject &o);

} // namespace cp
