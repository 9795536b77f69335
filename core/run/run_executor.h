#pragma once

#include "config/experiment.h"
#include "http/load_engine.h"
#include "model/run_progress.h"
#include "store/run_record.h"

#include <QObject>

namespace cp {

// Carries out one run (one RunPoint) on an engine; the session stores what it measures.
class RunExecutor : public QObject
{
    Q_OBJECT
public:
    RunExecutor(const Experiment &experiment, RunRecord &record, LoadEngine &engine, QObject *parent = nullptr)
        : QObject(parent)
        , m_experiment(experiment)
        , m_record(record)
        , m_engine(engine)
    { }

    virtual void start() = 0;
    // Stop sending; finished follows once in-flight requests are answered or cancelled.
    virtual void stop() = 0;
    // Share of this run done, 0…1, or -1 when it cannot be told.
    virtual double fractionDone() const = 0;
    // Sets progress's target rate or requests in flight, where the run's schedule has one,
    // and when its measured load began.
    virtual void describeTarget(RunProgress &progress) const { Q_UNUSED(progress) }

signals:
    // Samples that belong to the run (warm-up samples never appear here).
    void samplesMeasured(const cp::SampleBatch &batch);
    // `error` is empty when the run ended normally.
    void finished(const QString &error);

protected:
    const Experiment &m_experiment;
    RunRecord &m_record;
    LoadEngine &m_engine;
};

} // namespace cp
