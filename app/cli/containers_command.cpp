#include "containers_command.h"

#include "cli_support.h"
#include "docker/docker_list_worker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

// One line of the table; every field but the header comes from the daemon.
void printRow(QTextStream &out, const QString &name, const QString &image, const QString &state, const QString &url,
              const QString &id)
{
    out << cli::printable(name).leftJustified(28) << ' ' << cli::printable(image).leftJustified(32) << ' '
        << cli::printable(state).leftJustified(10) << ' ' << cli::printable(url).leftJustified(24) << ' '
        << cli::printable(id) << '\n';
}

// Each Swarm service with its tasks, the node each runs on and the task's container.
void printServices(const cp::SwarmListing &swarm)
{
    QTextStream out(stdout);
    const auto row = [&out](auto &&...fields) { printRow(out, fields...); };
    out << '\n';
    row(tr("SERVICE / TASK"), tr("IMAGE / NODE"), tr("REPLICAS"), tr("URL / STATE"), tr("ID / CONTAINER"));
    for (const cp::SwarmService &service : swarm.services) {
        const QList<cp::SwarmTask> tasks = swarm.tasksOf(service.id);
        const QString replicas = service.mode == QLatin1String("replicated")
            ? QStringLiteral("%1/%2").arg(tasks.size()).arg(service.replicas)
            : service.mode;
        row(service.name, service.image, replicas, service.suggestedUrl(), service.id.left(12));
        for (const cp::SwarmTask &task : tasks)
            row(QStringLiteral("  %1.%2").arg(service.name).arg(task.slot), swarm.node(task.nodeId).label(), QString(),
                task.state, task.containerId.left(12));
    }
}

void printTable(const QList<cp::ContainerInfo> &containers)
{
    QTextStream out(stdout);
    const auto row = [&out](auto &&...fields) { printRow(out, fields...); };
    row(tr("NAME"), tr("IMAGE"), tr("STATE"), tr("URL"), tr("ID"));
    for (const auto &container : containers)
        row(container.name, container.image, container.state, container.suggestedUrl(), container.id.left(12));
}

// A container's JSON; a Swarm task's also says which ("swarm": service, slot, node).
QJsonObject withSwarmTask(const cp::ContainerInfo &container, const cp::SwarmListing &swarm)
{
    QJsonObject json = container.toJson();
    const cp::SwarmTask *task = swarm.taskInContainer(container.id);
    if (!task)
        return json;
    const cp::SwarmService *service = swarm.service(task->serviceId);
    const cp::SwarmNode node = swarm.node(task->nodeId);
    json.insert(QStringLiteral("swarm"),
                QJsonObject{{QStringLiteral("service"), service ? service->name : QString()},
                            {QStringLiteral("slot"), task->slot},
                            {QStringLiteral("node_id"), node.id},
                            {QStringLiteral("node"), node.hostname},
                            {QStringLiteral("node_address"), node.address}});
    return json;
}

// QJsonDocument escapes C0 control characters but writes C1 ones (U+009B is
// CSI) as they are: those become \u escapes too, which JSON reads back the same.
QString printableJson(const QByteArray &json)
{
    QString out;
    for (const QChar c : QString::fromUtf8(json)) {
        if (c.category() == QChar::Other_Control && c.unicode() >= 0x80)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace

int runContainersCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Lists the Docker daemon's containers with their published ports as URLs; on a swarm manager also its "
           "services, with each task's node and container."));
    parser.addOption({QStringLiteral("json"), tr("Print a JSON array instead of a table.")});
    parser.addOption({QStringLiteral("all"), tr("Include containers that are not running.")});
    if (const auto exit = cli::parseOrExit(parser, arguments))
        return *exit;
    if (!parser.positionalArguments().isEmpty()) {
        cli::printError(tr("containers takes no arguments besides its options"));
        return cli::ExitUsage;
    }

    QString error;
    const auto endpoint = cp::DockerEndpointResolver().resolve(&error);
    if (!endpoint) {
        cli::printError(error);
        return cli::ExitDocker;
    }
    if (const QString warning = endpoint->securityWarning(); !warning.isEmpty())
        cli::printError(warning);
    cp::DockerListWorker lister(*endpoint);
    QEventLoop loop;
    const auto failed = [&loop](const QString &message) {
        cli::printError(message);
        loop.exit(cli::ExitDocker);
    };
    QObject::connect(&lister, &cp::DockerListWorker::unreachable, &loop, failed);
    QObject::connect(&lister, &cp::DockerListWorker::listFailed, &loop, failed);
    QList<cp::ContainerInfo> listed;
    QObject::connect(&lister, &cp::DockerListWorker::listed, &loop,
                     [&listed](const QList<cp::ContainerInfo> &containers) { listed = containers; });
    // The swarm's listing follows every listing of containers: the outcome is printed then.
    QObject::connect(&lister, &cp::DockerListWorker::swarmListed, &loop, [&](const cp::SwarmListing &swarm) {
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray array;
            for (const auto &container : std::as_const(listed))
                array.append(withSwarmTask(container, swarm));
            QTextStream(stdout) << printableJson(QJsonDocument(array).toJson(QJsonDocument::Indented));
        } else {
            printTable(listed);
            if (swarm.manager)
                printServices(swarm);
        }
        loop.exit(cli::ExitOk);
    });
    // Queued: the outcome must find the loop running.
    QMetaObject::invokeMethod(
        &lister, [&lister, all = parser.isSet(QStringLiteral("all"))] { lister.listOnce(all); }, Qt::QueuedConnection);
    return loop.exec();
}
