#pragma once

#include "model/pricing.h"
#include "model/run_point.h"
#include "model/summary.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace cp {

// One sweep point on a perf-cost curve: how fast it answered against what a
// million requests cost there (docs/experiment-format.md#the-perf-cost-curve).
struct PerfCostPoint
{
    int run = 0;        // the run's index in summary.json
    int memoryMb = 0;   // the effective limit, 0 unlimited
    double cpus = 0;    // the effective limit, 0 unlimited
    qint64 samples = 0; // the accepted samples the median is of
    double medianLatencyUs = 0;
    std::optional<stats::Interval> medianLatencyCi95;
    double usdPerMillionRequests = 0;
    std::optional<std::pair<double, double>> usdPerMillionCi95;
    // No other point of the curve is at least as fast and as cheap, and better in one.
    bool paretoOptimal = false;
};

// The sweep points of one endpoint, run type and message length, priced by one model.
struct PerfCostCurve
{
    QString endpoint;
    RunType type = RunType::Continuous;
    int msgLength = 0;
    BillingModel model = BillingModel::Instance;
    std::vector<PerfCostPoint> points; // in the order the runs were measured
};

} // namespace cp
