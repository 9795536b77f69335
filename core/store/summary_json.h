#pragma once

#include "model/run_info.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cp {

inline constexpr QLatin1StringView SummaryFormat("containerperf-summary/1");

// summary.json (docs/experiment-format.md#the-summary-file): per run its counts, throughput and
// statistics (docs/statistics.md#the-summary).
QJsonObject runSummaryToJson(const RunSummary &summary);
// `answers` are the experiment-wide keys beside the runs (cold_start_overhead,
// pricing, perf_cost_curve).
QJsonObject summaryDocument(const QList<RunSummary> &runs, const QJsonObject &answers = {});

// One generator replica's figures in a run's "generators" (docs/scale-out.md#generator-health).
QJsonObject generatorReportToJson(const GeneratorReport &generator);
GeneratorReport generatorReportFromJson(const QJsonObject &generator);

// Read back, so that an imported results directory shows the run's exact figures.
std::optional<RunSummary> runSummaryFromJson(const QJsonObject &run, QString *error);
std::optional<QList<RunSummary>> summaryDocumentFromJson(const QJsonObject &document, QString *error);

} // namespace cp
