// DOCKER_TLS_VERIFY / DOCKER_CERT_PATH: the client presents cert.pem/key.pem and
// checks the daemon against ca.pem. The "daemon" is a QSslServer demanding a
// client certificate; certificates are made per run with the openssl tool.
#include "docker/docker_client.h"

#include <QProcess>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

bool openssl(const QString &directory, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(u"openssl"_s, arguments);
    return process.waitForFinished(30000) && process.exitCode() == 0;
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

// A CA, a server certificate for 127.0.0.1 and a client certificate, both signed by the CA.
bool makeCertificates(const QString &dir)
{
    const auto sign = [&dir](const QString &name, const QString &subject, const QByteArray &extension) {
        return writeText(dir + u"/"_s + name + u".ext"_s, extension)
            && openssl(dir,
                       {u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, name + u"-key.pem"_s,
                        u"-out"_s, name + u".csr"_s, u"-subj"_s, subject})
            && openssl(dir,
                       {u"x509"_s, u"-req"_s, u"-in"_s, name + u".csr"_s, u"-CA"_s, u"ca.pem"_s, u"-CAkey"_s,
                        u"ca-key.pem"_s, u"-CAcreateserial"_s, u"-days"_s, u"2"_s, u"-out"_s, name + u"-cert.pem"_s,
                        u"-extfile"_s, name + u".ext"_s});
    };
    return openssl(dir,
                   {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, u"ca-key.pem"_s,
                    u"-out"_s, u"ca.pem"_s, u"-days"_s, u"2"_s, u"-subj"_s, u"/CN=containerperf test CA"_s})
        && sign(u"server"_s, u"/CN=127.0.0.1"_s, "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n")
        && sign(u"client"_s, u"/CN=containerperf"_s, "extendedKeyUsage=clientAuth\n")
        && QFile::copy(dir + u"/client-cert.pem"_s, dir + u"/cert.pem"_s)
        && QFile::copy(dir + u"/client-key.pem"_s, dir + u"/key.pem"_s);
}

// Answers /_ping and /version over TLS, only to clients with a certificate from the CA.
class TlsDaemon : public QObject
{
public:
    explicit TlsDaemon(const QString &dir)
    {
        QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
        configuration.setLocalCertificate(QSslCertificate::fromPath(dir + u"/server-cert.pem"_s).value(0));
        QFile key(dir + u"/server-key.pem"_s);
        if (key.open(QIODevice::ReadOnly))
            configuration.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
        configuration.setCaCertificates(QSslCertificate::fromPath(dir + u"/ca.pem"_s));
        configuration.setPeerVerifyMode(QSslSocket::VerifyPeer);
        m_server.setSslConfiguration(configuration);
        connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (auto *socket = qobject_cast<QSslSocket *>(m_server.nextPendingConnection())) {
                connect(socket, &QSslSocket::readyRead, socket, [socket] {
                    const QByteArray request = socket->readAll();
                    const QByteArray body =
                        request.startsWith("GET /version") ? R"({"ApiVersion":"1.43","Version":"24.0.7"})"_ba : "OK"_ba;
                    socket->write("HTTP/1.1 200 OK\r\nApi-Version: 1.43\r\nContent-Length: "
                                  + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    quint16 port() const { return m_server.serverPort(); }

private:
    QSslServer m_server;
};

} // namespace

class TestDockerTls : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("no TLS backend");
        if (QStandardPaths::findExecutable(u"openssl"_s).isEmpty())
            QSKIP("the openssl tool is needed to make test certificates");
        QVERIFY(makeCertificates(m_dir.path()));
    }

    void handshake_data()
    {
        QTest::addColumn<bool>("clientCertificate");
        QTest::addColumn<bool>("expectConnected");
        QTest::newRow("with client certificate") << true << true;
        QTest::newRow("without client certificate") << false << false;
    }
    void handshake()
    {
        QFETCH(bool, clientCertificate);
        QFETCH(bool, expectConnected);
        TlsDaemon daemon(m_dir.path());
        QVERIFY(daemon.listen());

        QTemporaryDir certs;
        QVERIFY(QFile::copy(m_dir.filePath(u"ca.pem"_s), certs.filePath(u"ca.pem"_s)));
        if (clientCertificate) {
            QVERIFY(QFile::copy(m_dir.filePath(u"cert.pem"_s), certs.filePath(u"cert.pem"_s)));
            QVERIFY(QFile::copy(m_dir.filePath(u"key.pem"_s), certs.filePath(u"key.pem"_s)));
        }
        DockerEndpointResolver resolver;
        QProcessEnvironment environment;
        environment.insert(u"DOCKER_HOST"_s, u"tcp://127.0.0.1:%1"_s.arg(daemon.port()));
        environment.insert(u"DOCKER_TLS_VERIFY"_s, u"1"_s);
        environment.insert(u"DOCKER_CERT_PATH"_s, certs.path());
        resolver.setEnvironment(environment);
        const auto endpoint = resolver.resolve();
        QVERIFY(endpoint && endpoint->tls);

        DockerClient client(*endpoint);
        QSignalSpy ok(&client, &DockerClient::negotiated);
        QSignalSpy failed(&client, &DockerClient::negotiationFailed);
        client.negotiate();
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), 15000);
        QCOMPARE(!ok.isEmpty(), expectConnected);
        if (expectConnected)
            QCOMPARE(client.version().apiVersion, u"1.43"_s);
    }

    void untrustedDaemonIsRefused()
    {
        TlsDaemon daemon(m_dir.path());
        QVERIFY(daemon.listen());
        // A CA that did not sign the daemon's certificate: verification must fail.
        QTemporaryDir other;
        QVERIFY(openssl(other.path(),
                        {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, u"ca-key.pem"_s,
                         u"-out"_s, u"ca.pem"_s, u"-days"_s, u"2"_s, u"-subj"_s, u"/CN=other"_s}));
        QVERIFY(QFile::copy(m_dir.filePath(u"cert.pem"_s), other.filePath(u"cert.pem"_s)));
        QVERIFY(QFile::copy(m_dir.filePath(u"key.pem"_s), other.filePath(u"key.pem"_s)));
        DockerEndpoint endpoint;
        endpoint.kind = DockerEndpoint::Kind::Tcp;
        endpoint.host = u"127.0.0.1"_s;
        endpoint.port = daemon.port();
        endpoint.tls = true;
        endpoint.tlsVerify = true;
        endpoint.certPath = other.path();
        DockerClient client(endpoint);
        QSignalSpy failed(&client, &DockerClient::negotiationFailed);
        client.negotiate();
        QVERIFY(failed.wait(15000));
        QVERIFY2(failed.first().first().toString().contains(u"DOCKER_CERT_PATH"_s),
                 qPrintable(failed.first().first().toString()));
    }
};

QTEST_GUILESS_MAIN(TestDockerTls)
#include "tst_docker_tls.moc"
