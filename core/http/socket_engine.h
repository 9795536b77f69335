#pragma once

#include "http/load_engine.h"

#include <QList>

#include <memory>

class QThread;
class QTimer;

namespace cp {

class SocketWorker;
struct SocketRunShared;

// The default load engine (docs/specification.md#load-engines): HTTP/1.1 keep-alive on QTcpSocket
// (QSslSocket for https), LoadPlan::threads worker threads with an event loop
// each, many connections per thread.
class SocketEngine : public LoadEngine
{
    Q_OBJECT
public:
    explicit SocketEngine(QObject *parent = nullptr);
    ~SocketEngine() override;

    EngineKind kind() const override { return EngineKind::Socket; }
    void start(const LoadPlan &plan) override;
    void stop(std::chrono::milliseconds grace) override;
    bool isRunning() const override { return !m_workers.isEmpty(); }

    // Open loop with plan.connections 0: enough connections for every request
    // of a timeout's worth at the top rate, within this bound.
    static constexpr int MaxAutoConnections = 1000;
    static int openLoopConnectionCap(const LoadPlan &plan);

private:
    struct Worker
    {
        QThread *thread = nullptr;
        SocketWorker *worker = nullptr;
        bool done = false;
    };

    void emitSamples();
    void onWorkerFinished(SocketWorker *worker, const EngineReport &report);
    void shutDownThreads();

    QList<Worker> m_workers;
    std::shared_ptr<SocketRunShared> m_shared;
    QTimer *m_emitTimer;
    EngineReport m_report;
};

} // namespace cp
