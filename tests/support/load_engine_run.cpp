#include "load_engine_run.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

namespace cp::test {

qsizetype EngineRun::count(cp::ErrorClass error) const
{
    return std::count_if(samples.cbegin(), samples.cend(), [error](const cp::Sample &s) { return s.error == error; });
}

EngineRun runEngine(cp::LoadEngine &engine, const cp::LoadPlan &plan, int timeoutMs,
                    std::optional<std::chrono::milliseconds> stopAfter, std::chrono::milliseconds grace)
{
    EngineRun run;
    QElapsedTimer clock;
    const auto onSamples =
        QObject::connect(&engine, &cp::LoadEngine::samplesReady, &engine, [&run](const cp::SampleBatch &batch) {
            run.samples.append(batch);
            ++run.batches;
        });
    const auto onFinished =
        QObject::connect(&engine, &cp::LoadEngine::finished, &engine, [&run](const cp::EngineReport &report) {
            run.report = report;
            run.finished = true;
        });
    clock.start();
    engine.start(plan);
    if (stopAfter) {
        QTest::qWait(int(stopAfter->count()));
        engine.stop(grace);
    }
    if (!QTest::qWaitFor([&run] { return run.finished; }, timeoutMs))
        qWarning("the engine did not finish in time");
    run.elapsedMs = clock.elapsed();
    QObject::disconnect(onSamples);
    QObject::disconnect(onFinished);
    return run;
}

cp::LoadPlan closedPlan(const QUrl &url, int connections, qint64 requests)
{
    cp::LoadPlan plan;
    plan.request.url = url;
    plan.connections = connections;
    plan.requestLimit = requests;
    return plan;
}

} // namespace cp::test
