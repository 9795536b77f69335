#include "run_options.h"

#include "capacity_options.h"
#include "cli_support.h"
#include "generator_options.h"

#include "http/redaction.h"
#include "model/request_url.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <type_traits>

namespace cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

std::optional<std::chrono::nanoseconds> durationOption(const QCommandLineParser &parser, const QString &name)
{
    const auto value = parseDuration(parser.value(name));
    if (!value)
        printError(tr("--%1 takes a duration such as 10s, 500ms or 2m, not '%2'").arg(name, parser.value(name)));
    return value;
}

bool parseRate(const QString &text, cp::Experiment &experiment)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    bool ok1 = false;
    bool ok2 = true;
    experiment.rateStart = parts.value(0).toDouble(&ok1);
    experiment.rateEnd = parts.size() > 1 ? parts[1].toDouble(&ok2) : experiment.rateStart;
    if (!ok1 || !ok2 || parts.size() > 2 || experiment.rateStart < 0 || experiment.rateEnd < 0) {
        printError(
            tr("--rate takes requests per second R or a ramp R1:R2 of non-negative numbers, not '%1'").arg(text));
        return false;
    }
    return true;
}

// "10s:100,30s:500,10s:0": each stage's duration and target. Prints what is wrong, naming the option.
std::optional<QList<cp::LoadStage>> stagesOption(const QString &text)
{
    QList<cp::LoadStage> stages;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const QStringList fields = part.trimmed().split(QLatin1Char(':'));
        const auto duration = fields.size() == 2 ? parseDuration(fields[0].trimmed()) : std::nullopt;
        bool ok = false;
        const double target = fields.size() == 2 ? fields[1].trimmed().toDouble(&ok) : 0;
        if (!duration || !ok || target < 0 || !std::isfinite(target)) {
            printError(tr("--stages takes DURATION:TARGET pairs separated by commas, e.g. 10s:100,30s:500,10s:0; "
                          "'%1' is not one")
                           .arg(part));
            return std::nullopt;
        }
        stages.append({*duration, target});
    }
    return stages;
}

// "64,128" into numbers from `min` to `max` (in `unit`); prints what is wrong, naming the option.
template<typename T>
std::optional<QList<T>> listOption(const QCommandLineParser &parser, const QString &name, T min, T max,
                                   const QString &unit = {})
{
    QList<T> values;
    const QString text = parser.value(name);
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double value = part.trimmed().toDouble(&ok);
        if (!ok || (std::is_integral_v<T> && value != std::trunc(value))) {
            printError(tr("--%1 takes a comma-separated list of %2, not '%3'")
                           .arg(name, std::is_integral_v<T> ? tr("whole numbers") : tr("numbers"), text));
            return std::nullopt;
        }
        // Compared as doubles, before any conversion: 3000000000 does not fit an int.
        if (!(value >= double(min) && value <= double(max))) {
            printError(tr("--%1 takes values from %2%3 to %4%3, not '%5'")
                           .arg(name)
                           .arg(min)
                           .arg(unit)
                           .arg(max)
                           .arg(part.trimmed()));
            return std::nullopt;
        }
        values.append(T(value));
    }
    if (values.isEmpty()) {
        printError(tr("--%1 needs at least one value").arg(name));
        return std::nullopt;
    }
    return values;
}
} // namespace

QCommandLineOption redactOption()
{
    return {QStringLiteral("redact"),
            tr("Also write this header's or query parameter's value as *** in the results; repeatable."),
            QStringLiteral("NAME")};
}

std::optional<QStringList> redactNames(const QCommandLineParser &parser)
{
    QStringList names;
    for (const QString &value : parser.values(QStringLiteral("redact"))) {
        if (value.trimmed().isEmpty()) {
            printError(tr("--redact needs a header or query parameter name"));
            return std::nullopt;
        }
        names.append(value.trimmed());
    }
    return names;
}

QCommandLineOption pricingOption()
{
    return {QStringLiteral("pricing"),
            tr("Bill every run at a preset's list prices: %1. An experiment file's pricing sets any price.")
                .arg(cp::pricingPresetNames().join(QStringLiteral(", "))),
            QStringLiteral("PRESET")};
}

bool applyPricingOption(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    if (!parser.isSet(QStringLiteral("pricing")))
        return true;
    const QString name = parser.value(QStringLiteral("pricing"));
    const auto pricing = cp::pricingPreset(name);
    if (!pricing) {
        printError(
            tr("--pricing '%1' is not one of %2").arg(name, cp::pricingPresetNames().join(QStringLiteral(", "))));
        return false;
    }
    experiment.pricing = pricing;
    return true;
}

QList<QCommandLineOption> thresholdOptions()
{
    return {
        {QStringLiteral("threshold"),
         tr("A limit every run must keep, METRIC[@ENDPOINT] OP LIMIT, e.g. 'p99_ms<50', 'error_rate<0.01'; "
            "repeatable. When one fails the exit code is 5."),
         QStringLiteral("EXPR")},
        {QStringLiteral("junit"), tr("Also write the thresholds' results as JUnit XML to FILE, for CI."),
         QStringLiteral("FILE")},
        {QStringLiteral("abort-on-fail"),
         tr("Stop as soon as a threshold can no longer pass (exit code 5); what was measured is written.")},
    };
}

bool applyThresholdOptions(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    if (parser.isSet(QStringLiteral("abort-on-fail")))
        experiment.abortOnThresholdFail = true;
    QStringList errors;
    experiment.thresholds += cp::parseThresholds(parser.values(QStringLiteral("threshold")), &errors);
    if (!errors.isEmpty()) {
        printError(tr("--threshold: %1").arg(errors.first()));
        return false;
    }
    return true;
}

void addRunOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("url"),
         tr("URL to load (http:// or https://). Repeated: a mix, every URL loaded at once with the same request "
            "options, each with its share of the rate (rate) or of the connections (continuous)."),
         QStringLiteral("URL")},
        {QStringLiteral("weights"),
         tr("A mix's weights, one per --url in order, e.g. 3,1: the first URL gets three quarters of the load "
            "(default: equal)."),
         QStringLiteral("W,...")},
        {QStringLiteral("method"), tr("HTTP method (default POST, the seed client's)."), QStringLiteral("M"),
         QStringLiteral("POST")},
        {QStringLiteral("header"), tr("Request header 'Name: value'; repeatable."), QStringLiteral("K: V")},
        redactOption(),
        pricingOption(),
        {QStringLiteral("body"),
         tr("Body template: {{msg}}, {{random:N}}, {{seq}}, {{uuid}}, {{timestamp}}, {{data.COLUMN}}. POST default: "
            "message={{msg}}."),
         QStringLiteral("TEMPLATE")},
        {QStringLiteral("data"),
         tr("A CSV file whose first line names columns: request N takes row N (mod rows) for its {{data.COLUMN}} "
            "placeholders in the URL, the body and header values."),
         QStringLiteral("FILE")},
        {QStringLiteral("check"),
         tr("A check every answer must pass, e.g. 'status in 200-299', 'body contains ok', 'json /ok == true'; "
            "repeatable. A failed check is an error of class check."),
         QStringLiteral("CHECK")},
        {QStringLiteral("type"),
         tr("Run type: continuous (closed loop), rate (open loop), or SeBS perf-cost batches: warm, cold, burst, "
            "sequential."),
         QStringLiteral("TYPE"), QStringLiteral("continuous")},
        {QStringLiteral("repetitions"), tr("warm/cold/burst/sequential: samples to accept (default 10)."),
         QStringLiteral("N"), QStringLiteral("10")},
        {QStringLiteral("container"),
         tr("Bind the endpoint to this container: stream its stats and events; needed for cold, burst and sweeps. "
            "Repeatable."),
         QStringLiteral("NAME")},
        {QStringLiteral("service"),
         tr("Bind the endpoint to this Swarm service: stream its tasks' stats; sweeps and cold starts update the "
            "service. Repeatable."),
         QStringLiteral("NAME")},
        {QStringLiteral("swarm-node"),
         tr("The Docker address of a swarm node whose tasks a bound service runs, as NODE=ADDRESS (its host name "
            "or id, e.g. worker-1=tcp://10.0.0.12:2376); the node ContainerPerf talks to needs none. Repeatable."),
         QStringLiteral("NODE=ADDRESS")},
        {QStringLiteral("memory"), tr("Memory limits to sweep, MiB, comma-separated (e.g. 128,256)."),
         QStringLiteral("MIB,...")},
        {QStringLiteral("cpus"), tr("CPU limits to sweep, cores, comma-separated (e.g. 0.5,1)."),
         QStringLiteral("C,...")},
        {QStringLiteral("msg-lengths"), tr("Message lengths to sweep, comma-separated."), QStringLiteral("N,...")},
        {QStringLiteral("pause"), tr("perf-cost: pause before and after each batch (default 5s, SeBS's)."),
         QStringLiteral("D"), QStringLiteral("5s")},
        {QStringLiteral("cold-start"),
         tr("How cold starts are enforced: for containers restart (default), stop-start, recreate or kill "
            "(SIGKILL, then start); for Swarm services scale (default: to 0 replicas and back) or force-update."),
         QStringLiteral("METHOD"), QStringLiteral("restart")},
        {QStringLiteral("stop-timeout"),
         tr("Seconds Docker waits after SIGTERM before it kills, when a cold start stops a container (default 10)."),
         QStringLiteral("S")},
        {QStringLiteral("concurrency"), tr("Concurrent connections (rate: the most to open)."), QStringLiteral("N"),
         QStringLiteral("1")},
        {QStringLiteral("duration"), tr("How long to load (default 10s; 0 with --requests: count only)."),
         QStringLiteral("D")},
        {QStringLiteral("requests"), tr("How many requests to send."), QStringLiteral("N")},
        {QStringLiteral("rate"), tr("Open loop rate in requests/s, or a ramp R1:R2."), QStringLiteral("R[:R2]")},
        {QStringLiteral("stages"),
         tr("Load in stages, each ramping from the last target over its duration: a rate (--type rate) or "
            "requests in flight (continuous), e.g. 10s:100,30s:500,10s:0. Sets the duration."),
         QStringLiteral("D:T,...")},
        {QStringLiteral("msg-length"), tr("Length of the random message {{msg}} (default 5)."), QStringLiteral("N"),
         QStringLiteral("5")},
        {QStringLiteral("timeout"), tr("Per-request timeout (default 9s)."), QStringLiteral("D"), QStringLiteral("9s")},
        {QStringLiteral("warmup"), tr("Load for this long before measuring; discarded (default 0s)."),
         QStringLiteral("D"), QStringLiteral("0s")},
        {QStringLiteral("engine"), tr("Load engine: socket (default) or qnam."), QStringLiteral("E"),
         QStringLiteral("socket")},
        {QStringLiteral("threads"), tr("Load generator threads (default: one per core)."), QStringLiteral("N"),
         QStringLiteral("0")},
        {QStringLiteral("http2"),
         tr("Speak HTTP/2: over TLS as the server agrees by ALPN (https://), with prior knowledge (h2c, http://).")},
        {QStringLiteral("streams"),
         tr("HTTP/2: requests in flight at once on each connection (default 1; socket engine)."), QStringLiteral("N"),
         QStringLiteral("1")},
        {QStringLiteral("format"), tr("default, or seed to also write the seed's client.json."), QStringLiteral("F"),
         QStringLiteral("default")},
    });
    parser.addOptions(thresholdOptions());
    parser.addOptions(capacityOptions());
    parser.addOptions(generatorOptions());
}

std::optional<cp::Experiment> experimentFromOptions(const QCommandLineParser &parser)
{
    cp::Experiment experiment;
    cp::Endpoint endpoint;
    if (!parser.isSet(QStringLiteral("url"))) {
        printError(tr("--url is required"));
        return std::nullopt;
    }
    QList<QUrl> urls;
    for (const QString &urlText : parser.values(QStringLiteral("url"))) {
        const QUrl url = cp::requestUrlFromText(urlText);
        const QString scheme = url.scheme();
        if (!url.isValid() || url.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
            printError(tr("--url '%1' is not an http:// or https:// URL with a host").arg(urlText));
            return std::nullopt;
        }
        urls.append(url);
    }
    QList<double> weights(urls.size(), 1.0);
    if (parser.isSet(QStringLiteral("weights"))) {
        const auto given = listOption<double>(parser, QStringLiteral("weights"), 0, 1e9);
        if (!given)
            return std::nullopt;
        if (given->size() != urls.size()) {
            printError(tr("--weights gives %1 weights for %2 URLs: give one per --url, in the same order")
                           .arg(given->size())
                           .arg(urls.size()));
            return std::nullopt;
        }
        weights = *given;
    }
    const auto redact = redactNames(parser);
    if (!redact)
        return std::nullopt;
    experiment.redact = *redact;
    if (!applyPricingOption(parser, experiment))
        return std::nullopt;
    endpoint.request.method = parser.value(QStringLiteral("method")).toUpper().toLatin1();
    static const QRegularExpression token(QStringLiteral("^[A-Z]+$"));
    if (!token.match(QString::fromLatin1(endpoint.request.method)).hasMatch()) {
        printError(tr("--method '%1' is not an HTTP method").arg(parser.value(QStringLiteral("method"))));
        return std::nullopt;
    }
    for (const QString &header : parser.values(QStringLiteral("header"))) {
        const qsizetype colon = header.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            printError(tr("--header '%1' is not of the form 'Name: value'").arg(header));
            return std::nullopt;
        }
        endpoint.request.headers.append(
            {header.left(colon).trimmed().toLatin1(), header.mid(colon + 1).trimmed().toUtf8()});
    }
    if (parser.isSet(QStringLiteral("body")))
        endpoint.request.bodyTemplate = parser.value(QStringLiteral("body")).toUtf8();
    QString checkError;
    const auto checks = cp::parseResponseChecks(parser.values(QStringLiteral("check")), &checkError);
    if (!checks) {
        printError(tr("--check: %1").arg(checkError));
        return std::nullopt;
    }
    endpoint.request.checks = *checks;
    if (parser.isSet(QStringLiteral("data"))) {
        QString dataError;
        const auto data =
            cp::DataTable::read(QFileInfo(parser.value(QStringLiteral("data"))).absoluteFilePath(), &dataError);
        if (!data) {
            printError(tr("--data: %1").arg(dataError));
            return std::nullopt;
        }
        endpoint.request.data = *data;
    }

    const auto msgLength = positiveInteger(parser, QStringLiteral("msg-length"), 0);
    const auto timeout = durationOption(parser, QStringLiteral("timeout"));
    const auto warmup = durationOption(parser, QStringLiteral("warmup"));
    const auto concurrency = positiveInteger(parser, QStringLiteral("concurrency"), 1);
    const auto threads = positiveInteger(parser, QStringLiteral("threads"), 0);
    const auto streams = positiveInteger(parser, QStringLiteral("streams"), 1);
    if (!msgLength || !timeout || !warmup || !concurrency || !threads || !streams)
        return std::nullopt;
    if (parser.isSet(QStringLiteral("http2")))
        endpoint.request.httpVersion = cp::HttpVersion::Http2;
    endpoint.request.msgLength = int(*msgLength);
    endpoint.request.timeout = *timeout;
    experiment.warmup = *warmup;
    experiment.concurrency = int(*concurrency);
    experiment.threads = int(*threads);
    experiment.streams = int(qMin<qint64>(*streams, cp::Experiment::MaxStreams + 1));

    const auto type = cp::runTypeFromName(parser.value(QStringLiteral("type")));
    if (!type) {
        printError(tr("--type '%1' is not one of continuous, rate, warm, cold, burst, sequential")
                       .arg(parser.value(QStringLiteral("type"))));
        return std::nullopt;
    }
    experiment.runTypes = {*type};
    const auto repetitions = positiveInteger(parser, QStringLiteral("repetitions"), 1);
    const auto pause = durationOption(parser, QStringLiteral("pause"));
    // Services have a default of their own: a restart is a container's.
    const bool services = parser.isSet(QStringLiteral("service"));
    const auto coldStart = cp::coldStartMethodFromName(parser.isSet(QStringLiteral("cold-start")) || !services
                                                           ? parser.value(QStringLiteral("cold-start"))
                                                           : QStringLiteral("scale"));
    if (!repetitions || !pause)
        return std::nullopt;
    if (!coldStart) {
        printError(tr("--cold-start '%1' is not one of restart, stop-start, recreate, kill, scale, force-update")
                       .arg(parser.value(QStringLiteral("cold-start"))));
        return std::nullopt;
    }
    experiment.repetitions = int(*repetitions);
    experiment.pauseBefore = experiment.pauseAfter = *pause;
    experiment.coldStart = *coldStart;
    if (parser.isSet(QStringLiteral("stop-timeout"))) {
        const auto stopTimeout = positiveInteger(parser, QStringLiteral("stop-timeout"), 0);
        if (!stopTimeout)
            return std::nullopt;
        if (*stopTimeout > cp::Experiment::MaxStopTimeoutS) {
            printError(tr("--stop-timeout takes values from 0 to %1 seconds, not '%2'")
                           .arg(cp::Experiment::MaxStopTimeoutS)
                           .arg(parser.value(QStringLiteral("stop-timeout"))));
            return std::nullopt;
        }
        experiment.stopTimeoutS = int(*stopTimeout);
    }
    endpoint.containers = parser.values(QStringLiteral("container"));
    endpoint.services = parser.values(QStringLiteral("service"));
    for (const QString &node : parser.values(QStringLiteral("swarm-node"))) {
        const qsizetype equals = node.indexOf(QLatin1Char('='));
        if (equals <= 0 || equals == node.size() - 1) {
            printError(tr("--swarm-node '%1' is not NODE=ADDRESS, e.g. worker-1=tcp://10.0.0.12:2376").arg(node));
            return std::nullopt;
        }
        experiment.swarmNodes.insert(node.left(equals), node.mid(equals + 1));
    }
    if (parser.isSet(QStringLiteral("memory"))) {
        const auto memory = listOption<int>(parser, QStringLiteral("memory"), cp::Experiment::MinMemoryMb,
                                            cp::Experiment::MaxMemoryMb, QStringLiteral(" MiB"));
        if (!memory)
            return std::nullopt;
        experiment.memorySizesMb = *memory;
    }
    if (parser.isSet(QStringLiteral("cpus"))) {
        const auto cpus = listOption<double>(parser, QStringLiteral("cpus"), cp::Experiment::MinCpus,
                                             cp::Experiment::MaxCpus, QStringLiteral(" cores"));
        if (!cpus)
            return std::nullopt;
        experiment.cpuLimits = *cpus;
    }
    if (parser.isSet(QStringLiteral("msg-lengths"))) {
        const auto lengths =
            listOption<int>(parser, QStringLiteral("msg-lengths"), 0, cp::Experiment::MaxMessageLength);
        if (!lengths)
            return std::nullopt;
        experiment.messageLengths = *lengths;
    }

    if (parser.isSet(QStringLiteral("requests"))) {
        const auto requests = positiveInteger(parser, QStringLiteral("requests"), 1);
        if (!requests)
            return std::nullopt;
        experiment.requests = *requests;
        experiment.duration = std::chrono::nanoseconds::zero();
    }
    if (parser.isSet(QStringLiteral("duration"))) {
        const auto duration = durationOption(parser, QStringLiteral("duration"));
        if (!duration)
            return std::nullopt;
        experiment.duration = *duration;
    }
    if (parser.isSet(QStringLiteral("rate")) && !parseRate(parser.value(QStringLiteral("rate")), experiment))
        return std::nullopt;
    if (parser.isSet(QStringLiteral("stages"))) {
        const auto stages = stagesOption(parser.value(QStringLiteral("stages")));
        if (!stages)
            return std::nullopt;
        experiment.stages = *stages;
        // The stages set the duration; --duration given as well must agree (validate()).
        if (!parser.isSet(QStringLiteral("duration")))
            experiment.duration = experiment.stagesDuration();
    }
    if (*type == cp::RunType::Rate && !parser.isSet(QStringLiteral("rate")) && !parser.isSet(QStringLiteral("stages"))
        && !parser.isSet(QStringLiteral("capacity"))) {
        printError(tr("--type rate needs --rate R, --rate R1:R2, --stages or --capacity"));
        return std::nullopt;
    }

    const QString engine = parser.value(QStringLiteral("engine"));
    if (const auto kind = cp::engineFromName(engine))
        experiment.engine = *kind;
    else {
        printError(tr("--engine '%1' is not one of socket, qnam").arg(engine));
        return std::nullopt;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("default") && format != QLatin1String("seed")) {
        printError(tr("--format '%1' is not one of default, seed").arg(format));
        return std::nullopt;
    }
    experiment.seedFormat = format == QLatin1String("seed");
    // Each URL one endpoint, named after it, with the same request options.
    for (qsizetype i = 0; i < urls.size(); ++i) {
        cp::Endpoint mixed = endpoint;
        mixed.request.url = urls[i];
        mixed.name = cp::redactedUrlText(urls[i], experiment.redact);
        mixed.weight = weights[i];
        experiment.endpoints.append(mixed);
    }
    experiment.mix = urls.size() > 1;
    if (!applyThresholdOptions(parser, experiment) || !applyCapacityOptions(parser, experiment)
        || !applyGeneratorOptions(parser, experiment))
        return std::nullopt;

    const QStringList problems = experiment.validate();
    if (!problems.isEmpty()) {
        for (const QString &problem : problems)
            printError(problem);
        return std::nullopt;
    }
    return experiment;
}

} // namespace cli
