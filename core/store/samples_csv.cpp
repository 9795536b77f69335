#include "store/samples_csv.h"

#include "store/csv_journal.h"

namespace cp::SamplesCsv {

QByteArray header()
{
    return QByteArrayLiteral("run,type,memory_mb,cpu_limit,msg_length,id,intended_ns,sent_ns,connect_us,ttfb_us,"
                             "total_us,latency_us,status,error,bytes_in,bytes_out,is_cold,server_us,container,"
                             "generation,mem_used_mb\n");
}

void appendRow(QByteArray &out, const RunInfo &run, const Sample &s, const MemoryLookup &memory)
{
    const RunPoint &point = run.point;
    out += QByteArray::number(run.index);
    out += ',';
    out += runTypeName(point.type).latin1();
    out += ',';
    out += QByteArray::number(point.memoryMb);
    out += ',';
    out += QByteArray::number(point.cpuLimit, 'g', 6);
    out += ',';
    out += QByteArray::number(s.msgLength);
    out += ',';
    out += QByteArray::number(s.id);
    out += ',';
    out += QByteArray::number(s.intendedNs());
    out += ',';
    out += QByteArray::number(s.sentNs);
    out += ',';
    out += QByteArray::number(s.connectUs);
    out += ',';
    out += QByteArray::number(s.ttfbUs);
    out += ',';
    out += QByteArray::number(s.totalUs);
    out += ',';
    out += QByteArray::number(qulonglong(s.latencyUs()));
    out += ',';
    out += QByteArray::number(s.status);
    out += ',';
    out += errorClassName(s.error).latin1();
    out += ',';
    out += QByteArray::number(s.bytesIn);
    out += ',';
    out += QByteArray::number(s.bytesOut);
    out += ',';
    if (s.coldness != Coldness::Unknown)
        out += s.coldness == Coldness::Cold ? "true" : "false";
    out += ',';
    if (s.serverUs >= 0)
        out += QByteArray::number(s.serverUs);
    out += ',';
    const ServedBy *servedBy = s.servedBy < run.servedBy.size() ? &run.servedBy[s.servedBy] : nullptr;
    if (servedBy)
        out += csvField(servedBy->container);
    out += ',';
    if (servedBy)
        out += QByteArray::number(servedBy->generation);
    out += ',';
    if (servedBy && memory) {
        if (const auto used = memory(servedBy->container, s.sentNs))
            out += QByteArray::number(*used, 'f', 3);
    }
    out += '\n';
}

} // namespace cp::SamplesCsv
