#pragma once

#include "model/run_info.h"

#include <QByteArray>
#include <QList>

namespace cp {

// samples.csv and its journal (docs/experiment-format.md#the-samples-file): every sample field
// (docs/specification.md#sample-fields) plus the run's point.
namespace SamplesCsv {
QByteArray header();

// What every row of one run shares, encoded once: the run's columns, and the
// names a sample points at (its check, its container, its endpoint). The
// journal writes each sample while the run goes on, beside the engine: a row
// is numbers written in place, with no allocation, so that writing it takes the
// CPU the load generator needs as little as can be.
class RunRows
{
public:
    explicit RunRows(const RunInfo &run);
    // Appends one row; mem_used_mb comes from `memory` when given.
    void append(QByteArray &out, const Sample &sample, const MemoryLookup &memory = {}) const;

private:
    const RunInfo &m_run;
    QByteArray m_prefix; // run,type,memory_mb,cpu_limit,
    QList<QByteArray> m_checks;
    QList<QByteArray> m_containers;
    QList<QByteArray> m_endpoints; // by Sample::endpoint; one name when the run is no mix
    qsizetype m_rowBytes = 0;      // the most a row of this run takes
};
} // namespace SamplesCsv

} // namespace cp
