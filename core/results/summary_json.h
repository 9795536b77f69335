#pragma once

#include "results/run_info.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cp {

inline constexpr QLatin1StringView SummaryFormat("containerperf-summary/1");

// summary.json (SPEC §7.2): per run its counts, throughput and §6 statistics.
QJsonObject runSummaryToJson(const RunSummary &summary);
QJsonObject summaryDocument(const QList<RunSummary> &runs);

// Read back, so that an imported results directory shows the run's exact figures.
std::optional<RunSummary> runSummaryFromJson(const QJsonObject &run, QString *error);
std::optional<QList<RunSummary>> summaryDocumentFromJson(const QJsonObject &document, QString *error);

} // namespace cp
