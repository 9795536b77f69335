#pragma once

#include <QCoreApplication>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp {

// Where a Docker (or Podman) daemon listens, and how it was chosen.
struct DockerEndpoint
{
    enum class Kind { Unix, Tcp };

    Kind kind = Kind::Unix;
    QString socketPath;     // Unix
    QString host;           // Tcp
    quint16 port = 0;       // Tcp
    bool tls = false;       // Tcp: QSslSocket
    bool tlsVerify = false; // verify the daemon's certificate against ca.pem
    QString certPath;       // directory holding ca.pem, cert.pem, key.pem
    QString certOrigin;     // what chose certPath: "DOCKER_CERT_PATH", the Docker configuration directory, …
    QString origin;         // what chose it: "DOCKER_HOST", "context NAME", "default socket", …

    // "unix:///var/run/docker.sock", "tcp://host:2376": what messages show.
    QString url() const;
    // The TLS files a connection would present or check that certPath lacks: ca.pem
    // (with verification), cert.pem and key.pem; none without TLS.
    QStringList missingCertificates() const;
    // Plain TCP: what to warn about once (docs/specification.md#docker-connection); empty otherwise.
    QString securityWarning() const;
    // The Host header; Unix sockets get the name the docker CLI sends.
    QByteArray hostHeader() const;

    // Parses a DOCKER_HOST value ("unix:///path", "tcp://host[:port]"; a bare
    // "/path" is a Unix socket). TLS settings are applied by the resolver.
    static std::optional<DockerEndpoint> fromUrl(const QString &url, QString *error = nullptr);

    Q_DECLARE_TR_FUNCTIONS(cp::DockerEndpoint)
};

// docs/specification.md#docker-connection: DOCKER_HOST, else the current Docker context, else the default
// Docker socket, else Podman's rootful and rootless sockets.
class DockerEndpointResolver
{
    Q_DECLARE_TR_FUNCTIONS(cp::DockerEndpointResolver)
public:
    DockerEndpointResolver();

    void setEnvironment(const QProcessEnvironment &environment) { m_environment = environment; }
    // Where ~/.docker lives (DOCKER_CONFIG in the environment overrides it).
    void setHomeDirectory(const QString &home) { m_home = home; }
    // The Docker socket, then Podman's rootful socket; tests point them elsewhere.
    void setDefaultSocketPaths(const QString &docker, const QString &podmanRootful);

    // The endpoint to use; on a malformed setting nullopt and *error says what is wrong.
    // When no socket exists the Docker default is returned so failures name it.
    std::optional<DockerEndpoint> resolve(QString *error = nullptr) const;

private:
    std::optional<DockerEndpoint> fromEnvironmentHost(QString *error) const;
    std::optional<DockerEndpoint> fromContext(QString *error, bool *found) const;
    QString configDirectory() const;

    QProcessEnvironment m_environment;
    QString m_home;
    QString m_dockerSocket;
    QString m_podmanRootfulSocket;
};

} // namespace cp
