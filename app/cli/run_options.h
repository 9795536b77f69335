#pragma once

#include "config/experiment.h"

#include <QCommandLineParser>

#include <optional>

namespace cli {

// The options `run` shares with every command that loads an endpoint.
void addRunOptions(QCommandLineParser &parser);
// Builds the experiment from parsed options; prints what is wrong and returns
// nothing on bad usage.
std::optional<cp::Experiment> experimentFromOptions(const QCommandLineParser &parser);

} // namespace cli
