#include "store/sample_store.h"

namespace cp {

void SampleStore::append(const Sample &sample)
{
    if (!m_open)
        m_open = std::make_unique_for_overwrite<Sample[]>(ChunkSize);
    m_open[std::size_t(openCount())] = sample;
    ++m_size;
    if (openCount() == ChunkSize)
        m_frozen.emplace_back(std::span<const Sample>(m_open.get(), std::size_t(ChunkSize)));
}

void SampleStore::append(std::span<const Sample> samples)
{
    for (const Sample &sample : samples)
        append(sample);
}

Sample SampleStore::at(qsizetype index) const
{
    const auto chunk = std::size_t(index / ChunkSize);
    return chunk < m_frozen.size() ? m_frozen[chunk].at(index % ChunkSize) : m_open[std::size_t(index % ChunkSize)];
}

qsizetype SampleStore::byteSize() const
{
    qsizetype bytes = m_open ? ChunkSize * qsizetype(sizeof(Sample)) : 0;
    for (const PackedSamples &chunk : m_frozen)
        bytes += chunk.byteSize();
    return bytes;
}

} // namespace cp
