#include "store/events_writer.h"
#include "store/stats_writer.h"
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace cp;
using namespace Qt::Literals::StringLiterals;
using cp::test::readAll;

namespace {

StatsRecord sampleRecord(std::int64_t timeNs, const QString &container, std::optional<double> cpu)
{
    StatsRecord r;
    r.timeNs = timeNs;
    r.container = container;
    r.cpuPercent = cpu;
    r.memUsedBytes = 1000;
    r.memLimitBytes = 4000;
    r.memPercent = 25.0;
    r.netRxBytes = 10;
    r.netTxBytes = 20;
    r.blkReadBytes = 30;
    r.blkWriteBytes = 40;
    r.pids = 5;
    r.seedMemoryUsage = 0.5;
    r.seedCpuUsage = cpu ? std::optional<double>(*cpu / 200.0) : std::nullopt;
    r.cpuUsageNs = cpu ? std::optional<std::int64_t>(123'456'789'012) : std::nullopt;
    return r;
}

} // namespace

class TestStatsWriter : public QObject
{
    Q_OBJECT
private slots:
    void headerHasTheSpecColumnsInOrder()
    {
        QCOMPARE(
            StatsWriter::header(),
            QByteArray("time,container,cpu_percent,mem_used_bytes,mem_limit_bytes,mem_percent,net_rx_bytes,"
                       "net_tx_bytes,blk_read_bytes,blk_write_bytes,pids,total_net_traffic,memory_usage,cpu_usage,"
                       "cpu_usage_ns\n"));
    }

    void lineKeepsExactTimesAndEmptyUnknowns()
    {
        QCOMPARE(StatsWriter::line(sampleRecord(1796211566285960840, u"web"_s, std::nullopt)),
                 QByteArray("1796211566.285960840,web,,1000,4000,25,10,20,30,40,5,30,0.5,,\n"));
        QCOMPARE(StatsWriter::line(sampleRecord(5, u"web"_s, 99.5)),
                 QByteArray("0.000000005,web,99.5,1000,4000,25,10,20,30,40,5,30,0.5,0.4975,123456789012\n"));
    }

    void journalThenFinalFilesKeepEveryRecord()
    {
        QTemporaryDir dir;
        StatsWriter writer;
        writer.setSeedExport(true);
        QString error;
        QVERIFY2(writer.open(dir.path(), &error), qPrintable(error));
        QVERIFY(writer.append(
            {sampleRecord(1'000'000'000, u"a"_s, std::nullopt), sampleRecord(1'500'000'000, u"b"_s, 50.0)}, &error));
        // Flushed at once: a killed run keeps what was appended.
        QCOMPARE(readAll(dir.filePath(u"stats.journal.csv"_s)).count('\n'), 3);
        QVERIFY(writer.append({sampleRecord(2'000'000'000, u"a"_s, 10.0)}, &error));
        QVERIFY2(writer.finish(&error), qPrintable(error));
        QCOMPARE(writer.recordCount(), 3);
        QVERIFY(!QFile::exists(dir.filePath(u"stats.journal.csv"_s)));
        const QByteArray csv = readAll(dir.filePath(u"stats.csv"_s));
        QCOMPARE(csv.count('\n'), 4);
        QVERIFY(csv.startsWith(StatsWriter::header()));

        const QJsonArray seed = QJsonDocument::fromJson(readAll(dir.filePath(u"docker_stats.json"_s))).array();
        QCOMPARE(seed.size(), 3);
        const QJsonObject second = seed.at(1).toObject();
        QCOMPARE(second.keys(),
                 (QStringList{u"container"_s, u"cpu_usage"_s, u"memory_usage"_s, u"time"_s, u"total_net_traffic"_s}));
        QCOMPARE(second.value(u"time"_s).toDouble(), 1.5);
        QCOMPARE(second.value(u"container"_s).toString(), u"b"_s);
        QCOMPARE(second.value(u"total_net_traffic"_s).toInteger(), 30);
        QCOMPARE(second.value(u"cpu_usage"_s).toDouble(), 0.25);
        QVERIFY(seed.at(0).toObject().value(u"cpu_usage"_s).isNull());
    }

    void seedNamesAreValidJson()
    {
        // Control characters, a quote and a backslash: every one must be escaped.
        const QString name = u"a"_s + QChar(0x01) + u"b\nc\td\"e\\f"_s + QChar(0x1f);
        // RFC 8259 allows no raw control character in a string; QJsonDocument is lenient
        // and would read one, so the object is checked byte by byte as well.
        const QByteArray object = StatsWriter::seedObject(sampleRecord(1'000'000'000, name, 50.0));
        QVERIFY2(
            std::none_of(object.cbegin(), object.cend(), [](char c) { return static_cast<unsigned char>(c) < 0x20; }),
            object.toPercentEncoding(" {}:,\\\"").constData());
        QTemporaryDir dir;
        StatsWriter writer;
        writer.setSeedExport(true);
        QString error;
        QVERIFY2(writer.open(dir.path(), &error), qPrintable(error));
        QVERIFY(writer.append({sampleRecord(1'000'000'000, name, 50.0)}, &error));
        QVERIFY2(writer.finish(&error), qPrintable(error));
        QJsonParseError parseError;
        const QJsonDocument seed = QJsonDocument::fromJson(readAll(dir.filePath(u"docker_stats.json"_s)), &parseError);
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(seed.array().at(0).toObject().value(u"container"_s).toString(), name);
    }

    void unwritableDirectoryIsReported()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"file"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        StatsWriter writer;
        QString error;
        QVERIFY(!writer.open(dir.filePath(u"file/sub"_s), &error));
        QVERIFY(error.contains(u"file/sub"_s));
    }

    void eventsCarryDockerAndOwnActions()
    {
        QTemporaryDir dir;
        EventsWriter writer;
        QString error;
        QVERIFY(writer.open(dir.path(), &error));
        DockerEvent die;
        die.timeNs = 1'000'000'001;
        die.container = u"web"_s;
        die.action = u"die"_s;
        die.detail = u"exitCode=137"_s;
        QVERIFY(writer.append(die, &error));
        QVERIFY(
            writer.appendAction(u"web"_s, u"update"_s, u"memory=268435456, swap=268435456"_s, &error, 2'000'000'000));
        QVERIFY(writer.finish(&error));
        QCOMPARE(readAll(dir.filePath(u"events.csv"_s)),
                 QByteArray("time,container,action,detail\n"
                            "1.000000001,web,die,exitCode=137\n"
                            "2.000000000,web,containerperf.update,\"memory=268435456, swap=268435456\"\n"));
        QVERIFY(!QFile::exists(dir.filePath(u"events.journal.csv"_s)));
    }
};

QTEST_GUILESS_MAIN(TestStatsWriter)
#include "tst_stats_writer.moc"
