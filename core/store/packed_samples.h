#pragma once

#include "model/sample.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace cp {

// A full chunk of samples, frozen into far fewer bytes than sizeof(Sample) each:
// every field is one column, stored as its distance from the column's smallest
// value in as few whole bytes as the column's range needs (frame-of-reference
// encoding). The samples of a chunk arrived within moments of each other, so
// times span a fraction of a second, sequence numbers a few thousand, and what
// is the same for every request (status, sizes, message length, container) takes
// no byte at all. Decoding gives back every field exactly; a chunk no field of
// which repeats costs at most sizeof(Sample) plus its column headers.
class PackedSamples
{
public:
    explicit PackedSamples(std::span<const Sample> samples);

    qsizetype size() const { return m_size; }
    Sample at(qsizetype index) const;
    // The bytes this chunk keeps: its columns and headers.
    qsizetype byteSize() const;

    static constexpr int ColumnCount = 15;

private:
    struct Column
    {
        std::int64_t base = 0;    // the column's smallest value
        std::uint32_t offset = 0; // where its values start in m_bytes
        std::uint8_t width = 0;   // bytes per value, 0 when every value equals base
    };

    std::array<Column, ColumnCount> m_columns;
    std::unique_ptr<std::byte[]> m_bytes;
    qsizetype m_size = 0;
    std::size_t m_byteCount = 0;
};

} // namespace cp
