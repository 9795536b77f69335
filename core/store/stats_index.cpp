#include "store/stats_index.h"

#include <algorithm>

namespace cp {

namespace {

bool earlier(const StatsRecord &a, const StatsRecord &b)
{
    return a.timeNs < b.timeNs;
}

} // namespace

void StatsIndex::add(const StatsRecordBatch &records)
{
    for (const StatsRecord &record : records) {
        auto &series = m_records[record.container];
        if (!series.empty() && series.back().timeNs > record.timeNs)
            m_sorted = false;
        series.push_back(record);
    }
}

void StatsIndex::sortOnce()
{
    // Sorted once, on the first lookup after the records are in.
    if (m_sorted)
        return;
    for (auto &series : m_records)
        std::stable_sort(series.begin(), series.end(), earlier);
    m_sorted = true;
}

std::optional<double> StatsIndex::usedMb(const QString &container, std::int64_t timeNs)
{
    auto it = m_records.find(container);
    if (it == m_records.end() || it->empty())
        return std::nullopt;
    sortOnce();
    const auto &series = *it;
    StatsRecord key;
    key.timeNs = timeNs;
    const auto after = std::lower_bound(series.begin(), series.end(), key, earlier);
    const auto mib = [](const StatsRecord &r) { return double(r.memUsedBytes) / (1024.0 * 1024.0); };
    if (after == series.begin())
        return mib(*after);
    if (after == series.end())
        return mib(*std::prev(after));
    const auto before = std::prev(after);
    return mib(timeNs - before->timeNs <= after->timeNs - timeNs ? *before : *after);
}

QHash<QString, std::vector<StatsRecord>> StatsIndex::around(std::int64_t startNs, std::int64_t endNs,
                                                           std::int64_t marginNs)
{
    sortOnce();
    QHash<QString, std::vector<StatsRecord>> window;
    for (auto it = m_records.cbegin(); it != m_records.cend(); ++it) {
        StatsRecord from;
        from.timeNs = startNs - marginNs;
        StatsRecord to;
        to.timeNs = endNs + marginNs;
        const auto first = std::lower_bound(it->begin(), it->end(), from, earlier);
        const auto last = std::upper_bound(first, it->end(), to, earlier);
        window.insert(it.key(), std::vector<StatsRecord>(first, last));
    }
    return window;
}

} // namespace cp
