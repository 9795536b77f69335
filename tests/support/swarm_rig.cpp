#include "swarm_rig.h"

#include "test_process.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QStandardPaths>
#include <QThread>

#include <unistd.h>

namespace cp::test {

namespace {

QString rigScript()
{
    return QStringLiteral(CONTAINERPERF_SOURCE_DIR "/tests/swarm/swarm_rig.sh");
}

} // namespace

SwarmRig::SwarmRig()
{
    // Names and addresses of this process alone: two tests may build rigs at once.
    const qint64 pid = QCoreApplication::applicationPid();
    m_prefix = QStringLiteral("cpt%1").arg(pid % 100000);
    m_net = netFor(0);
}

QString SwarmRig::netFor(int attempt)
{
    // Apart from the networks the rig gives each daemon inside (10.232.x, 10.233.x).
    const qint64 pid = QCoreApplication::applicationPid();
    return QStringLiteral("10.%1.%2").arg(240 + (pid + 3 * attempt) % 10).arg((pid / 10 + 71 * attempt) % 250 + 1);
}

SwarmRig::~SwarmRig()
{
    down();
}

bool SwarmRig::possible(QString *why)
{
    if (geteuid() != 0) {
        *why = QStringLiteral("the swarm rig creates network namespaces and daemons: run the test as root");
        return false;
    }
    for (const char *tool : {"dockerd", "nsenter", "iptables", "ip"}) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()
            && QStandardPaths::findExecutable(QString::fromLatin1(tool),
                                              {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                   .isEmpty()) {
            *why = QStringLiteral("%1 is not installed (scripts/install-deps.sh test installs it)")
                       .arg(QString::fromLatin1(tool));
            return false;
        }
    }
    return true;
}

bool SwarmRig::up(int nodes, QString *error)
{
    m_up = true; // a failed up leaves parts behind that down() removes
    ProcessResult result;
    // Another rig, or anything else on this host, may hold the network first: another is tried.
    for (int attempt = 0; attempt < 5; ++attempt) {
        m_net = netFor(attempt);
        result = runProcess(QStringLiteral("bash"),
                            {rigScript(), QStringLiteral("up"), QString::number(nodes), QStringLiteral("--prefix"),
                             m_prefix, QStringLiteral("--net"), m_net},
                            300'000);
        if (result.exitCode == 0 || !result.errText().contains(QLatin1String("already in use on this host")))
            break;
    }
    if (result.exitCode != 0) {
        *error =
            QStringLiteral("swarm_rig.sh up %1 failed (%2): %3").arg(nodes).arg(result.exitCode).arg(result.errText());
        return false;
    }
    for (const QString &line : result.outText().split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1String("export ")))
            continue;
        const QString assignment = line.mid(7);
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        m_env.insert(assignment.left(equals), assignment.mid(equals + 1));
    }
    return true;
}

ProcessResult SwarmRig::docker(const QStringList &arguments) const
{
    return runProcess(QStringLiteral("docker"),
                      QStringList{QStringLiteral("-H"), value(QStringLiteral("MANAGER_HOST"))} + arguments);
}

bool SwarmRig::createSlotService(const QString &name, int replicas, const QString &image, const QString &portPrefix,
                                 const QStringList &options, QString *error)
{
    const ProcessResult created =
        docker(QStringList{QStringLiteral("service"), QStringLiteral("create"), QStringLiteral("--detach"),
                           QStringLiteral("--name"), name, QStringLiteral("--replicas"), QString::number(replicas),
                           QStringLiteral("--network"), QStringLiteral("host"), QStringLiteral("--env"),
                           QStringLiteral("SLOT={{.Task.Slot}}"), QStringLiteral("--stop-grace-period"),
                           QStringLiteral("1s"), QStringLiteral("--no-resolve-image")}
               + options
               + QStringList{image, QStringLiteral("sh"), QStringLiteral("-c"),
                             QStringLiteral("exec /bin/httpd -f -p %1$SLOT -h /www").arg(portPrefix)});
    if (created.exitCode != 0) {
        *error = QStringLiteral("docker service create %1: %2").arg(name, created.errText());
        return false;
    }
    // "2/2", or "2/2 (max 1 per node)": the manager hears of a task's start a moment after its container runs.
    const QString running = QStringLiteral("%1/%1").arg(replicas);
    const QDeadlineTimer deadline(30'000);
    while (!deadline.hasExpired()) {
        const ProcessResult listed =
            docker({QStringLiteral("service"), QStringLiteral("ls"), QStringLiteral("--filter"),
                    QStringLiteral("name=") + name, QStringLiteral("--format"), QStringLiteral("{{.Replicas}}")});
        if (listed.outText().startsWith(running))
            return true;
        QThread::msleep(250);
    }
    *error = QStringLiteral("service %1 did not run %2 replicas within 30 s").arg(name).arg(replicas);
    return false;
}

void SwarmRig::down()
{
    if (!m_up)
        return;
    m_up = false;
    runProcess(
        QStringLiteral("bash"),
        {rigScript(), QStringLiteral("down"), QStringLiteral("--prefix"), m_prefix, QStringLiteral("--net"), m_net},
        120'000);
}

} // namespace cp::test
