#include "containers_command.h"

#include "cli_support.h"
#include "docker/docker_client.h"

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

void printTable(const QList<cp::ContainerInfo> &containers)
{
    QTextStream out(stdout);
    const auto row = [&out](const QString &name, const QString &image, const QString &state, const QString &url,
                            const QString &id) {
        out << name.leftJustified(28) << ' ' << image.leftJustified(32) << ' ' << state.leftJustified(10) << ' '
            << url.leftJustified(24) << ' ' << id << '\n';
    };
    row(tr("NAME"), tr("IMAGE"), tr("STATE"), tr("URL"), tr("ID"));
    for (const auto &container : containers)
        row(container.name, container.image, container.state, container.suggestedUrl(), container.id.left(12));
}

} // namespace

int runContainersCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Lists the Docker daemon's containers with their published ports as URLs."));
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
    cp::DockerClient client(*endpoint);
    QEventLoop loop;
    QObject::connect(&client, &cp::DockerClient::negotiationFailed, &loop, [&loop](const QString &message) {
        cli::printError(message);
        loop.exit(cli::ExitDocker);
    });
    QObject::connect(&client, &cp::DockerClient::negotiated, &loop, [&] {
        cp::DockerReply *reply = client.listContainers(parser.isSet(QStringLiteral("all")));
        QObject::connect(reply, &cp::DockerReply::finished, &loop, [&, reply] {
            reply->deleteLater();
            if (!reply->succeeded()) {
                cli::printError(reply->transportFailed()
                                    ? cp::DockerClient::unreachableMessage(*endpoint, reply->errorString())
                                    : reply->errorString());
                loop.exit(cli::ExitDocker);
                return;
            }
            const auto containers = cp::DockerClient::containersFrom(reply);
            if (parser.isSet(QStringLiteral("json"))) {
                QJsonArray array;
                for (const auto &container : containers)
                    array.append(container.toJson());
                QTextStream(stdout) << QJsonDocument(array).toJson(QJsonDocument::Indented);
            } else {
                printTable(containers);
            }
            loop.exit(cli::ExitOk);
        });
    });
    client.negotiate();
    return loop.exec();
}
