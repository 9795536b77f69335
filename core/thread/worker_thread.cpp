#include "thread/worker_thread.h"

#include "thread/epoll_event_dispatcher.h"
#include "thread/thread_launcher.h"

namespace cp {

WorkerThread::WorkerThread(QString name)
    : m_name(std::move(name))
{ }

WorkerThread::~WorkerThread()
{
    stop();
}

void WorkerThread::adopt(std::unique_ptr<QObject> worker, ThreadLauncher *launcher)
{
    stop();
    m_receiver = std::make_unique<QObject>();
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(m_name);
    if (m_epollDispatcher)
        m_thread->setEventDispatcher(new EpollEventDispatcher); // the thread owns it
    if (m_lowestPriority) {
        QObject::connect(
            m_thread.get(), &QThread::started, m_thread.get(), [] { ThreadLauncher::lowerCallingThreadPriority(); },
            Qt::DirectConnection);
    }
    QObject *moved = worker.release();
    moved->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, moved, &QObject::deleteLater);
    if (launcher)
        launcher->start(m_thread.get());
    else
        m_thread->start();
}

void WorkerThread::stop()
{
    if (m_thread)
        m_thread->quit();
    join();
}

void WorkerThread::join()
{
    m_receiver.reset();
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread.reset();
}

} // namespace cp
