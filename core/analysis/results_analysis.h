#pragma once

#include "analysis/results_source.h"

#include "stats/median_comparison.h"
#include "stats/summary.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cp {

struct GroupSelector;

// One group of rows: its values of the group columns and their statistics
// (docs/statistics.md#the-summary).
struct GroupSummary
{
    QStringList key;
    stats::Summary summary;
};

// One column of a results file summarised per group of rows: what
// `containerperf-cli analyze` prints and the GUI's import shows.
struct ResultsAnalysis
{
    QString file; // the file read, which for a directory is one of its files
    QString column;
    QStringList groupColumns;
    std::vector<GroupSummary> groups; // in GroupKeyLess order
    qint64 emptySkipped = 0;
    qint64 failedSkipped = 0;
    bool partialLineDropped = false;

    // One line on what was left out, or empty when nothing was.
    QString leftOutNote() const;

    Q_DECLARE_TR_FUNCTIONS(cp::ResultsAnalysis)
};

// Empty with `error` naming the file, line and column on unreadable input.
std::optional<ResultsAnalysis> analyzeResults(const ResultsSource &source, const QString &column,
                                              const QStringList &groupBy, QString *error,
                                              const ResultsSource::Canceled &canceled = {});
// The file `path` resolves to, with its format's default column and groups.
std::optional<ResultsAnalysis> analyzeResults(const QString &path, QString *error,
                                              const ResultsSource::Canceled &canceled = {});

// The medians of the rows `a` selects and of those `b` selects, pooled over
// their groups, compared (B minus A); empty with `error` when a side selects no value.
std::optional<stats::MedianComparison> compareGroups(const ResultsSource &source, const QString &column,
                                                     const GroupSelector &a, const GroupSelector &b, QString *error);

} // namespace cp
