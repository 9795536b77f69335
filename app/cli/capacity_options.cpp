#include "capacity_options.h"

#include "cli_support.h"

#include <QCoreApplication>

#include <cmath>

namespace cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

// A number option that must be finite; prints an error naming it when it is not.
bool numberOption(const QCommandLineParser &parser, const QString &name, double &value)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const double parsed = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(parsed)) {
        printError(tr("--%1 takes a number, not '%2'").arg(name, parser.value(name)));
        return false;
    }
    value = parsed;
    return true;
}

bool durationOption(const QCommandLineParser &parser, const QString &name, std::chrono::nanoseconds &value)
{
    if (!parser.isSet(name))
        return true;
    const auto parsed = parseDuration(parser.value(name));
    if (!parsed) {
        printError(tr("--%1 takes a duration such as 5s or 500ms, not '%2'").arg(name, parser.value(name)));
        return false;
    }
    value = *parsed;
    return true;
}
} // namespace

QList<QCommandLineOption> capacityOptions()
{
    return {
        {QStringLiteral("capacity"),
         tr("With --type rate: search the highest rate that keeps TARGETS, thresholds separated by commas, e.g. "
            "'p99_ms<50,error_rate<0.001', probing constant rates, doubling then bisecting."),
         QStringLiteral("TARGETS")},
        {QStringLiteral("capacity-start"), tr("The capacity search's first rate, requests/s (default 10)."),
         QStringLiteral("R")},
        {QStringLiteral("capacity-max"), tr("The highest rate the capacity search tries (default: no bound)."),
         QStringLiteral("R")},
        {QStringLiteral("capacity-probe"), tr("How long each probe measures (default 5s)."), QStringLiteral("D")},
        {QStringLiteral("capacity-settle"), tr("How long each probe loads before it measures; discarded (default 1s)."),
         QStringLiteral("D")},
        {QStringLiteral("capacity-precision"),
         tr("The search ends when the gap between the rate passed and the rate failed is below this share of the "
            "first (default 0.05)."),
         QStringLiteral("P")},
    };
}

bool applyCapacityOptions(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    if (!parser.isSet(QStringLiteral("capacity"))) {
        for (const QCommandLineOption &option : capacityOptions()) {
            if (parser.isSet(option.names().first())) {
                printError(tr("--%1 sets how --capacity searches: give --capacity too").arg(option.names().first()));
                return false;
            }
        }
        return true;
    }
    cp::CapacitySearch search;
    QStringList errors;
    search.targets =
        cp::parseThresholds(cp::CapacitySearch::splitTargets(parser.value(QStringLiteral("capacity"))), &errors);
    if (!errors.isEmpty()) {
        printError(tr("--capacity: %1").arg(errors.first()));
        return false;
    }
    if (!numberOption(parser, QStringLiteral("capacity-start"), search.startRps)
        || !numberOption(parser, QStringLiteral("capacity-max"), search.maxRps)
        || !numberOption(parser, QStringLiteral("capacity-precision"), search.precision)
        || !durationOption(parser, QStringLiteral("capacity-probe"), search.probe)
        || !durationOption(parser, QStringLiteral("capacity-settle"), search.settle))
        return false;
    experiment.capacity = search;
    return true;
}

} // namespace cli
