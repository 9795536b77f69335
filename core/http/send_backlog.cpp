#include "http/send_backlog.h"

namespace cp {

void SendBacklog::push(std::int64_t ticket, std::int64_t dueNs)
{
    if (m_entries.size() >= MaxEntries) {
        ++m_dropped;
        return;
    }
    m_entries.push_back({ticket, dueNs});
}

void SendBacklog::pushFront(std::int64_t ticket, std::int64_t dueNs)
{
    m_entries.push_front({ticket, dueNs});
}

SendBacklog::Entry SendBacklog::take()
{
    const Entry entry = m_entries.front();
    m_entries.pop_front();
    return entry;
}

void SendBacklog::expire(std::int64_t nowNs)
{
    // Oldest first: the expired ones are at the front.
    while (!m_entries.empty() && nowNs - m_entries.front().dueNs >= m_timeoutNs) {
        m_entries.pop_front();
        ++m_dropped;
    }
}

} // namespace cp
