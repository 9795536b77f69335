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
    void runJsonStatistics();
    void runFileNamesStayDistinct();
};

void TestSebsResult::resultCsvHasSebsColumnsAndUnits()
{
    std::vector<std::unique_ptr<RunRecord>> runs;
    runs.push_back(coldRun(128, 128));
    const MemoryLookup memory = [](const QString &container, std::int64_t) -> std::optional<double> {
        return container == QLatin1String("box") ? std::optional(12.5) : std::nullopt;
    };
    const QByteArray csv = sebsResultCsv(runs, memory);
    // Only the accepted (successful cold) samples; connection_time in seconds.
    QCOMPARE(csv,
             QByteArray("memory,type,is_cold,exec_time,connection_time,client_time,provider_time,mem_used\n"
                        "128,cold,True,210000,0.001500,250000,0,12.500\n"
                        "128,cold,True,0,0.001500,250003,0,12.500\n"));
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
    QCOMPARE(statistics.value(QLatin1String("samples_generated")).toInt(), 4);
    QCOMPARE(statistics.value(QLatin1String("failures_count")).toInt(), 1);
    QCOMPARE(statistics.value(QLatin1String("failures")).toArray().size(), 1);
    QCOMPARE(statistics.value(QLatin1String("incorrect_count")).toInt(), 1);
    QCOMPARE(statistics.value(QLatin1String("cold_count")).toInt(), 3);
    QCOMPARE(statistics.value(QLatin1String("cold_start_us")).toArray().size(), 2);
    const QJsonObject invocations =
        json.value(QLatin1String("invocations")).toObject().value(QLatin1String("fn")).toObject();
    QCOMPARE(invocations.keys(), (QStringList{QStringLiteral("0"), QStringLiteral("3")}));
    const QJsonObject first = invocations.value(QLatin1String("0")).toObject();
    QCOMPARE(first.value(QLatin1String("stats")).toObject().value(QLatin1String("cold_start")).toBool(), true);
    QCOMPARE(first.value(QLatin1String("times")).toObject().value(QLatin1String("benchmark")).toInt(), 210'000);
    QCOMPARE(first.value(QLatin1String("times")).toObject().value(QLatin1String("http_startup")).toDouble(), 0.0015);
    QCOMPARE(first.value(QLatin1String("generation")).toInt(), 3);
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

QTEST_GUILESS_MAIN(TestSebsResult)
#include "tst_sebs_result.moc"
