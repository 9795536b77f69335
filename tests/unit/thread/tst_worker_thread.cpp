// WorkerThread: where its worker lives and dies, and that a stopped worker's
// queued signals never reach the owner (docs/architecture.md#threads).
#include "thread/worker_thread.h"

#include <QTest>

#include <atomic>
#include <memory>

using namespace cp;

namespace {

class Probe : public QObject
{
    Q_OBJECT
public:
    explicit Probe(std::atomic<QThread *> *diedIn)
        : m_diedIn(diedIn)
    { }
    ~Probe() override { m_diedIn->store(QThread::currentThread()); }

    void emitValue(int value) { emit valued(value); }
    void quitOwnLoopLater(int afterMs)
    {
        QThread::msleep(afterMs);
        emit valued(-1);
        thread()->quit();
    }

signals:
    void valued(int value);

private:
    std::atomic<QThread *> *m_diedIn;
};

} // namespace

class TestWorkerThread : public QObject
{
    Q_OBJECT
private slots:
    void workerLivesAndDiesInItsThread()
    {
        std::atomic<QThread *> diedIn{nullptr};
        QThread *ran = nullptr;
        {
            WorkerThread thread(QStringLiteral("probe"));
            QVERIFY(!thread.isRunning());
            Probe *probe = thread.start(std::make_unique<Probe>(&diedIn));
            QVERIFY(thread.isRunning());
            QVERIFY(probe->thread() != QThread::currentThread());
            QCOMPARE(probe->thread()->objectName(), QStringLiteral("probe"));
            QMetaObject::invokeMethod(
                probe, [&ran] { ran = QThread::currentThread(); }, Qt::BlockingQueuedConnection);
            QVERIFY(ran != QThread::currentThread());
        }
        // Deleted when its loop ended, in its own thread, before the owner went.
        QCOMPARE(diedIn.load(), ran);
    }

    void stoppedWorkersQueuedSignalsAreDropped()
    {
        std::atomic<QThread *> diedIn{nullptr};
        WorkerThread thread(QStringLiteral("probe"));
        QList<int> seen;
        Probe *first = thread.start(std::make_unique<Probe>(&diedIn));
        QObject::connect(first, &Probe::valued, thread.receiver(), [&seen](int v) { seen.append(v); });
        // Queued to the owner, not yet delivered: the owner's loop has not run.
        QMetaObject::invokeMethod(
            first, [first] { first->emitValue(1); }, Qt::BlockingQueuedConnection);
        Probe *second = thread.start(std::make_unique<Probe>(&diedIn));
        QObject::connect(second, &Probe::valued, thread.receiver(), [&seen](int v) { seen.append(v); });
        QMetaObject::invokeMethod(
            second, [second] { second->emitValue(2); }, Qt::BlockingQueuedConnection);
        QTRY_COMPARE(seen, QList<int>{2});
        QTest::qWait(20);
        QCOMPARE(seen, QList<int>{2});
    }

    void joinWaitsForTheWorkerToEndItsLoop()
    {
        std::atomic<QThread *> diedIn{nullptr};
        WorkerThread thread(QStringLiteral("probe"));
        Probe *probe = thread.start(std::make_unique<Probe>(&diedIn));
        QMetaObject::invokeMethod(
            probe, [probe] { probe->quitOwnLoopLater(100); }, Qt::QueuedConnection);
        QElapsedTimer clock;
        clock.start();
        thread.join();
        QVERIFY(clock.elapsed() >= 90); // stop() would have cut the work short
        QVERIFY(!thread.isRunning());
        QVERIFY(diedIn.load() != nullptr);
    }

    void forwardedSignalsReachTheOwner()
    {
        std::atomic<QThread *> diedIn{nullptr};
        WorkerThread thread(QStringLiteral("probe"));
        Probe *probe = thread.start(std::make_unique<Probe>(&diedIn));
        thread.forward(probe, &Probe::valued, this, &TestWorkerThread::record);
        QMetaObject::invokeMethod(
            probe, [probe] { probe->emitValue(7); }, Qt::QueuedConnection);
        QTRY_COMPARE(m_recorded, QList<int>{7});
    }

private:
    void record(int value) { m_recorded.append(value); }
    QList<int> m_recorded;
};

QTEST_GUILESS_MAIN(TestWorkerThread)
#include "tst_worker_thread.moc"
