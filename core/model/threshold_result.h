#pragma once

#include "model/cold_start_overhead.h"
#include "model/threshold.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cp {

struct RunSummary; // model/run_info.h, which holds capacity results made of these

// One figure a threshold was held against: a run's, or a cold-start overhead's.
struct ThresholdMeasurement
{
    int run = -1;    // the run's index; -1 for a cold-start overhead
    QString subject; // "run 3", "cold start of api at 128 MiB"
    // Empty when the figure does not exist (a run without accepted samples has no p99);
    // a missing figure fails, with `missing` saying why.
    std::optional<double> value;
    QString missing;
    bool passed = false;
};

// A threshold held against every figure it applies to. It passes when it was
// measured at least once and every measurement kept it: a threshold nothing
// measured (its endpoint never ran before an interrupt) has not passed.
struct ThresholdResult
{
    Threshold threshold;
    QList<ThresholdMeasurement> measurements;

    bool passed() const;
    // "run 2: p99_ms 61.3, not < 50; run 4: …", what failed; empty when it passed.
    QString failureText() const;
    // The measurement nearest to breaking the limit (the largest under < and <=,
    // the smallest under > and >=); null when nothing was measured.
    const ThresholdMeasurement *closest() const;

    Q_DECLARE_TR_FUNCTIONS(cp::ThresholdResult)
};

// Holds each threshold against the runs of its endpoint (all runs without one) and,
// for cold_ratio, against the cold-start overheads of its endpoint.
QList<ThresholdResult> evaluateThresholds(const QList<Threshold> &thresholds, const QList<RunSummary> &runs,
                                          const QList<ColdStartOverhead> &coldStarts);

bool allThresholdsPassed(const QList<ThresholdResult> &results);

} // namespace cp
