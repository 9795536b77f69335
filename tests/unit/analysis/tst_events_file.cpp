// events.csv read back (docs/experiment-format.md#the-events-file): what EventsWriter
// writes comes back exact, ContainerPerf's own actions keep their origin, a journal's
// cut line is left out, bad input names its line.
#include "analysis/events_file.h"
#include "store/events_writer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

DockerEvent makeEvent(std::int64_t timeNs, const QString &container, const QString &action, const QString &detail,
                  DockerEvent::Origin origin)
{
    DockerEvent e;
    e.timeNs = timeNs;
    e.container = container;
    e.action = action;
    e.detail = detail;
    e.origin = origin;
    return e;
}

} // namespace

class TestEventsFile : public QObject
{
    Q_OBJECT
private slots:
    void writtenEventsComeBackExact()
    {
        QTemporaryDir dir;
        const DockerEventBatch written = {
            makeEvent(1'764'675'566'785'000'841, QStringLiteral("fn"), QStringLiteral("die"), QStringLiteral("exitCode=137"),
                  DockerEvent::Origin::Docker),
            makeEvent(1'764'675'567'000'000'001, QStringLiteral("a \"quoted\", name"), QStringLiteral("limits"),
                  QStringLiteral("memory=268435456 memory_swap=-1 nano_cpus=0"), DockerEvent::Origin::ContainerPerf),
            makeEvent(1'764'675'568'000'000'000, QStringLiteral("fn"), QStringLiteral("start"), QString(),
                  DockerEvent::Origin::Docker),
        };
        QByteArray content = EventsWriter::header();
        for (const DockerEvent &e : written)
            content += EventsWriter::line(e);
        DockerEventBatch events;
        QString error;
        QVERIFY2(readEventsFile(writeFile(dir, QStringLiteral("events.csv"), content), &events, &error),
                 qPrintable(error));
        QCOMPARE(events.size(), written.size());
        for (qsizetype i = 0; i < events.size(); ++i) {
            QCOMPARE(events.at(i).timeNs, written.at(i).timeNs);
            QCOMPARE(events.at(i).container, written.at(i).container);
            QCOMPARE(events.at(i).action, written.at(i).action);
            QCOMPARE(events.at(i).detail, written.at(i).detail);
            QCOMPARE(events.at(i).origin, written.at(i).origin);
        }
    }

    void journalCutLineIsLeftOut()
    {
        QTemporaryDir dir;
        const QByteArray content = EventsWriter::header() + "1764675566.785000841,fn,die,exitCode=0\n1764675567.1,fn,st";
        DockerEventBatch events;
        QString error;
        QVERIFY2(readEventsFile(writeFile(dir, QStringLiteral("events.journal.csv"), content), &events, &error),
                 qPrintable(error));
        QCOMPARE(events.size(), 1);
    }

    void badInputNamesItsLine_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("said");
        QTest::addRow("no time") << QByteArray("time,container,action,detail\nyesterday,fn,die,\n")
                                 << QStringLiteral("events.csv:2");
        QTest::addRow("negative time") << QByteArray("time,container,action,detail\n-1.5,fn,die,\n")
                                       << QStringLiteral("no time in epoch seconds");
        QTest::addRow("no action") << QByteArray("time,container,action,detail\n1.5,fn,,\n")
                                   << QStringLiteral("the action is empty");
        QTest::addRow("own prefix alone") << QByteArray("time,container,action,detail\n1.5,fn,containerperf.,\n")
                                          << QStringLiteral("the action is empty");
        QTest::addRow("missing column") << QByteArray("time,container,action\n1.5,fn,die\n")
                                        << QStringLiteral("detail");
    }
    void badInputNamesItsLine()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, said);
        QTemporaryDir dir;
        DockerEventBatch events;
        QString error;
        QVERIFY(!readEventsFile(writeFile(dir, QStringLiteral("events.csv"), content), &events, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestEventsFile)
#include "tst_events_file.moc"
