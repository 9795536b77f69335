#pragma once

#include "results/run_info.h"

#include <QByteArray>

namespace cp {

// samples.csv and its journal (SPEC §7.2): every §3.3 field plus the run's point.
namespace SamplesCsv {
QByteArray header();
// Appends one row; mem_used_mb comes from `memory` when given.
void appendRow(QByteArray &out, const RunInfo &run, const Sample &sample, const MemoryLookup &memory = {});
} // namespace SamplesCsv

} // namespace cp
