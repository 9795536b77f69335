#pragma once

#include "demo/demo_server_options.h"

#include <QByteArray>
#include <QHash>
#include <QObject>

#include <atomic>
#include <chrono>
#include <optional>
#include <queue>
#include <random>
#include <vector>

class QTcpServer;
class QTimer;

namespace cp {

class DemoConnection;

// Read from any thread while the server runs.
struct DemoCounters
{
    std::atomic<qint64> received{0};
    std::atomic<qint64> served{0};
    std::atomic<qint64> accepted{0};
    std::atomic<int> restarts{0};
};

// The part of DemoServer that lives in the server thread: the listening
// socket, the connections, and one timer that wakes connections whose answers
// fall due (one timer for all, not one per request: thousands of requests
// can be pending at once).
class DemoServerWorker : public QObject
{
    Q_OBJECT
public:
    using Clock = std::chrono::steady_clock;

    DemoServerWorker(const DemoServerOptions &options, DemoCounters *counters);
    ~DemoServerWorker() override;

    bool listen(quint16 port, QString *error);
    quint16 port() const;
    void shutdown();
    void restart();

    // When the answer to a request that arrived at `now` is due, and whether
    // it is a cold one.
    struct Admission
    {
        Clock::time_point due;
        bool cold = false;
        quint64 requestNumber = 0;
    };
    Admission admit(Clock::time_point now);
    void wakeAt(Clock::time_point due, quint64 connectionId);
    void connectionClosed(quint64 connectionId);

    const DemoServerOptions &options() const { return m_options; }
    DemoCounters &counters() { return *m_counters; }
    // Bytes that pad bodies up to options().bodySize; shared by every connection.
    const QByteArray &padding() const { return m_padding; }

private:
    void acceptPending();
    void closeConnections();
    void onTimer();
    void armTimer();
    bool openListener(quint16 port, QString *error);
    Clock::time_point afterStalls(Clock::time_point due) const;

    struct Wake
    {
        Clock::time_point due;
        quint64 connectionId;
        bool operator>(const Wake &other) const { return due > other.due; }
    };

    DemoServerOptions m_options;
    DemoCounters *m_counters;
    QByteArray m_padding;
    QTcpServer *m_server = nullptr;
    QTimer *m_timer = nullptr;
    std::optional<Clock::time_point> m_armedFor;
    std::priority_queue<Wake, std::vector<Wake>, std::greater<>> m_wakes;
    QHash<quint64, DemoConnection *> m_connections;
    quint64 m_nextConnectionId = 1;
    quint64 m_requestNumber = 0;
    quint16 m_port = 0;
    Clock::time_point m_origin;
    // Cold start: the first request after a (re)start sets when the service is warm.
    std::optional<Clock::time_point> m_warmAt;
    bool m_warm = false;
    std::optional<Clock::time_point> m_busyUntil; // when the last request admitted is answered
    std::mt19937_64 m_random;
};

} // namespace cp
