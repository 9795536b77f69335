#pragma once

#include "model/run_info.h"

#include <QHash>
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
// counted as SeBS's perf-cost counts: samples_generated (accepted), failures and
// failures_count (warm-up batches included), incorrect and incorrect_count (cold
// runs' successful samples that were not cold), cold_count (cold among the
// accepted); and ContainerPerf's cold_start_us per cold batch and where each
// provider time came from.
struct SebsRunFile
{
    QString name;
    QJsonObject content;
    int run = 0; // the run's index
};

QJsonObject sebsRunJson(const RunRecord &run, const MemoryLookup &memory);
// How a failed request is listed under `failures`.
QString sebsFailureLine(const Sample &sample);
// The file name of each perf-cost run among `runs`, by run index: a name that two
// runs would share (a CPU or message-length sweep) gets the run's index appended.
QHash<int, QString> sebsRunFileNames(const QList<RunInfo> &runs);
// One file per perf-cost run, named as sebsRunFileNames() says.
QList<SebsRunFile> sebsRunFiles(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory);

} // namespace cp
