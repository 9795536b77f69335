// containerperf-cli against a real dockerd that speaks mutual TLS on a loopback
// TCP port: a second daemon this test starts with its own data, exec root and
// certificates (the machine's daemon is left alone), stopped and removed at the end.
#include "docker_rig.h"
#include "test_process.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <unistd.h>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using cp::test::ProcessResult;

namespace {

// openssl with its output kept for the failure message.
bool openssl(const QString &directory, const QStringList &arguments, QString *error)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(u"openssl"_s, arguments);
    if (process.waitForFinished(60'000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    *error = u"openssl "_s + arguments.join(u' ') + u": "_s + QString::fromUtf8(process.readAllStandardError());
    return false;
}

bool writeFile(const QString &path, const QByteArray &contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

// A CA (ca.pem, ca-key.pem) in directory.
bool makeCa(const QString &directory, const QString &name, QString *error)
{
    return QDir().mkpath(directory)
        && openssl(directory,
                   {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, u"ca-key.pem"_s,
                    u"-out"_s, u"ca.pem"_s, u"-days"_s, u"1"_s, u"-subj"_s, u"/CN="_s + name},
                   error);
}

// <prefix>-cert.pem and <prefix>-key.pem in caDirectory, signed by its CA, with the given extensions.
bool makeCertificate(const QString &caDirectory, const QString &prefix, const QByteArray &extensions, QString *error)
{
    const QString extensionFile = prefix + u".ext"_s;
    if (!writeFile(caDirectory + u'/' + extensionFile, extensions)) {
        *error = u"cannot write "_s + extensionFile;
        return false;
    }
    return openssl(caDirectory,
                   {u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, prefix + u"-key.pem"_s, u"-out"_s,
                    prefix + u".csr"_s, u"-subj"_s, u"/CN="_s + prefix},
                   error)
        && openssl(caDirectory,
                   {u"x509"_s, u"-req"_s, u"-in"_s, prefix + u".csr"_s, u"-CA"_s, u"ca.pem"_s, u"-CAkey"_s,
                    u"ca-key.pem"_s, u"-CAcreateserial"_s, u"-out"_s, prefix + u"-cert.pem"_s, u"-days"_s, u"1"_s,
                    u"-extfile"_s, extensionFile},
                   error);
}

// A DOCKER_CERT_PATH directory: ca.pem, cert.pem and key.pem copied from where they were made.
bool makeCertPath(const QString &directory, const QString &caPem, const QString &certPem, const QString &keyPem)
{
    return QDir().mkpath(directory) && QFile::copy(caPem, directory + u"/ca.pem"_s)
        && QFile::copy(certPem, directory + u"/cert.pem"_s) && QFile::copy(keyPem, directory + u"/key.pem"_s);
}

// A network namespace of the test's own, removed when this goes: the second
// daemon's network setup must never touch the machine's (a dockerd sharing the
// host's namespace removed the main daemon's docker0 bridge).
class NetworkNamespace
{
public:
    NetworkNamespace()
        : m_name(u"cptls%1"_s.arg(QCoreApplication::applicationPid()))
    {
        m_created = cp::test::runProcess(u"ip"_s, {u"netns"_s, u"add"_s, m_name}).exitCode == 0
            && cp::test::runProcess(u"ip"_s, {u"-n"_s, m_name, u"link"_s, u"set"_s, u"lo"_s, u"up"_s}).exitCode == 0;
    }
    ~NetworkNamespace()
    {
        if (m_created)
            cp::test::runProcess(u"ip"_s, {u"netns"_s, u"del"_s, m_name});
    }
    bool isCreated() const { return m_created; }
    // nsenter's arguments to run `program arguments` inside the namespace. Not
    // `ip netns exec`: it remounts /sys, and dockerd would find no cgroups.
    QStringList command(const QString &program, const QStringList &arguments) const
    {
        return QStringList{u"--net=/run/netns/"_s + m_name, program} + arguments;
    }

private:
    QString m_name;
    bool m_created = false;
};

// The second daemon: stopped with SIGTERM (then SIGKILL) when this goes, whatever the test's outcome.
class TlsDaemon
{
public:
    ~TlsDaemon() { stop(); }

    bool start(const NetworkNamespace &network, const QString &root, quint16 port, QString *error)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.setStandardOutputFile(root + u"/dockerd.log"_s);
        // -H names only the TCP address: no Unix socket that could clash with
        // the machine's daemon; no bridge or firewall rules; its own (empty)
        // configuration, not the machine daemon's.
        writeFile(root + u"/daemon.json"_s, "{}\n");
        m_process.start(u"nsenter"_s,
                        network.command(u"dockerd"_s,
                                        {u"--config-file"_s,
                                         root + u"/daemon.json"_s,
                                         u"--data-root"_s,
                                         root + u"/data"_s,
                                         u"--exec-root"_s,
                                         root + u"/exec"_s,
                                         u"--pidfile"_s,
                                         root + u"/dockerd.pid"_s,
                                         u"-H"_s,
                                         u"tcp://127.0.0.1:%1"_s.arg(port),
                                         u"--tlsverify"_s,
                                         u"--tlscacert"_s,
                                         root + u"/ca/ca.pem"_s,
                                         u"--tlscert"_s,
                                         root + u"/ca/server-cert.pem"_s,
                                         u"--tlskey"_s,
                                         root + u"/ca/server-key.pem"_s,
                                         u"--bridge=none"_s,
                                         u"--iptables=false"_s,
                                         u"--ip6tables=false"_s}));
        if (!m_process.waitForStarted()) {
            *error = u"dockerd did not start: "_s + m_process.errorString();
            return false;
        }
        return true;
    }

    bool running() const { return m_process.state() != QProcess::NotRunning; }

    void stop()
    {
        if (!running())
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(60'000)) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

private:
    QProcess m_process;
};

} // namespace

class TestDockerTlsDaemon : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();

    void listsContainersOverMutualTls();
    void clientCertificateOfAnotherCaIsRefused();
    void serverCertificateOfAnotherCaIsRefused();

private:
    QProcessEnvironment cliEnvironment(const QString &certPath) const;
    ProcessResult runCli(const QString &certPath) const;
    QString m_host;
    std::unique_ptr<NetworkNamespace> m_network;
    // Declared before the daemon: the directories go after it has stopped.
    std::unique_ptr<QTemporaryDir> m_root;
    std::unique_ptr<TlsDaemon> m_daemon;
};

void TestDockerTlsDaemon::initTestCase()
{
    if (geteuid() != 0)
        QSKIP("a second dockerd needs root");
    for (const QString &program : {u"dockerd"_s, u"openssl"_s, u"docker"_s, u"ip"_s, u"nsenter"_s}) {
        if (QStandardPaths::findExecutable(program).isEmpty())
            QSKIP(qPrintable(program + u" is not installed"_s));
    }
    m_network = std::make_unique<NetworkNamespace>();
    QVERIFY2(m_network->isCreated(), "ip netns add failed");
    m_root = std::make_unique<QTemporaryDir>();
    QVERIFY(m_root->isValid());
    const QString root = m_root->path();
    QString error;
    QVERIFY2(makeCa(root + u"/ca"_s, u"containerperf test CA"_s, &error), qPrintable(error));
    QVERIFY2(makeCertificate(root + u"/ca"_s, u"server"_s, "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n",
                             &error),
             qPrintable(error));
    QVERIFY2(makeCertificate(root + u"/ca"_s, u"client"_s, "extendedKeyUsage=clientAuth\n", &error), qPrintable(error));
    QVERIFY2(makeCa(root + u"/other"_s, u"containerperf other CA"_s, &error), qPrintable(error));
    QVERIFY2(makeCertificate(root + u"/other"_s, u"client"_s, "extendedKeyUsage=clientAuth\n", &error),
             qPrintable(error));
    QVERIFY(makeCertPath(root + u"/good"_s, root + u"/ca/ca.pem"_s, root + u"/ca/client-cert.pem"_s,
                         root + u"/ca/client-key.pem"_s));
    // Trusts the daemon but presents a certificate the daemon does not trust.
    QVERIFY(makeCertPath(root + u"/foreign-client"_s, root + u"/ca/ca.pem"_s, root + u"/other/client-cert.pem"_s,
                         root + u"/other/client-key.pem"_s));
    // A valid client certificate, but trusts another CA than the one that signed the daemon's.
    QVERIFY(makeCertPath(root + u"/foreign-ca"_s, root + u"/other/ca.pem"_s, root + u"/ca/client-cert.pem"_s,
                         root + u"/ca/client-key.pem"_s));

    // The namespace is the test's own: Docker's TLS port is free there.
    const quint16 port = 2376;
    m_host = u"tcp://127.0.0.1:%1"_s.arg(port);
    m_daemon = std::make_unique<TlsDaemon>();
    QVERIFY2(m_daemon->start(*m_network, root, port, &error), qPrintable(error));

    // Answers once the docker client, with the good certificates, gets its version.
    const QStringList probe{u"--tlsverify"_s,
                            u"--tlscacert"_s,
                            root + u"/good/ca.pem"_s,
                            u"--tlscert"_s,
                            root + u"/good/cert.pem"_s,
                            u"--tlskey"_s,
                            root + u"/good/key.pem"_s,
                            u"-H"_s,
                            m_host,
                            u"version"_s,
                            u"--format"_s,
                            u"{{.Server.Version}}"_s};
    const QDeadlineTimer deadline(90'000);
    ProcessResult answer;
    while (!deadline.hasExpired() && m_daemon->running()) {
        answer = cp::test::runProcess(u"nsenter"_s, m_network->command(u"docker"_s, probe), 10'000);
        if (answer.exitCode == 0)
            break;
        QThread::msleep(500);
    }
    if (answer.exitCode != 0) {
        QFile log(root + u"/dockerd.log"_s);
        log.open(QIODevice::ReadOnly);
        QFAIL(qPrintable(u"the TLS dockerd did not answer: "_s + answer.errText() + u"\ndockerd log tail:\n"_s
                         + QString::fromUtf8(log.readAll().right(2000))));
    }
}

void TestDockerTlsDaemon::cleanupTestCase()
{
    m_daemon.reset();
    m_root.reset();
    m_network.reset();
}

QProcessEnvironment TestDockerTlsDaemon::cliEnvironment(const QString &certPath) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"DOCKER_HOST"_s, m_host);
    environment.insert(u"DOCKER_TLS_VERIFY"_s, u"1"_s);
    environment.insert(u"DOCKER_CERT_PATH"_s, m_root->path() + u'/' + certPath);
    environment.remove(u"DOCKER_CONTEXT"_s);
    return environment;
}

ProcessResult TestDockerTlsDaemon::runCli(const QString &certPath) const
{
    return cp::test::runProcess(u"nsenter"_s,
                                m_network->command(QStringLiteral(CONTAINERPERF_CLI), {u"containers"_s, u"--json"_s}),
                                cliEnvironment(certPath));
}

void TestDockerTlsDaemon::listsContainersOverMutualTls()
{
    const ProcessResult result = runCli(u"good"_s);
    QVERIFY2(result.exitCode == 0, qPrintable(result.errText()));
    QJsonParseError parseError;
    const QJsonDocument list = QJsonDocument::fromJson(result.out, &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(result.outText()));
    QVERIFY2(list.isArray(), qPrintable(result.outText()));
    // The daemon is new: nothing runs on it.
    QCOMPARE(list.array().size(), 0);
}

// The daemon refuses the handshake: the CLI says it is TLS and where the certificates come from.
void TestDockerTlsDaemon::clientCertificateOfAnotherCaIsRefused()
{
    const ProcessResult result = runCli(u"foreign-client"_s);
    QCOMPARE(result.exitCode, 3);
    QVERIFY2(result.errText().contains(u"TLS to %1 failed"_s.arg(m_host)), qPrintable(result.errText()));
    QVERIFY2(result.errText().contains(u"DOCKER_CERT_PATH"_s), qPrintable(result.errText()));
    QVERIFY(result.out.isEmpty());
}

void TestDockerTlsDaemon::serverCertificateOfAnotherCaIsRefused()
{
    const ProcessResult result = runCli(u"foreign-ca"_s);
    QCOMPARE(result.exitCode, 3);
    QVERIFY2(result.errText().contains(u"TLS to %1 failed"_s.arg(m_host)), qPrintable(result.errText()));
    QVERIFY2(result.errText().contains(u"DOCKER_CERT_PATH"_s), qPrintable(result.errText()));
    QVERIFY(result.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestDockerTlsDaemon)
#include "tst_docker_tls_daemon.moc"
