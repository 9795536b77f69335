#pragma once

#include "model/run_billing.h"

#include <QJsonObject>

namespace cp {

// A run's `billing` object in summary.json (docs/experiment-format.md#pricing):
// the limits billed and one object per billing model, null where a model had no data.
QJsonObject runBillingToJson(const RunBilling &billing);
// Read back.
RunBilling runBillingFromJson(const QJsonObject &o);

} // namespace cp
