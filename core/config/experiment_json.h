#pragma once

#include "config/experiment.h"

#include <QJsonObject>

namespace cp {

inline constexpr QLatin1StringView ExperimentFormat("containerperf-experiment/1");

// The experiment file (SPEC §7.1). Secret header values are written as ***.
QJsonObject experimentToJson(const Experiment &experiment);

} // namespace cp
