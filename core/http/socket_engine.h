#pragma once

#include "http/load_engine.h"

namespace cp {

// The default load engine (docs/specification.md#load-engines): HTTP/1.1 keep-alive (and HTTP/2)
// on LoadSocket (plain descriptors, QSslSocket for https), LoadPlan::threads worker threads with an event loop
// each, many connections per thread.
class SocketEngine : public LoadEngine
{
    Q_OBJECT
public:
    using LoadEngine::LoadEngine;

    // Open loop with plan.connections 0: enough connections for every request
    // of a timeout's worth at the top rate, within this bound.
    static constexpr int MaxAutoConnections = 1000;
    static int openLoopConnectionCap(const LoadPlan &plan);

    EngineKind kind() const override { return EngineKind::Socket; }

protected:
    std::function<void()> addWorkers(const LoadPlan &plan, EngineReport &report) override;
};

} // namespace cp
