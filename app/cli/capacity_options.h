#pragma once

#include "config/experiment.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace cli {

// --capacity TARGETS and how its search probes (docs/load-testing.md#capacity-search).
QList<QCommandLineOption> capacityOptions();
// Sets the experiment's capacity search when --capacity is given; prints what is
// wrong and returns false on a value it cannot read.
bool applyCapacityOptions(const QCommandLineParser &parser, cp::Experiment &experiment);

} // namespace cli
