#pragma once

#include "model/run_info.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// One `<type>_results_<memory>.json` (docs/experiment-format.md#the-sebs-run-files), shaped like SeBS's perf-cost
// run files: the accepted samples as `invocations` (keyed by endpoint, then
// request id; SeBS's stats/times/provider_times fields, times in µs except
// http_startup and http_first_byte_return in seconds) and a `statistics` block
// with samples_generated, failures, failures_count, incorrect_count, cold_count
// (and cold_start_us per cold batch, ContainerPerf's addition).
struct SebsRunFile
{
    QString name;
    QJsonObject content;
};

QJsonObject sebsRunJson(const RunRecord &run, const MemoryLookup &memory);
// One file per run; a name that two runs would share (a CPU or message-length
// sweep) gets the run's index appended.
QList<SebsRunFile> sebsRunFiles(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory);

} // namespace cp
