#include "docker/docker_time.h"
#include "docker/stats_calculator.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

QList<StatsRecord> replay(const QString &fixture, bool podman)
{
    QFile file(QStringLiteral(CONTAINERPERF_FIXTURES "/docker/") + fixture);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(fixture));
    StatsCalculator calculator;
    calculator.setPodman(podman);
    QList<StatsRecord> records;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const auto record = calculator.consume(QJsonDocument::fromJson(line).object());
        if (record)
            records.append(*record);
    }
    return records;
}

// 0 stands for "no value".
double valueOr0(const std::optional<double> &value)
{
    return value.value_or(0.0);
}

} // namespace

class TestStatsCalculator : public QObject
{
    Q_OBJECT
private slots:
    void formulas_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("podman");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("container");
        QTest::addColumn<bool>("hasCpu");
        QTest::addColumn<double>("cpuPercent");
        QTest::addColumn<qint64>("memUsed");
        QTest::addColumn<qint64>("memLimit");
        QTest::addColumn<qint64>("rx");
        QTest::addColumn<qint64>("tx");
        QTest::addColumn<qint64>("blkRead");
        QTest::addColumn<qint64>("blkWrite");
        QTest::addColumn<qint64>("pids");

        // Real cgroup v1 record: memory is usage − total_inactive_file, which keeps the
        // 20 MiB held in /dev/shm (the old usage − cache formula would drop it).
        QTest::newRow("v1 first, empty precpu") << u"cgroup_v1_stream.jsonl"_s << false << 0 << u"cpdock-fixture"_s
                                                << false << 0.0 << qint64(29003776 - 5427200) << qint64(25276059648)
                                                << qint64(2143) << qint64(1950) << qint64(0) << qint64(0) << qint64(2);
        QTest::newRow("v1 busy loop") << u"cgroup_v1_stream.jsonl"_s << false << 1 << u"cpdock-fixture"_s << true
                                      << 99.89024407960198 << qint64(23576576) << qint64(25276059648) << qint64(2143)
                                      << qint64(1950) << qint64(0) << qint64(0) << qint64(2);
        QTest::newRow("v2 first") << u"cgroup_v2_stream.jsonl"_s << false << 0 << u"cptest-v2"_s << false << 0.0
                                  << qint64(44040192) << qint64(104857600) << qint64(1500) << qint64(2000)
                                  << qint64(5120) << qint64(8192) << qint64(3);
        QTest::newRow("v2 second") << u"cgroup_v2_stream.jsonl"_s << false << 1 << u"cptest-v2"_s << true << 50.0
                                   << qint64(44040192) << qint64(104857600) << qint64(3500) << qint64(2500)
                                   << qint64(5120) << qint64(8192) << qint64(3);
        QTest::newRow("podman single network")
            << u"podman_stream.jsonl"_s << true << 0 << u"cptest-podman"_s << true << 50.0 << qint64(20971520)
            << qint64(209715200) << qint64(100) << qint64(200) << qint64(2048) << qint64(0) << qint64(2);
        QTest::newRow("podman empty preread")
            << u"podman_stream.jsonl"_s << true << 1 << u"cptest-podman"_s << true << 20.0 << qint64(20971520)
            << qint64(209715200) << qint64(600) << qint64(1200) << qint64(2048) << qint64(0) << qint64(2);
        // Real Podman 4.3.1 records (busy loop, no network): the first one's preread is
        // 2 ms before its read, with the same total_usage.
        QTest::newRow("podman 4.3 first, preread milliseconds before")
            << u"podman_4_3_stream.jsonl"_s << true << 0 << u"cpp-iso"_s << false << 0.0 << qint64(548864)
            << qint64(25275990016) << qint64(0) << qint64(0) << qint64(0) << qint64(0) << qint64(1);
        QTest::newRow("podman 4.3 second")
            << u"podman_4_3_stream.jsonl"_s << true << 1 << u"cpp-iso"_s << true << 3396474701.0 / 5002944230.0 * 100.0
            << qint64(548864) << qint64(25275990016) << qint64(0) << qint64(0) << qint64(0) << qint64(0) << qint64(1);
        QTest::newRow("counter reset") << u"counter_reset.jsonl"_s << false << 1 << u"cpdock-fixture"_s << false << 0.0
                                       << qint64(23576576) << qint64(25276059648) << qint64(90) << qint64(0)
                                       << qint64(0) << qint64(0) << qint64(2);
    }
    void formulas()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, podman);
        QFETCH(int, index);
        QFETCH(QString, container);
        QFETCH(bool, hasCpu);
        QFETCH(double, cpuPercent);
        QFETCH(qint64, memUsed);
        QFETCH(qint64, memLimit);
        QFETCH(qint64, rx);
        QFETCH(qint64, tx);
        QFETCH(qint64, blkRead);
        QFETCH(qint64, blkWrite);
        QFETCH(qint64, pids);

        const auto records = replay(fixture, podman);
        QCOMPARE_GT(records.size(), index);
        const StatsRecord &r = records.at(index);
        QCOMPARE(r.container, container);
        QVERIFY(!r.containerId.isEmpty());
        QCOMPARE(r.cpuPercent.has_value(), hasCpu);
        if (hasCpu)
            QVERIFY2(qAbs(*r.cpuPercent - cpuPercent) < 1e-9, qPrintable(QString::number(*r.cpuPercent, 'g', 17)));
        QCOMPARE(r.memUsedBytes, memUsed);
        QCOMPARE(r.memLimitBytes, memLimit);
        QVERIFY(qAbs(valueOr0(r.memPercent) - double(memUsed) / double(memLimit) * 100.0) < 1e-9);
        QCOMPARE(r.netRxBytes, rx);
        QCOMPARE(r.netTxBytes, tx);
        QCOMPARE(r.totalNetTraffic(), rx + tx);
        QCOMPARE(r.blkReadBytes, blkRead);
        QCOMPARE(r.blkWriteBytes, blkWrite);
        QCOMPARE(r.pids, pids);
    }

    void seedFieldsKeepTheSeedsFormulas()
    {
        const auto records = replay(u"cgroup_v1_stream.jsonl"_s, false);
        QCOMPARE(records.size(), 2);
        // The seed divides raw usage (page cache included) by the limit and leaves out online CPUs.
        QCOMPARE(valueOr0(records[1].seedMemoryUsage), 29003776.0 / 25276059648.0);
        QVERIFY(qAbs(valueOr0(records[1].seedCpuUsage) - 0.49945122039800993) < 1e-12);
        QVERIFY(!records[0].seedCpuUsage.has_value());
    }

    void ratesComeFromReadTimes()
    {
        const auto v2 = replay(u"cgroup_v2_stream.jsonl"_s, false);
        QVERIFY(!v2[0].netRxBytesPerSecond.has_value());
        QCOMPARE(valueOr0(v2[1].netRxBytesPerSecond), 2000.0);
        QCOMPARE(valueOr0(v2[1].netTxBytesPerSecond), 500.0);
        // Network counters fell: a reset gives no rate rather than a negative one.
        const auto reset = replay(u"counter_reset.jsonl"_s, false);
        QVERIFY(!reset[1].netRxBytesPerSecond.has_value());
    }

    void timesKeepNanoseconds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("epochNs");
        QTest::newRow("docker") << u"2026-12-02T11:39:26.28596084Z"_s << qint64(1796211566285960840);
        QTest::newRow("offset") << u"2026-01-15T11:00:05.000000001+01:00"_s << qint64(1768471205000000001);
        QTest::newRow("no fraction") << u"1970-01-01T00:00:01Z"_s << qint64(1000000000);
    }
    void timesKeepNanoseconds()
    {
        QFETCH(QString, text);
        QFETCH(qint64, epochNs);
        QCOMPARE(parseDockerTime(text), std::optional<std::int64_t>(epochNs));
    }

    void zeroTimeIsNoReading()
    {
        QCOMPARE(parseDockerTime(u"0001-01-01T00:00:00Z"), std::nullopt);
        QCOMPARE(parseDockerTime(u"yesterday"), std::nullopt);
        StatsCalculator calculator;
        QVERIFY(!calculator.consume(QJsonObject{{u"read"_s, u"0001-01-01T00:00:00Z"_s}}).has_value());
    }

    void outOfRangeTimesAreNoReading_data()
    {
        QTest::addColumn<QString>("text");
        // Epoch ns in 64 bits end in 2262.
        QTest::newRow("year 9999") << u"9999-12-31T23:59:59.999999999Z"_s;
        QTest::newRow("year 2263") << u"2263-01-01T00:00:00Z"_s;
        QTest::newRow("before 1970") << u"1969-12-31T23:59:59Z"_s;
    }
    void outOfRangeTimesAreNoReading()
    {
        QFETCH(QString, text);
        QCOMPARE(parseDockerTime(text), std::nullopt);
    }

    // A daemon's figure no counter can hold drops its record, rather than write a
    // negative or wrapped number to stats.csv; the stream goes on with the next one.
    void outOfRangeFiguresDropTheRecord_data()
    {
        QTest::addColumn<QByteArray>("fields");
        QTest::newRow("negative counter") << QByteArray(R"("networks":{"eth0":{"rx_bytes":-5,"tx_bytes":1}})");
        QTest::newRow("counter beyond 64 bits") << QByteArray(R"("networks":{"eth0":{"rx_bytes":1e19,"tx_bytes":1}})");
        QTest::newRow("counter far below zero")
            << QByteArray(R"("networks":{"eth0":{"rx_bytes":-1e300,"tx_bytes":1}})");
        QTest::newRow("interfaces sum beyond 64 bits")
            << QByteArray(R"("networks":{"eth0":{"rx_bytes":9223372036854775807},"eth1":{"rx_bytes":1}})");
        QTest::newRow("total traffic beyond 64 bits")
            << QByteArray(R"("networks":{"eth0":{"rx_bytes":9223372036854775807,"tx_bytes":9223372036854775807}})");
        QTest::newRow("block io sum beyond 64 bits") << QByteArray(
            R"("blkio_stats":{"io_service_bytes_recursive":[{"op":"read","value":9223372036854775807},
                {"op":"Read","value":9223372036854775807}]})");
        QTest::newRow("negative memory usage") << QByteArray(R"("memory_stats":{"usage":-1,"limit":100})");
        QTest::newRow("negative inactive file")
            << QByteArray(R"("memory_stats":{"usage":9223372036854775807,"stats":{"inactive_file":-9},"limit":1})");
        QTest::newRow("negative cpu usage") << QByteArray(
            R"("cpu_stats":{"cpu_usage":{"total_usage":-9223372036854775807},"system_cpu_usage":10,"online_cpus":1},
               "precpu_stats":{"cpu_usage":{"total_usage":9223372036854775807},"system_cpu_usage":5})");
        QTest::newRow("negative pids") << QByteArray(R"("pids_stats":{"current":-3})");
    }
    void outOfRangeFiguresDropTheRecord()
    {
        QFETCH(QByteArray, fields);
        StatsCalculator calculator;
        const auto record = [&calculator](const QByteArray &time, const QByteArray &rest) {
            return calculator.consume(QJsonDocument::fromJson("{\"read\":\"" + time + "\"," + rest + "}").object());
        };
        QVERIFY(record("2026-01-01T00:00:00Z", R"("networks":{"eth0":{"rx_bytes":100,"tx_bytes":0}})"));
        QVERIFY(!record("2026-01-01T00:00:01Z", fields));
        // The next good record's rate is against the last good one.
        const auto after = record("2026-01-01T00:00:02Z", R"("networks":{"eth0":{"rx_bytes":300,"tx_bytes":0}})");
        QVERIFY(after);
        QCOMPARE(valueOr0(after->netRxBytesPerSecond), 100.0);
    }

    void countersStay64Bit()
    {
        StatsCalculator calculator;
        const auto record = calculator.consume(
            QJsonDocument::fromJson(
                R"({"read":"2026-01-01T00:00:00Z","memory_stats":{"usage":9007199254740993,"limit":9223372036854771712},
                "networks":{"eth0":{"rx_bytes":9007199254740993,"tx_bytes":1}}})")
                .object());
        QVERIFY(record);
        QCOMPARE(record->memUsedBytes, qint64(9007199254740993));
        QCOMPARE(record->netRxBytes, qint64(9007199254740993));
        QCOMPARE(record->memLimitBytes, qint64(9223372036854771712));
    }

    void cumulativeCpuCounterKeptWhenReported()
    {
        StatsCalculator calculator;
        const auto with = calculator.consume(
            QJsonDocument::fromJson(
                R"({"read":"2026-01-01T00:00:00Z","cpu_stats":{"cpu_usage":{"total_usage":9007199254740993}}})")
                .object());
        QVERIFY(with);
        QCOMPARE(with->cpuUsageNs, std::optional<std::int64_t>(9007199254740993));
        // A daemon that leaves it out gives no counter, not a zero one: no cost is taken from it.
        const auto without =
            calculator.consume(QJsonDocument::fromJson(R"({"read":"2026-01-01T00:00:01Z","cpu_stats":{}})").object());
        QVERIFY(without);
        QVERIFY(!without->cpuUsageNs);
    }
};

QTEST_GUILESS_MAIN(TestStatsCalculator)
#include "tst_stats_calculator.moc"
