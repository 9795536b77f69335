#include "thread/epoll_event_dispatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimerEvent>
#include <QVarLengthArray>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace cp {

namespace {

constexpr int MaxEventsPerTurn = 256;
// How long a thread about to sleep looks for ready sockets first (see wait()).
constexpr std::chrono::microseconds SpinBeforeSleep(10);

// What makes a notifier of each QSocketNotifier::Type ready: as Qt's poll()
// dispatcher, a hang-up or an error wakes every kind, so its owner reads the
// failure instead of waiting for data that never comes.
constexpr quint32 WantedBy[3] = {EPOLLIN, EPOLLOUT, EPOLLPRI};
constexpr quint32 ReadyFor[3] = {EPOLLIN | EPOLLHUP | EPOLLERR, EPOLLOUT | EPOLLHUP | EPOLLERR,
                                 EPOLLPRI | EPOLLHUP | EPOLLERR};

[[noreturn]] void fail(const char *what)
{
    qFatal("EpollEventDispatcher: %s failed: %s", what, std::strerror(errno));
}

} // namespace

quint32 EpollEventDispatcher::Watched::events() const
{
    quint32 events = 0;
    for (int type = 0; type < 3; ++type) {
        if (notifiers[type])
            events |= WantedBy[type];
    }
    return events;
}

EpollEventDispatcher::EpollEventDispatcher(QObject *parent)
    : QAbstractEventDispatcher(parent)
    , m_epoll(epoll_create1(EPOLL_CLOEXEC))
    , m_wakeFd(eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK))
{
    // Without either the thread could not run at all: there is nothing to fall back to.
    if (m_epoll < 0)
        fail("epoll_create1");
    if (m_wakeFd < 0)
        fail("eventfd");
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.fd = m_wakeFd;
    if (epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wakeFd, &event) != 0)
        fail("epoll_ctl");
}

EpollEventDispatcher::~EpollEventDispatcher()
{
    ::close(m_wakeFd);
    ::close(m_epoll);
}

bool EpollEventDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags)
{
    m_interrupted.storeRelaxed(0);
    emit awake();
    QCoreApplication::sendPostedEvents();
    // As Qt's own: an event loop told to quit by a posted event handles nothing more.
    if (m_interrupted.loadRelaxed())
        return false;

    const bool notifiers = !flags.testFlag(QEventLoop::ExcludeSocketNotifiers);
    const bool timers = !flags.testFlag(QEventLoop::X11ExcludeTimers);
    const bool canWait = flags.testFlag(QEventLoop::WaitForMoreEvents);
    if (canWait)
        emit aboutToBlock();
    int events = wait(canWait, notifiers, timers);
    if (notifiers)
        events += activateNotifiers();
    if (timers)
        events += activateTimers();
    return events > 0;
}

int EpollEventDispatcher::poll(epoll_event *ready, std::chrono::nanoseconds timeout)
{
    using namespace std::chrono;
    if (m_havePwait2) {
        timespec until{};
        until.tv_sec = time_t(timeout.count() / 1'000'000'000);
        until.tv_nsec = long(timeout.count() % 1'000'000'000);
        const int count =
            epoll_pwait2(m_epoll, ready, MaxEventsPerTurn, timeout.count() < 0 ? nullptr : &until, nullptr);
        // Not there before Linux 5.11, and refused (EPERM) by container seccomp profiles that predate it.
        if (count >= 0 || errno == EINTR)
            return count;
        m_havePwait2 = false;
    }
    // Milliseconds, rounded up: waking early would only mean another turn.
    const auto ms = timeout.count() < 0 ? -1 : int(ceil<milliseconds>(timeout).count());
    return epoll_wait(m_epoll, ready, MaxEventsPerTurn, ms);
}

int EpollEventDispatcher::wait(bool canWait, bool notifiers, bool timers)
{
    using namespace std::chrono;
    nanoseconds timeout = canWait ? nanoseconds(-1) : nanoseconds(0);
    if (canWait && timers && !m_queue.empty())
        timeout = std::max(nanoseconds(0), duration_cast<nanoseconds>(m_queue.begin()->first - Clock::now()));

    epoll_event ready[MaxEventsPerTurn];
    int count = 0;
    if (timeout != nanoseconds(0)) {
        // Looks again for a moment before sleeping: a CPU left idle can take milliseconds
        // to run the thread woken on it (a virtual CPU the host descheduled once it halted,
        // a deep C-state), and at load the next answer is microseconds away. Measured at
        // 32 connections: p99 857-986 us without, 606-692 us with; 60.7-66.8k against
        // 67.6-75.3k requests/s (docs/benchmarks.md#where-the-engines-cpu-per-request-went).
        const Clock::time_point start = Clock::now();
        const Clock::time_point spinEnd =
            start + (timeout < nanoseconds(0) ? SpinBeforeSleep : std::min<nanoseconds>(SpinBeforeSleep, timeout));
        Clock::time_point now;
        do {
            count = poll(ready, nanoseconds(0));
            now = Clock::now();
        } while (count == 0 && now < spinEnd);
        const nanoseconds looked = now - start;
        m_spinNs += looked.count();
        if (count == 0 && timeout > nanoseconds(0))
            timeout = std::max(nanoseconds(0), timeout - looked);
    }
    if (count == 0)
        count = poll(ready, timeout);
    if (count < 0) {
        if (errno != EINTR)
            qWarning("EpollEventDispatcher: epoll_wait failed: %s", std::strerror(errno));
        return 0;
    }

    int woken = 0;
    for (int i = 0; i < count; ++i) {
        const int fd = ready[i].data.fd;
        if (fd == m_wakeFd) {
            eventfd_t value = 0;
            eventfd_read(m_wakeFd, &value);
            m_wakeUps.storeRelease(0);
            woken = 1;
            continue;
        }
        const auto watched = m_watched.constFind(fd);
        // Excluded notifiers stay ready (level-triggered) and are seen again next turn.
        if (!notifiers || watched == m_watched.cend())
            continue;
        for (int type = 0; type < 3; ++type) {
            QSocketNotifier *notifier = watched->notifiers[type];
            if (notifier && (ready[i].events & ReadyFor[type]))
                m_pending.append(notifier);
        }
    }
    return woken;
}

int EpollEventDispatcher::activateNotifiers()
{
    int activated = 0;
    // By index: an activation may unregister notifiers still pending (nulled
    // here), and the list is not changed otherwise until this loop is done.
    for (qsizetype i = 0; i < m_pending.size(); ++i) {
        QSocketNotifier *notifier = std::exchange(m_pending[i], nullptr);
        if (!notifier)
            continue;
        QEvent event(QEvent::SockAct);
        QCoreApplication::sendEvent(notifier, &event);
        ++activated;
    }
    m_pending.clear();
    return activated;
}

int EpollEventDispatcher::activateTimers()
{
    const Clock::time_point now = Clock::now();
    // Each timer due now fires once in this turn, even one whose interval
    // has already passed again (a zero one): the loop goes on to its sockets.
    QVarLengthArray<int, 16> due;
    for (auto it = m_queue.begin(); it != m_queue.end() && it->first <= now; ++it)
        due.append(it->second);
    int fired = 0;
    for (int timerId : due) {
        const auto found = m_timers.find(timerId);
        if (found == m_timers.end())
            continue; // unregistered by a timer that fired before it
        Timer &timer = found->second;
        // Stopped and started again by a timer that fired before it (Qt reuses ids): due later now.
        if (timer.due > now)
            continue;
        // Keeps the cadence (due + interval), unless the thread fell behind by
        // more than an interval: then the next one is an interval from now.
        Clock::time_point next = timer.due + timer.interval;
        if (next <= now)
            next = now + timer.interval;
        QObject *object = timer.object;
        arm(timerId, timer, next);
        QTimerEvent event(timerId);
        QCoreApplication::sendEvent(object, &event);
        ++fired;
    }
    return fired;
}

void EpollEventDispatcher::registerSocketNotifier(QSocketNotifier *notifier)
{
    const int fd = int(notifier->socket());
    const auto type = int(notifier->type());
    const bool wasWatched = m_watched.contains(fd);
    Watched &watched = m_watched[fd];
    if (watched.notifiers[type] && watched.notifiers[type] != notifier)
        qWarning("EpollEventDispatcher: descriptor %d already has a notifier of this type", fd);
    watched.notifiers[type] = notifier;
    updateInterest(fd, watched, wasWatched);
}

void EpollEventDispatcher::unregisterSocketNotifier(QSocketNotifier *notifier)
{
    std::replace(m_pending.begin(), m_pending.end(), notifier, static_cast<QSocketNotifier *>(nullptr));
    const int fd = int(notifier->socket());
    const auto found = m_watched.find(fd);
    if (found == m_watched.end())
        return;
    const auto type = int(notifier->type());
    if (found->notifiers[type] == notifier)
        found->notifiers[type] = nullptr;
    if (found->events() != 0) {
        updateInterest(fd, *found, true);
        return;
    }
    m_watched.erase(found);
    // The descriptor may be closed already, which took it out of the set.
    epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
}

void EpollEventDispatcher::updateInterest(int fd, const Watched &watched, bool wasWatched)
{
    epoll_event event{};
    event.events = watched.events();
    event.data.fd = fd;
    int result = epoll_ctl(m_epoll, wasWatched ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &event);
    // A descriptor closed and reopened under the same number while watched
    // left the set with the close; one watched before under another notifier
    // may still be in it.
    if (result != 0 && errno == ENOENT)
        result = epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &event);
    else if (result != 0 && errno == EEXIST)
        result = epoll_ctl(m_epoll, EPOLL_CTL_MOD, fd, &event);
    if (result != 0)
        qWarning("EpollEventDispatcher: cannot watch descriptor %d: %s", fd, std::strerror(errno));
}

void EpollEventDispatcher::registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject *object)
{
    Timer &timer = m_timers[timerId];
    timer.object = object;
    timer.interval = std::chrono::milliseconds(std::max<qint64>(0, interval));
    timer.type = timerType;
    arm(timerId, timer, Clock::now() + timer.interval);
}

void EpollEventDispatcher::arm(int timerId, Timer &timer, Clock::time_point due)
{
    m_queue.erase({timer.due, timerId});
    timer.due = due;
    m_queue.insert({due, timerId});
}

bool EpollEventDispatcher::unregisterTimer(int timerId)
{
    const auto found = m_timers.find(timerId);
    if (found == m_timers.end())
        return false;
    m_queue.erase({found->second.due, timerId});
    m_timers.erase(found);
    return true;
}

bool EpollEventDispatcher::unregisterTimers(QObject *object)
{
    bool any = false;
    for (auto it = m_timers.begin(); it != m_timers.end();) {
        if (it->second.object == object) {
            m_queue.erase({it->second.due, it->first});
            it = m_timers.erase(it);
            any = true;
        } else {
            ++it;
        }
    }
    return any;
}

QList<QAbstractEventDispatcher::TimerInfo> EpollEventDispatcher::registeredTimers(QObject *object) const
{
    QList<TimerInfo> timers;
    for (const auto &[timerId, timer] : m_timers) {
        if (timer.object == object)
            timers.append(TimerInfo(timerId, int(timer.interval.count()), timer.type));
    }
    return timers;
}

int EpollEventDispatcher::remainingTime(int timerId)
{
    const auto found = m_timers.find(timerId);
    if (found == m_timers.end())
        return -1;
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(found->second.due - Clock::now());
    return int(std::max<qint64>(0, left.count()));
}

void EpollEventDispatcher::wakeUp()
{
    // One write until the loop has read it: posting many events costs one system call.
    if (m_wakeUps.testAndSetAcquire(0, 1))
        eventfd_write(m_wakeFd, 1);
}

void EpollEventDispatcher::interrupt()
{
    m_interrupted.storeRelaxed(1);
    wakeUp();
}

} // namespace cp
