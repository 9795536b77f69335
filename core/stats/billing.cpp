#include "stats/billing.h"

#include "stats/confidence_intervals.h"
#include "stats/median_comparison.h"

#include <QRandomGenerator>

#include <boost/random/binomial_distribution.hpp>

#include <algorithm>
#include <map>

namespace cp::stats {

namespace {

constexpr double NsPerS = 1e9;

// Pricing::validate() refuses a granularity under 1 ms; a unit of at least 1 ns
// keeps an unvalidated one from dividing by zero.
std::int64_t granularityNs(const Pricing &pricing)
{
    return std::max<std::int64_t>(std::chrono::nanoseconds(pricing.granularity).count(), 1);
}

// `ns` rounded up to whole units of the granularity, at least the minimum's.
std::int64_t billedUnits(std::int64_t ns, const Pricing &pricing)
{
    const std::int64_t unit = granularityNs(pricing);
    const std::int64_t atLeast = std::max<std::int64_t>(ns, std::chrono::nanoseconds(pricing.minimum).count());
    return atLeast / unit + (atLeast % unit > 0 ? 1 : 0);
}

std::optional<double> perMillion(double costUsd, std::int64_t requests)
{
    return requests > 0 ? std::optional(costUsd * 1e6 / double(requests)) : std::nullopt;
}

// The price of one second holding the billed limits.
double limitsPerSecond(const Pricing &pricing, const BillingInput &input)
{
    return input.vcpus * pricing.usdPerVcpuSecond + input.memoryGib * pricing.usdPerGibSecond;
}

double requestsPrice(const Pricing &pricing, std::int64_t requests)
{
    return double(requests) * pricing.usdPerMillionRequests / 1e6;
}

ModelBill bill(BillingModel model, double billedS, double costUsd, std::int64_t requests)
{
    ModelBill b;
    b.model = model;
    b.billedSeconds = billedS;
    b.costUsd = costUsd;
    b.usdPerMillionRequests = perMillion(costUsd, requests);
    return b;
}

// Each request billed on its own: its duration rounded, times the limits, plus
// the request price. Requests with the same rounded duration cost the same, so
// the bootstrap resamples how many requests fall on each duration (one
// multinomial draw, as binomials in turn) instead of drawing every request.
ModelBill invocationBill(const Pricing &pricing, const BillingInput &input)
{
    std::map<std::int64_t, std::int64_t> unitsCount;
    for (const InFlight &r : input.requestTimes)
        ++unitsCount[billedUnits(r.durationNs, pricing)];
    const double unitS = double(granularityNs(pricing)) / NsPerS;
    const double perSecond = limitsPerSecond(pricing, input);
    const double perRequest = pricing.usdPerMillionRequests / 1e6;
    std::vector<double> costs;
    std::vector<std::int64_t> counts;
    std::int64_t billedUnitsSum = 0;
    double total = 0;
    for (const auto &[units, count] : unitsCount) {
        costs.push_back(double(units) * unitS * perSecond + perRequest);
        counts.push_back(count);
        billedUnitsSum += units * count;
        total += costs.back() * double(count);
    }
    const auto n = std::int64_t(input.requestTimes.size());
    ModelBill b = bill(BillingModel::Invocation, double(billedUnitsSum) * unitS, total, n);
    if (n < 2)
        return b;
    QRandomGenerator random(DefaultSeed);
    std::vector<double> means;
    means.reserve(std::size_t(DefaultResamples));
    for (int i = 0; i < DefaultResamples; ++i) {
        std::int64_t draws = n;
        std::int64_t left = n;
        double sum = 0;
        for (std::size_t k = 0; k < costs.size() && draws > 0; ++k) {
            const std::int64_t here =
                k + 1 == costs.size()
                    ? draws
                    : boost::random::binomial_distribution<std::int64_t, double>(
                          draws, double(counts[k]) / double(left))(random);
            sum += double(here) * costs[k];
            draws -= here;
            left -= counts[k];
        }
        means.push_back(sum / double(n) * 1e6);
    }
    std::sort(means.begin(), means.end());
    b.usdPerMillionCi95 = std::pair{quantileType7(means, 0.025), quantileType7(means, 0.975)};
    return b;
}

} // namespace

double billedSeconds(std::int64_t ns, const Pricing &pricing)
{
    return double(billedUnits(ns, pricing)) * double(granularityNs(pricing)) / NsPerS;
}

double busySeconds(std::vector<InFlight> requests, const Pricing &pricing)
{
    std::sort(requests.begin(), requests.end(),
              [](const InFlight &a, const InFlight &b) { return a.startNs < b.startNs; });
    std::int64_t units = 0;
    std::size_t i = 0;
    while (i < requests.size()) {
        const std::int64_t from = requests[i].startNs;
        std::int64_t to = from + requests[i].durationNs;
        // A request that starts when the stretch ends continues it: the instance never idled.
        for (++i; i < requests.size() && requests[i].startNs <= to; ++i)
            to = std::max(to, requests[i].startNs + requests[i].durationNs);
        units += billedUnits(to - from, pricing);
    }
    return double(units) * double(granularityNs(pricing)) / NsPerS;
}

RunBilling billRun(const Pricing &pricing, const BillingInput &input)
{
    RunBilling billing;
    billing.model = pricing.model;
    billing.vcpus = input.vcpus;
    billing.memoryGib = input.memoryGib;
    const double perSecond = limitsPerSecond(pricing, input);
    const double requests = requestsPrice(pricing, input.requests);

    const double windowS = billedSeconds(input.windowNs, pricing);
    billing.bills.push_back(bill(BillingModel::Instance, windowS, windowS * perSecond + requests, input.requests));

    const double busyS = busySeconds(input.requestTimes, pricing);
    billing.bills.push_back(bill(BillingModel::Request, busyS, busyS * perSecond + requests, input.requests));

    billing.bills.push_back(invocationBill(pricing, input));

    if (input.cpuSeconds && input.memoryUsedGibS) {
        const double cost = *input.cpuSeconds * pricing.usdPerVcpuSecond
                            + *input.memoryUsedGibS * pricing.usdPerGibSecond + requests;
        billing.bills.push_back(bill(BillingModel::Usage, *input.cpuSeconds, cost, input.requests));
    }
    return billing;
}

} // namespace cp::stats
