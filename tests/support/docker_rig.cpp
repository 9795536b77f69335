#include "docker_rig.h"

#include "test_process.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

namespace cp::test {

bool dockerAnswers()
{
    return docker({QStringLiteral("info")}, 30'000).exitCode == 0;
}

bool dockerRequired()
{
    return qEnvironmentVariableIntValue("CONTAINERPERF_REQUIRE_DOCKER") == 1;
}

bool buildTestImages(QString *error)
{
    const ProcessResult built = runProcess(
        QStringLiteral("bash"), {QStringLiteral(CONTAINERPERF_SOURCE_DIR "/scripts/build-test-images.sh")}, 300'000);
    if (built.exitCode != 0)
        *error = QStringLiteral("scripts/build-test-images.sh failed: ") + built.errText();
    return built.exitCode == 0;
}

TestContainer::TestContainer(const QString &role)
    : m_name(QStringLiteral("cptest-%1-%2").arg(QCoreApplication::applicationPid()).arg(role))
{ }

TestContainer::~TestContainer()
{
    remove();
}

bool TestContainer::run(const QStringList &options, const QString &image, const QStringList &command, QString *error)
{
    const ProcessResult started =
        docker(QStringList{QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--name"), m_name} + options
               + QStringList{image} + command);
    if (started.exitCode != 0)
        *error = QStringLiteral("docker run %1: %2").arg(m_name, started.errText());
    return started.exitCode == 0;
}

void TestContainer::remove()
{
    docker({QStringLiteral("rm"), QStringLiteral("-f"), m_name});
}

quint16 freeLoopbackPort()
{
    QTcpServer server;
    return server.listen(QHostAddress::LocalHost, 0) ? server.serverPort() : 0;
}

bool waitUntilListening(quint16 port, int timeoutMs)
{
    return waitUntilListening(QHostAddress(QHostAddress::LocalHost).toString(), port, timeoutMs);
}

bool waitUntilListening(const QString &host, quint16 port, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress(host), port);
        if (socket.waitForConnected(200))
            return true;
        QThread::msleep(50);
    }
    return false;
}

} // namespace cp::test
