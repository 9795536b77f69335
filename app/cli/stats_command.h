#pragma once

#include <QStringList>

// containerperf-cli stats NAME... [--duration 10s] [--out DIR] [--format default|seed] [--quiet]:
// streams the containers' stats and events into stats.csv and events.csv
// (docs/specification.md#command-line).
int runStatsCommand(const QStringList &arguments);
