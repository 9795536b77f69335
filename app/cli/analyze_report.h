#pragma once

#include "analysis/results_analysis.h"

#include "stats/median_comparison.h"
#include "stats/summary.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <vector>

// How `analyze` prints what the core's analysis (results/results_analysis.h)
// computed: an aligned table for people, JSON (docs/statistics.md#containerperf-cli-analyze) for programs.
namespace cli::AnalyzeReport {

// The unit a column's values are in, from ContainerPerf's suffixes (_us, _ns,
// _mb, ...) and SeBS's column names; empty when unknown.
QString unitOf(const QString &column);

// `{"memory": 512, "type": "warm", ...}`: numbers as numbers, the rest as text.
QJsonObject groupJson(const QStringList &columns, const QStringList &key);

QJsonArray summariesJson(const QStringList &groupColumns, const std::vector<cp::GroupSummary> &summaries);
QString summariesTable(const QString &column, const QStringList &groupColumns,
                       const std::vector<cp::GroupSummary> &summaries);

struct Side
{
    QString selector;
    QJsonObject selection; // the selector's pairs
};
QJsonObject comparisonJson(const QString &column, const Side &a, const Side &b,
                           const cp::stats::MedianComparison &comparison);
QString comparisonText(const QString &column, const Side &a, const Side &b,
                       const cp::stats::MedianComparison &comparison);

} // namespace cli::AnalyzeReport
