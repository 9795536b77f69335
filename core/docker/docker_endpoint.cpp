#include "docker/docker_endpoint.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace cp {

namespace {

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

QString DockerEndpoint::url() const
{
    if (kind == Kind::Unix)
        return QStringLiteral("unix://") + socketPath;
    return QStringLiteral("tcp://%1:%2").arg(host).arg(port);
}

QStringList DockerEndpoint::missingCertificates() const
{
    if (kind != Kind::Tcp || !tls)
        return {};
    QStringList wanted{QStringLiteral("cert.pem"), QStringLiteral("key.pem")};
    if (tlsVerify)
        wanted.prepend(QStringLiteral("ca.pem"));
    QStringList missing;
    for (const QString &name : std::as_const(wanted)) {
        if (certPath.isEmpty() || !QFileInfo::exists(certPath + QLatin1Char('/') + name))
            missing.append(name);
    }
    return missing;
}

QString DockerEndpoint::securityWarning() const
{
    if (kind != Kind::Tcp || tls)
        return {};
    return tr("the Docker daemon at %1 (%2) is reached over plain TCP: its API is unauthenticated and unencrypted, "
              "so whoever reaches that port controls the daemon and its host. Reach it over TLS (DOCKER_HOST with "
              "DOCKER_TLS_VERIFY=1 and its certificates) or through its Unix socket, over an SSH tunnel if it is "
              "remote.")
        .arg(url(), origin.isEmpty() ? tr("chosen address") : origin);
}

QByteArray DockerEndpoint::hostHeader() const
{
    if (kind == Kind::Unix)
        return QByteArrayLiteral("api.moby.localhost");
    const QString name = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return (name + QLatin1Char(':') + QString::number(port)).toUtf8();
}

std::optional<DockerEndpoint> DockerEndpoint::fromUrl(const QString &text, QString *error)
{
    DockerEndpoint endpoint;
    if (text.startsWith(QLatin1Char('/'))) {
        endpoint.socketPath = text;
        return endpoint;
    }
    const QUrl url(text, QUrl::StrictMode);
    if (url.scheme() == QLatin1String("unix") && !url.path().isEmpty()) {
        endpoint.socketPath = url.path();
        return endpoint;
    }
    if (url.scheme() == QLatin1String("tcp") && !url.host().isEmpty()) {
        endpoint.kind = Kind::Tcp;
        endpoint.host = url.host();
        endpoint.port = quint16(url.port(0));
        return endpoint;
    }
    setError(error,
             tr("'%1' is not a Docker host address; use unix:///path/to/docker.sock or tcp://host:port").arg(text));
    return std::nullopt;
}

DockerEndpointResolver::DockerEndpointResolver()
    : m_environment(QProcessEnvironment::systemEnvironment())
    , m_home(QDir::homePath())
    , m_dockerSocket(QStringLiteral("/var/run/docker.sock"))
    , m_podmanRootfulSocket(QStringLiteral("/run/podman/podman.sock"))
{ }

void DockerEndpointResolver::setDefaultSocketPaths(const QString &docker, const QString &podmanRootful)
{
    m_dockerSocket = docker;
    m_podmanRootfulSocket = podmanRootful;
}

QString DockerEndpointResolver::configDirectory() const
{
    const QString fromEnvironment = m_environment.value(QStringLiteral("DOCKER_CONFIG"));
    return fromEnvironment.isEmpty() ? m_home + QStringLiteral("/.docker") : fromEnvironment;
}

std::optional<DockerEndpoint> DockerEndpointResolver::fromEnvironmentHost(QString *error) const
{
    auto endpoint = DockerEndpoint::fromUrl(m_environment.value(QStringLiteral("DOCKER_HOST")), error);
    if (!endpoint)
        return std::nullopt;
    endpoint->origin = QStringLiteral("DOCKER_HOST");
    if (endpoint->kind == DockerEndpoint::Kind::Tcp) {
        endpoint->tlsVerify = !m_environment.value(QStringLiteral("DOCKER_TLS_VERIFY")).isEmpty();
        endpoint->tls = endpoint->tlsVerify || !m_environment.value(QStringLiteral("DOCKER_TLS")).isEmpty();
        const QString certPath = m_environment.value(QStringLiteral("DOCKER_CERT_PATH"));
        endpoint->certPath = certPath.isEmpty() ? configDirectory() : certPath;
        endpoint->certOrigin = certPath.isEmpty()
            ? tr("DOCKER_CERT_PATH is not set, so the Docker configuration directory")
            : QStringLiteral("DOCKER_CERT_PATH");
        if (endpoint->port == 0)
            endpoint->port = endpoint->tls ? 2376 : 2375;
    }
    return endpoint;
}

std::optional<DockerEndpoint> DockerEndpointResolver::fromContext(QString *error, bool *found) const
{
    *found = false;
    QString name = m_environment.value(QStringLiteral("DOCKER_CONTEXT"));
    const QString config = configDirectory();
    if (name.isEmpty()) {
        QFile file(config + QStringLiteral("/config.json"));
        if (file.open(QIODevice::ReadOnly))
            name =
                QJsonDocument::fromJson(file.readAll()).object().value(QLatin1StringView("currentContext")).toString();
    }
    if (name.isEmpty() || name == QLatin1String("default"))
        return std::nullopt;
    *found = true;

    // The docker CLI stores a context under the SHA-256 of its name.
    const QString digest =
        QString::fromLatin1(QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
    QFile meta(config + QStringLiteral("/contexts/meta/") + digest + QStringLiteral("/meta.json"));
    if (!meta.open(QIODevice::ReadOnly)) {
        setError(error,
                 tr("the Docker context '%1' is selected but %2 cannot be read; run 'docker context use default' or "
                    "set DOCKER_HOST")
                     .arg(name, meta.fileName()));
        return std::nullopt;
    }
    const QJsonObject docker = QJsonDocument::fromJson(meta.readAll())
                                   .object()
                                   .value(QLatin1StringView("Endpoints"))
                                   .toObject()
                                   .value(QLatin1StringView("docker"))
                                   .toObject();
    auto endpoint = DockerEndpoint::fromUrl(docker.value(QLatin1StringView("Host")).toString(), error);
    if (!endpoint)
        return std::nullopt;
    endpoint->origin = tr("context %1").arg(name);
    if (endpoint->kind == DockerEndpoint::Kind::Tcp) {
        const QString tlsDirectory = config + QStringLiteral("/contexts/tls/") + digest + QStringLiteral("/docker");
        endpoint->tls = QFileInfo::exists(tlsDirectory);
        endpoint->tlsVerify = endpoint->tls && !docker.value(QLatin1StringView("SkipTLSVerify")).toBool();
        endpoint->certPath = tlsDirectory;
        endpoint->certOrigin = tr("the TLS store of context %1").arg(name);
        if (endpoint->port == 0)
            endpoint->port = endpoint->tls ? 2376 : 2375;
    }
    return endpoint;
}

std::optional<DockerEndpoint> DockerEndpointResolver::resolve(QString *error) const
{
    if (!m_environment.value(QStringLiteral("DOCKER_HOST")).isEmpty())
        return fromEnvironmentHost(error);

    bool contextFound = false;
    auto fromContextEndpoint = fromContext(error, &contextFound);
    if (contextFound)
        return fromContextEndpoint;

    DockerEndpoint endpoint;
    endpoint.socketPath = m_dockerSocket;
    endpoint.origin = tr("default socket");
    if (QFileInfo::exists(m_dockerSocket))
        return endpoint;

    const QString runtimeDirectory = m_environment.value(QStringLiteral("XDG_RUNTIME_DIR"));
    const QList<std::pair<QString, QString>> podmanSockets = {
        {m_podmanRootfulSocket, tr("Podman socket")},
        {runtimeDirectory.isEmpty() ? QString() : runtimeDirectory + QStringLiteral("/podman/podman.sock"),
         tr("rootless Podman socket")},
    };
    for (const auto &[path, origin] : podmanSockets) {
        if (!path.isEmpty() && QFileInfo::exists(path)) {
            DockerEndpoint podman;
            podman.socketPath = path;
            podman.origin = origin;
            return podman;
        }
    }
    return endpoint;
}

} // namespace cp
