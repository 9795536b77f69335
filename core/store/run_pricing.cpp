#include "store/run_pricing.h"

#include "model/translation.h"
#include "store/sample_store.h"

namespace cp {

std::vector<stats::InFlight> requestTimes(const SampleStore &samples)
{
    std::vector<stats::InFlight> times;
    times.reserve(std::size_t(samples.size()));
    samples.forEach([&times](const Sample &s) { times.push_back({s.sentNs, std::int64_t(s.totalUs) * 1000}); });
    return times;
}

void priceRun(RunSummary &run, std::vector<stats::InFlight> requestTimes, const Pricing &pricing, int containers)
{
    run.billing.reset();
    run.billingMissing.clear();
    if (containers <= 0) {
        run.billingMissing = tr("no container is bound to the endpoint, so the limits a bill is for are unknown");
        return;
    }
    stats::BillingInput input;
    // An unlimited container may use every CPU of its host, and is billed for them.
    const double cpus = run.info.effectiveCpus > 0 ? run.info.effectiveCpus : run.info.hostCpus;
    if (cpus <= 0) {
        run.billingMissing = tr("the containers' CPU limit is unknown: the Docker daemon did not say how many CPUs "
                                "its host has");
        return;
    }
    input.vcpus = cpus * containers;
    // The stats' limit is the host's memory for an unlimited container, as Docker reports it.
    if (run.cost && run.cost->total.memoryLimitMib > 0)
        input.memoryGib = run.cost->total.memoryLimitMib / 1024.0;
    else if (run.info.effectiveMemoryMb > 0)
        input.memoryGib = double(run.info.effectiveMemoryMb) * containers / 1024.0;
    else {
        run.billingMissing =
            tr("the containers' memory limit is unknown: no stats record gave it (%1)").arg(run.costMissing);
        return;
    }
    input.windowNs = run.info.endNs - run.info.startNs;
    input.requests = run.counts.requests;
    if (run.cost) {
        input.cpuSeconds = run.cost->total.cpuSeconds;
        input.memoryUsedGibS = run.cost->total.memoryUsedGibS;
    }
    input.requestTimes = std::move(requestTimes);
    run.billing = stats::billRun(pricing, input);
}

} // namespace cp
