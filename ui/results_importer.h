#pragma once

#include "model/cold_start_overhead.h"
#include "model/docker_event.h"
#include "model/perf_cost_curve.h"
#include "model/run_info.h"
#include "model/stats_record.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <utility>

namespace cp {

struct ResultsAnalysis;

// What the charts show of a results directory, read back from its files: the
// samples per run index, the bound containers' stats and the Docker events.
struct ImportedCharts
{
    std::map<int, SampleBatch> samples;
    StatsRecordBatch stats;
    DockerEventBatch events;

    bool isEmpty() const { return samples.empty() && stats.isEmpty() && events.isEmpty(); }
    // The earliest time any of it has, epoch ns; 0 when it is empty.
    std::int64_t originNs() const;
};

// What one import produced: the Results table's rows, or what went wrong and what to do.
struct ImportOutcome
{
    QList<RunSummary> runs;
    // A results directory's answers, worked out again from its files (analyzeCosts()).
    QList<PerfCostCurve> curves;
    QList<ColdStartOverhead> coldStarts;
    ImportedCharts charts;
    QString note;  // what the analysis left out (empty values, failed requests), or empty
    QString error; // empty on success
    QString fix;
};

// Imports results for the Results table, off the GUI thread. A ContainerPerf
// results directory is read from its summary.json (the runs' own figures);
// anything else `containerperf-cli analyze` reads (a SeBS result.csv,
// samples.csv, a killed run's journal, or a directory holding one) goes
// through the core analysis the CLI prints, one row per group, so the table
// shows the CLI's figures.
class ResultsImporter : public QObject
{
    Q_OBJECT
public:
    explicit ResultsImporter(QObject *parent = nullptr);
    // Cancels an unfinished import: its pool thread stops at its next check.
    ~ResultsImporter() override;

    // Starts importing `path`; the outcome arrives through imported() or
    // failed(), never before the event loop runs. A newer import replaces an
    // unfinished one, whose outcome is dropped.
    void start(const QString &path);
    // Drops an unfinished import, e.g. when a run starts filling the table.
    void cancel();
    bool isBusy() const { return m_busy; }
    // The charts of the import imported() just announced, handed over once.
    ImportedCharts takeCharts() { return std::exchange(m_charts, {}); }

    // The import itself, run on a pool thread; `canceled` is asked now and then.
    static ImportOutcome read(const QString &path, const std::function<bool()> &canceled = {});
    // One row per group, labelled with the group's values.
    static QList<RunSummary> runsFromAnalysis(const ResultsAnalysis &analysis);

signals:
    // The answers come first, then the runs.
    void answered(const QList<cp::PerfCostCurve> &curves, const QList<cp::ColdStartOverhead> &coldStarts);
    void imported(const QList<cp::RunSummary> &runs, const QString &source, const QString &note);
    void failed(const QString &message, const QString &fix);

private:
    QFuture<ImportOutcome> m_running;
    std::unique_ptr<QFutureWatcher<ImportOutcome>> m_watcher; // the running import's

    ImportedCharts m_charts;
    bool m_busy = false;
};

} // namespace cp
