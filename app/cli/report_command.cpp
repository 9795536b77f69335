#include "report_command.h"

#include "cli_support.h"
#include "pricing_option.h"

#ifdef CONTAINERPERF_HAS_REPORT
#include "html_report.h"

#include "analysis/results_report.h"

#include <QApplication>
#endif

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <cstring>

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("report", text, disambiguation, n);
}

} // namespace

std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv)
{
#ifdef CONTAINERPERF_HAS_REPORT
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
#endif
    return std::make_unique<QCoreApplication>(argc, argv);
}

int runReportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes one self-contained HTML report of results directories: per endpoint the statistics with their "
           "intervals, box plots of client, provider and exec time per run, latency CDFs, the cold-start overhead, "
           "the perf-cost curves, the containers' resources over time and the environment."));
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("Results directories (summary.json and samples.csv)."),
                                 QStringLiteral("DIR..."));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("The report's file (required)."),
                                       QStringLiteral("FILE.html"));
    const QCommandLineOption pricingOption(
        QStringLiteral("pricing"),
        tr("Bill at a preset's prices (%1) or a JSON file's pricing object, instead of each directory's recorded one.")
            .arg(cp::pricingPresetNames().join(QStringLiteral(", "))),
        QStringLiteral("PRESET|FILE"));
    parser.addOptions({outOption, pricingOption});
    if (const auto exit = cli::parseOrExit(parser, arguments))
        return *exit;
    const QStringList directories = parser.positionalArguments();
    if (directories.isEmpty() || !parser.isSet(outOption)) {
        cli::printError(tr("give one or more results directories and --out FILE.html (see --help)"));
        return cli::ExitUsage;
    }
#ifdef CONTAINERPERF_HAS_REPORT
    std::optional<cp::Pricing> pricing;
    if (parser.isSet(pricingOption) && !(pricing = cli::pricingFrom(parser.value(pricingOption))))
        return cli::ExitUsage;
    QList<cp::ResultsReport> reports;
    for (const QString &directory : directories) {
        QString error;
        auto report = cp::readResultsReport(directory, pricing, &error);
        if (!report) {
            cli::printError(error);
            return cli::ExitUsage;
        }
        reports.append(std::move(*report));
    }
    QString error;
    if (!cp::HtmlReport::write(reports, parser.value(outOption), &error)) {
        cli::printError(error);
        return cli::ExitRunFailed;
    }
    QTextStream(stdout) << tr("report of %n results directories written to %1\n", nullptr, int(directories.size()))
                               .arg(QDir::toNativeSeparators(parser.value(outOption)));
    return cli::ExitOk;
#else
    cli::printError(tr("this containerperf-cli was built without Qt Charts, which draws the report's figures: "
                       "build it with the desktop application (cmake -DCONTAINERPERF_BUILD_GUI=ON)"));
    return cli::ExitUsage;
#endif
}
