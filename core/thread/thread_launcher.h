#pragma once

#include <QThread>

namespace cp {

// Starts threads from a thread of its own, which runs at normal priority.
//
// The threads that consume a run's samples (the experiment session's: journal,
// statistics, progress) lower their own priority, so that their work never
// takes a CPU an engine thread is ready for: an engine thread kept waiting
// holds back every request it has in flight, and the wait would be reported
// as the server's latency. On Linux a thread inherits its creator's priority
// and cannot raise it back, so engine threads must not be started by the
// session's thread: they are started here instead.
class ThreadLauncher
{
public:
    ThreadLauncher();
    ~ThreadLauncher();
    ThreadLauncher(const ThreadLauncher &) = delete;
    ThreadLauncher &operator=(const ThreadLauncher &) = delete;

    // Starts `thread` from the launcher's thread and returns once it runs.
    // Never call it from the launcher's own thread.
    void start(QThread *thread);

    // Lowers the calling thread's scheduling priority to the lowest (Linux:
    // SCHED_IDLE and nice 19 for this thread alone); does nothing elsewhere.
    static void lowerCallingThreadPriority();

private:
    QThread m_thread;
    QObject m_context;
};

} // namespace cp
