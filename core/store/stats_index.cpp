#include "store/memory_index.h"

#include <algorithm>

namespace cp {

void MemoryIndex::add(const StatsRecordBatch &records)
{
    for (const StatsRecord &record : records) {
        auto &series = m_used[record.container];
        if (!series.empty() && series.back().first > record.timeNs)
            m_sorted = false;
        series.emplace_back(record.timeNs, double(record.memUsedBytes) / (1024.0 * 1024.0));
    }
}

std::optional<double> MemoryIndex::usedMb(const QString &container, std::int64_t timeNs)
{
    auto it = m_used.find(container);
    if (it == m_used.end() || it->empty())
        return std::nullopt;
    // Sorted once, on the first lookup after the records are in.
    if (!m_sorted) {
        for (auto &s : m_used)
            std::sort(s.begin(), s.end());
        m_sorted = true;
    }
    const auto &series = *it;
    const auto after = std::lower_bound(series.begin(), series.end(), std::make_pair(timeNs, 0.0));
    if (after == series.begin())
        return after->second;
    if (after == series.end())
        return std::prev(after)->second;
    const auto before = std::prev(after);
    return timeNs - before->first <= after->first - timeNs ? before->second : after->second;
}

} // namespace cp
