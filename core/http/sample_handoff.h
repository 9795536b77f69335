#pragma once

#include "model/sample.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace cp {

// How one worker thread's samples reach the engine's thread without ever
// delaying a send or a read. Samples are written into fixed chunks that travel
// to the engine's thread and come back empty, through two lock-free lists:
// recording a sample takes no lock, makes no system call and, once the run is
// going, neither allocates nor touches a fresh page. (A growing buffer did all
// three: its reallocation could wait on the process's address-space lock
// while another thread freed a large block, and a mutex hand-off could wait
// on a consumer that the scheduler had paused.)
class SampleHandoff
{
public:
    // A chunk holds about 100 KB: 2 048 samples, a few milliseconds of the
    // fastest runs, so it returns long before the spare ones run out.
    static constexpr int ChunkSamples = 2048;
    // Chunks made and touched before the run starts: about half a second of
    // 100 000 samples a second before a late allocation is ever needed.
    static constexpr int SpareChunks = 24;

    SampleHandoff();
    ~SampleHandoff();
    SampleHandoff(const SampleHandoff &) = delete;
    SampleHandoff &operator=(const SampleHandoff &) = delete;

    // Worker thread only.
    void record(const Sample &sample)
    {
        if (m_current->count == ChunkSamples)
            publishCurrent();
        m_current->samples[std::size_t(m_current->count++)] = sample;
    }
    // Hands the part-filled chunk over (a periodic flush, and the last one).
    void publish();

    // Engine thread only: appends every published sample to `batch`, in the
    // order they were recorded, and gives the chunks back.
    void drainInto(SampleBatch &batch);

    // Chunks the worker had to allocate mid-run because the engine's thread
    // kept every spare one: the consumer was starved, not the engine.
    std::int64_t lateAllocations() const { return m_lateAllocations.load(std::memory_order_relaxed); }

private:
    struct Chunk
    {
        Chunk *next = nullptr;
        int count = 0;
        std::array<Sample, ChunkSamples> samples;
    };
    // Chunks are mappings of their own (see allocate()).
    struct Unmap
    {
        void operator()(Chunk *chunk) const;
    };

    // A list many threads could push to and one takes whole: taking it all at
    // once with an exchange is what keeps it free of the ABA problem.
    class ChunkList
    {
    public:
        void push(Chunk *chunk);
        Chunk *takeAll();

    private:
        std::atomic<Chunk *> m_head{nullptr};
    };

    void publishCurrent();
    Chunk *emptyChunk();
    Chunk *allocate();

    ChunkList m_published; // worker → engine
    ChunkList m_returned;  // engine → worker
    Chunk *m_current = nullptr;
    Chunk *m_spare = nullptr; // worker-only list of empty chunks
    std::vector<std::unique_ptr<Chunk, Unmap>> m_owned;
    std::atomic<std::int64_t> m_lateAllocations{0};
};

} // namespace cp
