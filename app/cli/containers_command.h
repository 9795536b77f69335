#pragma once

#include <QStringList>

// containerperf-cli containers [--json] [--all]: the daemon's containers with
// their published ports as ready URLs (SPEC §8).
int runContainersCommand(const QStringList &arguments);
