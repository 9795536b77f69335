#include "docker/docker_client.h"
#include "docker/docker_endpoint.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLocalServer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

} // namespace

class TestDockerEndpoint : public QObject
{
    Q_OBJECT
private slots:
    void parsesHostUrls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("unix") << u"unix:///var/run/docker.sock"_s << true << u"unix:///var/run/docker.sock"_s;
        QTest::newRow("bare path") << u"/run/user/1000/docker.sock"_s << true << u"unix:///run/user/1000/docker.sock"_s;
        QTest::newRow("tcp") << u"tcp://10.0.0.5:2376"_s << true << u"tcp://10.0.0.5:2376"_s;
        QTest::newRow("http is not a docker host") << u"http://localhost:2375"_s << false << QString();
        QTest::newRow("garbage") << u"docker please"_s << false << QString();
    }
    void parsesHostUrls()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QFETCH(QString, normalized);
        QString error;
        const auto endpoint = DockerEndpoint::fromUrl(url, &error);
        QCOMPARE(endpoint.has_value(), valid);
        if (valid)
            QCOMPARE(endpoint->url(), normalized);
        else
            QVERIFY(error.contains(url));
    }

    void dockerHostWinsAndCarriesTls()
    {
        DockerEndpointResolver resolver;
        QProcessEnvironment environment;
        environment.insert(u"DOCKER_HOST"_s, u"tcp://build.example:2376"_s);
        environment.insert(u"DOCKER_TLS_VERIFY"_s, u"1"_s);
        environment.insert(u"DOCKER_CERT_PATH"_s, u"/certs"_s);
        resolver.setEnvironment(environment);
        const auto endpoint = resolver.resolve();
        QVERIFY(endpoint);
        QCOMPARE(endpoint->kind, DockerEndpoint::Kind::Tcp);
        QVERIFY(endpoint->tls);
        QVERIFY(endpoint->tlsVerify);
        QCOMPARE(endpoint->certPath, u"/certs"_s);
        QCOMPARE(endpoint->hostHeader(), QByteArray("build.example:2376"));
        QCOMPARE(endpoint->origin, u"DOCKER_HOST"_s);
    }

    void tcpDefaultPortFollowsTls()
    {
        DockerEndpointResolver resolver;
        QProcessEnvironment environment;
        environment.insert(u"DOCKER_HOST"_s, u"tcp://build.example"_s);
        resolver.setEnvironment(environment);
        QCOMPARE(resolver.resolve()->port, 2375);
        environment.insert(u"DOCKER_TLS_VERIFY"_s, u"1"_s);
        resolver.setEnvironment(environment);
        QCOMPARE(resolver.resolve()->port, 2376);
    }

    void currentContextIsFollowed()
    {
        QTemporaryDir home;
        const QString digest =
            QString::fromLatin1(QCryptographicHash::hash("remote", QCryptographicHash::Sha256).toHex());
        writeFile(home.filePath(u".docker/config.json"_s), "{\"currentContext\": \"remote\"}");
        writeFile(home.filePath(u".docker/contexts/meta/"_s + digest + u"/meta.json"_s),
                  "{\"Name\":\"remote\",\"Endpoints\":{\"docker\":{\"Host\":\"tcp://"
                  "ctx.example:2376\",\"SkipTLSVerify\":false}}}");
        writeFile(home.filePath(u".docker/contexts/tls/"_s + digest + u"/docker/ca.pem"_s), "not used here");
        DockerEndpointResolver resolver;
        resolver.setEnvironment(QProcessEnvironment());
        resolver.setHomeDirectory(home.path());
        const auto endpoint = resolver.resolve();
        QVERIFY(endpoint);
        QCOMPARE(endpoint->url(), u"tcp://ctx.example:2376"_s);
        QVERIFY(endpoint->tls);
        QVERIFY(endpoint->tlsVerify);
        QVERIFY(endpoint->origin.contains(u"remote"_s));
    }

    void brokenContextIsAnError()
    {
        QTemporaryDir home;
        writeFile(home.filePath(u".docker/config.json"_s), "{\"currentContext\": \"gone\"}");
        DockerEndpointResolver resolver;
        resolver.setEnvironment(QProcessEnvironment());
        resolver.setHomeDirectory(home.path());
        QString error;
        QVERIFY(!resolver.resolve(&error));
        QVERIFY(error.contains(u"gone"_s));
    }

    void podmanSocketWhenDockersIsAbsent()
    {
        QTemporaryDir runtime;
        QTemporaryDir home;
        QLocalServer podman;
        QDir().mkpath(runtime.filePath(u"podman"_s));
        QVERIFY(podman.listen(runtime.filePath(u"podman/podman.sock"_s)));
        DockerEndpointResolver resolver;
        QProcessEnvironment environment;
        environment.insert(u"XDG_RUNTIME_DIR"_s, runtime.path());
        resolver.setEnvironment(environment);
        resolver.setHomeDirectory(home.path());
        resolver.setDefaultSocketPaths(runtime.filePath(u"no-docker.sock"_s), runtime.filePath(u"no-rootful.sock"_s));
        QCOMPARE(resolver.resolve()->socketPath, runtime.filePath(u"podman/podman.sock"_s));

        // Nothing there at all: the Docker default is named, so the failure message points at it.
        resolver.setEnvironment(QProcessEnvironment());
        QCOMPARE(resolver.resolve()->socketPath, runtime.filePath(u"no-docker.sock"_s));
    }

    // docs/specification.md#docker-connection: plain TCP is said to be open to anyone.
    void plainTcpIsWarnedAbout_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("tlsVerify");
        QTest::addColumn<bool>("warned");
        QTest::newRow("tcp") << u"tcp://10.0.0.5:2375"_s << QString() << true;
        QTest::newRow("tcp with TLS") << u"tcp://10.0.0.5:2376"_s << u"1"_s << false;
        QTest::newRow("unix socket") << u"unix:///var/run/docker.sock"_s << QString() << false;
    }
    void plainTcpIsWarnedAbout()
    {
        QFETCH(QString, host);
        QFETCH(QString, tlsVerify);
        QFETCH(bool, warned);
        QProcessEnvironment environment;
        environment.insert(u"DOCKER_HOST"_s, host);
        if (!tlsVerify.isEmpty())
            environment.insert(u"DOCKER_TLS_VERIFY"_s, tlsVerify);
        DockerEndpointResolver resolver;
        resolver.setEnvironment(environment);
        const auto endpoint = resolver.resolve();
        QVERIFY(endpoint);
        const QString warning = endpoint->securityWarning();
        QCOMPARE(!warning.isEmpty(), warned);
        if (warned) {
            for (const QString &part : {u"tcp://10.0.0.5:2375"_s, u"DOCKER_HOST"_s, u"unauthenticated"_s,
                                        u"unencrypted"_s, u"DOCKER_TLS_VERIFY"_s})
                QVERIFY2(warning.contains(part), qPrintable(warning));
        }
    }

    // DOCKER_TLS_VERIFY without certificates: the failure says so, and where they were
    // looked for, not that no daemon runs.
    void missingCertificatesAreNamed_data()
    {
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<bool>("certPathSet");
        QTest::addColumn<QString>("missing");
        QTest::newRow("none, ~/.docker") << QStringList() << false << u"ca.pem, cert.pem, key.pem"_s;
        QTest::newRow("no client pair, DOCKER_CERT_PATH") << QStringList{u"ca.pem"_s} << true << u"cert.pem, key.pem"_s;
        QTest::newRow("all there") << QStringList{u"ca.pem"_s, u"cert.pem"_s, u"key.pem"_s} << true << QString();
    }
    void missingCertificatesAreNamed()
    {
        QFETCH(QStringList, present);
        QFETCH(bool, certPathSet);
        QFETCH(QString, missing);
        QTemporaryDir home;
        const QString certs = certPathSet ? home.filePath(u"certs"_s) : home.filePath(u".docker"_s);
        QDir().mkpath(certs);
        for (const QString &name : present)
            writeFile(certs + u"/"_s + name, "not a certificate");
        // A port nothing listens on: the connection is refused at once.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        QProcessEnvironment environment;
        environment.insert(u"DOCKER_HOST"_s, u"tcp://127.0.0.1:%1"_s.arg(port));
        environment.insert(u"DOCKER_TLS_VERIFY"_s, u"1"_s);
        if (certPathSet)
            environment.insert(u"DOCKER_CERT_PATH"_s, certs);
        DockerEndpointResolver resolver;
        resolver.setEnvironment(environment);
        resolver.setHomeDirectory(home.path());
        const auto endpoint = resolver.resolve();
        QVERIFY(endpoint);
        QCOMPARE(endpoint->missingCertificates().join(u", "_s), missing);

        DockerClient client(*endpoint);
        QSignalSpy failed(&client, &DockerClient::negotiationFailed);
        client.negotiate();
        QVERIFY(failed.wait(15000));
        const QString message = failed.first().first().toString();
        if (missing.isEmpty()) {
            QVERIFY2(message.startsWith(u"no Docker daemon answers"_s), qPrintable(message));
            return;
        }
        for (const QString &part :
             QStringList{u"certificates are missing"_s, u"no "_s + missing + u" in "_s + certs,
                         certPathSet ? u"(DOCKER_CERT_PATH)"_s : u"DOCKER_CERT_PATH is not set"_s})
            QVERIFY2(message.contains(part), qPrintable(message));
        QVERIFY2(!message.contains(u"no Docker daemon answers"_s), qPrintable(message));
    }

    void negotiatesTheLowerVersion_data()
    {
        QTest::addColumn<QString>("daemon");
        QTest::addColumn<QString>("expected");
        QTest::newRow("older daemon") << u"1.41"_s << u"1.41"_s;
        QTest::newRow("newer daemon") << u"1.99"_s << DockerClient::NewestApi.toString();
        QTest::newRow("unreadable") << u"v2"_s << QString();
    }
    void negotiatesTheLowerVersion()
    {
        QFETCH(QString, daemon);
        QFETCH(QString, expected);
        QCOMPARE(DockerClient::negotiatedVersion(daemon), expected);
    }

    void updateSendsMemoryAndSwapTogether()
    {
        ResourceLimits limits;
        limits.memoryBytes = 268435456;
        limits.nanoCpus = 500000000;
        QCOMPARE(DockerClient::updateBody(limits),
                 QByteArray("{\"Memory\":268435456,\"MemorySwap\":268435456,\"NanoCpus\":500000000}"));
    }
};

QTEST_GUILESS_MAIN(TestDockerEndpoint)
#include "tst_docker_endpoint.moc"
