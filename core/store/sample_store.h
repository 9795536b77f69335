#pragma once

#include "model/sample.h"
#include "store/packed_samples.h"

#include <algorithm>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace cp {

// Append-only store of a run's samples. Samples fill one open chunk; a full chunk
// is frozen into PackedSamples, which keeps a typical run's sample in a fraction
// of sizeof(Sample) (docs/specification.md#performance-targets), and the open
// chunk is reused. Growth never copies what is stored and appends never stall.
class SampleStore
{
public:
    static constexpr qsizetype ChunkSize = 8192;

    void append(const Sample &sample);
    void append(std::span<const Sample> samples);
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    Sample at(qsizetype index) const;
    // What the samples take: the frozen chunks and the open one.
    qsizetype byteSize() const;

    template<typename Function>
    void forEach(Function &&function) const
    {
        forEach(0, m_size, function);
    }
    // The samples [from, to), in order.
    template<typename Function>
    void forEach(qsizetype from, qsizetype to, Function &&function) const
    {
        for (qsizetype i = from; i < to;) {
            const auto chunk = std::size_t(i / ChunkSize);
            const qsizetype end = std::min(to, qsizetype(chunk + 1) * ChunkSize);
            if (chunk < m_frozen.size()) {
                for (; i < end; ++i)
                    function(m_frozen[chunk].at(i % ChunkSize));
            } else {
                for (; i < end; ++i)
                    function(std::as_const(m_open[std::size_t(i % ChunkSize)]));
            }
        }
    }

private:
    qsizetype openCount() const { return m_size - qsizetype(m_frozen.size()) * ChunkSize; }

    std::vector<PackedSamples> m_frozen;
    std::unique_ptr<Sample[]> m_open;
    qsizetype m_size = 0;
};

} // namespace cp
