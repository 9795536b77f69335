#include "thread/epoll_event_dispatcher.h"

#include <QElapsedTimer>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <sys/socket.h>
#include <unistd.h>

using namespace cp;

namespace {

// A thread whose loop runs on an EpollEventDispatcher, and an object living
// in it to run code there.
class EpollThread
{
public:
    EpollThread()
    {
        m_thread.setEventDispatcher(new EpollEventDispatcher);
        m_context.moveToThread(&m_thread);
        m_thread.start();
    }
    ~EpollThread()
    {
        m_thread.quit();
        m_thread.wait();
    }
    // Runs `code` in the thread and returns once it ran.
    void run(const std::function<void()> &code)
    {
        QMetaObject::invokeMethod(&m_context, code, Qt::BlockingQueuedConnection);
    }
    QObject *context() { return &m_context; }
    QThread &thread() { return m_thread; }

private:
    QThread m_thread;
    QObject m_context;
};

// Both ends of a connected Unix stream socket pair, closed at the end.
struct SocketPair
{
    int fds[2] = {-1, -1};
    SocketPair() { QVERIFY(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, fds) == 0); }
    ~SocketPair()
    {
        ::close(fds[0]);
        ::close(fds[1]);
    }
};

std::int64_t epollSpinNs()
{
    return qobject_cast<EpollEventDispatcher *>(QAbstractEventDispatcher::instance())->spinNs();
}

} // namespace

class TestEpollEventDispatcher : public QObject
{
    Q_OBJECT
private slots:
    void theThreadRunsOnIt()
    {
        EpollThread loop;
        bool isEpoll = false;
        loop.run([&] { isEpoll = qobject_cast<EpollEventDispatcher *>(QAbstractEventDispatcher::instance()); });
        QVERIFY(isEpoll);
    }

    // Before it sleeps the loop looks for work a moment (no longer than a timer
    // due sooner allows), and counts that time apart from the work.
    void itLooksBeforeSleepingAndCountsIt()
    {
        EpollThread loop;
        std::int64_t before = -1;
        loop.run([&] { before = epollSpinNs(); });
        std::atomic<int> fired{0};
        loop.run([&] { QTimer::singleShot(20, Qt::PreciseTimer, loop.context(), [&] { ++fired; }); });
        QTRY_COMPARE(fired.load(), 1);
        std::int64_t after = -1;
        loop.run([&] { after = epollSpinNs(); });
        // A whole look of 10 µs went before the sleep until the timer: nothing came meanwhile.
        QVERIFY2(after - before >= 10'000, qPrintable(QString::number(after - before)));
        QVERIFY2(after - before < 20'000'000, qPrintable(QString::number(after - before)));
    }

    void aPreciseTimerKeepsItsCadence()
    {
        EpollThread loop;
        std::atomic<int> fired{0};
        std::unique_ptr<QTimer> timer;
        QElapsedTimer clock;
        loop.run([&] {
            timer = std::make_unique<QTimer>();
            timer->setTimerType(Qt::PreciseTimer);
            timer->setInterval(5);
            QObject::connect(timer.get(), &QTimer::timeout, [&] { ++fired; });
            clock.start();
            timer->start();
        });
        QTRY_VERIFY_WITH_TIMEOUT(fired >= 40, 5000);
        const qint64 elapsed = clock.elapsed();
        loop.run([&] { timer.reset(); });
        // 40 intervals of 5 ms: never early; late only by what a busy machine makes it.
        QVERIFY2(elapsed >= 195, qPrintable(QString::number(elapsed)));
        QVERIFY2(elapsed < 2000, qPrintable(QString::number(elapsed)));
    }

    void aSingleShotFiresOnceAndNotEarly()
    {
        EpollThread loop;
        std::atomic<int> fired{0};
        std::atomic<qint64> after{-1};
        QElapsedTimer clock;
        loop.run([&] {
            clock.start();
            QTimer::singleShot(30, Qt::PreciseTimer, loop.context(), [&] {
                after = clock.elapsed();
                ++fired;
            });
        });
        QTRY_COMPARE(fired.load(), 1);
        QTest::qWait(100);
        QCOMPARE(fired.load(), 1);
        QVERIFY2(after >= 30, qPrintable(QString::number(after)));
    }

    void aTimerStoppedInsideAnotherHandlerNeverFires()
    {
        EpollThread loop;
        std::atomic<int> first{0};
        std::atomic<int> second{0};
        std::unique_ptr<QTimer> a;
        std::unique_ptr<QTimer> b;
        loop.run([&] {
            a = std::make_unique<QTimer>();
            b = std::make_unique<QTimer>();
            a->setInterval(10);
            b->setInterval(10);
            // Both are due in the same turn; the first stops the second.
            QObject::connect(a.get(), &QTimer::timeout, [&] {
                ++first;
                b->stop();
                a->stop();
            });
            QObject::connect(b.get(), &QTimer::timeout, [&] { ++second; });
            a->start();
            b->start();
        });
        QTRY_COMPARE(first.load(), 1);
        QTest::qWait(60);
        QCOMPARE(second.load(), 0);
        loop.run([&] {
            a.reset();
            b.reset();
        });
    }

    void aTimerRestartedByAnotherInTheSameTurnWaitsItsNewInterval()
    {
        EpollThread loop;
        std::atomic<qint64> restartedAt{-1};
        std::atomic<qint64> firedAt{-1};
        QElapsedTimer clock;
        std::unique_ptr<QTimer> a;
        std::unique_ptr<QTimer> b;
        loop.run([&] {
            a = std::make_unique<QTimer>();
            b = std::make_unique<QTimer>();
            a->setSingleShot(true);
            b->setSingleShot(true);
            // Whichever fires first restarts the other for 300 ms: Qt hands the freed
            // timer id straight back, while the other may already be due this turn.
            QObject::connect(a.get(), &QTimer::timeout, [&] {
                if (restartedAt < 0) {
                    restartedAt = clock.elapsed();
                    b->start(300);
                } else {
                    firedAt = clock.elapsed();
                }
            });
            QObject::connect(b.get(), &QTimer::timeout, [&] {
                if (restartedAt < 0) {
                    restartedAt = clock.elapsed();
                    a->start(300);
                } else {
                    firedAt = clock.elapsed();
                }
            });
            clock.start();
            a->start(20);
            b->start(20);
        });
        QTRY_VERIFY_WITH_TIMEOUT(firedAt >= 0, 5000);
        QVERIFY2(firedAt - restartedAt >= 300,
                 qPrintable(QStringLiteral("restarted at %1 ms, fired at %2 ms").arg(restartedAt).arg(firedAt)));
        loop.run([&] {
            a.reset();
            b.reset();
        });
    }

    void reportsTimersAndTheirRemainingTime()
    {
        EpollThread loop;
        loop.run([&] {
            QTimer timer;
            timer.setTimerType(Qt::PreciseTimer);
            timer.start(1000);
            auto *dispatcher = QAbstractEventDispatcher::instance();
            const auto timers = dispatcher->registeredTimers(&timer);
            QCOMPARE(timers.size(), 1);
            QCOMPARE(timers.first().interval, 1000);
            QCOMPARE(timers.first().timerType, Qt::PreciseTimer);
            const int left = dispatcher->remainingTime(timer.timerId());
            QVERIFY2(left > 900 && left <= 1000, qPrintable(QString::number(left)));
            QVERIFY(dispatcher->unregisterTimers(&timer));
            QCOMPARE(dispatcher->remainingTime(timer.timerId()), -1);
            QVERIFY(dispatcher->registeredTimers(&timer).isEmpty());
        });
    }

    void aZeroTimerDoesNotStarveSockets()
    {
        EpollThread loop;
        SocketPair pair;
        std::atomic<int> spins{0};
        std::atomic<int> reads{0};
        std::unique_ptr<QTimer> spinner;
        std::unique_ptr<QSocketNotifier> notifier;
        loop.run([&] {
            spinner = std::make_unique<QTimer>();
            spinner->setInterval(0);
            QObject::connect(spinner.get(), &QTimer::timeout, [&] { ++spins; });
            spinner->start();
            notifier = std::make_unique<QSocketNotifier>(pair.fds[0], QSocketNotifier::Read);
            QObject::connect(notifier.get(), &QSocketNotifier::activated, [&] {
                char byte;
                while (::read(pair.fds[0], &byte, 1) == 1)
                    ++reads;
            });
        });
        for (int i = 0; i < 20; ++i) {
            QCOMPARE(::write(pair.fds[1], "x", 1), 1);
            QTRY_COMPARE(reads.load(), i + 1);
        }
        QVERIFY(spins > 20);
        loop.run([&] {
            notifier.reset();
            spinner.reset();
        });
    }

    void notifiersFollowReadinessAndEnabling()
    {
        EpollThread loop;
        SocketPair pair;
        std::atomic<int> readable{0};
        std::atomic<int> writable{0};
        std::unique_ptr<QSocketNotifier> reader;
        std::unique_ptr<QSocketNotifier> writer;
        loop.run([&] {
            reader = std::make_unique<QSocketNotifier>(pair.fds[0], QSocketNotifier::Read);
            writer = std::make_unique<QSocketNotifier>(pair.fds[0], QSocketNotifier::Write);
            QObject::connect(reader.get(), &QSocketNotifier::activated, [&] {
                ++readable;
                reader->setEnabled(false); // level-triggered: it would fire again at once
            });
            QObject::connect(writer.get(), &QSocketNotifier::activated, [&] {
                ++writable;
                writer->setEnabled(false);
            });
        });
        // Writable at once; nothing to read yet.
        QTRY_COMPARE(writable.load(), 1);
        QTest::qWait(30);
        QCOMPARE(readable.load(), 0);
        QCOMPARE(::write(pair.fds[1], "ab", 2), 2);
        QTRY_COMPARE(readable.load(), 1);
        // Still readable (nothing was read): enabling again fires again; the
        // write notifier, still disabled, stays quiet.
        loop.run([&] { reader->setEnabled(true); });
        QTRY_COMPARE(readable.load(), 2);
        QCOMPARE(writable.load(), 1);
        // The peer's close wakes a reader.
        loop.run([&] {
            char buffer[2];
            QCOMPARE(::read(pair.fds[0], buffer, 2), 2);
            reader->setEnabled(true);
        });
        QTest::qWait(30);
        QCOMPARE(readable.load(), 2);
        ::shutdown(pair.fds[1], SHUT_WR);
        QTRY_COMPARE(readable.load(), 3);
        loop.run([&] {
            reader.reset();
            writer.reset();
        });
    }

    void aNotifierDeletedByAnEarlierOneInTheSameTurnIsNotActivated()
    {
        EpollThread loop;
        SocketPair first;
        SocketPair second;
        std::atomic<int> activations{0};
        std::unique_ptr<QSocketNotifier> a;
        std::unique_ptr<QSocketNotifier> b;
        loop.run([&] {
            a = std::make_unique<QSocketNotifier>(first.fds[0], QSocketNotifier::Read);
            b = std::make_unique<QSocketNotifier>(second.fds[0], QSocketNotifier::Read);
            // Whichever fires first deletes the other.
            QObject::connect(a.get(), &QSocketNotifier::activated, [&] {
                ++activations;
                b.reset();
                a->setEnabled(false);
            });
            QObject::connect(b.get(), &QSocketNotifier::activated, [&] {
                ++activations;
                a.reset();
                b->setEnabled(false);
            });
        });
        // Both ready before the thread's next turn.
        loop.run([&] {
            QCOMPARE(::write(first.fds[1], "x", 1), 1);
            QCOMPARE(::write(second.fds[1], "x", 1), 1);
        });
        QTRY_COMPARE(activations.load(), 1);
        QTest::qWait(30);
        QCOMPARE(activations.load(), 1);
        loop.run([&] {
            a.reset();
            b.reset();
        });
    }

    void eventsPostedFromAnotherThreadWakeIt()
    {
        EpollThread loop;
        std::atomic<int> delivered{0};
        for (int i = 0; i < 1000; ++i)
            QMetaObject::invokeMethod(
                loop.context(), [&] { ++delivered; }, Qt::QueuedConnection);
        QTRY_COMPARE(delivered.load(), 1000);
        QElapsedTimer clock;
        clock.start();
        loop.thread().quit();
        QVERIFY(loop.thread().wait(5000));
        QVERIFY(clock.elapsed() < 1000);
    }

    void qtSocketsWorkOnIt()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QObject::connect(&server, &QTcpServer::newConnection, &server, [&server] {
            QTcpSocket *peer = server.nextPendingConnection();
            QObject::connect(peer, &QTcpSocket::readyRead, peer, [peer] { peer->write(peer->readAll()); });
        });
        EpollThread loop;
        std::atomic<int> echoed{0};
        std::unique_ptr<QTcpSocket> client;
        QByteArray received;
        loop.run([&] {
            client = std::make_unique<QTcpSocket>();
            QObject::connect(client.get(), &QTcpSocket::connected, [&] { client->write("ping"); });
            QObject::connect(client.get(), &QTcpSocket::readyRead, [&] {
                received += client->readAll();
                if (received.size() >= 4)
                    echoed = 1;
            });
            client->connectToHost(QHostAddress::LocalHost, server.serverPort());
        });
        QTRY_COMPARE(echoed.load(), 1);
        loop.run([&] { client.reset(); });
        QCOMPARE(received, QByteArray("ping"));
    }
};

QTEST_GUILESS_MAIN(TestEpollEventDispatcher)
#include "tst_epoll_event_dispatcher.moc"
