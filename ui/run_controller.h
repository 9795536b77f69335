#pragma once

#include "config/experiment.h"
#include "message_bar.h"
#include "model/run_progress.h"
#include "model/stats_record.h"

#include <QObject>
#include <QTimer>
#include <QUrl>

#include <memory>

class QWidget;

namespace cp {

class DemoServer;
class ExperimentRunner;
class LimitsRestorer;
class ResultsModel;
class RunMonitor;
class Workspace;

// Drives experiments for the window: starts the core's ExperimentRunner into a
// fresh results directory, as a new experiment of the Workspace (the one shown
// before is kept), feeds its batches (samples, the bound containers' stats and
// events, progress) to the RunMonitor and the runs' rows to the results model,
// and owns the built-in demo server. Every heavy step happens in
// the core's threads; this object only moves finished batches along.
class RunController : public QObject
{
    Q_OBJECT
public:
    // QSettings key: the results directory of a run that changes container limits, from its start until they are
    // back; one left after ContainerPerf ended may hold limits to restore (docs/specification.md#restoring-limits).
    static constexpr QLatin1StringView UnrestoredLimitsKey{"run/unrestoredLimits"};

    RunController(ResultsModel *results, RunMonitor *monitor, Workspace *workspace, QObject *parent = nullptr);
    ~RunController() override;

    // Where results directories are made: <root>/<yyyyMMdd-HHmmss>.
    void setResultsRoot(const QString &root) { m_resultsRoot = root; }
    QString resultsRoot() const { return m_resultsRoot; }

    // Starts the demo server if needed; its URL, or empty with `error`.
    QUrl ensureDemoServer(QString *error);
    DemoServer *demoServer() const { return m_demo.get(); }
    // Demo mode: restarts the demo service every `restartEvery` so cold starts show,
    // and begins the experiment again when it ends, until stopped.
    void setDemoMode(bool on, std::chrono::milliseconds restartEvery = std::chrono::milliseconds(15000));

    bool start(const Experiment &experiment, QString *error);
    void stop();
    bool isRunning() const;
    // Stop was asked for and the run is still writing what it measured.
    bool isStopping() const { return m_stopRequested && isRunning(); }
    // The directory of the experiment running or last run; empty before the first.
    QString resultsDirectory() const { return m_directory; }
    qint64 samplesReceived() const { return m_samples; }
    // The containers the running or last experiment binds: the run streams their stats itself.
    QStringList boundContainers() const;

    // The directory an earlier session left changed limits in, or empty (a remembered one whose limits are back
    // is forgotten).
    QString unrestoredLimitsDirectory() const;
    // Sets them back (LimitsRestorer), reports the outcome by message() and forgets the directory once it holds
    // nothing more to restore.
    void restoreLimits(const QString &directory);
    void forgetUnrestoredLimits() const;
    // When unrestoredLimitsDirectory() names one, asks whether to set its limits back, and
    // does, or forgets them and says how to set them back later.
    void offerToRestoreLimits(QWidget *parent);
    // Asks whether to stop the running experiment so the window can close (what was measured is written first).
    bool confirmStopToQuit(QWidget *parent) const;

signals:
    void runningChanged(bool running);
    void progressed(const cp::RunProgress &progress);
    // The bound containers' stats as the run records them.
    void statsArrived(const cp::StatsRecordBatch &records);
    void message(cp::MessageBar::Level level, const QString &cause, const QString &fix);
    void finished(const cp::ExperimentOutcome &outcome);

private:
    void onSamples(int run, const SampleBatch &batch);
    void onFinished(const ExperimentOutcome &outcome);
    // Says why requests failed (message()); an experiment not one request of which was
    // answered becomes Failed.
    void reportFailedRequests(ExperimentOutcome &outcome);
    void restartDemo();
    // How the Workspace names an experiment started now: time, endpoints, run types.
    static QString experimentLabel(const Experiment &experiment);

    ResultsModel *m_results;
    RunMonitor *m_monitor;
    Workspace *m_workspace;
    std::unique_ptr<ExperimentRunner> m_runner;
    std::unique_ptr<DemoServer> m_demo;
    std::unique_ptr<LimitsRestorer> m_restorer;
    QString m_resultsRoot;
    QString m_directory;
    Experiment m_experiment;
    QTimer m_demoRestarts;
    bool m_demoMode = false;
    bool m_stopRequested = false;
    qint64 m_samples = 0;
};

} // namespace cp
