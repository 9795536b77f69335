#pragma once

#include "model/pricing.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cp {

class JsonReader;

// The `pricing` object of experiment files and summary.json
// (docs/experiment-format.md#pricing): every field written out, the preset's
// name beside them.
QJsonObject pricingToJson(const Pricing &pricing);

// Reads `pricing` strictly: a `preset` fills every field, the other keys
// override it; without a preset, missing prices are 0. Errors name their path.
std::optional<Pricing> pricingFromJson(const QJsonObject &object, const QString &path, QStringList &errors);

} // namespace cp
