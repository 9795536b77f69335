#pragma once

#include <QStringList>

// containerperf-cli experiment FILE.json: run an experiment file (native or a
// SeBS perf-cost configuration) into one results directory (docs/experiment-format.md#the-native-format,
// docs/specification.md#command-line).
int runExperimentCommand(const QStringList &arguments);
