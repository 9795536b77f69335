#pragma once

#include "config/experiment.h"

#include <QString>

namespace cli {

// "containerperf-results/<local time>": where results go without --out.
QString defaultOutputDirectory();

// Runs an experiment to its end with progress on stderr (unless quiet), stops
// and writes on SIGINT, SIGTERM and SIGHUP, and returns the exit code (docs/specification.md#exit-codes).
int driveExperiment(const cp::Experiment &experiment, const QString &outputDirectory, bool quiet);

} // namespace cli
