#pragma once

#include "model/run_info.h"

#include <QByteArray>

namespace cp {

// samples.csv and its journal (docs/experiment-format.md#the-samples-file): every sample field
// (docs/specification.md#sample-fields) plus the run's point.
namespace SamplesCsv {
QByteArray header();
// Appends one row; mem_used_mb comes from `memory` when given.
void appendRow(QByteArray &out, const RunInfo &run, const Sample &sample, const MemoryLookup &memory = {});
} // namespace SamplesCsv

} // namespace cp
