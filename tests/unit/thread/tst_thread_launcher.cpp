#include "thread/thread_launcher.h"

#include <QTest>

#include <atomic>
#include <memory>
#include <thread>

#ifdef Q_OS_LINUX
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

// The nice value a QThread runs with when `startIt` starts it.
template<typename Start>
int niceOfThreadStartedBy(Start startIt)
{
    std::atomic<int> nice{-100};
    const std::unique_ptr<QThread> thread(QThread::create([&nice] { nice = callingThreadNice(); }));
    startIt(thread.get());
    thread->wait();
    return nice;
}
#endif

} // namespace

class TestThreadLauncher : public QObject
{
    Q_OBJECT
private slots:
    // A thread of lowered priority (the session's) starts engine threads:
    // through the launcher they run at normal priority, directly they would not.
    void launchedThreadsKeepNormalPriority()
    {
#ifdef Q_OS_LINUX
        const int normal = callingThreadNice();
        ThreadLauncher launcher;
        int direct = -100;
        int launched = -100;
        int lowered = -100;
        std::thread consumer([&] {
            ThreadLauncher::lowerCallingThreadPriority();
            lowered = callingThreadNice();
            direct = niceOfThreadStartedBy([](QThread *t) { t->start(); });
            launched = niceOfThreadStartedBy([&launcher](QThread *t) { launcher.start(t); });
        });
        consumer.join();
        QCOMPARE(lowered, 19);
        QCOMPARE(direct, 19);
        QCOMPARE(launched, normal);
        QCOMPARE(callingThreadNice(), normal);
#else
        QSKIP("thread priorities are set on Linux only");
#endif
    }
};

QTEST_GUILESS_MAIN(TestThreadLauncher)
#include "tst_thread_launcher.moc"
