// stats.csv read back (docs/experiment-format.md#the-stats-file): what StatsWriter
// writes comes back exact, a journal's cut line is left out, bad input names its line.
#include "analysis/stats_file.h"
#include "store/stats_writer.h"

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

StatsRecord record(std::int64_t timeNs, const QString &container)
{
    StatsRecord r;
    r.timeNs = timeNs;
    r.container = container;
    r.cpuPercent = 12.5;
    r.cpuUsageNs = 40'061'728'500;
    r.memUsedBytes = 23'456'789;
    r.memLimitBytes = 134'217'728;
    r.memPercent = 17.47667;
    r.netRxBytes = 19'500;
    r.netTxBytes = 11'000;
    r.blkReadBytes = 0;
    r.blkWriteBytes = 4'000;
    r.pids = 5;
    return r;
}

} // namespace

class TestStatsFile : public QObject
{
    Q_OBJECT
private slots:
    void writtenRecordsComeBackExact();
    void unknownValuesStayUnknown();
    void journalCutLineIsLeftOut();
    void badInputNamesItsLine_data();
    void badInputNamesItsLine();
};

void TestStatsFile::writtenRecordsComeBackExact()
{
    QTemporaryDir dir;
    // Nine fraction digits: a double would round the last of them.
    const StatsRecord a = record(1'764'675'566'785'000'841, QStringLiteral("fn-box"));
    StatsRecord b = record(1'764'675'567'285'000'840, QStringLiteral("a \"quoted\", name"));
    b.pids = 9;
    const QString path = writeFile(dir, QStringLiteral("stats.csv"),
                                   StatsWriter::header() + StatsWriter::line(a) + StatsWriter::line(b));
    StatsRecordBatch records;
    QString error;
    QVERIFY2(readStatsFile(path, &records, &error), qPrintable(error));
    QCOMPARE(records.size(), 2);
    const StatsRecord &r = records.at(0);
    QCOMPARE(r.timeNs, a.timeNs);
    QCOMPARE(r.container, a.container);
    QCOMPARE(r.cpuPercent, a.cpuPercent);
    QCOMPARE(r.cpuUsageNs, a.cpuUsageNs);
    QCOMPARE(r.memUsedBytes, a.memUsedBytes);
    QCOMPARE(r.memLimitBytes, a.memLimitBytes);
    QCOMPARE(r.netRxBytes, a.netRxBytes);
    QCOMPARE(r.netTxBytes, a.netTxBytes);
    QCOMPARE(r.blkWriteBytes, a.blkWriteBytes);
    QCOMPARE(r.pids, a.pids);
    QCOMPARE(records.at(1).container, b.container);
    QCOMPARE(records.at(1).pids, 9);
    QCOMPARE(records.at(1).timeNs, b.timeNs);
}

void TestStatsFile::unknownValuesStayUnknown()
{
    QTemporaryDir dir;
    StatsRecord a = record(1'000'000'000, QStringLiteral("fn"));
    a.cpuPercent.reset();
    a.cpuUsageNs.reset();
    a.memPercent.reset();
    const QString path = writeFile(dir, QStringLiteral("stats.csv"), StatsWriter::header() + StatsWriter::line(a));
    StatsRecordBatch records;
    QString error;
    QVERIFY2(readStatsFile(path, &records, &error), qPrintable(error));
    QCOMPARE(records.size(), 1);
    QVERIFY(!records.at(0).cpuPercent);
    QVERIFY(!records.at(0).cpuUsageNs);
    QVERIFY(!records.at(0).memPercent);
}

void TestStatsFile::journalCutLineIsLeftOut()
{
    QTemporaryDir dir;
    const QByteArray whole = StatsWriter::line(record(1'000'000'000, QStringLiteral("fn")));
    const QString path = writeFile(dir, QStringLiteral("stats.journal.csv"),
                                   StatsWriter::header() + whole + whole.left(whole.size() / 2));
    StatsRecordBatch records;
    QString error;
    QVERIFY2(readStatsFile(path, &records, &error), qPrintable(error));
    QCOMPARE(records.size(), 1);
}

void TestStatsFile::badInputNamesItsLine_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const QByteArray header = StatsWriter::header();
    const QByteArray good = StatsWriter::line(record(1'000'000'000, QStringLiteral("fn")));
    QByteArray badTime = good;
    badTime.replace(0, good.indexOf(','), "yesterday");
    QByteArray negative = good;
    negative.replace(",5,", ",-5,");
    QTest::newRow("empty") << QByteArray() << QStringLiteral(":1: the file is empty");
    QTest::newRow("not stats") << QByteArray("run,type\n1,warm\n") << QStringLiteral(":1: no column 'time'");
    QTest::newRow("short line") << header + good + "1.0,fn\n" << QStringLiteral(":3: 2 fields");
    QTest::newRow("bad time") << header + badTime << QStringLiteral(":2: 'yesterday' is no time");
    QTest::newRow("negative count") << header + negative << QStringLiteral(":2: a count");
}

void TestStatsFile::badInputNamesItsLine()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("stats.csv"), content);
    StatsRecordBatch records;
    QString error;
    QVERIFY(!readStatsFile(path, &records, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestStatsFile)
#include "tst_stats_file.moc"
