#pragma once

#include "results/run_info.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cp {

// Reads back what summary_json.h writes: the GUI imports a results directory
// from its summary.json, so the table shows the exact figures of the run.
stats::Summary summaryFromJson(const QJsonObject &object);
std::optional<RunSummary> runSummaryFromJson(const QJsonObject &run, QString *error);
// A whole summary.json document ("format": "containerperf-summary/1").
std::optional<QList<RunSummary>> summaryDocumentFromJson(const QJsonObject &document, QString *error);

} // namespace cp
