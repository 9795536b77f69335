#include "store/sebs_result_csv.h"

#include "store/run_record.h"

namespace cp {

namespace SebsResultCsv {

QByteArray header()
{
    return QByteArrayLiteral("memory,type,is_cold,exec_time,connection_time,client_time,provider_time,mem_used\n");
}

int memoryOf(const RunInfo &run)
{
    return run.point.memoryMb > 0 ? run.point.memoryMb : qMax(0, run.effectiveMemoryMb);
}

void appendRow(QByteArray &out, const RunInfo &run, const Sample &s, const MemoryLookup &memory)
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
    out += ",0,";
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
                SebsResultCsv::appendRow(out, run->info, sample, memory);
        });
    }
    return out;
}

} // namespace cp
