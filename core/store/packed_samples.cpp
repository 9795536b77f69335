#include "store/packed_samples.h"

#include <QtEndian>

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <utility>

namespace cp {

namespace {

using Columns = std::array<std::int64_t, PackedSamples::ColumnCount>;

Columns columnsOf(const Sample &s)
{
    return {s.sentNs,
            s.id,
            s.intendedLagUs,
            s.connectUs,
            s.ttfbUs,
            s.totalUs,
            s.serverUs,
            s.bytesIn,
            s.bytesOut,
            s.status | std::int64_t(s.check) << 10, // one 16-bit word, as in Sample
            std::int64_t(s.error),
            std::int64_t(s.coldness),
            s.msgLength,
            s.servedBy,
            s.endpoint};
}

Sample sampleFrom(const Columns &c)
{
    Sample s;
    s.sentNs = c[0];
    s.id = std::uint32_t(c[1]);
    s.intendedLagUs = std::uint32_t(c[2]);
    s.connectUs = std::uint32_t(c[3]);
    s.ttfbUs = std::uint32_t(c[4]);
    s.totalUs = std::uint32_t(c[5]);
    s.serverUs = std::int32_t(c[6]);
    s.bytesIn = std::uint32_t(c[7]);
    s.bytesOut = std::uint32_t(c[8]);
    s.status = std::uint16_t(c[9] & 0x3FF);
    s.check = std::uint16_t(c[9] >> 10);
    s.error = ErrorClass(c[10]);
    s.coldness = Coldness(c[11]);
    s.msgLength = std::uint16_t(c[12]);
    s.servedBy = std::uint16_t(c[13]);
    s.endpoint = std::uint8_t(c[14]);
    return s;
}

// Whole bytes that hold every distance up to `range`.
std::uint8_t widthFor(std::uint64_t range)
{
    return std::uint8_t((std::bit_width(range) + 7) / 8);
}

// The low `width` bytes of `value`, little-endian whatever the machine.
void store(std::byte *to, std::uint64_t value, int width)
{
    const std::uint64_t little = qToLittleEndian(value);
    std::memcpy(to, &little, std::size_t(width));
}

// Each width its own fixed-size copy, so that reading a value is a load or two,
// not a call: a whole run's statistics decode every sample several times.
template<std::size_t... Widths>
std::uint64_t loadFixed(const std::byte *from, std::size_t width, std::index_sequence<Widths...>)
{
    std::uint64_t value = 0;
    (void)((width == Widths && (std::memcpy(&value, from, Widths), true)) || ...);
    return qFromLittleEndian(value);
}

std::uint64_t load(const std::byte *from, int width)
{
    return loadFixed(from, std::size_t(width), std::make_index_sequence<sizeof(std::uint64_t) + 1>());
}

} // namespace

PackedSamples::PackedSamples(std::span<const Sample> samples)
    : m_size(qsizetype(samples.size()))
{
    Columns lowest;
    Columns highest;
    lowest.fill(std::numeric_limits<std::int64_t>::max());
    highest.fill(std::numeric_limits<std::int64_t>::min());
    for (const Sample &sample : samples) {
        const Columns values = columnsOf(sample);
        for (int c = 0; c < ColumnCount; ++c) {
            lowest[c] = std::min(lowest[c], values[c]);
            highest[c] = std::max(highest[c], values[c]);
        }
    }
    for (int c = 0; c < ColumnCount && !samples.empty(); ++c) {
        Column &column = m_columns[c];
        column.base = lowest[c];
        // Unsigned: the distance between the extremes of an int64 column fits 64 bits.
        column.width = widthFor(std::uint64_t(highest[c]) - std::uint64_t(lowest[c]));
        column.offset = std::uint32_t(m_byteCount);
        m_byteCount += samples.size() * column.width;
    }
    m_bytes = std::make_unique_for_overwrite<std::byte[]>(m_byteCount);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const Columns values = columnsOf(samples[i]);
        for (int c = 0; c < ColumnCount; ++c) {
            const Column &column = m_columns[c];
            if (column.width > 0)
                store(m_bytes.get() + column.offset + i * column.width,
                      std::uint64_t(values[c]) - std::uint64_t(column.base), column.width);
        }
    }
}

Sample PackedSamples::at(qsizetype index) const
{
    Columns values;
    for (int c = 0; c < ColumnCount; ++c) {
        const Column &column = m_columns[c];
        const std::uint64_t distance =
            load(m_bytes.get() + column.offset + std::size_t(index) * column.width, column.width);
        values[c] = std::int64_t(std::uint64_t(column.base) + distance);
    }
    return sampleFrom(values);
}

qsizetype PackedSamples::byteSize() const
{
    return qsizetype(sizeof(PackedSamples) + m_byteCount);
}

} // namespace cp
