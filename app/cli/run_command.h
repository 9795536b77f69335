#pragma once

#include <QStringList>

// containerperf-cli run: load one endpoint and write a results directory
// (docs/specification.md#command-line).
int runRunCommand(const QStringList &arguments);
