#include "store/sebs_result_csv.h"

#include "store/run_record.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace SebsResultCsv {

QByteArray header()
{
    return QByteArrayLiteral("memory,type,is_cold,exec_time,connection_time,client_time,provider_time,mem_used\n");
}

const char *providerSourceName(ProviderSource source)
{
    switch (source) {
    case ProviderSource::Server:
        return "server";
    case ProviderSource::TtfbMinusRtt:
        return "ttfb_minus_rtt";
    case ProviderSource::Ttfb:
        return "ttfb";
    }
    return "server";
}

ProviderTime providerTime(const Sample &s, std::optional<double> tcpRttUs)
{
    ProviderTime time;
    if (s.serverUs > 0) {
        time.us = s.serverUs;
    } else if (tcpRttUs) {
        time.us = std::int64_t(std::llround(double(s.ttfbUs) - *tcpRttUs));
        time.source = ProviderSource::TtfbMinusRtt;
    } else {
        time.us = s.ttfbUs;
        time.source = ProviderSource::Ttfb;
    }
    // A server's clock, or a round trip longer than this request's, cannot make
    // its time exceed what the client saw, nor none at all.
    time.us = std::clamp<std::int64_t>(time.us, 1, std::max<std::int64_t>(1, std::int64_t(s.latencyUs())));
    return time;
}

int memoryOf(const RunInfo &run)
{
    return run.point.memoryMb > 0 ? run.point.memoryMb : qMax(0, run.effectiveMemoryMb);
}

void appendRow(QByteArray &out, const RunInfo &run, const Sample &s, std::optional<double> tcpRttUs,
               const MemoryLookup &memory)
{
    out += QByteArray::number(memoryOf(run));
    out += ',';
    out += runTypeName(run.point.type).latin1();
    out += ',';
    if (s.coldness != Coldness::Unknown)
        out += s.coldness == Coldness::Cold ? "True" : "False";
    out += ',';
    out += QByteArray::number(qMax(0, s.serverUs));
    out += ',';
    out += QByteArray::number(double(s.connectUs) / 1e6, 'f', 6);
    out += ',';
    // From the first attempt: a request retried while a container booted
    // (docs/specification.md#enforcing-cold-starts).
    out += QByteArray::number(qulonglong(s.latencyUs()));
    out += ',';
    out += QByteArray::number(qint64(providerTime(s, tcpRttUs).us));
    out += ',';
    std::optional<double> used;
    if (memory && s.servedBy < run.servedBy.size())
        used = memory(run.servedBy[s.servedBy].container, s.sentNs);
    out += used ? QByteArray::number(*used, 'f', 3) : QByteArrayLiteral("0");
    out += '\n';
}

} // namespace SebsResultCsv

QByteArray sebsResultCsv(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory)
{
    QByteArray out = SebsResultCsv::header();
    for (const auto &run : runs) {
        run->samples.forEach([&](const Sample &sample) {
            if (isAccepted(run->info.point.type, sample))
                SebsResultCsv::appendRow(out, run->info, sample, run->engine.tcpRttUs(), memory);
        });
    }
    return out;
}

} // namespace cp
