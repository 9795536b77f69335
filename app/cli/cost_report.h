#pragma once

#include <QString>

// `containerperf-cli analyze --cost DIR`: a finished results directory's
// bills, perf-cost curves and cold-start overheads
// (docs/statistics.md#costs-and-cold-starts), as lines or JSON. `pricing` is a
// preset's name, a JSON file with a pricing object, or empty for the one the
// directory recorded.
int printCostReport(const QString &directory, const QString &pricing, bool json);
