#pragma once

#include <QStringList>

// containerperf-cli run: load one endpoint and write a results directory (SPEC §8).
int runRunCommand(const QStringList &arguments);
