#pragma once

#include "model/stats_record.h"

#include <QString>

namespace cp {

// A stats.csv (or its journal) read back into stats records, in the file's
// order (docs/experiment-format.md#the-stats-file): the times, the container,
// CPU (percent and the cumulative counter), memory, network and block I/O
// and pids; the seed's columns and the rates are left out. False with `error`
// naming the file and line on unreadable input; a journal's cut-off last line
// is left out.
bool readStatsFile(const QString &path, StatsRecordBatch *records, QString *error);

} // namespace cp
