#include "analyze_command.h"

#include "analyze_report.h"
#include "cli_support.h"
#include "cost_report.h"

#include "analysis/group_selector.h"
#include "analysis/results_analysis.h"
#include "analysis/results_source.h"
#include "model/pricing.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <optional>
#include <utility>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("analyze", text);
}

QJsonObject selectionJson(const cp::GroupSelector &selector)
{
    QStringList columns;
    QStringList values;
    for (const auto &[column, value] : selector.pairs) {
        columns << column;
        values << value;
    }
    return cli::AnalyzeReport::groupJson(columns, values);
}

// QCommandLineParser gives an option one value; `--compare A B` takes two, so
// it is lifted out of the arguments before parsing.
struct CompareArguments
{
    QStringList rest;
    std::optional<std::pair<QString, QString>> groups;
    bool incomplete = false;
};

CompareArguments liftCompare(const QStringList &arguments)
{
    CompareArguments result;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1StringView("--compare")) {
            result.rest << arguments[i];
            continue;
        }
        if (i + 2 >= arguments.size() || result.groups) {
            result.incomplete = true;
            return result;
        }
        result.groups = std::pair{arguments[i + 1], arguments[i + 2]};
        i += 2;
    }
    return result;
}

int compare(const cp::ResultsSource &source, const QString &column, const QString &textA, const QString &textB,
            bool json)
{
    const auto a = cp::GroupSelector::parse(textA);
    const auto b = cp::GroupSelector::parse(textB);
    if (!a || !b) {
        cli::printError(
            tr("--compare takes two groups written column=value[,column=value...], not '%1'").arg(a ? textB : textA));
        return cli::ExitUsage;
    }
    QString error;
    const auto comparison = cp::compareGroups(source, column, *a, *b, &error);
    if (!comparison) {
        cli::printError(error);
        return cli::ExitUsage;
    }
    const cli::AnalyzeReport::Side sideA{a->text, selectionJson(*a)};
    const cli::AnalyzeReport::Side sideB{b->text, selectionJson(*b)};
    QTextStream out(stdout);
    if (json)
        out << QJsonDocument(cli::AnalyzeReport::comparisonJson(column, sideA, sideB, *comparison)).toJson();
    else
        out << cli::AnalyzeReport::comparisonText(column, sideA, sideB, *comparison);
    return cli::ExitOk;
}

} // namespace

int runAnalyzeCommand(const QStringList &arguments)
{
    const CompareArguments lifted = liftCompare(arguments);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Statistics of one column of a results file, per group of rows\n"
           "(defined in docs/statistics.md).\n\n"
           "PATH is a CSV file or a ContainerPerf results directory. A directory is read from its\n"
           "samples.csv, else its samples.journal.csv (a running or killed run; a cut-off last line\n"
           "is ignored), else its result.csv. Defaults: for ContainerPerf samples, column total_us,\n"
           "groups run,type,memory_mb,cpu_limit,msg_length, and only rows whose error is ok; for a\n"
           "SeBS result.csv and any other CSV, column client_time, groups memory,type,is_cold.\n"
           "Empty values are skipped; anything else that is not a number is an error.\n\n"
           "--compare A B compares the medians of two groups: B minus A, with a 95% percentile\n"
           "bootstrap interval (2000 resamples, fixed seed, so reruns agree). A group is written\n"
           "column=value[,column=value...] and means every row with those values, e.g.\n"
           "  --compare \"memory=128,type=warm\" \"memory=256,type=warm\"\n\n"
           "--cost DIR prints a finished results directory's answers, worked out again from its\n"
           "summary.json and samples.csv: each run's cost and bills, the perf-cost curves with\n"
           "their Pareto-optimal points, T_cold/T_warm per sweep point (docs/statistics.md), and\n"
           "what capacity searches found (docs/load-testing.md)."));
    parser.addPositionalArgument(QStringLiteral("PATH"), tr("A CSV file or a results directory."));
    const QCommandLineOption columnOption(QStringLiteral("column"), tr("The column to analyse."), tr("C"));
    const QCommandLineOption groupOption(
        QStringLiteral("group-by"), tr("Comma-separated columns to group rows by; \"\" for one group."), tr("a,b"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON instead of a table."));
    const QCommandLineOption compareOption(QStringLiteral("compare"),
                                           tr("Compare the medians of groups A and B (takes two values)."), tr("A B"));
    const QCommandLineOption costOption(
        QStringLiteral("cost"),
        tr("For a results directory: each run's cost and bills, the perf-cost curves and the cold-start overheads."));
    const QCommandLineOption pricingOption(
        QStringLiteral("pricing"),
        tr("With --cost: bill at a preset's prices (%1) or a JSON file's pricing object, instead of the recorded.")
            .arg(cp::pricingPresetNames().join(QStringLiteral(", "))),
        tr("PRESET|FILE"));
    parser.addOptions({columnOption, groupOption, jsonOption, compareOption, costOption, pricingOption});
    if (const auto exit = cli::parseOrExit(parser, lifted.rest))
        return *exit;
    if (lifted.incomplete || parser.isSet(compareOption)) {
        cli::printError(tr("--compare takes two groups, A and B (see --help)"));
        return cli::ExitUsage;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        cli::printError(tr("analyze takes one FILE.csv or results directory (see --help)"));
        return cli::ExitUsage;
    }

    if (parser.isSet(costOption)) {
        if (parser.isSet(columnOption) || parser.isSet(groupOption) || lifted.groups) {
            cli::printError(
                tr("--cost reads a results directory whole: it takes no --column, --group-by or --compare"));
            return cli::ExitUsage;
        }
        return printCostReport(positional.first(), parser.value(pricingOption), parser.isSet(jsonOption));
    }
    if (parser.isSet(pricingOption)) {
        cli::printError(tr("--pricing goes with --cost"));
        return cli::ExitUsage;
    }

    QString error;
    const auto source = cp::ResultsSource::resolve(positional.first(), &error);
    if (!source) {
        cli::printError(error);
        return cli::ExitUsage;
    }
    const QString column = parser.isSet(columnOption) ? parser.value(columnOption).trimmed() : source->defaultColumn();
    const bool json = parser.isSet(jsonOption);
    if (lifted.groups)
        return compare(*source, column, lifted.groups->first, lifted.groups->second, json);

    QStringList groupBy = source->defaultGroups();
    if (parser.isSet(groupOption)) {
        groupBy.clear();
        for (const QString &group : parser.value(groupOption).split(QLatin1Char(','), Qt::SkipEmptyParts))
            groupBy << group.trimmed();
    }
    const auto analysis = cp::analyzeResults(*source, column, groupBy, &error);
    if (!analysis) {
        cli::printError(error);
        return cli::ExitUsage;
    }

    QTextStream out(stdout);
    const QString note = analysis->leftOutNote();
    if (json) {
        out << QJsonDocument(cli::AnalyzeReport::summariesJson(analysis->groupColumns, analysis->groups)).toJson();
        if (!note.isEmpty())
            QTextStream(stderr) << note << '\n';
        return cli::ExitOk;
    }
    out << tr("%1: %2 by %3\n")
               .arg(source->file(), column, groupBy.isEmpty() ? tr("(one group)") : groupBy.join(QStringLiteral(", ")));
    out << cli::AnalyzeReport::summariesTable(column, analysis->groupColumns, analysis->groups);
    if (analysis->groups.empty())
        out << tr("No values.\n");
    if (!note.isEmpty())
        out << note << '\n';
    return cli::ExitOk;
}
