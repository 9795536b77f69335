#pragma once

#include <QAbstractEventDispatcher>
#include <QAtomicInt>
#include <QHash>
#include <QList>

#include <chrono>
#include <cstdint>
#include <map>
#include <set>
#include <utility>

struct epoll_event;

namespace cp {

// An event dispatcher for threads that watch many sockets at once: the load
// engine's (docs/architecture.md#threads). Qt's own dispatchers hand every
// descriptor to poll() on every turn of the loop, a cost that grows with the
// connections and was a sixth of an engine thread's time at 32 of them; here
// the kernel keeps the interest set (epoll), and a turn costs what is ready.
//
// Behaves as Qt's Unix dispatcher does for what a thread of ours uses: socket
// notifiers (level-triggered, as poll), timers of every type treated as
// precise (to the nanosecond where the kernel offers epoll_pwait2), posted
// events, wakeUp() and interrupt() from any thread. Linux only.
class EpollEventDispatcher final : public QAbstractEventDispatcher
{
    Q_OBJECT
public:
    explicit EpollEventDispatcher(QObject *parent = nullptr);
    ~EpollEventDispatcher() override;

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;

    void registerSocketNotifier(QSocketNotifier *notifier) override;
    void unregisterSocketNotifier(QSocketNotifier *notifier) override;

    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject *object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject *object) override;
    QList<TimerInfo> registeredTimers(QObject *object) const override;
    int remainingTime(int timerId) override;

    void wakeUp() override;
    void interrupt() override;

    // Time this thread spent looking for ready sockets before it slept (see
    // wait()): on a CPU, but waiting for work, not doing it. This thread only.
    std::int64_t spinNs() const { return m_spinNs; }

private:
    using Clock = std::chrono::steady_clock;

    struct Timer
    {
        QObject *object = nullptr;
        std::chrono::milliseconds interval{0};
        Qt::TimerType type = Qt::CoarseTimer;
        Clock::time_point due;
    };
    // The notifiers of one descriptor, by QSocketNotifier::Type.
    struct Watched
    {
        QSocketNotifier *notifiers[3] = {nullptr, nullptr, nullptr};
        quint32 events() const;
    };

    // Blocks (when `canWait`) until a descriptor is ready, the next timer is
    // due (unless `timers` are excluded) or wakeUp(); marks the notifiers to
    // activate (unless excluded). 1 when woken up, else 0.
    int wait(bool canWait, bool notifiers, bool timers);
    // One epoll_pwait2 (epoll_wait where it is missing) of at most `timeout`
    // (negative: no limit): the ready count, or -1 and errno.
    int poll(epoll_event *ready, std::chrono::nanoseconds timeout);
    void updateInterest(int fd, const Watched &watched, bool wasWatched);
    int activateNotifiers();
    int activateTimers();
    void arm(int timerId, Timer &timer, Clock::time_point due);

    int m_epoll = -1;
    int m_wakeFd = -1;    // an eventfd: wakeUp() writes, the loop reads
    QAtomicInt m_wakeUps; // 1 while a wake-up is written and not yet read
    QAtomicInt m_interrupted;
    bool m_havePwait2 = true; // epoll_pwait2 needs Linux 5.11
    std::int64_t m_spinNs = 0;
    QHash<int, Watched> m_watched;
    QList<QSocketNotifier *> m_pending; // ready, not yet activated; unregistering nulls an entry
    std::map<int, Timer> m_timers;
    std::set<std::pair<Clock::time_point, int>> m_queue; // (due, timer id), soonest first
};

} // namespace cp
