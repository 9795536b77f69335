#pragma once

#include "model/run_info.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>

class QIODevice;

namespace cp {

// The runs selected in the Results table, as File ▸ Export cuts a results
// directory's files to them (docs/user-guide.md#files): samples.csv keeps
// their rows; stats.csv and events.csv the records of the containers that
// served them (as the samples name them, or the run's cost where it was served by
// several) while they ran, and as far either side as the cost reads records
// (CostEdgeToleranceNs); result.csv, which has no run column, the rows of their
// memory and run type; summary.json their entries under "runs", its answers
// whole. Headers always stay.
class RunSelection
{
    Q_DECLARE_TR_FUNCTIONS(RunSelection)
public:
    // Nothing selected: every file whole.
    RunSelection() = default;
    // Runs `selected` (run indices) of an experiment's `runs`; indices not among them are left out.
    RunSelection(const QList<RunSummary> &runs, const QList<int> &selected);

    bool isEmpty() const { return m_runs.isEmpty(); }
    int count() const { return int(m_runs.size()); }
    // Whether write() cuts `fileName` (a results directory's file name) to the selected runs.
    static bool cuts(const QString &fileName);
    // Writes what of `source` (the results directory's file `fileName`) belongs to the
    // selected runs to `target`, all of it when nothing is selected or the file is not
    // one write() cuts; false, with `error`, when `source` is not what its name says.
    bool write(const QString &fileName, QIODevice *source, QIODevice *target, QString *error) const;
    // The per-run JSON files (docs/experiment-format.md#the-sebs-run-files) of the selected
    // runs, all of the experiment's when nothing is selected.
    QStringList runFiles() const { return m_runFiles; }

private:
    bool writeCsv(const QString &fileName, QIODevice *source, QIODevice *target, QString *error) const;
    bool writeSummary(QIODevice *source, QIODevice *target, QString *error) const;
    bool keeps(const QString &fileName, const QList<QByteArray> &fields) const;
    bool ranOn(const QString &container, std::int64_t timeNs) const;

    // A selected run: when it ran, and the containers that served it.
    struct Served
    {
        std::int64_t startNs;
        std::int64_t endNs;
        QSet<QString> containers;
    };
    QList<Served> m_runs;
    QSet<int> m_indices;
    QSet<QString> m_pointKeys; // "memory,type" as result.csv writes them
    QStringList m_runFiles;
};

} // namespace cp
