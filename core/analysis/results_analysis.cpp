#include "analysis/results_analysis.h"

#include "analysis/group_selector.h"

#include <QCoreApplication>

namespace cp {

QString ResultsAnalysis::leftOutNote() const
{
    QStringList parts;
    if (emptySkipped)
        parts << tr("%n empty values", nullptr, int(emptySkipped));
    if (failedSkipped)
        parts << tr("%n failed requests", nullptr, int(failedSkipped));
    if (partialLineDropped)
        parts << tr("the cut-off last line of the journal");
    if (parts.isEmpty())
        return {};
    return tr("Left out: %1.").arg(parts.join(QStringLiteral(", ")));
}

std::optional<ResultsAnalysis> analyzeResults(const ResultsSource &source, const QString &column,
                                              const QStringList &groupBy, QString *error,
                                              const ResultsSource::Canceled &canceled)
{
    GroupedValues values;
    if (!source.read(column, groupBy, &values, error, canceled))
        return std::nullopt;
    ResultsAnalysis analysis;
    analysis.file = source.file();
    analysis.column = column;
    analysis.groupColumns = values.groupColumns;
    analysis.emptySkipped = values.emptySkipped;
    analysis.failedSkipped = values.failedSkipped;
    analysis.partialLineDropped = values.partialLineDropped;
    analysis.groups.reserve(values.groups.size());
    for (auto &[key, groupValues] : values.groups)
        analysis.groups.push_back({key, stats::summarize(std::move(groupValues))});
    return analysis;
}

std::optional<ResultsAnalysis> analyzeResults(const QString &path, QString *error,
                                              const ResultsSource::Canceled &canceled)
{
    const auto source = ResultsSource::resolve(path, error);
    if (!source)
        return std::nullopt;
    return analyzeResults(*source, source->defaultColumn(), source->defaultGroups(), error, canceled);
}

std::optional<stats::MedianComparison> compareGroups(const ResultsSource &source, const QString &column,
                                                     const GroupSelector &a, const GroupSelector &b, QString *error)
{
    // Group by every column either side names, then pool the groups each side matches.
    QStringList columns;
    for (const GroupSelector *selector : {&a, &b}) {
        for (const auto &pair : selector->pairs) {
            if (!columns.contains(pair.first))
                columns << pair.first;
        }
    }
    GroupedValues values;
    if (!source.read(column, columns, &values, error))
        return std::nullopt;
    std::vector<double> valuesA;
    std::vector<double> valuesB;
    for (const auto &[key, groupValues] : values.groups) {
        if (a.matches(columns, key))
            valuesA.insert(valuesA.end(), groupValues.begin(), groupValues.end());
        if (b.matches(columns, key))
            valuesB.insert(valuesB.end(), groupValues.begin(), groupValues.end());
    }
    for (const auto &[selector, selected] : {std::pair{&a, &valuesA}, std::pair{&b, &valuesB}}) {
        if (selected->empty()) {
            // Spelled out so lupdate files it under the context it is looked up in.
            *error = QCoreApplication::translate("cp::ResultsAnalysis", "%1: no rows with a %2 value match '%3'")
                         .arg(source.file(), column, selector->text);
            return std::nullopt;
        }
    }
    return stats::compareMedians(valuesA, valuesB);
}

} // namespace cp
