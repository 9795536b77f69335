#include "experiment_driver.h"

#include "cli_support.h"
#include "cost_printer.h"
#include "progress_printer.h"
#include "signal_watcher.h"

#include "docker/docker_endpoint.h"
#include "model/failure_advice.h"
#include "run/experiment_runner.h"
#include "store/atomic_file.h"
#include "store/results_directory.h"
#include "store/threshold_json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
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
        if (!outcome.writeErrors.isEmpty())
            return ExitRunFailed;
        return cp::allThresholdsPassed(outcome.thresholds) ? ExitOk : ExitThresholdFailed;
    case cp::ExperimentStatus::Stopped:
        return ExitInterrupted;
    case cp::ExperimentStatus::Aborted:
        printError(tr("stopped early: %1").arg(outcome.message));
        return ExitThresholdFailed;
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

// A failed threshold is said even with --quiet: it decides the exit code.
void printThresholds(const QList<cp::ThresholdResult> &results, bool quiet, QTextStream &err)
{
    for (const cp::ThresholdResult &result : results) {
        if (!result.passed())
            printError(tr("threshold %1 failed: %2").arg(result.threshold.text, result.failureText()));
        else if (!quiet)
            err << tr("threshold %1 passed; closest to its limit: %2 in %3")
                       .arg(result.threshold.text, QString::number(*result.closest()->value, 'g', 6),
                            result.closest()->subject)
                << Qt::endl;
    }
}

// "containerperf-results/<local time>": where results go without --out.
QString defaultOutputDirectory()
{
    return QStringLiteral("containerperf-results/")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

// Failed checks are said even with --quiet: each is an error the run counted.
void printChecks(const QList<cp::CheckResult> &results, bool quiet, QTextStream &err)
{
    for (const cp::CheckResult &result : results) {
        if (!result.passed())
            printError(tr("check %1 of %2 failed: %3").arg(result.check, result.endpoint, result.failureText()));
        else if (!quiet)
            err << tr("check %1 of %2 passed: none of %3 requests failed it")
                       .arg(result.check, result.endpoint)
                       .arg(result.requests)
                << Qt::endl;
    }
}

bool writeJUnit(const QString &path, const cp::ExperimentOutcome &outcome, double durationS)
{
    cp::AtomicFile file(path);
    if (file.open()) {
        file.write(cp::loadTestToJUnit(outcome.thresholds, cp::checkResults(outcome.runs),
                                       QDateTime::currentDateTimeUtc(), durationS));
        if (file.commit())
            return true;
    }
    printError(tr("could not write the JUnit file %1: %2").arg(path, file.errorString()));
    return false;
}

} // namespace

std::optional<DriveOptions> driveOptions(const QCommandLineParser &parser)
{
    DriveOptions options;
    options.outputDirectory =
        parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out")) : defaultOutputDirectory();
    options.quiet = parser.isSet(QStringLiteral("quiet"));
    if (parser.isSet(QStringLiteral("junit"))) {
        options.junitPath = parser.value(QStringLiteral("junit"));
        // Found before the run, not after it: a CI job must not measure for nothing.
        const QFileInfo folder(QFileInfo(options.junitPath).absolutePath());
        if (options.junitPath.isEmpty() || !folder.isDir() || !folder.isWritable()) {
            printError(tr("--junit %1: the folder %2 does not exist or cannot be written")
                           .arg(options.junitPath, folder.filePath()));
            return std::nullopt;
        }
    }
    return options;
}

int driveExperiment(const cp::Experiment &experiment, const DriveOptions &options)
{
    const QString &outputDirectory = options.outputDirectory;
    const bool quiet = options.quiet;
    QElapsedTimer elapsed;
    elapsed.start();
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
        // A generator of a job succeeds whenever its results are written: the run that
        // started it reads how it went from them, and the swarm would start a failed one again
        // (docs/scale-out.md#shards).
        if (experiment.shard.assigned && outcome.writeErrors.isEmpty()
            && outcome.status != cp::ExperimentStatus::Failed)
            exitCode = ExitOk;
        printThresholds(outcome.thresholds, quiet, err);
        printChecks(cp::checkResults(outcome.runs), quiet, err);
        // The answer a capacity search came for, even with --quiet.
        for (const cp::RunSummary &run : outcome.runs) {
            if (run.capacity)
                err << capacityLine(run) << Qt::endl;
        }
        if (!options.junitPath.isEmpty() && !writeJUnit(options.junitPath, outcome, double(elapsed.elapsed()) / 1000)
            && (exitCode == ExitOk || exitCode == ExitThresholdFailed))
            exitCode = ExitRunFailed;
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
