#include "store/samples_csv.h"

#include "store/csv_journal.h"

namespace cp::SamplesCsv {

namespace {
// A cell and the comma that ends it.
template<typename Field>
void appendField(QByteArray &out, const Field &field)
{
    out += field;
    out += ',';
}
} // namespace

QByteArray header()
{
    return QByteArrayLiteral("run,type,memory_mb,cpu_limit,msg_length,id,intended_ns,sent_ns,connect_us,ttfb_us,"
                             "total_us,latency_us,status,error,check,bytes_in,bytes_out,is_cold,server_us,container,"
                             "generation,mem_used_mb,endpoint\n");
}

void appendRow(QByteArray &out, const RunInfo &run, const Sample &s, const MemoryLookup &memory)
{
    const RunPoint &point = run.point;
    appendField(out, QByteArray::number(run.index));
    appendField(out, runTypeName(point.type).latin1());
    appendField(out, QByteArray::number(point.memoryMb));
    appendField(out, QByteArray::number(point.cpuLimit, 'g', 6));
    appendField(out, QByteArray::number(s.msgLength));
    appendField(out, QByteArray::number(s.id));
    appendField(out, QByteArray::number(s.intendedNs()));
    appendField(out, QByteArray::number(s.sentNs));
    appendField(out, QByteArray::number(s.connectUs));
    appendField(out, QByteArray::number(s.ttfbUs));
    appendField(out, QByteArray::number(s.totalUs));
    appendField(out, QByteArray::number(qulonglong(s.latencyUs())));
    appendField(out, QByteArray::number(s.status));
    appendField(out, errorClassName(s.error).latin1());
    appendField(out, s.check > 0 && s.check <= run.checks.size() ? csvField(run.checks[s.check - 1]) : QByteArray());
    appendField(out, QByteArray::number(s.bytesIn));
    appendField(out, QByteArray::number(s.bytesOut));
    // Unknown values are empty cells.
    appendField(out, s.coldness == Coldness::Unknown ? "" : s.coldness == Coldness::Cold ? "true" : "false");
    appendField(out, s.serverUs >= 0 ? QByteArray::number(s.serverUs) : QByteArray());
    const ServedBy *servedBy = s.servedBy < run.servedBy.size() ? &run.servedBy[s.servedBy] : nullptr;
    appendField(out, servedBy ? csvField(servedBy->container) : QByteArray());
    appendField(out, servedBy ? QByteArray::number(servedBy->generation) : QByteArray());
    if (servedBy && memory) {
        if (const auto used = memory(servedBy->container, s.sentNs))
            out += QByteArray::number(*used, 'f', 3);
    }
    out += ',';
    out += csvField(run.endpointOf(s));
    out += '\n';
}

} // namespace cp::SamplesCsv
