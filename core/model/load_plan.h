#pragma once

#include "model/capture.h"
#include "model/data_table.h"
#include "model/load_profile.h"
#include "model/response_check.h"

#include <QByteArray>
#include <QLatin1StringView>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QStringView>
#include <QUrl>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>

namespace cp {

using namespace std::chrono_literals;

// The protocol a request is sent in (docs/specification.md#http2). HTTP/2 goes over TLS when
// the server chooses it by ALPN (https://), else with prior knowledge (h2c, http://).
enum class HttpVersion : std::uint8_t { Http1_1, Http2 };

// "1.1" or "2", as experiment files spell it.
inline QLatin1StringView httpVersionName(HttpVersion version)
{
    return version == HttpVersion::Http2 ? QLatin1StringView("2") : QLatin1StringView("1.1");
}

inline std::optional<HttpVersion> httpVersionFromName(QStringView name)
{
    for (const HttpVersion version : {HttpVersion::Http1_1, HttpVersion::Http2}) {
        if (name == httpVersionName(version))
            return version;
    }
    return std::nullopt;
}

// What to send (docs/specification.md#requests-and-templates). The body is a template: see RequestTemplate.
struct RequestSpec
{
    HttpVersion httpVersion = HttpVersion::Http1_1;
    QByteArray method = "GET";
    QUrl url;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray bodyTemplate;
    int msgLength = 5;
    std::chrono::nanoseconds timeout = 9s;
    // What every answer must satisfy (docs/load-testing.md#checks); none: a status of 400 or more is an error.
    QList<ResponseCheck> checks;
    // The rows {{data.COLUMN}} placeholders take their values from (docs/load-testing.md#data-files); empty: none.
    DataTable data;
    // What its answer gives the later requests of its sequence (docs/load-testing.md#request-sequences).
    QList<Capture> captures;
};

// One endpoint of a mix (docs/load-testing.md#endpoint-mixes): what it sends, and its
// weight, its share of the rate (open loop) or of the connections (closed loop).
struct MixedRequest
{
    RequestSpec request;
    double weight = 1;
};

// Where one part of a mix stands among the others; a plan of one endpoint is part 0 of 1.
struct MixPlace
{
    std::uint8_t endpoint = 0;    // what its samples carry in Sample::endpoint
    std::uint8_t checkOffset = 0; // its checks' place in the run's list (RunInfo::checks)
    // Its ids are firstId, firstId + idStride, …: the parts' ids interleave, none shared.
    std::uint32_t idStride = 1;
};

enum class LoopMode : std::uint8_t {
    Closed, // each connection sends its next request when the previous one finished
    Open,   // requests follow a fixed timetable whatever the responses do
};

// One load phase for a LoadEngine. Ends when requestLimit requests were sent
// (if > 0) or duration passed (if > 0), whichever comes first.
struct LoadPlan
{
    RequestSpec request;
    LoopMode mode = LoopMode::Closed;
    int connections = 1; // closed: concurrent workers; open: most connections kept open
    int threads = 1;     // worker threads, each with its own event loop
    // HTTP/2: requests in flight at once on each connection (concurrent streams).
    int streams = 1;
    std::int64_t requestLimit = 0;
    std::chrono::nanoseconds duration{0};
    double rateStart = 0; // open loop: requests per second at the start...
    double rateEnd = 0;   // ...and at the end (linear ramp; equal for a constant rate)
    // Cold starts: refused or reset connections are retried until the request's
    // timeout passes; the latency runs from the first attempt.
    bool retryWhileBooting = false;
    // A perf-cost batch: each connection sends one request, all at once. A
    // connection that is answered early must not take another's request, which
    // would go out after the container's first answer (warm in a cold batch).
    bool onePerConnection = false;
    std::uint32_t firstId = 0; // id of the first request of this phase
    // Stages (docs/load-testing.md#stages): the open loop's rate, or the closed
    // loop's requests in flight, over time; the phase lasts as long as they do.
    // Empty: the rate ramp above, or every connection busy.
    QList<LoadStage> stages;
    // Several endpoints loaded at once, each with its weight's share (docs/load-testing.md#endpoint-mixes);
    // `request` is then the first one's. Empty: `request` alone.
    QList<MixedRequest> mix;
    MixPlace place; // set on the parts parts() makes
    // A request sequence (docs/load-testing.md#request-sequences): each connection sends
    // `request`, then these in order, each after the last one's answer, and again; a
    // sample's Sample::endpoint is its place in the round. Empty: `request` alone.
    QList<RequestSpec> steps;

    // The plans an engine runs side by side: one per endpoint of the mix, each with
    // its share of the rate, the connections, the threads and the request limit, or
    // this plan alone. A part whose share of the request limit is none is left out.
    QList<LoadPlan> parts() const;
    // Shard `index` of `count` of this plan (docs/scale-out.md#shards), as one of `count`
    // generators sends it: its share of the connections, the request limit, the rate and
    // the stages' targets, and every count-th id from firstId + index. Threads stay: each
    // generator has cores of its own. A plan of one endpoint only.
    LoadPlan shard(int index, int count) const;

    // Open loop: requests per second over time. Closed loop: requests in flight
    // over time, empty without stages.
    LoadProfile profile() const
    {
        if (!stages.isEmpty())
            return LoadProfile(0, stages);
        if (mode == LoopMode::Closed)
            return {};
        return LoadProfile::ramp(rateStart, rateEnd, duration.count());
    }
};

// An open-loop send counts as late when it leaves more than this after its
// schedule, in whole microseconds as the sample records its lag, so that
// the count and the samples always agree.
constexpr std::int64_t LateSendUs = 1000;

// What the engine knows about its own health once a phase ends.
struct EngineReport
{
    std::int64_t sent = 0;
    std::int64_t lateSends = 0; // open loop: sent more than 1 ms after their schedule
    std::int64_t maxLagUs = 0;  // worst schedule lag seen
    std::int64_t connectionsOpened = 0;
    // Connections the system gave no socket (the open-files limit): the run
    // went on with the others, and their requests were sent on those.
    std::int64_t connectionsUnavailable = 0;
    // Open loop: sends never made because no connection came free within a
    // request timeout of their due time (see SendBacklog).
    std::int64_t droppedSends = 0;
    // Time the engine's threads were ready to run but waited for a CPU, summed
    // over threads (see ThreadSchedStat); -1 where the system does not count it.
    std::int64_t cpuWaitUs = -1;
    // Time the engine's threads ran on a CPU, summed over threads: the load
    // generator's own cost; -1 where the system does not count it.
    std::int64_t cpuUs = -1;
    // The kernel's smoothed TCP round-trip time, read once per connection after
    // its first response, summed, and how many connections said it.
    std::int64_t tcpRttSumUs = 0;
    std::int64_t tcpRttCount = 0;
    // Epoch ns at which the phase's schedule (its timetable, its stages) began:
    // the earliest worker's start; 0 when unknown.
    std::int64_t startNs = 0;
    // Open loop: sends that found every connection busy and waited for one: late
    // because the service held the connections, not because the engine was slow.
    std::int64_t waitedSends = 0;

    std::optional<double> tcpRttUs() const
    {
        return tcpRttCount > 0 ? std::optional<double>(double(tcpRttSumUs) / double(tcpRttCount)) : std::nullopt;
    }

    // Adds the report of another worker thread, or of another batch of one run.
    void merge(const EngineReport &other)
    {
        sent += other.sent;
        lateSends += other.lateSends;
        waitedSends += other.waitedSends;
        if (other.startNs > 0)
            startNs = startNs > 0 ? std::min(startNs, other.startNs) : other.startNs;
        maxLagUs = std::max(maxLagUs, other.maxLagUs);
        connectionsOpened += other.connectionsOpened;
        connectionsUnavailable += other.connectionsUnavailable;
        droppedSends += other.droppedSends;
        if (other.cpuWaitUs >= 0)
            cpuWaitUs = std::max<std::int64_t>(cpuWaitUs, 0) + other.cpuWaitUs;
        if (other.cpuUs >= 0)
            cpuUs = std::max<std::int64_t>(cpuUs, 0) + other.cpuUs;
        tcpRttSumUs += other.tcpRttSumUs;
        tcpRttCount += other.tcpRttCount;
    }
};

} // namespace cp

Q_DECLARE_METATYPE(cp::EngineReport)
