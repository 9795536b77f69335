#pragma once

#include "model/cold_start_overhead.h"

#include <QJsonArray>
#include <QList>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// One entry per endpoint and sweep point with both warm and cold runs, in the
// order the experiment first ran them (docs/experiment-format.md#cold-start-overhead).
QList<ColdStartOverhead> coldStartOverheads(const std::vector<std::unique_ptr<RunRecord>> &runs);

// summary.json's `cold_start_overhead`.
QJsonArray coldStartOverheadsToJson(const QList<ColdStartOverhead> &overheads);

} // namespace cp
