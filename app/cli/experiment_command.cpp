#include "experiment_command.h"

#include "cli_support.h"
#include "experiment_driver.h"
#include "generator_options.h"

#include "run_options.h"

#include "config/experiment_json.h"
#include "http/redaction.h"
#include "model/request_url.h"

#include <QCoreApplication>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

// Adds --redact's names to the file's; an endpoint named after its URL by default
// is named again, so that the name leaves them out too.
bool applyRedactOption(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    const auto names = cli::redactNames(parser);
    if (!names)
        return false;
    const QStringList fileNames = experiment.redact;
    experiment.redact += *names;
    for (cp::Endpoint &endpoint : experiment.endpoints) {
        if (endpoint.name == cp::redactedUrlText(endpoint.request.url, fileNames))
            endpoint.name = cp::redactedUrlText(endpoint.request.url, experiment.redact);
    }
    return true;
}

// Applies --url and --container: the endpoint of a SeBS file, or a replacement
// for the file's own when there is exactly one.
bool applyEndpointOptions(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    const QStringList containers = parser.values(QStringLiteral("container"));
    if (parser.isSet(QStringLiteral("url"))) {
        const QString text = parser.value(QStringLiteral("url"));
        const QUrl url = cp::requestUrlFromText(text);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
            cli::printError(tr("--url '%1' is not an http:// or https:// URL with a host").arg(text));
            return false;
        }
        if (experiment.endpoints.size() > 1) {
            cli::printError(tr("--url replaces the endpoint of a file with one endpoint; this file has %1")
                                .arg(experiment.endpoints.size()));
            return false;
        }
        if (experiment.endpoints.isEmpty()) {
            cp::Endpoint endpoint;
            endpoint.request.method = "POST";
            experiment.endpoints.append(endpoint);
        }
        experiment.endpoints.first().request.url = url;
        experiment.endpoints.first().name = cp::redactedUrlText(url, experiment.redact);
    }
    if (!containers.isEmpty()) {
        if (experiment.endpoints.size() != 1) {
            cli::printError(tr("--container binds the one endpoint of the experiment; give --url or an experiment "
                               "with exactly one endpoint"));
            return false;
        }
        experiment.endpoints.first().containers = containers;
    }
    return true;
}

} // namespace

int runExperimentCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs an experiment file (format containerperf-experiment/1, or a SeBS perf-cost configuration) and "
           "writes one results directory. Besides what 'run' takes, a native file holds endpoint mixes with each "
           "endpoint's own request (\"mix\", \"weight\") and request sequences that pass captured values on "
           "(\"steps\", \"captures\"): docs/load-testing.md."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The experiment file (JSON)."));
    parser.addOptions({
        {QStringLiteral("out"), tr("Results directory (default containerperf-results/<time>)."), QStringLiteral("DIR")},
        {QStringLiteral("quiet"), tr("No progress on stderr.")},
        {QStringLiteral("url"), tr("The endpoint to measure: needed for a SeBS file, replaces a native file's one."),
         QStringLiteral("URL")},
        {QStringLiteral("container"), tr("Bind the endpoint to this container; repeatable."), QStringLiteral("NAME")},
        cli::redactOption(),
        cli::pricingOption(),
    });
    parser.addOptions(cli::thresholdOptions());
    parser.addOptions(cli::generatorOptions());
    if (const auto exit = cli::parseOrExit(parser, arguments))
        return *exit;
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("give exactly one experiment file (see --help)"));
        return cli::ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    QStringList errors;
    auto experiment = cp::experimentFromFile(path, &errors);
    if (!experiment) {
        for (const QString &error : errors)
            cli::printError(tr("%1: %2").arg(path, error));
        return cli::ExitUsage;
    }
    if (!applyRedactOption(parser, *experiment) || !applyEndpointOptions(parser, *experiment)
        || !cli::applyPricingOption(parser, *experiment) || !cli::applyThresholdOptions(parser, *experiment)
        || !cli::applyGeneratorOptions(parser, *experiment))
        return cli::ExitUsage;
    const QStringList problems = experiment->validate();
    if (!problems.isEmpty()) {
        for (const QString &problem : problems)
            cli::printError(tr("%1: %2").arg(path, problem));
        return cli::ExitUsage;
    }

    const auto options = cli::driveOptions(parser);
    if (!options)
        return cli::ExitUsage;
    return cli::driveExperiment(*experiment, *options);
}
