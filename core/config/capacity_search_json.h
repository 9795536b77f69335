#pragma once

#include "model/capacity_search.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cp {

// The `capacity` object of experiment files (docs/load-testing.md#capacity-search).
QJsonObject capacitySearchToJson(const CapacitySearch &search);

// Reads `capacity` strictly; unset keys keep CapacitySearch's defaults. Errors name their path.
std::optional<CapacitySearch> capacitySearchFromJson(const QJsonObject &object, const QString &path,
                                                     QStringList &errors);

} // namespace cp
