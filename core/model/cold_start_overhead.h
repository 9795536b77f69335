#pragma once

#include "model/summary.h"

#include <QString>

#include <optional>

namespace cp {

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
    qint64 warmCount = 0;
    qint64 coldCount = 0;
    double warmMedianUs = 0;
    double coldMedianUs = 0;
    double ratio = 0;
    std::optional<stats::Interval> ratioCi95;
    int resamples = 0;
    quint32 seed = 0;
    // Restart call → first answer, per cold batch.
    stats::Summary coldStartUs;
};

} // namespace cp
