#include "stats/billing.h"

#include "stats/confidence_intervals.h"
#include "stats/median_comparison.h"

#include <QRandomGenerator>
#include <QThreadPool>

#include <boost/random/binomial_distribution.hpp>

#include <algorithm>
#include <span>

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

// How many requests are billed each number of units, fewest units first.
// Durations mostly span a few thousand units, which a dense count covers in
// one pass; a wider spread falls back to a sort.
std::vector<std::pair<std::int64_t, std::int64_t>> unitsHistogram(const std::vector<InFlight> &requests,
                                                                  const Pricing &pricing)
{
    std::vector<std::int64_t> units;
    units.reserve(requests.size());
    for (const InFlight &r : requests)
        units.push_back(billedUnits(r.durationNs, pricing));
    std::vector<std::pair<std::int64_t, std::int64_t>> histogram;
    if (units.empty())
        return histogram;
    const auto [low, high] = std::minmax_element(units.cbegin(), units.cend());
    const std::int64_t lowest = *low;
    if (std::uint64_t(*high - lowest) < std::max<std::uint64_t>(units.size(), 1 << 16)) {
        std::vector<std::int64_t> dense(std::size_t(*high - lowest) + 1);
        for (const std::int64_t u : units)
            ++dense[std::size_t(u - lowest)];
        for (std::size_t i = 0; i < dense.size(); ++i)
            if (dense[i] > 0)
                histogram.emplace_back(lowest + std::int64_t(i), dense[i]);
        return histogram;
    }
    std::sort(units.begin(), units.end());
    for (const std::int64_t u : units) {
        if (histogram.empty() || histogram.back().first != u)
            histogram.emplace_back(u, 0);
        ++histogram.back().second;
    }
    return histogram;
}

// The bootstrap's resamples are drawn in this many chunks, each from its own
// seed, so that they can run on every core and still give the same interval
// on any machine.
constexpr int BootstrapChunks = 8;

// Costs with how many requests cost each, most frequent first, and the
// running totals of those counts: what a resample draws from.
struct CostCounts
{
    std::vector<double> costs;
    std::vector<std::int64_t> counts;
    std::vector<std::int64_t> before; // before[k]: the counts of costs 0..k-1 summed
};

// Bootstrap means of the per-request costs, in USD per million requests. Each
// resample draws how many of the n requests fall on each cost (a multinomial
// draw, as binomials in turn, most frequent cost first) instead of drawing
// every request; once few draws are left for many rare costs, those draws are
// made one by one (fewer draws than costs left), which is the same multinomial.
void resampleMeans(const CostCounts &c, std::int64_t n, quint32 seed, std::span<double> means)
{
    QRandomGenerator random(seed);
    const std::size_t kinds = c.costs.size();
    for (double &mean : means) {
        std::int64_t draws = n;
        double sum = 0;
        std::size_t k = 0;
        for (; k + 1 < kinds && draws >= std::int64_t(kinds - k); ++k) {
            const std::int64_t left = n - c.before[k];
            const std::int64_t here = boost::random::binomial_distribution<std::int64_t, double>(
                draws, double(c.counts[k]) / double(left))(random);
            sum += double(here) * c.costs[k];
            draws -= here;
        }
        if (k + 1 == kinds) {
            sum += double(draws) * c.costs[k];
        } else {
            const double left = double(n - c.before[k]);
            for (; draws > 0; --draws) {
                const auto at = c.before[k] + std::int64_t(random.generateDouble() * left);
                const auto kind = std::upper_bound(c.before.cbegin() + std::ptrdiff_t(k), c.before.cend(), at) - 1;
                sum += c.costs[std::size_t(kind - c.before.cbegin())];
            }
        }
        mean = sum / double(n) * 1e6;
    }
}

// Each request billed on its own: its duration rounded, times the limits, plus
// the request price. Requests with the same rounded duration cost the same, so
// the bootstrap resamples counts per cost.
ModelBill invocationBill(const Pricing &pricing, const BillingInput &input)
{
    const double unitS = double(granularityNs(pricing)) / NsPerS;
    const double perSecond = limitsPerSecond(pricing, input);
    const double perRequest = pricing.usdPerMillionRequests / 1e6;
    auto histogram = unitsHistogram(input.requestTimes, pricing);
    std::stable_sort(histogram.begin(), histogram.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    CostCounts c;
    std::int64_t billedUnitsSum = 0;
    std::int64_t counted = 0;
    double total = 0;
    for (const auto &[units, count] : histogram) {
        c.costs.push_back(double(units) * unitS * perSecond + perRequest);
        c.counts.push_back(count);
        c.before.push_back(counted);
        counted += count;
        billedUnitsSum += units * count;
        total += c.costs.back() * double(count);
    }
    const auto n = std::int64_t(input.requestTimes.size());
    ModelBill b = bill(BillingModel::Invocation, double(billedUnitsSum) * unitS, total, n);
    if (n < 2)
        return b;
    std::vector<double> means(static_cast<std::size_t>(DefaultResamples));
    const std::size_t perChunk = (means.size() + BootstrapChunks - 1) / BootstrapChunks;
    QThreadPool pool;
    for (int chunk = 0; chunk < BootstrapChunks; ++chunk) {
        const std::size_t from = std::min(means.size(), std::size_t(chunk) * perChunk);
        const std::span<double> these(means.data() + from, std::min(means.size() - from, perChunk));
        pool.start([&c, n, chunk, these] { resampleMeans(c, n, DefaultSeed + quint32(chunk), these); });
    }
    pool.waitForDone();
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
        const double cost =
            *input.cpuSeconds * pricing.usdPerVcpuSecond + *input.memoryUsedGibS * pricing.usdPerGibSecond + requests;
        billing.bills.push_back(bill(BillingModel::Usage, *input.cpuSeconds, cost, input.requests));
    }
    return billing;
}

} // namespace cp::stats
