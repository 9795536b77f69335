#pragma once

#include <QStringList>

// containerperf-cli restore DIR: sets back the container limits a run recorded in DIR/original-limits.json and
// could not restore itself, having been killed (docs/specification.md#interrupts).
int runRestoreCommand(const QStringList &arguments);
