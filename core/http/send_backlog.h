#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>

namespace cp {

// Open-loop sends that fell due while every connection was busy, oldest first
// (docs/specification.md#closed-and-open-loop). Bounded in time and in size: a
// send that waited a whole request timeout (it could no longer be answered in
// time) is dropped, and so is one that finds MaxEntries waiting; drops are
// counted, not kept, so a rate the connections cannot carry costs no memory.
class SendBacklog
{
public:
    static constexpr std::size_t MaxEntries = 1 << 16;

    struct Entry
    {
        std::int64_t ticket = 0;
        std::int64_t dueNs = 0; // steady clock
    };

    void setTimeout(std::int64_t timeoutNs) { m_timeoutNs = timeoutNs; }

    // Queues a send behind the others, or drops it when MaxEntries wait.
    void push(std::int64_t ticket, std::int64_t dueNs);
    // A send a connection handed back: it goes first, whatever the bound.
    void pushFront(std::int64_t ticket, std::int64_t dueNs);
    Entry take();
    // Drops the sends that have waited a whole timeout by nowNs.
    void expire(std::int64_t nowNs);
    // Sends skipped or refused before they were ever queued.
    void countDropped(std::int64_t sends) { m_dropped += sends; }
    void clear() { m_entries.clear(); }

    bool empty() const { return m_entries.empty(); }
    std::size_t size() const { return m_entries.size(); }
    std::int64_t dropped() const { return m_dropped; }

private:
    std::deque<Entry> m_entries;
    std::int64_t m_timeoutNs = 0;
    std::int64_t m_dropped = 0;
};

} // namespace cp
