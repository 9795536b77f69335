#pragma once

#include <QStringList>

// containerperf-cli experiment FILE.json: run an experiment file (native or a
// SeBS perf-cost configuration) into one results directory (SPEC §7.1, §8).
int runExperimentCommand(const QStringList &arguments);
