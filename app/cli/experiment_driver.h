#pragma once

#include "config/experiment.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace cli {

struct DriveOptions
{
    QString outputDirectory;
    bool quiet = false; // no progress on stderr
    QString junitPath;  // where the thresholds' JUnit XML goes; empty: nowhere
};

// The options every command that runs an experiment takes besides its own: --out,
// --quiet, --junit. Prints what is wrong and returns nothing when --junit's folder cannot take the file.
std::optional<DriveOptions> driveOptions(const QCommandLineParser &parser);

// Runs an experiment to its end with progress on stderr (unless quiet), stops
// and writes on SIGINT, SIGTERM and SIGHUP, prints the thresholds' results,
// and returns the exit code (docs/specification.md#exit-codes).
int driveExperiment(const cp::Experiment &experiment, const DriveOptions &options);

} // namespace cli
