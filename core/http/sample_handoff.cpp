#include "http/sample_handoff.h"

#include "thread/cpu_turn.h"

#include <new>

#include <sys/mman.h>

namespace cp {

SampleHandoff::SampleHandoff()
{
    m_owned.reserve(SpareChunks * 4);
    for (int i = 0; i < SpareChunks; ++i) {
        Chunk *chunk = allocate();
        chunk->next = m_spare;
        m_spare = chunk;
    }
    m_current = emptyChunk();
}

SampleHandoff::~SampleHandoff() = default;

SampleHandoff::Chunk *SampleHandoff::allocate()
{
    // The kernel makes every page of the chunk in this one call (MAP_POPULATE), not
    // at a fault per page when a sample first lands on it. A chunk allocated late
    // is made on the worker's thread in the middle of the run; fault by fault, its
    // 25 pages held that thread, and the answers it was waiting for, for about a
    // quarter of a millisecond on a virtual machine whose page fault costs 10.7 µs
    // (docs/benchmarks.md#how-the-engine-stopped-charging-its-own-stalls-to-the-server).
    void *pages =
        mmap(nullptr, sizeof(Chunk), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (pages == MAP_FAILED)
        throw std::bad_alloc();
    m_owned.emplace_back(new (pages) Chunk);
    return m_owned.back().get();
}

void SampleHandoff::Unmap::operator()(Chunk *chunk) const
{
    chunk->~Chunk();
    munmap(chunk, sizeof(Chunk));
}

void SampleHandoff::ChunkList::push(Chunk *chunk)
{
    Chunk *head = m_head.load(std::memory_order_relaxed);
    do {
        chunk->next = head;
    } while (!m_head.compare_exchange_weak(head, chunk, std::memory_order_release, std::memory_order_relaxed));
}

SampleHandoff::Chunk *SampleHandoff::ChunkList::takeAll()
{
    return m_head.exchange(nullptr, std::memory_order_acquire);
}

SampleHandoff::Chunk *SampleHandoff::emptyChunk()
{
    if (!m_spare)
        m_spare = m_returned.takeAll();
    if (!m_spare) {
        m_lateAllocations.fetch_add(1, std::memory_order_relaxed);
        return allocate();
    }
    Chunk *chunk = m_spare;
    m_spare = chunk->next;
    chunk->next = nullptr;
    chunk->count = 0;
    return chunk;
}

void SampleHandoff::publishCurrent()
{
    m_published.push(m_current);
    m_current = emptyChunk();
}

void SampleHandoff::publish()
{
    if (m_current->count > 0)
        publishCurrent();
}

void SampleHandoff::drainInto(SampleBatch &batch)
{
    // The list comes newest first.
    Chunk *newestFirst = m_published.takeAll();
    Chunk *oldestFirst = nullptr;
    qsizetype total = 0;
    while (newestFirst) {
        Chunk *next = newestFirst->next;
        newestFirst->next = oldestFirst;
        oldestFirst = newestFirst;
        total += newestFirst->count;
        newestFirst = next;
    }
    batch.reserve(batch.size() + total);
    while (oldestFirst) {
        Chunk *next = oldestFirst->next;
        CpuTurn::appendInPieces(batch,
                                std::span<const Sample>(oldestFirst->samples).first(std::size_t(oldestFirst->count)));
        oldestFirst->count = 0;
        m_returned.push(oldestFirst);
        oldestFirst = next;
    }
}

} // namespace cp
