#pragma once

#include "http/load_engine.h"

namespace cp {

// LoadEngine on QNetworkAccessManager ("qnam", docs/specification.md#load-engines): for what the socket
// engine does not speak (HTTP/2, proxies, redirects). LoadPlan::threads worker
// threads, each with its own managers, ceil(connections / 6) managers in all.
// Connect times are not reported: QNAM does not say when it opens a connection.
class QnamEngine : public LoadEngine
{
    Q_OBJECT
public:
    using LoadEngine::LoadEngine;

    EngineKind kind() const override { return EngineKind::Qnam; }

protected:
    std::function<void()> addWorkers(const LoadPlan &plan, EngineReport &report) override;
};

} // namespace cp
