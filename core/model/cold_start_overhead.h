#pragma once

#include "model/summary.h"

#include <QString>

#include <optional>

namespace cp {

// The median latency of a set of accepted samples, and how many there were.
struct LatencyMedian
{
    qint64 count = 0;
    double medianUs = 0;
};

// How much slower a cold start is than a warm request at one endpoint and sweep
// point, where the experiment measured both (docs/experiment-format.md#cold-start-overhead).
struct ColdStartOverhead
{
    QString endpoint;
    int memoryMb = 0;
    double cpuLimit = 0;
    int msgLength = 0;
    // T_cold / T_warm: the ratio of the median latencies of the accepted cold and
    // warm samples, with a seeded percentile-bootstrap interval.
    LatencyMedian warm;
    LatencyMedian cold;
    double ratio = 0;
    std::optional<stats::Interval> ratioCi95;
    int resamples = 0;
    quint32 seed = 0;
    // Restart call → first answer, per cold batch.
    stats::Summary coldStartUs;
};

} // namespace cp
