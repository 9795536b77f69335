#include "store/run_record.h"
#include "store/sebs_result_csv.h"
#include "store/sebs_run_json.h"

#include <QJsonArray>
#include <QTest>

using namespace cp;

namespace {
Sample sample(std::uint32_t id, Coldness coldness, ErrorClass error = ErrorClass::Ok, std::int32_t serverUs = -1)
{
    Sample s;
    s.id = id;
    s.sentNs = 1'700'000'000'000'000'000LL + std::int64_t(id) * 1'000'000;
    s.connectUs = 1500;
    s.ttfbUs = 2000;
    s.totalUs = 250'000 + id;
    s.serverUs = serverUs;
    s.coldness = coldness;
    s.error = error;
    s.status = error == ErrorClass::Ok ? 200 : 0;
    s.servedBy = 0;
    return s;
}

std::unique_ptr<RunRecord> coldRun(int memoryMb, int effectiveMb)
{
    auto run = std::make_unique<RunRecord>();
    run->info.point.type = RunType::Cold;
    run->info.point.memoryMb = memoryMb;
    run->info.effectiveMemoryMb = effectiveMb;
    run->info.endpointName = QStringLiteral("fn");
    run->info.servedBy = {ServedBy{QStringLiteral("box"), 3}};
    run->samples.append(sample(0, Coldness::Cold, ErrorClass::Ok, 210'000));
    run->samples.append(sample(1, Coldness::Warm));
    run->samples.append(sample(2, Coldness::Cold, ErrorClass::Timeout));
    run->samples.append(sample(3, Coldness::Cold));
    run->coldStartUs = {400'000, 380'000};
    return run;
}
} // namespace

class TestSebsResult : public QObject
{
    Q_OBJECT

private slots:
    void resultCsvHasSebsColumnsAndUnits();
    void memoryColumn_data();
    void memoryColumn();
    void providerTime_data();
    void providerTime();
    void runJsonStatistics();
    void countsAsPerfCostPy_data();
    void countsAsPerfCostPy();
    void runFileNamesStayDistinct();
    void runFileNamesWithoutSweep();
};

void TestSebsResult::resultCsvHasSebsColumnsAndUnits()
{
    std::vector<std::unique_ptr<RunRecord>> runs;
    runs.push_back(coldRun(128, 128));
    const MemoryLookup memory = [](const QString &container, std::int64_t) -> std::optional<double> {
        return container == QLatin1String("box") ? std::optional(12.5) : std::nullopt;
    };
    // Only the accepted (successful cold) samples; connection_time in seconds;
    // provider_time the server's own time, else the first byte's time.
    QCOMPARE(sebsResultCsv(runs, memory),
             QByteArray("memory,type,is_cold,exec_time,connection_time,client_time,provider_time,mem_used\n"
                        "128,cold,True,210000,0.001500,250000,210000,12.500\n"
                        "128,cold,True,0,0.001500,250003,2000,12.500\n"));
    // With the connections' round trip known (two said 140 and 160 µs), less it.
    runs.front()->engine.tcpRttSumUs = 300;
    runs.front()->engine.tcpRttCount = 2;
    QVERIFY(sebsResultCsv(runs, memory).endsWith("128,cold,True,0,0.001500,250003,1850,12.500\n"));
}

void TestSebsResult::providerTime_data()
{
    QTest::addColumn<int>("serverUs");
    QTest::addColumn<int>("ttfbUs");
    QTest::addColumn<double>("rttUs"); // -1: unknown
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<QString>("source");
    QTest::newRow("server said") << 900 << 2000 << 100.0 << qint64(900) << QStringLiteral("server");
    QTest::newRow("server said 0") << 0 << 2000 << 100.0 << qint64(1900) << QStringLiteral("ttfb_minus_rtt");
    QTest::newRow("no round trip") << -1 << 2000 << -1.0 << qint64(2000) << QStringLiteral("ttfb");
    QTest::newRow("round trip rounds") << -1 << 2000 << 99.5 << qint64(1901) << QStringLiteral("ttfb_minus_rtt");
    QTest::newRow("never 0") << -1 << 50 << 80.0 << qint64(1) << QStringLiteral("ttfb_minus_rtt");
    // client_time is 3000 µs here: a server's clock cannot make its time longer.
    QTest::newRow("never above client_time") << 5000 << 2000 << 100.0 << qint64(3000) << QStringLiteral("server");
}

void TestSebsResult::providerTime()
{
    QFETCH(int, serverUs);
    QFETCH(int, ttfbUs);
    QFETCH(double, rttUs);
    QFETCH(qint64, expected);
    QFETCH(QString, source);
    Sample s = sample(0, Coldness::Warm, ErrorClass::Ok, serverUs);
    s.ttfbUs = std::uint32_t(ttfbUs);
    s.totalUs = 3000;
    const auto time = SebsResultCsv::providerTime(s, rttUs < 0 ? std::nullopt : std::optional(rttUs));
    QCOMPARE(time.us, expected);
    QCOMPARE(QString::fromLatin1(SebsResultCsv::providerSourceName(time.source)), source);
}

void TestSebsResult::memoryColumn_data()
{
    QTest::addColumn<int>("point");
    QTest::addColumn<int>("effective");
    QTest::addColumn<int>("expected");
    QTest::newRow("sweep point") << 256 << 256 << 256;
    QTest::newRow("container's own limit") << 0 << 512 << 512;
    QTest::newRow("unlimited or unbound") << 0 << 0 << 0;
}

void TestSebsResult::memoryColumn()
{
    QFETCH(int, point);
    QFETCH(int, effective);
    QFETCH(int, expected);
    RunInfo info;
    info.point.memoryMb = point;
    info.effectiveMemoryMb = effective;
    QCOMPARE(SebsResultCsv::memoryOf(info), expected);
}

void TestSebsResult::runJsonStatistics()
{
    const auto run = coldRun(64, 64);
    const QJsonObject json = sebsRunJson(*run, {});
    const QJsonObject statistics = json.value(QLatin1String("statistics")).toObject();
    // Accepted: the two successful cold samples; the warm one is incorrect.
    QCOMPARE(statistics.value(QLatin1String("samples_generated")).toInt(), 2);
    QCOMPARE(statistics.value(QLatin1String("failures_count")).toInt(), 1);
    QCOMPARE(statistics.value(QLatin1String("failures")).toArray().size(), 1);
    QCOMPARE(statistics.value(QLatin1String("incorrect_count")).toInt(), 1);
    QCOMPARE(statistics.value(QLatin1String("incorrect")).toArray().size(), 1);
    QCOMPARE(statistics.value(QLatin1String("incorrect")).toArray()[0][QLatin1String("request_id")].toString(),
             QStringLiteral("1"));
    QCOMPARE(statistics.value(QLatin1String("cold_count")).toInt(), 2);
    QCOMPARE(statistics.value(QLatin1String("provider_time_source")).toObject(),
             (QJsonObject{{QStringLiteral("server"), 1}, {QStringLiteral("ttfb"), 1}, {QStringLiteral("ttfb_minus_rtt"), 0}}));
    QCOMPARE(statistics.value(QLatin1String("cold_start_us")).toArray().size(), 2);
    const QJsonObject invocations =
        json.value(QLatin1String("invocations")).toObject().value(QLatin1String("fn")).toObject();
    QCOMPARE(invocations.keys(), (QStringList{QStringLiteral("0"), QStringLiteral("3")}));
    const QJsonObject first = invocations.value(QLatin1String("0")).toObject();
    QCOMPARE(first.value(QLatin1String("stats")).toObject().value(QLatin1String("cold_start")).toBool(), true);
    QCOMPARE(first.value(QLatin1String("times")).toObject().value(QLatin1String("benchmark")).toInt(), 210'000);
    QCOMPARE(first.value(QLatin1String("times")).toObject().value(QLatin1String("http_startup")).toDouble(), 0.0015);
    QCOMPARE(first.value(QLatin1String("generation")).toInt(), 3);
    QCOMPARE(first[QLatin1String("provider_times")][QLatin1String("execution")].toInt(), 210'000);
}

// perf_cost.py's _run_configuration, replayed over the samples of a run in the
// order they came: a failed invocation (an exception there) is counted, in the
// warm-up batch too; after the warm-up, a cold run's invocation that is not cold
// is incorrect, a warm run's cold one is skipped, and any other is kept and adds
// its cold_start to colds_count.
struct SebsCounts
{
    qint64 samplesGenerated = 0;
    qint64 failures = 0;
    qint64 incorrect = 0;
    qint64 cold = 0;
};
SebsCounts replayPerfCostPy(RunType type, const QList<Sample> &warmUp, const QList<Sample> &measured)
{
    SebsCounts counts;
    for (const Sample &s : warmUp)
        counts.failures += s.ok() ? 0 : 1;
    for (const Sample &s : measured) {
        const bool coldStart = s.coldness == Coldness::Cold;
        if (!s.ok())
            ++counts.failures;
        else if (type == RunType::Cold && !coldStart)
            ++counts.incorrect;
        else if (type == RunType::Warm && coldStart)
            continue;
        else {
            ++counts.samplesGenerated;
            counts.cold += coldStart ? 1 : 0;
        }
    }
    return counts;
}

void TestSebsResult::countsAsPerfCostPy_data()
{
    QTest::addColumn<int>("type");
    for (const RunType type : {RunType::Warm, RunType::Cold, RunType::Burst, RunType::Sequential})
        QTest::newRow(qPrintable(runTypeName(type))) << int(type);
}

void TestSebsResult::countsAsPerfCostPy()
{
    QFETCH(int, type);
    // Every mix of outcome and coldness, many times over, in a fixed pseudo-random order.
    std::uint32_t state = 12345;
    const auto next = [&state] { return (state = state * 1'103'515'245u + 12'345u) >> 16; };
    const ErrorClass outcomes[] = {ErrorClass::Ok, ErrorClass::Ok, ErrorClass::Ok, ErrorClass::Timeout, ErrorClass::Http};
    const Coldness coldness[] = {Coldness::Cold, Coldness::Warm, Coldness::Unknown};
    QList<Sample> warmUp;
    QList<Sample> measured;
    for (std::uint32_t id = 0; id < 500; ++id) {
        const Sample s = sample(id, coldness[next() % 3], outcomes[next() % 5]);
        (id < 8 ? warmUp : measured).append(s);
    }
    RunRecord run;
    run.info.point.type = RunType(type);
    run.info.endpointName = QStringLiteral("fn");
    run.samples.append(measured);
    for (const Sample &s : std::as_const(warmUp)) {
        if (!s.ok())
            run.warmUpFailures.append(sebsFailureLine(s));
    }
    QVERIFY(!run.warmUpFailures.isEmpty());
    const SebsCounts expected = replayPerfCostPy(RunType(type), warmUp, measured);
    const QJsonObject statistics = sebsRunJson(run, {})[QLatin1String("statistics")].toObject();
    QCOMPARE(statistics[QLatin1String("samples_generated")].toInteger(), expected.samplesGenerated);
    QCOMPARE(statistics[QLatin1String("failures_count")].toInteger(), expected.failures);
    QCOMPARE(statistics[QLatin1String("failures")].toArray().size(), expected.failures);
    QCOMPARE(statistics[QLatin1String("incorrect_count")].toInteger(), expected.incorrect);
    QCOMPARE(statistics[QLatin1String("cold_count")].toInteger(), expected.cold);
    QCOMPARE(sebsRunJson(run, {})[QLatin1String("invocations")][QLatin1String("fn")].toObject().size(),
             expected.samplesGenerated);
}

void TestSebsResult::runFileNamesStayDistinct()
{
    std::vector<std::unique_ptr<RunRecord>> runs;
    runs.push_back(coldRun(64, 64));
    runs.push_back(coldRun(64, 64));
    runs.back()->info.index = 1;
    runs.push_back(coldRun(128, 128));
    runs.back()->info.index = 2;
    const QList<SebsRunFile> files = sebsRunFiles(runs, {});
    QCOMPARE(files.size(), 3);
    QCOMPARE(files[0].name, QStringLiteral("cold_results_64.json"));
    QCOMPARE(files[1].name, QStringLiteral("cold_results_64_run1.json"));
    QCOMPARE(files[2].name, QStringLiteral("cold_results_128.json"));
}

void TestSebsResult::runFileNamesWithoutSweep()
{
    // As SeBS names them when it sweeps no memory: no suffix.
    std::vector<std::unique_ptr<RunRecord>> runs;
    runs.push_back(coldRun(0, 512));
    runs.push_back(coldRun(0, 512));
    runs.back()->info.index = 1;
    const QList<SebsRunFile> files = sebsRunFiles(runs, {});
    QCOMPARE(files.size(), 2);
    QCOMPARE(files[0].name, QStringLiteral("cold_results.json"));
    QCOMPARE(files[1].name, QStringLiteral("cold_results_run1.json"));
}

QTEST_GUILESS_MAIN(TestSebsResult)
#include "tst_sebs_result.moc"
