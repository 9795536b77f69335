#include "experiment_driver.h"

#include "cli_support.h"
#include "cost_printer.h"
#include "progress_printer.h"
#include "signal_watcher.h"

#include "docker/docker_endpoint.h"
#include "model/failure_advice.h"
#include "run/experiment_runner.h"
#include "store/results_directory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

namespace cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

int exitCodeFor(const cp::ExperimentOutcome &outcome)
{
    switch (outcome.status) {
    case cp::ExperimentStatus::Finished:
        if (cp::targetNeverAnswered(outcome.runs)) {
            const cp::FailureAdvice advice = cp::commonestFailureAdvice(outcome.runs).value_or(cp::FailureAdvice{});
            printError(tr("the target never answered: every request failed (%1): %2; %3")
                           .arg(cp::failureCounts(outcome.runs), advice.cause, advice.fix));
            return ExitRunFailed;
        }
        return outcome.writeErrors.isEmpty() ? ExitOk : ExitRunFailed;
    case cp::ExperimentStatus::Stopped:
        return ExitInterrupted;
    case cp::ExperimentStatus::Failed:
        break;
    }
    printError(outcome.message);
    return outcome.dockerUnreachable ? ExitDocker : ExitRunFailed;
}

// Plain TCP to the daemon the runs will use, chosen as ContainerControl chooses it,
// is said once (docs/specification.md#docker-connection).
void warnAboutDockerConnection(const cp::Experiment &experiment)
{
    if (!experiment.needsDocker())
        return;
    auto endpoint = experiment.dockerHost.isEmpty() ? cp::DockerEndpointResolver().resolve()
                                                    : cp::DockerEndpoint::fromUrl(experiment.dockerHost);
    // An unusable address is the run's own error to report.
    if (!endpoint)
        return;
    if (!experiment.dockerHost.isEmpty())
        endpoint->origin = tr("the experiment's docker_host");
    if (const QString warning = endpoint->securityWarning(); !warning.isEmpty())
        printError(warning);
}

} // namespace

QString defaultOutputDirectory()
{
    return QStringLiteral("containerperf-results/")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

int driveExperiment(const cp::Experiment &experiment, const QString &outputDirectory, bool quiet)
{
    cp::ExperimentRunner runner;
    SignalWatcher signalWatcher;
    QTextStream err(stderr);
    int exitCode = ExitOk;

    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, &runner, [&](int) {
        if (!quiet)
            err << tr("interrupted: stopping and writing the results") << Qt::endl;
        runner.stop();
    });
    QObject::connect(&runner, &cp::ExperimentRunner::progressed, &runner, [&](const cp::RunProgress &progress) {
        if (!quiet)
            err << progressLine(progress) << Qt::endl;
    });
    QObject::connect(&runner, &cp::ExperimentRunner::runFinished, &runner, [&](const cp::RunSummary &summary) {
        if (!quiet)
            err << runSummaryLine(summary) << Qt::endl;
    });
    QObject::connect(&runner, &cp::ExperimentRunner::warning, &runner,
                     [](const QString &message) { printError(message); });
    QObject::connect(&runner, &cp::ExperimentRunner::finished, &runner, [&](const cp::ExperimentOutcome &outcome) {
        for (const QString &error : outcome.writeErrors)
            printError(error);
        exitCode = exitCodeFor(outcome);
        if (!quiet) {
            for (const cp::RunSummary &run : outcome.runs) {
                if (run.cost)
                    err << runCostLine(run) << Qt::endl;
                if (run.billing)
                    err << billingLine(run, experiment.pricing->model) << Qt::endl;
                else if (experiment.pricing)
                    err << tr("run %1 has no bill: %2").arg(run.info.index).arg(run.billingMissing) << Qt::endl;
            }
            for (const cp::PerfCostCurve &curve : outcome.perfCostCurves) {
                for (const QString &line : perfCostCurveLines(curve))
                    err << line << Qt::endl;
            }
            for (const cp::ColdStartOverhead &overhead : outcome.coldStarts)
                err << coldStartLine(overhead) << Qt::endl;
            err << tr("results in %1").arg(outcome.outputDirectory) << Qt::endl;
        }
        QCoreApplication::exit(exitCode);
    });

    QString error;
    // Checked here first to name the option that chooses it; the runner checks it again.
    if (!cp::ResultsDirectory::prepare(outputDirectory, &error)) {
        printError(tr("%1 with --out").arg(error));
        return ExitUsage;
    }
    if (!runner.start(experiment, outputDirectory, &error)) {
        printError(error);
        return ExitUsage;
    }
    warnAboutDockerConnection(experiment);
    QCoreApplication::exec();
    return exitCode;
}

} // namespace cli
