#include "run_command.h"

#include "cli_support.h"
#include "progress_printer.h"
#include "run_options.h"
#include "signal_watcher.h"

#include "run/experiment_runner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

QString defaultOutputDirectory()
{
    return QStringLiteral("containerperf-results/")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

bool targetNeverAnswered(const QList<cp::RunSummary> &runs)
{
    std::int64_t answered = 0;
    std::int64_t requests = 0;
    for (const auto &run : runs) {
        requests += run.counts.requests;
        answered += run.counts.errors[std::size_t(cp::ErrorClass::Ok)]
            + run.counts.errors[std::size_t(cp::ErrorClass::Http)];
    }
    return requests > 0 && answered == 0;
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
    const QString out = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out")) : defaultOutputDirectory();
    const bool quiet = parser.isSet(QStringLiteral("quiet"));

    cp::ExperimentRunner runner;
    cli::SignalWatcher signalWatcher;
    QTextStream err(stderr);
    int exitCode = cli::ExitOk;

    QObject::connect(&signalWatcher, &cli::SignalWatcher::interrupted, &runner, [&](int) {
        if (!quiet)
            err << tr("interrupted: stopping and writing the results") << Qt::endl;
        runner.stop();
    });
    QObject::connect(&runner, &cp::ExperimentRunner::progressed, &runner, [&](const cp::RunProgress &progress) {
        if (!quiet)
            err << cli::progressLine(progress) << Qt::endl;
    });
    QObject::connect(&runner, &cp::ExperimentRunner::runFinished, &runner, [&](const cp::RunSummary &summary) {
        if (!quiet)
            err << cli::runSummaryLine(summary) << Qt::endl;
    });
    QObject::connect(&runner, &cp::ExperimentRunner::warning, &runner, [&](const QString &message) {
        cli::printError(message);
    });
    QObject::connect(&runner, &cp::ExperimentRunner::finished, &runner, [&](const cp::ExperimentOutcome &outcome) {
        for (const QString &error : outcome.writeErrors)
            cli::printError(error);
        switch (outcome.status) {
        case cp::ExperimentStatus::Finished:
            exitCode = outcome.writeErrors.isEmpty() ? cli::ExitOk : cli::ExitRunFailed;
            if (targetNeverAnswered(outcome.runs)) {
                cli::printError(tr("the target never answered: every request failed (see the error classes above); "
                                   "check the URL and that the service is up"));
                exitCode = cli::ExitRunFailed;
            }
            break;
        case cp::ExperimentStatus::Stopped:
            exitCode = cli::ExitInterrupted;
            break;
        case cp::ExperimentStatus::Failed:
            cli::printError(outcome.message);
            exitCode = cli::ExitRunFailed;
            break;
        }
        if (!quiet)
            err << tr("results in %1").arg(outcome.outputDirectory) << Qt::endl;
        QCoreApplication::exit(exitCode);
    });

    QString error;
    if (!runner.start(*experiment, out, &error)) {
        cli::printError(error);
        return cli::ExitUsage;
    }
    QCoreApplication::exec();
    return exitCode;
}
