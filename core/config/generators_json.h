#pragma once

#include "model/generators.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cp {

// The `generators` object of experiment files (docs/experiment-format.md#generators):
// {"swarm": {"replicas": N, "image": "…", "network": "host"}}; empty for this process alone.
QJsonObject generatorsToJson(const SwarmGenerators &generators);

// Reads `generators` strictly; unset keys keep SwarmGenerators' defaults. Errors name their path.
std::optional<SwarmGenerators> generatorsFromJson(const QJsonObject &object, const QString &path, QStringList &errors);

} // namespace cp
