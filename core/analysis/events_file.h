#pragma once

#include "model/docker_event.h"

#include <QString>

namespace cp {

// An events.csv (or its journal) read back, in the file's order
// (docs/experiment-format.md#the-events-file): the time, the container, the action
// and its detail; a "containerperf." action is one ContainerPerf took itself. False
// with `error` naming the file and line on unreadable input; a journal's cut-off
// last line is left out.
bool readEventsFile(const QString &path, DockerEventBatch *events, QString *error);

} // namespace cp
