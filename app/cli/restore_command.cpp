#include "restore_command.h"

#include "cli_support.h"

#include "run/limits_restorer.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

int exitCodeFor(cp::LimitsRestorer::Status status)
{
    switch (status) {
    case cp::LimitsRestorer::Status::Restored:
    case cp::LimitsRestorer::Status::NothingRecorded:
        return cli::ExitOk;
    case cp::LimitsRestorer::Status::Unreadable:
        return cli::ExitUsage;
    case cp::LimitsRestorer::Status::DaemonUnreachable:
        return cli::ExitDocker;
    case cp::LimitsRestorer::Status::Failed:
        break;
    }
    return cli::ExitRunFailed;
}

} // namespace

int runRestoreCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Sets back the container limits recorded in DIR/original-limits.json by a run that was killed while it "
           "had changed them."));
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("The results directory of that run."));
    if (const auto exit = cli::parseOrExit(parser, arguments))
        return *exit;
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("give exactly one results directory (see --help)"));
        return cli::ExitUsage;
    }

    cp::LimitsRestorer restorer;
    std::optional<cp::LimitsRestorer::Result> result;
    restorer.restore(parser.positionalArguments().first(), [&result](const cp::LimitsRestorer::Result &r) {
        result = r;
        QCoreApplication::exit();
    });
    if (!result)
        QCoreApplication::exec();
    const int exitCode = exitCodeFor(result->status);
    QTextStream out(stdout);
    for (const QString &line : std::as_const(result->lines)) {
        if (exitCode == cli::ExitOk)
            out << line << Qt::endl;
        else
            cli::printError(line);
    }
    return exitCode;
}
