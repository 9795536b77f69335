#pragma once

#include "model/stats_record.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace cp {

// The stats records of each bound container over time, for what is read back
// from them when the results are written: the `mem_used_mb` column
// (docs/specification.md#sample-fields), the reading nearest a sample's send time,
// and each run's cost (docs/experiment-format.md#the-cost-of-a-run).
class StatsIndex
{
public:
    void add(const StatsRecordBatch &records);
    bool isEmpty() const { return m_records.isEmpty(); }
    // MiB in use at the record nearest `timeNs` (the earlier one on a tie); empty without a record.
    std::optional<double> usedMb(const QString &container, std::int64_t timeNs);
    // Per container, its records in time order from `marginNs` before `startNs`
    // to `marginNs` after `endNs`.
    QHash<QString, std::vector<StatsRecord>> around(std::int64_t startNs, std::int64_t endNs, std::int64_t marginNs);

private:
    void sortOnce();

    QHash<QString, std::vector<StatsRecord>> m_records;
    bool m_sorted = true; // records of several streams can arrive out of time order
};

} // namespace cp
