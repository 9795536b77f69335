#pragma once

#include "run_monitor.h"

#include "model/cold_start_overhead.h"
#include "model/perf_cost_curve.h"
#include "model/run_info.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace cp {

// The experiments of this session (docs/user-guide.md#the-workspace): each run
// started and each results folder or file imported is kept, with its runs, its
// answers and its charts' data, until removed. One at a time is shown: its
// charts' data is in the RunMonitor, the others' here. Showing another one
// exchanges the data in constant time. At most MaxExperiments are kept: the
// oldest not shown leaves first (its files stay where they were written).
class Workspace : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxExperiments = 20;

    struct Experiment
    {
        QString label;            // for the selector: when it ran, or the name it was imported from
        QString source;           // its results directory, or the file imported
        bool isDirectory = false; // source is a results directory (with summary.json, stats.csv, …)
        QList<RunSummary> runs;
        QList<PerfCostCurve> curves;
        QList<ColdStartOverhead> coldStarts;
        RunMonitor::Contents contents; // the charts' data while another experiment is shown
    };

    explicit Workspace(RunMonitor *monitor, QObject *parent = nullptr);

    int count() const { return int(m_experiments.size()); }
    // The experiment shown, -1 when there is none.
    int current() const { return m_current; }
    const Experiment &experiment(int index) const { return *m_experiments.at(std::size_t(index)); }
    const Experiment *shown() const { return m_current < 0 ? nullptr : m_experiments[std::size_t(m_current)].get(); }

    // A new experiment, shown from now on; the one shown so far is kept, its data taken
    // out of the monitor. The caller then clears the monitor with the new one's origin.
    void add(const QString &label, const QString &source, bool isDirectory);
    // The final runs and answers of the experiment shown.
    void setRuns(const QList<RunSummary> &runs);
    void setAnswers(const QList<PerfCostCurve> &curves, const QList<ColdStartOverhead> &coldStarts);
    // Shows experiment `index` (its data goes into the monitor).
    void show(int index);
    // Forgets experiment `index`; when it was shown, its neighbour is shown instead.
    void remove(int index);

signals:
    // Experiments were added or removed, or a label changed.
    void listChanged();
    // Another experiment is shown: the views show its runs and answers (its charts follow the monitor).
    void shownChanged(int index);
    // The oldest experiment left the workspace to keep it within MaxExperiments.
    void dropped(const QString &label, const QString &source);

private:
    RunMonitor *m_monitor;
    std::vector<std::unique_ptr<Experiment>> m_experiments;
    int m_current = -1;
};

} // namespace cp
