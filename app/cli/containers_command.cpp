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

void printTable(const QList<cp::ContainerInfo> &containers)
{
    QTextStream out(stdout);
    // Every field but the header comes from the daemon.
    const auto row = [&out](const QString &name, const QString &image, const QString &state, const QString &url,
                            const QString &id) {
        out << cli::printable(name).leftJustified(28) << ' ' << cli::printable(image).leftJustified(32) << ' '
            << cli::printable(state).leftJustified(10) << ' ' << cli::printable(url).leftJustified(24) << ' '
            << cli::printable(id) << '\n';
    };
    row(tr("NAME"), tr("IMAGE"), tr("STATE"), tr("URL"), tr("ID"));
    for (const auto &container : containers)
        row(container.name, container.image, container.state, container.suggestedUrl(), container.id.left(12));
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
    QObject::connect(&lister, &cp::DockerListWorker::listed, &loop, [&](const QList<cp::ContainerInfo> &containers) {
        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray array;
            for (const auto &container : containers)
                array.append(container.toJson());
            QTextStream(stdout) << printableJson(QJsonDocument(array).toJson(QJsonDocument::Indented));
        } else {
            printTable(containers);
        }
        loop.exit(cli::ExitOk);
    });
    // Queued: the outcome must find the loop running.
    QMetaObject::invokeMethod(
        &lister, [&lister, all = parser.isSet(QStringLiteral("all"))] { lister.listOnce(all); }, Qt::QueuedConnection);
    return loop.exec();
}
