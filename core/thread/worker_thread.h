#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <memory>

namespace cp {

class ThreadLauncher;

// Owns one thread with an event loop of its own and the worker object that
// lives in it (docs/architecture.md#threads): the worker is made in the
// owner's thread, moved over, and deleted in its own thread once the loop
// ends. stop(), start() and the destructor end the loop and wait for it, so a
// worker never outlives its owner.
//
// A stopped worker may have queued signals the owner has not seen yet. They
// are dropped, not taken for the next worker's: connect the worker's signals
// with receiver() as their context, an object in the owner's thread that each
// start() replaces and stop() deletes, and Qt discards what was queued for it.
class WorkerThread
{
public:
    explicit WorkerThread(QString name);
    ~WorkerThread();
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    // Stops a running worker, then moves `worker` into a new thread and starts
    // it (through `launcher` when given, see ThreadLauncher). Returns the
    // worker for connecting and invoking; the thread owns it.
    template<typename Worker>
    Worker *start(std::unique_ptr<Worker> worker, ThreadLauncher *launcher = nullptr)
    {
        Worker *started = worker.get();
        adopt(std::move(worker), launcher);
        return started;
    }

    QObject *receiver() const { return m_receiver.get(); }

    // Connects a signal of the running worker to a member (often a signal) of
    // its owner, through receiver(). The signal and the member may be declared
    // in base classes of the worker and the owner.
    template<typename Worker, typename Sender, typename Owner, typename Target, typename... Args>
    void forward(Worker *worker, void (Sender::*signal)(Args...), Owner *owner, void (Target::*member)(Args...))
    {
        QObject::connect(worker, signal, receiver(), [owner, member](Args... args) { (owner->*member)(args...); });
    }
    bool isRunning() const { return m_thread != nullptr; }
    void stop();
    // Waits for the worker to end the loop itself (QThread::quit from its own
    // thread), then as stop(): for work that must be finished, not cut short.
    void join();

    // The thread runs at the lowest priority: for the consumers of a run's
    // samples, which must never take a CPU an engine thread is ready for.
    void setLowestPriority(bool lowest) { m_lowestPriority = lowest; }
    // The thread's loop runs on an EpollEventDispatcher: for threads that
    // watch many sockets, where Qt's own dispatcher polls them all each turn.
    void setEpollDispatcher(bool epoll) { m_epollDispatcher = epoll; }

private:
    void adopt(std::unique_ptr<QObject> worker, ThreadLauncher *launcher);

    QString m_name;
    bool m_lowestPriority = false;
    bool m_epollDispatcher = false;
    std::unique_ptr<QObject> m_receiver;
    std::unique_ptr<QThread> m_thread;
};

// A worker's entry points run in the worker's own thread: called from another,
// its state would be touched by two threads at once.
inline void assertInOwnThread(const QObject *worker)
{
    Q_ASSERT_X(QThread::currentThread() == worker->thread(), "assertInOwnThread",
               "a worker's entry point was called from another thread");
    Q_UNUSED(worker)
}

} // namespace cp
