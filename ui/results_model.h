#pragma once

#include "flat_table_model.h"

#include "model/run_info.h"

#include <QList>

namespace cp {

class RunMonitor;

// One row per run (Results, docs/specification.md#desktop-application): its point, counts and the statistics
// of its latency (intended → last byte; the service time in closed loop), in ms.
// A run gets its row when it starts, approximate live figures while it runs
// (shown in italics; from the RunMonitor it observes, at each progress report),
// its exact figures when it finishes, and its cost and bills when the experiment ends.
class ResultsModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column {
        Run,
        Type,
        Endpoint,
        Memory,
        Cpu,
        MessageLength,
        Count,
        Errors,
        Incorrect,
        Mean,
        Median,
        P95,
        P99,
        Std,
        Cv,
        Ci95T,
        Ci95Median,
        Throughput,
        CpuPerThousand,
        MemoryUsed,
        CostPerMillion,
        ColumnCount
    };
    // The run index of a row, for filters and comparisons.
    static constexpr int RunIndexRole = Qt::UserRole + 1;

    // Without a monitor the live figures come only through setLiveCount() and setLiveLatency().
    explicit ResultsModel(const RunMonitor *monitor = nullptr, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void clear();
    void runStarted(const RunInfo &info);
    // Live count of a running run's samples.
    void setLiveCount(int run, qint64 samples, qint64 errors);
    // Live latency figures of a running run, µs (SampleTimeline::liveSummary).
    void setLiveLatency(int run, const stats::Summary &latencyUs);
    void runFinished(const RunSummary &summary);
    void setRuns(const QList<RunSummary> &runs);

    const QList<RunSummary> &runs() const { return m_rows; }
    bool isFinished(int row) const { return m_finished.value(row); }
    int rowOfRun(int run) const;

private:
    int rows() const override { return int(m_rows.size()); }
    void onProgress();
    QVariant display(int row, int column) const;
    bool isLiveFigure(int row, int column) const;

    const RunMonitor *m_monitor;
    QList<RunSummary> m_rows;
    // Appends a finished run's row and, for a mix or a sequence, one row for each of its
    // endpoints (or requests) after it.
    void appendFinished(const RunSummary &summary);

    QList<bool> m_finished;
    QList<bool> m_isPart; // a row of one endpoint of the run above it
    QList<qint64> m_liveErrors;
    QList<bool> m_hasLiveLatency;
};

} // namespace cp
