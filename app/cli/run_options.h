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

// --redact NAME (repeatable): header and query parameter names written as *** besides the
// built-in ones (docs/specification.md#secrets). Prints what is wrong and returns nothing on an empty name.
QCommandLineOption redactOption();
std::optional<QStringList> redactNames(const QCommandLineParser &parser);

// --pricing PRESET: bill the runs at a preset's list prices (docs/experiment-format.md#pricing).
QCommandLineOption pricingOption();
// Sets the preset --pricing names, if given; prints what is wrong and returns false on an unknown one.
bool applyPricingOption(const QCommandLineParser &parser, cp::Experiment &experiment);

// --threshold 'p99_ms<50' (repeatable) and --junit FILE (docs/load-testing.md#thresholds).
QList<QCommandLineOption> thresholdOptions();
// Adds --threshold's limits to the experiment's; prints what is wrong and returns false on one it cannot read.
bool applyThresholdOptions(const QCommandLineParser &parser, cp::Experiment &experiment);

} // namespace cli
