#pragma once

#include "results/run_info.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cp {

// summary.json (SPEC §7.2): per run its counts, throughput and §6 statistics.
QJsonObject runSummaryToJson(const RunSummary &summary);
QJsonObject summaryDocument(const QList<RunSummary> &runs);

} // namespace cp
