#pragma once

#include <QStringList>

// containerperf-cli containers [--json] [--all]: the daemon's containers with
// their published ports as ready URLs (docs/specification.md#command-line).
int runContainersCommand(const QStringList &arguments);
