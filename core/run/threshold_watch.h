#pragma once

#include "model/run_info.h"
#include "model/threshold.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>

namespace cp {

// Whether the experiment's thresholds can still pass, for stopping at the first
// that cannot (docs/load-testing.md#abort-on-a-failed-threshold). A threshold holds
// in every run it applies to, so one a finished run broke can no longer pass; within
// a run, one on a figure that only grows (errors, requests, max_ms under < or <=)
// cannot once the samples so far cross it.
class ThresholdWatch
{
public:
    explicit ThresholdWatch(const QList<Threshold> &thresholds);

    // A run of `info`'s endpoint and type begins: its counts start at zero.
    void runStarted(const RunInfo &info);
    // What the run measured next; a sentence naming the threshold it broke, else empty.
    QString observe(const SampleBatch &batch);
    // A run ended; a sentence naming a threshold its figures broke, else empty.
    QString runFinished(const RunSummary &run) const;

    Q_DECLARE_TR_FUNCTIONS(cp::ThresholdWatch)

private:
    // A threshold of the current run on a figure that only grows, and that figure so far.
    struct Growing
    {
        Threshold threshold;
        int endpoint = -1; // the endpoint of a mix whose samples it counts; -1: all of them
        std::int64_t requests = 0;
        std::int64_t errors = 0;
        std::uint64_t maxLatencyUs = 0; // of the accepted samples
    };

    QList<Threshold> m_thresholds;
    QList<Growing> m_growing;
    RunInfo m_run;
};

} // namespace cp
