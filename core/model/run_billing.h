#pragma once

#include "model/pricing.h"

#include <optional>
#include <utility>
#include <vector>

namespace cp {

// What one billing model charges for a run (docs/experiment-format.md#pricing).
struct ModelBill
{
    BillingModel model = BillingModel::Instance;
    double costUsd = 0;
    // The time the model bills: the rounded window (instance), the rounded busy
    // stretches (request), the rounded durations summed (invocation), the
    // CPU-seconds used (usage).
    double billedSeconds = 0;
    std::optional<double> usdPerMillionRequests; // empty without requests
    // A seeded bootstrap interval where each request is billed on its own (invocation).
    std::optional<std::pair<double, double>> usdPerMillionCi95;

    bool operator==(const ModelBill &) const = default;
};

// A run priced: the limits it was billed for and one bill per model it could be priced by.
struct RunBilling
{
    BillingModel model = BillingModel::Instance; // the pricing's: the one its curve ranks by
    double vcpus = 0;     // CPU limit summed over the run's containers (the host's CPUs where unlimited)
    double memoryGib = 0; // memory limit summed over them
    std::vector<ModelBill> bills; // in BillingModel order; usage only with the cgroup counters

    const ModelBill *bill(BillingModel which) const
    {
        for (const ModelBill &b : bills) {
            if (b.model == which)
                return &b;
        }
        return nullptr;
    }
    // The bill under `model`, if the run has one.
    const ModelBill *rankedBill() const { return bill(model); }
};

} // namespace cp
