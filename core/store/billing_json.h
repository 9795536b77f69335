#pragma once

#include "model/run_billing.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace cp {

// A run's `billing` object in summary.json (docs/experiment-format.md#pricing):
// the limits billed and one object per billing model, null where a model had no data.
QJsonObject runBillingToJson(const RunBilling &billing);
// Read back; empty when `value` is not an object (a run without billing).
std::optional<RunBilling> runBillingFromJson(const QJsonValue &value);

} // namespace cp
