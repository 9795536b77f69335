#pragma once

#include "model/run_info.h"

#include <QByteArray>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace cp {

struct RunRecord;

// result.csv as SeBS's perf-cost writes it (docs/experiment-format.md#the-sebs-result-table): one row per accepted
// sample under `memory,type,is_cold,exec_time,connection_time,client_time,
// provider_time,mem_used`, in SeBS's units: exec_time (the function's own time,
// from Server-Timing or SeBS JSON), client_time and provider_time in µs,
// connection_time in seconds, mem_used in MiB. An exec_time the server did not
// report and memory with no stats record are 0, as SeBS writes what it does not
// know; is_cold is True/False, empty when unknown.
namespace SebsResultCsv {
QByteArray header();

// Where a sample's provider_time comes from.
enum class ProviderSource { Server, TtfbMinusRtt, Ttfb };
inline constexpr int ProviderSourceCount = 3;
const char *providerSourceName(ProviderSource source);
struct ProviderTime
{
    std::int64_t us = 0;
    ProviderSource source = ProviderSource::Server;
};
// The server side's time of a successful sample, never 0 and at most its
// client_time: the time the server reported (server_us) when above 0, else the
// first byte's time less the connections' smoothed round trip `tcpRttUs`, else
// the first byte's time.
ProviderTime providerTime(const Sample &sample, std::optional<double> tcpRttUs);

// The memory column: the sweep point, else the container's limit, else 0 (MiB).
int memoryOf(const RunInfo &run);
void appendRow(QByteArray &out, const RunInfo &run, const Sample &sample, std::optional<double> tcpRttUs,
               const MemoryLookup &memory);
} // namespace SebsResultCsv

QByteArray sebsResultCsv(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory);

} // namespace cp
