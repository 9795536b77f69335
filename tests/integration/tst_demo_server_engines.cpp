// Both load engines against the demo server: the embedded default target must
// show what it is made to show (cold starts, stalls, fault modes) through
// either engine, in the same sample fields.
#include "demo/demo_server.h"
#include "http/load_engine.h"
#include "load_engine_run.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace cp;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(cp::EngineKind)

namespace {

// Samples arrive as requests complete; the checks read them in request order.
SampleBatch runPhase(EngineKind kind, const LoadPlan &plan)
{
    const std::unique_ptr<LoadEngine> engine = createLoadEngine(kind);
    SampleBatch samples = cp::test::runEngine(*engine, plan, 30000).samples;
    std::sort(samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.id < b.id; });
    return samples;
}

DemoServerOptions options(std::chrono::microseconds latency, std::chrono::milliseconds coldStart)
{
    DemoServerOptions o;
    o.latencyMean = latency;
    o.latencyJitter = 0us;
    o.coldStart = coldStart;
    return o;
}

} // namespace

class tst_DemoServerEngines : public QObject
{
    Q_OBJECT
private slots:
    void engines_data();
    void coldAfterEveryRestart_data() { engines_data(); }
    void coldAfterEveryRestart();
    void stallsShowInOpenLoopLatency_data() { engines_data(); }
    void stallsShowInOpenLoopLatency();
    void closingServerKeepsRequestsGoing_data() { engines_data(); }
    void closingServerKeepsRequestsGoing();
};

void tst_DemoServerEngines::engines_data()
{
    QTest::addColumn<cp::EngineKind>("kind");
    QTest::newRow("socket") << EngineKind::Socket;
    QTest::newRow("qnam") << EngineKind::Qnam;
}

void tst_DemoServerEngines::coldAfterEveryRestart()
{
    QFETCH(cp::EngineKind, kind);
    DemoServer server(options(2ms, 150ms));
    QVERIFY(server.start());
    LoadPlan plan;
    plan.request.url = server.url();
    plan.requestLimit = 3;
    for (int restart = 0; restart < 2; ++restart) {
        const SampleBatch samples = runPhase(kind, plan);
        QCOMPARE(samples.size(), 3);
        QCOMPARE(samples.at(0).error, ErrorClass::Ok);
        QCOMPARE(samples.at(0).coldness, Coldness::Cold);
        QVERIFY2(samples.at(0).totalUs >= 150'000, qPrintable(QString::number(samples.at(0).totalUs)));
        QVERIFY(samples.at(0).serverUs >= 150'000);
        for (int i = 1; i < 3; ++i) {
            QCOMPARE(samples.at(i).coldness, Coldness::Warm);
            QVERIFY(samples.at(i).totalUs < 100'000);
        }
        server.restart();
    }
}

void tst_DemoServerEngines::stallsShowInOpenLoopLatency()
{
    QFETCH(cp::EngineKind, kind);
    // "Freezes every answer for 1 s every 3 s", five times faster.
    DemoServerOptions o = options(1ms, 0ms);
    o.stallEvery = 600ms;
    o.stallFor = 200ms;
    DemoServer server(o);
    QVERIFY(server.start());
    LoadPlan plan;
    plan.request.url = server.url();
    plan.mode = LoopMode::Open;
    plan.rateStart = plan.rateEnd = 100;
    plan.duration = 1200ms;
    plan.connections = 64;
    const SampleBatch samples = runPhase(kind, plan);
    QCOMPARE(samples.size(), 120);
    int held = 0;
    std::uint64_t worst = 0;
    for (const Sample &sample : samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        if (sample.latencyUs() >= 10'000)
            ++held;
        worst = std::max(worst, sample.latencyUs());
    }
    // The run sees two windows of 200 ms: at 100/s they hold about 40
    // requests, each until its window ends, and the latency counts that
    // from the due time. The others take ~1 ms on a quiet machine; how many
    // a busy one slows past 10 ms is the machine's, so only the windows'
    // share is a bound here.
    QVERIFY2(held >= 25, qPrintable(QString::number(held)));
    QVERIFY2(worst >= 150'000, qPrintable(QString::number(worst)));
    std::vector<std::uint64_t> latencies;
    for (const Sample &sample : samples)
        latencies.push_back(sample.latencyUs());
    std::nth_element(latencies.begin(), latencies.begin() + 60, latencies.end());
    QVERIFY2(latencies.at(60) < 150'000, qPrintable(QString::number(latencies.at(60))));
}

void tst_DemoServerEngines::closingServerKeepsRequestsGoing()
{
    QFETCH(cp::EngineKind, kind);
    DemoServerOptions o = options(0us, 0ms);
    o.fault = DemoFault::CloseAfterResponse;
    DemoServer server(o);
    QVERIFY(server.start());
    LoadPlan plan;
    plan.request.url = server.url();
    plan.connections = 4;
    plan.requestLimit = 200;
    const SampleBatch samples = runPhase(kind, plan);
    QCOMPARE(samples.size(), 200);
    for (const Sample &sample : samples)
        QCOMPARE(errorClassName(sample.error), errorClassName(ErrorClass::Ok));
    QCOMPARE(server.requestsServed(), 200);
    // A fresh connection for every request (QNAM may open one more it then leaves unused).
    QVERIFY2(server.connectionsAccepted() >= 200 && server.connectionsAccepted() <= 204,
             qPrintable(QString::number(server.connectionsAccepted())));
}

QTEST_MAIN(tst_DemoServerEngines)
#include "tst_demo_server_engines.moc"
