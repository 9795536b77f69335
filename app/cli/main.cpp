#include "analyze_command.h"
#include "cli_support.h"
#include "command.h"
#include "containers_command.h"
#include "experiment_command.h"
#include "report_command.h"
#include "restore_command.h"
#include "run_command.h"
#include "stats_command.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

// Registered subcommands, in the order `--help` lists them.
const CliCommand commands[] = {
    {"analyze", "analyze FILE.csv|DIR [--column C] [--group-by a,b] [--json] [--compare A B]", &runAnalyzeCommand},
    {"run", "run --url URL [options]       load an endpoint, write a results directory", &runRunCommand},
    {"experiment", "experiment FILE.json [--out DIR] [--url URL] [--container NAME]...  run an experiment file",
     &runExperimentCommand},
    {"stats", "stats NAME... [--duration 10s] [--out DIR] [--format default|seed]   stream container stats",
     &runStatsCommand},
    {"containers", "containers [--json] [--all]   list containers with their URLs", &runContainersCommand},
    {"restore", "restore DIR   set back the container limits a killed run left changed", &runRestoreCommand},
    {"report", "report DIR... --out FILE.html [--pricing PRESET|FILE]   write a self-contained HTML report",
     &runReportCommand},
};

void printUsage(QTextStream &out)
{
    out << QCoreApplication::translate("cli", "Usage: containerperf-cli COMMAND [OPTIONS]\n\nCommands:\n");
    for (const auto &command : commands)
        out << "  " << command.synopsis << '\n';
    out << QCoreApplication::translate("cli", "\n'containerperf-cli COMMAND --help' describes a command's options.\n");
}

} // namespace

int main(int argc, char *argv[])
{
    const auto app = createCliApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("containerperf-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CONTAINERPERF_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("ContainerPerf"));

    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty() || arguments.first() == QLatin1String("--help")
        || arguments.first() == QLatin1String("-h")) {
        QTextStream out(arguments.isEmpty() ? stderr : stdout);
        printUsage(out);
        return arguments.isEmpty() ? cli::ExitUsage : cli::ExitOk;
    }
    if (arguments.first() == QLatin1String("--version")) {
        QTextStream(stdout) << "containerperf-cli " << CONTAINERPERF_VERSION << '\n';
        return cli::ExitOk;
    }
    for (const auto &command : commands) {
        if (arguments.first() == QLatin1String(command.name))
            return command.run(arguments);
    }
    cli::printError(
        QCoreApplication::translate("cli", "unknown command '%1'; run 'containerperf-cli --help' for the list")
            .arg(arguments.first()));
    return cli::ExitUsage;
}
