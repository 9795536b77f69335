#pragma once

#include "run/run_executor.h"

#include <QTimer>

namespace cp {

class ColdStartController;
class ColdnessInference;

// What a perf-cost run may use of the bound containers; all optional.
struct PerfCostContext
{
    ColdStartController *coldStart = nullptr; // cold and burst runs restart through it
    ColdnessInference *inference = nullptr;   // attributes samples, infers coldness
    QString container;                        // the one container attributed, empty for none
};

// warm, cold, burst and sequential runs (docs/specification.md#perf-cost-runs, SeBS's perf-cost): batches
// of C concurrent requests, awaited, until R samples are accepted. The first
// batch is a warm-up (sequential: C = 1 and one more warm-up request); cold and
// burst batches follow a cold start with retries while the container boots.
class PerfCostExecutor : public RunExecutor
{
    Q_OBJECT
public:
    PerfCostExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine, PerfCostContext context,
                     QObject *parent = nullptr);

    void start() override;
    void stop() override;
    double fractionDone() const override;

    // The plan of one batch (tests and benchmarks use it too).
    static LoadPlan batchPlan(const Experiment &experiment, const RunPoint &point, std::uint32_t firstId);
    static int batchSize(const Experiment &experiment, RunType type);
    static int warmUpBatches(RunType type);
    // The least the experiment's perf-cost runs take: their pauses around every
    // batch, counting each batch as if all its requests were accepted. Requests,
    // cold starts and batches without enough accepted samples add to it.
    static double minimumSeconds(const Experiment &experiment);

    // Batches in a row that accept nothing before the run gives up.
    static constexpr int MaxFruitlessBatches = 10;

private:
    enum class State { Idle, PauseBefore, ColdStart, Batch, PauseAfter, Done };

    void nextBatch();
    // Waits `duration` in `state` (PauseBefore or PauseAfter), then calls `then`.
    void pause(State state, std::chrono::nanoseconds duration, void (PerfCostExecutor::*then)());
    void afterPauseBefore();
    void fire();
    void onBatchDone(const EngineReport &report);
    void finishRun(const QString &error);
    bool needsColdStart() const;

    PerfCostContext m_context;
    State m_state = State::Idle;
    QTimer m_pause;
    SampleBatch m_batch;
    int m_batchIndex = 0;
    int m_fruitless = 0;
    std::int64_t m_accepted = 0;
    std::int64_t m_coldCallNs = 0;
    std::uint32_t m_nextId = 0;
    bool m_stopping = false;
    QMetaObject::Connection m_samplesConnection;
    QMetaObject::Connection m_finishedConnection;
};

} // namespace cp
