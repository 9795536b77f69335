#pragma once

#include "model/run_info.h"
#include "model/run_progress.h"
#include "stats/log_histogram.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

namespace cp {

class RunExecutor;
struct RunRecord;

// What viewers see of the runs while they go on: the samples measured, in batches
// at most every 33 ms (docs/specification.md#processes-and-threads), and progress
// once a second. The session's last run is the one reported.
class RunReporter : public QObject
{
    Q_OBJECT
public:
    // `finished`: the summaries of the runs that ended, which progress holds `thresholds` to
    // with the run under way (docs/load-testing.md#thresholds, live).
    RunReporter(const std::vector<std::unique_ptr<RunRecord>> &runs, int runCount, const QList<RunSummary> &finished,
                const QList<Threshold> &thresholds, QObject *parent = nullptr);

    // The experiment's clock and the progress reports start.
    void start();
    // No more progress; the samples still pending go out.
    void stop();
    // The last run was launched: its counts start at zero, and `executor` tells how far it got.
    void runLaunched(const RunExecutor *executor);
    void measured(const SampleBatch &batch);
    // Sends the pending samples now (before the run's summary, at the end).
    void flush();

signals:
    void samplesArrived(int run, const cp::SampleBatch &batch);
    void progressed(const cp::RunProgress &progress);

private:
    void reportProgress();
    // The run under way as far as it got, its latency figures from the live histogram.
    RunSummary liveSummary(const RunRecord &run) const;

    const std::vector<std::unique_ptr<RunRecord>> &m_runs;
    int m_runCount = 0;
    QPointer<const RunExecutor> m_executor; // null once the run is over
    QList<SampleBatch> m_pending;           // shared with the batches as they came
    QTimer m_batchTimer;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    std::int64_t m_samplesAtLastProgress = 0;
    int m_progressRun = -1;       // the run the last progress was of
    std::int64_t m_runErrors = 0; // of the last run, counted as samples arrive
    const QList<RunSummary> &m_finished;
    QList<Threshold> m_liveThresholds; // those a run's figures so far can say something of
    stats::LogHistogram m_latency;     // of the last run's accepted samples, µs
};

} // namespace cp
