#include "store/samples_csv.h"

#include "store/csv_journal.h"

#include <algorithm>
#include <charconv>
#include <concepts>
#include <initializer_list>
#include <limits>

namespace cp::SamplesCsv {

namespace {

// A row written straight into the output's spare room, which the caller made
// large enough: no allocation and no bounds check per field.
class Row
{
public:
    explicit Row(char *at)
        : m_end(at)
    { }

    template<std::integral Number>
    void number(Number value)
    {
        m_end = std::to_chars(m_end, m_end + MaxDigits, value).ptr;
    }
    void fixed3(double value)
    {
        m_end = std::to_chars(m_end, m_end + MaxFixed, value, std::chars_format::fixed, 3).ptr;
    }
    void text(QByteArrayView field)
    {
        // copy_n, not memcpy: an empty field may have no data at all.
        m_end = std::copy_n(field.data(), field.size(), m_end);
    }
    void put(char c) { *m_end++ = c; }
    char *end() const { return m_end; }

    // A 64-bit integer, its sign included.
    static constexpr qsizetype MaxDigits = 20;
    // Any double with three decimals: a sign, 309 digits, the point and the decimals.
    static constexpr qsizetype MaxFixed = std::numeric_limits<double>::max_exponent10 + 1 + 6;

private:
    char *m_end;
};

// The longest of `names`.
template<typename Names>
constexpr qsizetype longest(const Names &names)
{
    qsizetype most = 0;
    for (const auto &name : names)
        most = std::max(most, qsizetype(name.size()));
    return most;
}

// What a row takes beyond its run's prefix and names: 14 numbers, a memory
// figure, an error class, a coldness and 21 separators.
constexpr qsizetype FixedRowBytes = 14 * Row::MaxDigits + Row::MaxFixed + longest(errorClassNames) + 5 + 21;

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
    m_rowBytes = FixedRowBytes + m_prefix.size() + longest(m_checks) + longest(m_containers) + longest(m_endpoints);
}

void RunRows::append(QByteArray &out, const Sample &s, const MemoryLookup &memory) const
{
    // A table the run grew after these rows were set up (a container that served it first
    // now) is read from the run itself.
    const ServedBy *servedBy = s.servedBy < m_run.servedBy.size() ? &m_run.servedBy[s.servedBy] : nullptr;
    const bool grew = servedBy && s.servedBy >= m_containers.size();
    const QByteArray grown = grew ? csvField(servedBy->container) : QByteArray();
    const qsizetype start = out.size();
    // Resizing within the capacity is free; beyond it the array grows as append would.
    out.resize(start + m_rowBytes + grown.size());
    Row row(out.data() + start);
    row.text(m_prefix);
    for (const auto value : {std::int64_t(s.msgLength), std::int64_t(s.id), s.intendedNs(), s.sentNs,
                             std::int64_t(s.connectUs), std::int64_t(s.ttfbUs), std::int64_t(s.totalUs)}) {
        row.number(value);
        row.put(',');
    }
    row.number(s.latencyUs());
    row.put(',');
    row.number(int(s.status));
    row.put(',');
    row.text(errorClassName(s.error).latin1());
    row.put(',');
    if (s.check > 0 && s.check <= m_checks.size())
        row.text(m_checks[s.check - 1]);
    row.put(',');
    row.number(s.bytesIn);
    row.put(',');
    row.number(s.bytesOut);
    row.put(',');
    // Unknown values are empty cells.
    row.text(s.coldness == Coldness::Unknown ? "" : s.coldness == Coldness::Cold ? "true" : "false");
    row.put(',');
    if (s.serverUs >= 0)
        row.number(s.serverUs);
    row.put(',');
    if (servedBy) {
        row.text(grew ? QByteArrayView(grown) : QByteArrayView(m_containers[s.servedBy]));
        row.put(',');
        row.number(servedBy->generation);
        row.put(',');
        if (memory) {
            if (const auto used = memory(servedBy->container, s.sentNs))
                row.fixed3(*used);
        }
    } else {
        row.put(',');
        row.put(',');
    }
    row.put(',');
    row.text(s.endpoint < m_endpoints.size() ? m_endpoints[s.endpoint] : m_endpoints.first());
    row.put(',');
    row.number(m_run.generatorOf(s));
    row.put('\n');
    out.resize(row.end() - out.constData());
}

} // namespace cp::SamplesCsv
