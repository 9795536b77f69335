#include "run_command.h"

#include "cli_support.h"
#include "experiment_driver.h"
#include "run_options.h"

#include <QCoreApplication>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

} // namespace

int runRunCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Loads an endpoint and writes samples.csv, summary.json and experiment.json."));
    cli::addRunOptions(parser);
    parser.addOptions({
        {QStringLiteral("out"), tr("Results directory (default containerperf-results/<time>)."), QStringLiteral("DIR")},
        {QStringLiteral("quiet"), tr("No progress on stderr.")},
    });
    if (const auto exit = cli::parseOrExit(parser, arguments))
        return *exit;
    if (!parser.positionalArguments().isEmpty()) {
        cli::printError(tr("unexpected argument '%1' (see --help)").arg(parser.positionalArguments().first()));
        return cli::ExitUsage;
    }
    const auto experiment = cli::experimentFromOptions(parser);
    if (!experiment)
        return cli::ExitUsage;
    const auto options = cli::driveOptions(parser);
    if (!options)
        return cli::ExitUsage;
    return cli::driveExperiment(*experiment, *options);
}
