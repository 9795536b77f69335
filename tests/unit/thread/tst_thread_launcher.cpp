#include "thread/thread_launcher.h"

#include <QTest>

#include <atomic>
#include <memory>
#include <thread>
#include <utility>

#ifdef Q_OS_LINUX
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace cp;

namespace {

#ifdef Q_OS_LINUX
int callingThreadNice()
{
    return getpriority(PRIO_PROCESS, id_t(gettid()));
}

// The calling thread's scheduling policy (SCHED_OTHER, SCHED_IDLE, …).
int callingThreadPolicy()
{
    return sched_getscheduler(0);
}

// The nice value and scheduling policy a QThread runs with when `startIt` starts it.
template<typename Start>
std::pair<int, int> priorityOfThreadStartedBy(Start startIt)
{
    std::atomic<int> nice{-100};
    std::atomic<int> policy{-100};
    const std::unique_ptr<QThread> thread(QThread::create([&nice, &policy] {
        nice = callingThreadNice();
        policy = callingThreadPolicy();
    }));
    startIt(thread.get());
    thread->wait();
    return {nice, policy};
}
#endif

} // namespace

class TestThreadLauncher : public QObject
{
    Q_OBJECT
private slots:
    // A thread of lowered priority (the session's: SCHED_IDLE, so that an engine
    // thread waking on its CPU takes it at once, and nice 19) starts engine threads:
    // through the launcher they run at normal priority, directly they would not.
    void launchedThreadsKeepNormalPriority()
    {
#ifdef Q_OS_LINUX
        const std::pair<int, int> normal{callingThreadNice(), callingThreadPolicy()};
        QCOMPARE(normal.second, SCHED_OTHER);
        ThreadLauncher launcher;
        std::pair<int, int> direct;
        std::pair<int, int> launched;
        std::pair<int, int> lowered;
        std::thread consumer([&] {
            ThreadLauncher::lowerCallingThreadPriority();
            lowered = {callingThreadNice(), callingThreadPolicy()};
            direct = priorityOfThreadStartedBy([](QThread *t) { t->start(); });
            launched = priorityOfThreadStartedBy([&launcher](QThread *t) { launcher.start(t); });
        });
        consumer.join();
        QCOMPARE(lowered, std::make_pair(19, int(SCHED_IDLE)));
        QCOMPARE(direct, lowered);
        QCOMPARE(launched, normal);
        QCOMPARE(callingThreadNice(), normal.first);
        QCOMPARE(callingThreadPolicy(), normal.second);
#else
        QSKIP("thread priorities are set on Linux only");
#endif
    }
};

QTEST_GUILESS_MAIN(TestThreadLauncher)
#include "tst_thread_launcher.moc"
