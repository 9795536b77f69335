#pragma once

#include "model/run_info.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cp {

// A run's `capacity` in summary.json (docs/load-testing.md#capacity-search): the
// rate found, why the search stopped, and every probe's evidence.
QJsonObject capacityResultToJson(const CapacityResult &result);
// Reads it back, as `analyze` and the desktop application do.
CapacityResult capacityResultFromJson(const QJsonObject &object);

// summary.json's `capacity_curve`: per endpoint and sweep point the capacity its
// rate run found, in run order.
QJsonArray capacityCurveToJson(const QList<RunSummary> &runs);

} // namespace cp
