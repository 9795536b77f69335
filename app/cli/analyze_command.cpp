#include "analyze_command.h"

#include "analyze_report.h"
#include "analyze_source.h"
#include "cli_support.h"

#include "stats/median_comparison.h"
#include "stats/summary.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("analyze", text);
}

// `column=value,column=value`: the rows whose columns hold those values.
struct GroupSelector
{
    QString text;
    QList<std::pair<QString, QString>> pairs;
};

std::optional<GroupSelector> parseSelector(const QString &text)
{
    GroupSelector selector{text, {}};
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return std::nullopt;
        selector.pairs.append({part.left(equals).trimmed(), part.mid(equals + 1).trimmed()});
    }
    if (selector.pairs.isEmpty())
        return std::nullopt;
    return selector;
}

// "False" matches false, 128 matches 128.0: people type selectors by hand.
bool sameValue(const QString &wanted, const QString &actual)
{
    if (wanted.compare(actual, Qt::CaseInsensitive) == 0)
        return true;
    bool wantedNumber = false;
    bool actualNumber = false;
    const double x = wanted.toDouble(&wantedNumber);
    const double y = actual.toDouble(&actualNumber);
    return wantedNumber && actualNumber && x == y;
}

bool matches(const GroupSelector &selector, const QStringList &columns, const QStringList &key)
{
    for (const auto &[column, value] : selector.pairs) {
        if (!sameValue(value, key.value(columns.indexOf(column))))
            return false;
    }
    return true;
}

QJsonObject selectionJson(const GroupSelector &selector)
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

int compare(const cli::AnalyzeSource &source, const QString &column, const QString &textA, const QString &textB,
            bool json)
{
    const auto a = parseSelector(textA);
    const auto b = parseSelector(textB);
    if (!a || !b) {
        cli::printError(tr("--compare takes two groups written column=value[,column=value...], not '%1'")
                            .arg(a ? textB : textA));
        return cli::ExitUsage;
    }
    // Group by every column either side names, then pool the groups each side matches.
    QStringList columns;
    for (const GroupSelector *selector : {&*a, &*b}) {
        for (const auto &pair : selector->pairs) {
            if (!columns.contains(pair.first))
                columns << pair.first;
        }
    }
    cli::GroupedValues values;
    QString error;
    if (!source.read(column, columns, &values, &error)) {
        cli::printError(error);
        return cli::ExitUsage;
    }
    std::vector<double> valuesA;
    std::vector<double> valuesB;
    for (const auto &[key, groupValues] : values.groups) {
        if (matches(*a, columns, key))
            valuesA.insert(valuesA.end(), groupValues.begin(), groupValues.end());
        if (matches(*b, columns, key))
            valuesB.insert(valuesB.end(), groupValues.begin(), groupValues.end());
    }
    for (const auto &[selector, selected] : {std::pair{&*a, &valuesA}, std::pair{&*b, &valuesB}}) {
        if (selected->empty()) {
            cli::printError(tr("%1: no rows with a %2 value match '%3'")
                                .arg(source.file(), column, selector->text));
            return cli::ExitUsage;
        }
    }
    const auto comparison = cp::stats::compareMedians(valuesA, valuesB);
    const cli::AnalyzeReport::Side sideA{a->text, selectionJson(*a)};
    const cli::AnalyzeReport::Side sideB{b->text, selectionJson(*b)};
    QTextStream out(stdout);
    if (json)
        out << QJsonDocument(cli::AnalyzeReport::comparisonJson(column, sideA, sideB, comparison)).toJson();
    else
        out << cli::AnalyzeReport::comparisonText(column, sideA, sideB, comparison);
    return cli::ExitOk;
}

} // namespace

int runAnalyzeCommand(const QStringList &arguments)
{
    const CompareArguments lifted = liftCompare(arguments);

    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "SPEC §6 statistics of one column of a results file, per group of rows.\n\n"
        "PATH is a CSV file or a ContainerPerf results directory. A directory is read from its\n"
        "samples.csv, else its samples.journal.csv (a running or killed run; a cut-off last line\n"
        "is ignored), else its result.csv. Defaults: for ContainerPerf samples, column total_us,\n"
        "groups run,type,memory_mb,cpu_limit,msg_length, and only rows whose error is ok; for a\n"
        "SeBS result.csv and any other CSV, column client_time, groups memory,type,is_cold.\n"
        "Empty values are skipped; anything else that is not a number is an error.\n\n"
        "--compare A B compares the medians of two groups: B minus A, with a 95% percentile\n"
        "bootstrap interval (2000 resamples, fixed seed, so reruns agree). A group is written\n"
        "column=value[,column=value...] and means every row with those values, e.g.\n"
        "  --compare \"memory=128,type=warm\" \"memory=256,type=warm\""));
    parser.addPositionalArgument(QStringLiteral("PATH"), tr("A CSV file or a results directory."));
    const QCommandLineOption columnOption(QStringLiteral("column"), tr("The column to analyse."), tr("C"));
    const QCommandLineOption groupOption(
        QStringLiteral("group-by"), tr("Comma-separated columns to group rows by; \"\" for one group."), tr("a,b"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON instead of a table."));
    const QCommandLineOption compareOption(QStringLiteral("compare"),
                                           tr("Compare the medians of groups A and B (takes two values)."),
                                           tr("A B"));
    parser.addOptions({columnOption, groupOption, jsonOption, compareOption});
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

    QString error;
    const auto source = cli::AnalyzeSource::resolve(positional.first(), &error);
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
    cli::GroupedValues values;
    if (!source->read(column, groupBy, &values, &error)) {
        cli::printError(error);
        return cli::ExitUsage;
    }

    std::vector<cli::AnalyzeReport::GroupSummary> summaries;
    for (auto &[key, groupValues] : values.groups)
        summaries.emplace_back(key, cp::stats::summarize(std::move(groupValues)));

    QTextStream out(stdout);
    const QString note = cli::AnalyzeReport::skippedNote(values);
    if (json) {
        out << QJsonDocument(cli::AnalyzeReport::summariesJson(values.groupColumns, summaries)).toJson();
        if (!note.isEmpty())
            QTextStream(stderr) << note << '\n';
        return cli::ExitOk;
    }
    out << tr("%1: %2 by %3\n")
               .arg(source->file(), column,
                    groupBy.isEmpty() ? tr("(one group)") : groupBy.join(QStringLiteral(", ")));
    out << cli::AnalyzeReport::summariesTable(column, values.groupColumns, summaries);
    if (summaries.empty())
        out << tr("No values.\n");
    if (!note.isEmpty())
        out << note << '\n';
    return cli::ExitOk;
}
