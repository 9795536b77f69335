#include "thread/thread_launcher.h"

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace cp {

ThreadLauncher::ThreadLauncher()
{
    m_thread.setObjectName(QStringLiteral("thread-launcher"));
    m_context.moveToThread(&m_thread);
    m_thread.start();
}

ThreadLauncher::~ThreadLauncher()
{
    m_thread.quit();
    m_thread.wait();
}

void ThreadLauncher::start(QThread *thread)
{
    Q_ASSERT(QThread::currentThread() != &m_thread);
    QMetaObject::invokeMethod(
        &m_context, [thread] { thread->start(); }, Qt::BlockingQueuedConnection);
}

void ThreadLauncher::lowerCallingThreadPriority()
{
#ifdef Q_OS_LINUX
    // SCHED_IDLE: a normal thread that wakes on this CPU (an engine thread whose send
    // is due) takes it at once. At nice 19 alone the kernel may first let this thread
    // finish its slice, which delayed sends by over a millisecond. Lowering the policy
    // needs no privilege; the nice value stays for systems that refuse it.
    const sched_param idle{};
    pthread_setschedparam(pthread_self(), SCHED_IDLE, &idle);
    // With Linux's threads, PRIO_PROCESS and a thread id set that thread's nice value only.
    setpriority(PRIO_PROCESS, id_t(gettid()), 19);
#endif
}

} // namespace cp
