#pragma once

#include "http/load_engine.h"

#include <QList>

#include <memory>
#include <vector>

class QThread;
class QTimer;

namespace cp {

class QnamWorker;

// LoadEngine on QNetworkAccessManager ("qnam", docs/specification.md#load-engines): for what the socket
// engine does not speak (HTTP/2, proxies, redirects). LoadPlan::threads worker
// threads, each with its own managers, ceil(connections / 6) managers in all.
// Connect times are not reported: QNAM does not say when it opens a connection.
class QnamEngine : public LoadEngine
{
    Q_OBJECT
public:
    explicit QnamEngine(QObject *parent = nullptr);
    ~QnamEngine() override;

    EngineKind kind() const override { return EngineKind::Qnam; }
    void start(const LoadPlan &plan) override;
    void stop(std::chrono::milliseconds grace) override;
    bool isRunning() const override { return m_running; }

private:
    void onWorkerSamples(std::uint64_t phase, const SampleBatch &batch);
    void onWorkerDone(std::uint64_t phase, const EngineReport &report);
    void emitPending();
    void stopThreads();

    struct Worker
    {
        std::unique_ptr<QThread> thread;
        QnamWorker *worker = nullptr; // lives in thread, deleted when it ends
    };
    std::vector<Worker> m_workers;
    SampleBatch m_pending;
    QTimer *m_emitTimer;
    EngineReport m_report;
    std::uint64_t m_phase = 0;
    int m_workersDone = 0;
    bool m_running = false;
};

} // namespace cp
