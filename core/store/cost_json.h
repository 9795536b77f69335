#pragma once

#include "model/run_cost.h"

#include <QJsonObject>
#include <QJsonValue>

namespace cp {

// A run's `cost` object in summary.json (docs/experiment-format.md#the-cost-of-a-run):
// the summed figures, per-request ones beside them, and each container's.
QJsonObject runCostToJson(const RunCost &cost);
// Read back; empty when `value` is not an object (a run without cost).
std::optional<RunCost> runCostFromJson(const QJsonValue &value);

} // namespace cp
