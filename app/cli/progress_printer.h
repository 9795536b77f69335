#pragma once

#include "model/run_progress.h"

#include <QString>

namespace cli {

// The lines `run` and `experiment` print on stderr.
QString progressLine(const cp::RunProgress &progress);
QString runSummaryLine(const cp::RunSummary &summary);
// T_cold / T_warm and the restarts' time at one endpoint and sweep point.
QString coldStartLine(const cp::ColdStartOverhead &overhead);
// "850 µs", "12.3 ms", "1.20 s"
QString formatMicroseconds(double us);

} // namespace cli
