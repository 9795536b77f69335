// A mix's plan split into one plan per endpoint (docs/load-testing.md#endpoint-mixes), and a plan
// shared among generators (docs/scale-out.md#shards).
#include "model/load_plan.h"

#include <QTest>

#include <numeric>
#include <set>

using namespace cp;
using namespace std::chrono_literals;

namespace {

RequestSpec requestTo(const char *path, int checks)
{
    RequestSpec spec;
    spec.url = QUrl(QStringLiteral("http://127.0.0.1:8080") + QLatin1StringView(path));
    for (int i = 0; i < checks; ++i)
        spec.checks.append(*ResponseCheck::parse(QStringLiteral("status in 200-299"), nullptr));
    return spec;
}

LoadPlan mixOf(const QList<double> &weights)
{
    LoadPlan plan;
    for (qsizetype i = 0; i < weights.size(); ++i)
        plan.mix.append({requestTo(i == 0 ? "/a" : i == 1 ? "/b" : "/c", int(i) + 1), weights[i]});
    plan.request = plan.mix.first().request;
    return plan;
}

} // namespace

class TestLoadPlan : public QObject
{
    Q_OBJECT
private slots:
    void aPlanOfOneEndpointIsItsOnlyPart()
    {
        LoadPlan plan;
        plan.request = requestTo("/a", 0);
        plan.connections = 7;
        plan.requestLimit = 100;
        const QList<LoadPlan> parts = plan.parts();
        QCOMPARE(parts.size(), 1);
        QCOMPARE(parts[0].connections, 7);
        QCOMPARE(parts[0].requestLimit, 100);
        QCOMPARE(parts[0].place.idStride, 1u);
        QCOMPARE(parts[0].place.endpoint, 0);
    }

    void theOpenLoopsRateIsSharedByWeight()
    {
        LoadPlan plan = mixOf({3, 1});
        plan.mode = LoopMode::Open;
        plan.rateStart = 400;
        plan.rateEnd = 800;
        plan.requestLimit = 20000;
        plan.threads = 2;
        plan.connections = 0;
        const QList<LoadPlan> parts = plan.parts();
        QCOMPARE(parts.size(), 2);
        QCOMPARE(parts[0].rateStart, 300.0);
        QCOMPARE(parts[0].rateEnd, 600.0);
        QCOMPARE(parts[1].rateStart, 100.0);
        QCOMPARE(parts[1].rateEnd, 200.0);
        QCOMPARE(parts[0].requestLimit, 15000);
        QCOMPARE(parts[1].requestLimit, 5000);
        QCOMPARE(parts[0].request.url.path(), QStringLiteral("/a"));
        QCOMPARE(parts[1].request.url.path(), QStringLiteral("/b"));
        // Connections as needed (0) stay as needed for each part; each part has a thread.
        QCOMPARE(parts[0].connections, 0);
        QCOMPARE(parts[0].threads, 1);
        QCOMPARE(parts[1].threads, 1);
        QVERIFY(parts[0].mix.isEmpty());
    }

    void theClosedLoopsConnectionsAreSharedByWeightAndAddUp_data()
    {
        QTest::addColumn<int>("connections");
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("3:1 of 4") << 4 << QList<double>{3, 1} << QList<int>{3, 1};
        QTest::newRow("3:1 of 2: one each") << 2 << QList<double>{3, 1} << QList<int>{1, 1};
        QTest::newRow("1:1:1 of 10") << 10 << QList<double>{1, 1, 1} << QList<int>{4, 3, 3};
        QTest::newRow("0.7:0.2:0.1 of 100") << 100 << QList<double>{0.7, 0.2, 0.1} << QList<int>{70, 20, 10};
    }

    void theClosedLoopsConnectionsAreSharedByWeightAndAddUp()
    {
        QFETCH(int, connections);
        QFETCH(QList<double>, weights);
        QFETCH(QList<int>, expected);
        LoadPlan plan = mixOf(weights);
        plan.connections = connections;
        const QList<LoadPlan> parts = plan.parts();
        QList<int> got;
        for (const LoadPlan &part : parts)
            got.append(part.connections);
        QCOMPARE(got, expected);
        QCOMPARE(std::accumulate(got.begin(), got.end(), 0), connections);
    }

    void stagesAreScaledByTheShare()
    {
        LoadPlan plan = mixOf({1, 3});
        plan.stages = {{10s, 100}, {5s, 40}};
        const QList<LoadPlan> parts = plan.parts();
        QCOMPARE(parts[0].stages[0].target, 25.0);
        QCOMPARE(parts[1].stages[1].target, 30.0);
        QCOMPARE(parts[1].stages[1].duration, std::chrono::nanoseconds(5s));
    }

    void idsInterleaveAndNeverMeet()
    {
        LoadPlan plan = mixOf({1, 1, 1});
        plan.firstId = 10; // a later phase: the parts start past it, on a multiple of their count
        const QList<LoadPlan> parts = plan.parts();
        std::set<std::uint32_t> ids;
        for (const LoadPlan &part : parts) {
            QCOMPARE(part.place.idStride, 3u);
            QVERIFY(part.firstId >= 10);
            for (std::uint32_t k = 0; k < 1000; ++k)
                QVERIFY(ids.insert(part.firstId + k * part.place.idStride).second);
            // The k-th request of a part reads row k of its data file: id / stride counts them.
            QCOMPARE((part.firstId + 5 * part.place.idStride) / part.place.idStride
                         - part.firstId / part.place.idStride,
                     5u);
        }
    }

    void eachPartsChecksFollowThoseBeforeIt()
    {
        const QList<LoadPlan> parts = mixOf({1, 1, 1}).parts();
        QCOMPARE(parts[0].place.checkOffset, 0);
        QCOMPARE(parts[1].place.checkOffset, 1);
        QCOMPARE(parts[2].place.checkOffset, 3);
        QCOMPARE(parts[2].place.endpoint, 2);
    }

    void aRequestCountIsDealtOutExactly()
    {
        LoadPlan plan = mixOf({1, 1, 1});
        plan.requestLimit = 10;
        const QList<LoadPlan> parts = plan.parts();
        QCOMPARE(parts[0].requestLimit + parts[1].requestLimit + parts[2].requestLimit, 10);
        for (const LoadPlan &part : parts)
            QVERIFY(part.requestLimit >= 3);
    }

    void shardsShareTheClosedLoopsConnectionsAndRequests()
    {
        LoadPlan plan;
        plan.request = requestTo("/a", 0);
        plan.connections = 5;
        plan.requestLimit = 1001;
        plan.threads = 4;
        int connections = 0;
        std::int64_t requests = 0;
        for (int i = 0; i < 3; ++i) {
            const LoadPlan shard = plan.shard(i, 3);
            QVERIFY(shard.connections >= 1);
            connections += shard.connections;
            requests += shard.requestLimit;
            // Each generator keeps its own cores busy.
            QCOMPARE(shard.threads, 4);
        }
        QCOMPARE(connections, 5);
        QCOMPARE(requests, 1001);
    }

    void shardsShareTheOpenLoopsRateAndStages()
    {
        LoadPlan plan;
        plan.mode = LoopMode::Open;
        plan.rateStart = 300;
        plan.rateEnd = 600;
        plan.stages = {{10s, 90}};
        const LoadPlan shard = plan.shard(1, 3);
        QCOMPARE(shard.rateStart, 100.0);
        QCOMPARE(shard.rateEnd, 200.0);
        QCOMPARE(shard.stages[0].target, 30.0);
        QCOMPARE(shard.stages[0].duration, std::chrono::nanoseconds(10s));
    }

    void shardIdsAreDisjointAndNameTheirShard()
    {
        LoadPlan plan;
        std::set<std::uint32_t> ids;
        for (int i = 0; i < 4; ++i) {
            const LoadPlan shard = plan.shard(i, 4);
            QCOMPARE(shard.place.idStride, 4u);
            for (std::uint32_t k = 0; k < 500; ++k) {
                const std::uint32_t id = shard.firstId + k * shard.place.idStride;
                QVERIFY(ids.insert(id).second);
                QCOMPARE(int(id % 4), i);
            }
        }
    }

    void aShardOfOneIsThePlan()
    {
        LoadPlan plan;
        plan.connections = 3;
        plan.requestLimit = 7;
        const LoadPlan shard = plan.shard(0, 1);
        QCOMPARE(shard.connections, 3);
        QCOMPARE(shard.requestLimit, 7);
        QCOMPARE(shard.place.idStride, 1u);
    }
};

QTEST_APPLESS_MAIN(TestLoadPlan)
#include "tst_load_plan.moc"
