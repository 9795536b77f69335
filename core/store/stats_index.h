#pragma once

#include "model/stats_record.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace cp {

// The memory in use of each bound container over time, from its stats records,
// for the `mem_used_mb` column (docs/specification.md#sample-fields): the reading
// nearest a sample's send time.
class MemoryIndex
{
public:
    void add(const StatsRecordBatch &records);
    bool isEmpty() const { return m_used.isEmpty(); }
    // MiB in use at the record nearest `timeNs` (the earlier one on a tie); empty without a record.
    std::optional<double> usedMb(const QString &container, std::int64_t timeNs);

private:
    // Per container: (record time, memory in use MiB).
    QHash<QString, std::vector<std::pair<std::int64_t, double>>> m_used;
    bool m_sorted = true; // records of several streams can arrive out of time order
};

} // namespace cp
