#pragma once

#include "model/run_info.h"

#include <QByteArray>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// result.csv as SeBS's perf-cost writes it (docs/experiment-format.md#the-sebs-result-table): one row per accepted
// sample under `memory,type,is_cold,exec_time,connection_time,client_time,
// provider_time,mem_used`, in SeBS's units: exec_time (the function's own time,
// from Server-Timing or SeBS JSON) and client_time in µs, connection_time in
// seconds, provider_time 0 (a container has no provider), mem_used in MiB.
// Times the server did not report and memory with no stats record are 0, as
// SeBS writes what it does not know; is_cold is True/False, empty when unknown.
namespace SebsResultCsv {
QByteArray header();
// The memory column: the sweep point, else the container's limit, else 0 (MiB).
int memoryOf(const RunInfo &run);
void appendRow(QByteArray &out, const RunInfo &run, const Sample &sample, const MemoryLookup &memory);
} // namespace SebsResultCsv

QByteArray sebsResultCsv(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory);

} // namespace cp
