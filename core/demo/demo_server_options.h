#pragma once

#include <QHostAddress>

#include <chrono>
#include <cstdint>

namespace cp {

using namespace std::chrono_literals;

// How the demo server misbehaves, for testing what a load engine does with it.
enum class DemoFault : std::uint8_t {
    None,
    NeverAnswer,        // reads requests, never answers
    Garbage,            // answers with bytes that are not HTTP, then closes
    CloseAfterResponse, // answers, then closes the connection (no keep-alive)
    Refuse,             // nobody listens on the port: connections are refused
};

struct DemoServerOptions
{
    QHostAddress address = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0; // 0: any free port

    // Service time of each request: uniform in [mean - jitter, mean + jitter].
    std::chrono::microseconds latencyMean = 2ms;
    std::chrono::microseconds latencyJitter = 500us;
    // One request at a time, in the order they arrived, as a single worker serves
    // them: its capacity is 1 / latencyMean requests per second. Off: each request
    // takes its service time whatever the others do.
    bool serialised = false;

    // Extra time the first request after start() or restart() takes. Requests
    // that arrive while that cold start is still under way wait for it too and
    // are reported cold as well.
    std::chrono::milliseconds coldStart = 150ms;
    // restart() stops listening for this long, as a container does while it boots.
    std::chrono::milliseconds restartDowntime = 0ms;

    // Response body size in bytes; the SeBS-style JSON is padded up to it.
    // 0 sends just the JSON.
    qint64 bodySize = 0;
    int status = 200;
    // For checks: the JSON also says "result": "ok", but "wrong" in every Nth answer
    // (by the order requests arrived); 0 leaves the field out.
    int wrongBodyEvery = 0;

    // Stall windows: every answer due inside [k·stallEvery, k·stallEvery + stallFor)
    // after start() is held until the window ends. Off when either is 0.
    std::chrono::milliseconds stallEvery = 0ms;
    std::chrono::milliseconds stallFor = 0ms;

    DemoFault fault = DemoFault::None;
    int listenBacklog = 4096;
};

} // namespace cp
