#pragma once

#include "config/experiment.h"
#include "http/load_engine.h"
#include "results/results_directory.h"
#include "results/run_record.h"
#include "run/run_executor.h"
#include "run/run_progress.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace cp {

// Carries out an experiment in the thread it lives in (ExperimentRunner gives
// it one): runs each point in turn, keeps every sample, journals them, reports
// batches and progress, and writes the results directory at the end.
class ExperimentSession : public QObject
{
    Q_OBJECT
public:
    ExperimentSession(Experiment experiment, QString outputDirectory, QObject *parent = nullptr);
    ~ExperimentSession() override;

    void start();
    void stop();

signals:
    void runStarted(const cp::RunInfo &info);
    void samplesArrived(int run, const cp::SampleBatch &batch);
    void progressed(const cp::RunProgress &progress);
    void runFinished(const cp::RunSummary &summary);
    void warning(const QString &message);
    void finished(const cp::ExperimentOutcome &outcome);

private:
    void startNextRun();
    void onRunFinished(const QString &error);
    void flushToUi();
    void reportProgress();
    void finish(ExperimentStatus status, const QString &message);
    QStringList writeResults(const ExperimentOutcome &outcome);

    Experiment m_experiment;
    QList<RunPoint> m_points;
    QString m_outputDirectory;
    ResultsDirectory m_results;
    std::unique_ptr<LoadEngine> m_engine;
    std::vector<std::unique_ptr<RunRecord>> m_runs;
    std::unique_ptr<RunExecutor> m_executor;
    QList<RunSummary> m_summaries;
    SampleBatch m_uiPending;
    QTimer m_uiTimer;
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    std::int64_t m_samplesAtLastProgress = 0;
    std::int64_t m_startNs = 0;
    bool m_stopRequested = false;
    bool m_finished = false;
};

} // namespace cp
