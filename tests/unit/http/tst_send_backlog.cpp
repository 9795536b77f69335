// The bounds of SendBacklog: in size and in waiting time.
#include "http/send_backlog.h"

#include <QTest>

using namespace cp;

class TestSendBacklog : public QObject
{
    Q_OBJECT
private slots:
    void oldestFirst()
    {
        SendBacklog backlog;
        backlog.setTimeout(1000);
        backlog.push(1, 10);
        backlog.push(2, 20);
        backlog.pushFront(0, 5);
        QCOMPARE(backlog.take().ticket, 0);
        QCOMPARE(backlog.take().ticket, 1);
        QCOMPARE(backlog.take().dueNs, 20);
        QVERIFY(backlog.empty());
        QCOMPARE(backlog.dropped(), 0);
    }

    void fullDropsTheNewcomer()
    {
        SendBacklog backlog;
        backlog.setTimeout(1000);
        for (std::size_t i = 0; i < SendBacklog::MaxEntries + 10; ++i)
            backlog.push(std::int64_t(i), 0);
        QCOMPARE(backlog.size(), SendBacklog::MaxEntries);
        QCOMPARE(backlog.dropped(), 10);
        QCOMPARE(backlog.take().ticket, 0);
    }

    void waitingATimeoutIsDropped()
    {
        SendBacklog backlog;
        backlog.setTimeout(1000);
        backlog.push(1, 0);
        backlog.push(2, 500);
        backlog.push(3, 900);
        backlog.expire(999);
        QCOMPARE(backlog.size(), std::size_t(3));
        backlog.expire(1500);
        QCOMPARE(backlog.size(), std::size_t(1));
        QCOMPARE(backlog.dropped(), 2);
        QCOMPARE(backlog.take().ticket, 3);
        backlog.countDropped(5);
        QCOMPARE(backlog.dropped(), 7);
    }
};

QTEST_APPLESS_MAIN(TestSendBacklog)
#include "tst_send_backlog.moc"
