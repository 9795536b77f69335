#pragma once

#include "demo/demo_server_options.h"
#include "thread/worker_thread.h"

#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace cp {

class DemoServerWorker;
struct DemoCounters;

// In-process HTTP/1.1 server with realistic latency and a slower first request
// after each restart: the embedded default target, and the test double of a
// containerised service. It answers every method and path with SeBS-style JSON
// ({"begin", "end", "is_cold", "request_id"}) plus `Server-Timing` and
// `X-Cold-Start` headers. Runs in its own thread; every public member is
// callable from the thread that owns the DemoServer.
class DemoServer : public QObject
{
    Q_OBJECT
public:
    explicit DemoServer(const DemoServerOptions &options = {}, QObject *parent = nullptr);
    ~DemoServer() override;

    // Starts listening. In DemoFault::Refuse mode it picks a port nobody
    // listens on instead. Returns false with a reason when the port is taken.
    bool start(QString *error = nullptr);
    void stop();
    bool isRunning() const;

    quint16 port() const { return m_port; }
    QUrl url() const;
    const DemoServerOptions &options() const { return m_options; }

    // Simulates a container restart: drops every connection, makes the next
    // request cold again, and stops listening for options().restartDowntime.
    // Returns once the connections are gone.
    void restart();

    qint64 requestsReceived() const;
    qint64 requestsServed() const;
    qint64 connectionsAccepted() const;
    int restarts() const;

private:
    DemoServerOptions m_options;
    quint16 m_port = 0;
    bool m_running = false;
    std::unique_ptr<DemoCounters> m_counters; // outlives the worker: read after stop()
    WorkerThread m_thread{QStringLiteral("demo-server")};
    DemoServerWorker *m_worker = nullptr; // lives in m_thread, deleted there
};

} // namespace cp
