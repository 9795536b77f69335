#pragma once

#include "model/stats_record.h"

#include <QJsonObject>

#include <optional>

namespace cp {

class StatsFigures; // the figures of one record, checked for range (stats_calculator.cpp)

// Turns the decoded JSON objects of one container's stats stream into StatsRecords
// with the docker CLI's formulas (docs/specification.md#stats-records-and-formulas),
// on cgroup v1 and v2 and for Podman's compatible API. One calculator per stream:
// it keeps the previous record for rates.
class StatsCalculator
{
public:
    // Podman's system_cpu_usage leaves out idle time, so its CPU % is Δtotal_usage / Δread.
    void setPodman(bool podman) { m_podman = podman; }
    bool isPodman() const { return m_podman; }

    // nullopt for objects that hold no reading (no or zero `read` time: the
    // record a stopping container sends) and for those with a figure no counter
    // can hold (negative, beyond 64 bits).
    std::optional<StatsRecord> consume(const QJsonObject &stats);

    // Forgets the previous record: the next one starts a new series (a restarted stream).
    void reset() { m_previous.reset(); }

private:
    void computeCpu(const QJsonObject &stats, StatsFigures &figures, StatsRecord &record) const;
    void computePodmanCpu(const QJsonObject &stats, std::int64_t readNs, StatsFigures &figures,
                          StatsRecord &record) const;

    // The counters of the record before, which the rates are differences to.
    struct Previous
    {
        std::int64_t readNs = 0;
        std::int64_t cpuTotal = 0;
        std::int64_t netRx = 0;
        std::int64_t netTx = 0;
    };
    std::optional<Previous> m_previous;
    bool m_podman = false;
};

} // namespace cp
