#include "generator_options.h"

#include "cli_support.h"

#include "docker/swarm_job.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

// "INDEX/COUNT". Docker writes a job's slot 0 as its node's id (25 lower-case letters and
// digits) where {{.Task.Slot}} stands: that one is shard 0.
std::optional<cp::GeneratorShard> parseShard(const QString &text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+|[a-z0-9]{25})/(\\d+)$"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool countOk = false;
    cp::GeneratorShard shard;
    shard.assigned = true;
    shard.count = match.captured(2).toInt(&countOk);
    bool indexOk = true;
    shard.index = match.captured(1).size() == 25 ? 0 : match.captured(1).toInt(&indexOk);
    if (!countOk || !indexOk || shard.count < 1)
        return std::nullopt;
    return shard;
}

} // namespace

QList<QCommandLineOption> generatorOptions()
{
    return {
        {QStringLiteral("generators"),
         tr("Send the load from N generators on the swarm the Docker host manages, as a one-shot job (swarm:N); "
            "their results are merged into this run's."),
         QStringLiteral("swarm:N")},
        {QStringLiteral("generator-image"),
         tr("The generators' image (default containerperf-cli:<version>, which scripts/build-cli-image.sh builds)."),
         QStringLiteral("IMAGE")},
        {QStringLiteral("generator-network"), tr("The network the generators join (default host: the node's own)."),
         QStringLiteral("NETWORK")},
        {QStringLiteral("shard"),
         tr("Send shard INDEX of COUNT of each run (a generator of a job does; default $%1).")
             .arg(cp::GeneratorJob::ShardVariable),
         QStringLiteral("INDEX/COUNT")},
    };
}

bool applyGeneratorOptions(const QCommandLineParser &parser, cp::Experiment &experiment)
{
    if (parser.isSet(QStringLiteral("generators"))) {
        const QString text = parser.value(QStringLiteral("generators"));
        static const QRegularExpression form(QStringLiteral("^swarm:(\\d+)$"));
        const QRegularExpressionMatch match = form.match(text);
        const int replicas = match.hasMatch() ? match.captured(1).toInt() : 0;
        if (replicas < 1 || replicas > cp::SwarmGenerators::MaxReplicas) {
            printError(tr("--generators '%1' is not swarm:N with N from 1 to %2")
                           .arg(text)
                           .arg(cp::SwarmGenerators::MaxReplicas));
            return false;
        }
        experiment.generators.replicas = replicas;
    }
    if (parser.isSet(QStringLiteral("generator-image")))
        experiment.generators.image = parser.value(QStringLiteral("generator-image"));
    if (parser.isSet(QStringLiteral("generator-network")))
        experiment.generators.network = parser.value(QStringLiteral("generator-network"));
    const QString variable = qEnvironmentVariable(cp::GeneratorJob::ShardVariable.data());
    const QString shardText = parser.isSet(QStringLiteral("shard")) ? parser.value(QStringLiteral("shard")) : variable;
    if (!shardText.isEmpty()) {
        const auto shard = parseShard(shardText);
        if (!shard) {
            printError(tr("--shard '%1' is not INDEX/COUNT, e.g. 1/4").arg(shardText));
            return false;
        }
        experiment.shard = *shard;
    }
    return true;
}

} // namespace cli
