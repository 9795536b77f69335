#include "thread/thread_launcher.h"

#ifdef Q_OS_LINUX
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
    // With Linux's threads, PRIO_PROCESS and a thread id set that thread's nice value only.
    setpriority(PRIO_PROCESS, id_t(gettid()), 19);
#endif
}

} // namespace cp
