#pragma once

#include "model/docker_event.h"
#include "model/run_info.h"
#include "model/run_progress.h"
#include "model/sample.h"
#include "model/stats_record.h"

#include <QObject>
#include <QString>

namespace cp {

// What an experiment tells as it goes: ExperimentSession emits these in its
// thread, and ExperimentRunner passes each on, as the same signal, to the
// caller's thread.
class ExperimentSignals : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

signals:
    void runStarted(const cp::RunInfo &info);
    void samplesArrived(int run, const cp::SampleBatch &batch);
    void progressed(const cp::RunProgress &progress);
    // The bound containers' stats and Docker events, the very records stats.csv
    // and events.csv hold: viewers show these instead of streaming the same
    // containers again.
    void statsArrived(const cp::StatsRecordBatch &records);
    void eventsArrived(const cp::DockerEventBatch &events);
    void runFinished(const cp::RunSummary &summary);
    void warning(const QString &message);
    void finished(const cp::ExperimentOutcome &outcome);
};

} // namespace cp
