#include "store/samples_csv.h"

#include "store/csv_journal.h"

#include <charconv>
#include <concepts>
#include <cstring>

namespace cp::SamplesCsv {

namespace {

// A row built in place, then appended at once: one copy into the output per row.
class Row
{
public:
    template<std::integral Number>
    void number(Number value)
    {
        m_end = std::to_chars(m_end, m_end + MaxDigits, value).ptr;
        *m_end++ = ',';
    }
    // Text the caller keeps short (names are appended to the output instead).
    void text(QByteArrayView field)
    {
        std::memcpy(m_end, field.data(), std::size_t(field.size()));
        m_end += field.size();
        *m_end++ = ',';
    }
    void comma() { *m_end++ = ','; }
    void appendTo(QByteArray &out)
    {
        out.append(m_bytes, m_end - m_bytes);
        m_end = m_bytes;
    }

private:
    static constexpr int MaxDigits = 20;
    // 13 numbers and a few short words: well within.
    char m_bytes[512];
    char *m_end = m_bytes;
};

void appendField(QByteArray &out, QByteArrayView field)
{
    out += field;
    out += ',';
}

} // namespace

QByteArray header()
{
    return QByteArrayLiteral("run,type,memory_mb,cpu_limit,msg_length,id,intended_ns,sent_ns,connect_us,ttfb_us,"
                             "total_us,latency_us,status,error,check,bytes_in,bytes_out,is_cold,server_us,container,"
                             "generation,mem_used_mb,endpoint,generator\n");
}

RunRows::RunRows(const RunInfo &run)
    : m_run(run)
{
    const RunPoint &point = run.point;
    m_prefix = QByteArray::number(run.index) + ',';
    appendField(m_prefix, runTypeName(point.type).latin1());
    appendField(m_prefix, QByteArray::number(point.memoryMb));
    appendField(m_prefix, QByteArray::number(point.cpuLimit, 'g', 6));
    for (const QString &check : run.checks)
        m_checks.append(csvField(check));
    for (const ServedBy &servedBy : run.servedBy)
        m_containers.append(csvField(servedBy.container));
    for (const MixedEndpoint &mixed : run.mix)
        m_endpoints.append(csvField(mixed.name));
    if (m_endpoints.isEmpty())
        m_endpoints.append(csvField(run.endpointName));
}

void RunRows::append(QByteArray &out, const Sample &s, const MemoryLookup &memory) const
{
    out += m_prefix;
    Row row;
    row.number(s.msgLength);
    row.number(s.id);
    row.number(s.intendedNs());
    row.number(s.sentNs);
    row.number(s.connectUs);
    row.number(s.ttfbUs);
    row.number(s.totalUs);
    row.number(s.latencyUs());
    row.number(int(s.status));
    row.text(errorClassName(s.error).latin1());
    row.appendTo(out);
    appendField(out,
                s.check > 0 && s.check <= m_checks.size() ? QByteArrayView(m_checks[s.check - 1]) : QByteArrayView());
    row.number(s.bytesIn);
    row.number(s.bytesOut);
    // Unknown values are empty cells.
    row.text(s.coldness == Coldness::Unknown ? "" : s.coldness == Coldness::Cold ? "true" : "false");
    if (s.serverUs >= 0)
        row.number(s.serverUs);
    else
        row.comma();
    row.appendTo(out);
    // A table the run grew after these rows were set up (a container that served it first
    // now) is read from the run itself.
    const ServedBy *servedBy = s.servedBy < m_run.servedBy.size() ? &m_run.servedBy[s.servedBy] : nullptr;
    if (servedBy) {
        appendField(out, s.servedBy < m_containers.size() ? m_containers[s.servedBy] : csvField(servedBy->container));
        out += QByteArray::number(servedBy->generation);
        out += ',';
        if (memory) {
            if (const auto used = memory(servedBy->container, s.sentNs))
                out += QByteArray::number(*used, 'f', 3);
        }
    } else {
        out += ",,";
    }
    out += ',';
    out += s.endpoint < m_endpoints.size() ? m_endpoints[s.endpoint] : m_endpoints.first();
    out += ',';
    out += QByteArray::number(m_run.generatorOf(s));
    out += '\n';
}

} // namespace cp::SamplesCsv
