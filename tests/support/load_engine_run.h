#pragma once

#include "http/load_engine.h"

#include <QUrl>

#include <chrono>
#include <optional>

// One load phase run to its end, for the tests of the load engines.
namespace cp::test {

struct EngineRun
{
    cp::SampleBatch samples;
    cp::EngineReport report;
    int batches = 0; // samplesReady signals: the engines batch, at most ~30 a second
    bool finished = false;
    qint64 elapsedMs = 0;

    qsizetype count(cp::ErrorClass error) const;
};

// Starts `plan` and waits up to timeoutMs for the engine to finish. With
// stopAfter, stops it that long after the start and gives requests still in
// flight `grace`. The engine may be run again afterwards.
EngineRun runEngine(cp::LoadEngine &engine, const cp::LoadPlan &plan, int timeoutMs = 60'000,
                    std::optional<std::chrono::milliseconds> stopAfter = {},
                    std::chrono::milliseconds grace = std::chrono::milliseconds(0));

// A closed loop of `connections` that ends after `requests` (0: no limit).
cp::LoadPlan closedPlan(const QUrl &url, int connections, qint64 requests);

} // namespace cp::test
