#pragma once

#include "model/sample.h"

#include <memory>
#include <vector>

namespace cp {

// Append-only store of a run's samples in fixed-size chunks: growth never copies
// what is stored, so memory per sample stays sizeof(Sample) and appends never stall.
class SampleStore
{
public:
    // Just under 96 pages with malloc's header: a round 8192 samples would spill
    // each chunk onto a 97th page and cost half a byte more per sample.
    static constexpr qsizetype ChunkSize = (96 * 4096 - 64) / qsizetype(sizeof(Sample));

    void append(const Sample &sample);
    void append(const SampleBatch &batch);
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Sample &at(qsizetype index) const { return m_chunks[std::size_t(index / ChunkSize)][index % ChunkSize]; }
    qsizetype capacityBytes() const { return qsizetype(m_chunks.size()) * ChunkSize * qsizetype(sizeof(Sample)); }

    template<typename Function>
    void forEach(Function &&function) const
    {
        for (qsizetype i = 0; i < m_size; ++i)
            function(at(i));
    }

private:
    std::vector<std::unique_ptr<Sample[]>> m_chunks;
    qsizetype m_size = 0;
};

} // namespace cp
