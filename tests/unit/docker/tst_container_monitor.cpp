#include "docker/container_monitor.h"
#include "thread/thread_launcher.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <thread>

#ifdef Q_OS_LINUX
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace cp;

namespace {

#ifdef Q_OS_LINUX
// The scheduling policy and nice value of this process's thread named `name`, or {-1, -100}
// when none has that name within 5 s (a thread started without waiting names itself a moment later).
std::pair<int, int> priorityOfThreadNamed(const QByteArray &name)
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    const QDeadlineTimer deadline(5000);
    do {
        for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
            if (!comm.open(QIODevice::ReadOnly) || comm.readAll().trimmed() != name)
                continue;
            const pid_t id = pid_t(tid.toInt());
            return {sched_getscheduler(id), getpriority(PRIO_PROCESS, id_t(id))};
        }
        QThread::msleep(1);
    } while (!deadline.hasExpired());
    return {-1, -100};
}
#endif

} // namespace

class TestContainerMonitor : public QObject
{
    Q_OBJECT
private slots:
    // A session's thread runs at the lowest priority; the stats stream it opens must not:
    // starved behind a saturated CPU, it would go silent, be reconnected and leave a gap.
    void streamsAtNormalPriorityFromALoweredThread()
    {
#ifdef Q_OS_LINUX
        const std::pair<int, int> normal{sched_getscheduler(0), getpriority(PRIO_PROCESS, id_t(gettid()))};
        QTemporaryDir dir;
        DockerEndpoint endpoint;
        endpoint.socketPath = dir.filePath(QStringLiteral("no-daemon.sock")); // connecting fails: no matter
        ThreadLauncher launcher;
        std::pair<int, int> launched{-1, -100};
        std::pair<int, int> direct{-1, -100};
        std::thread session([&] {
            ThreadLauncher::lowerCallingThreadPriority();
            ContainerMonitor viaLauncher;
            viaLauncher.setEndpoint(endpoint);
            viaLauncher.setThreadLauncher(&launcher);
            if (viaLauncher.start({QStringLiteral("web")}))
                launched = priorityOfThreadNamed("docker-monitor");
        });
        session.join();
        std::thread lowered([&] {
            ThreadLauncher::lowerCallingThreadPriority();
            ContainerMonitor withoutLauncher;
            withoutLauncher.setEndpoint(endpoint);
            if (withoutLauncher.start({QStringLiteral("web")}))
                direct = priorityOfThreadNamed("docker-monitor");
        });
        lowered.join();
        QCOMPARE(launched, normal);
        // What the launcher is for: a thread started directly inherits the lowest priority.
        QCOMPARE(direct, std::make_pair(int(SCHED_IDLE), 19));
#else
        QSKIP("thread priorities are set on Linux only");
#endif
    }
};

QTEST_MAIN(TestContainerMonitor)
#include "tst_container_monitor.moc"
