#include "store/sample_store.h"

namespace cp {

void SampleStore::append(const Sample &sample)
{
    if (m_size == qsizetype(m_chunks.size()) * ChunkSize)
        m_chunks.push_back(std::make_unique_for_overwrite<Sample[]>(ChunkSize));
    m_chunks.back()[m_size % ChunkSize] = sample;
    ++m_size;
}

void SampleStore::append(const SampleBatch &batch)
{
    for (const Sample &sample : batch)
        append(sample);
}

} // namespace cp
