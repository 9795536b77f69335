#include "model/load_plan.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cp {

namespace {

// `total` dealt out in proportion to `weights` by largest remainder, so that the
// parts add up to it exactly; with `atLeastOne`, a part left with none takes one
// from the largest while total allows.
QList<std::int64_t> apportion(std::int64_t total, const QList<double> &weights, bool atLeastOne)
{
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    QList<std::int64_t> shares(weights.size(), 0);
    QList<double> remainders(weights.size());
    std::int64_t dealt = 0;
    for (qsizetype i = 0; i < weights.size(); ++i) {
        const double exact = double(total) * weights[i] / sum;
        shares[i] = std::int64_t(std::floor(exact));
        dealt += shares[i];
        remainders[i] = exact - std::floor(exact);
    }
    for (std::int64_t left = total - dealt; left > 0; --left) {
        const auto largest = std::max_element(remainders.begin(), remainders.end());
        ++shares[largest - remainders.begin()];
        *largest = -1;
    }
    if (atLeastOne && total >= std::int64_t(weights.size())) {
        for (std::int64_t &share : shares) {
            if (share == 0) {
                --*std::max_element(shares.begin(), shares.end());
                share = 1;
            }
        }
    }
    return shares;
}

} // namespace

QList<LoadPlan> LoadPlan::parts() const
{
    if (mix.isEmpty())
        return {*this};
    QList<double> weights;
    for (const MixedRequest &m : mix)
        weights.append(m.weight);
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    const auto n = std::uint32_t(mix.size());
    const QList<std::int64_t> limits = apportion(requestLimit, weights, true);
    const QList<std::int64_t> connectionShares = apportion(connections, weights, true);
    const QList<std::int64_t> threadShares = apportion(std::max<std::int64_t>(threads, n), weights, true);
    // Interleaved ids: part i's k-th request is base + i + k·n, so that a part's
    // ids divided by n count its own requests (its data file's rows follow them).
    const std::uint32_t base = (firstId + n - 1) / n * n;
    QList<LoadPlan> plans;
    int checkOffset = 0;
    for (qsizetype i = 0; i < mix.size(); ++i) {
        const double share = weights[i] / sum;
        LoadPlan part = *this;
        part.mix.clear();
        part.request = mix[i].request;
        part.place = {std::uint8_t(i), std::uint8_t(checkOffset), n};
        checkOffset += int(mix[i].request.checks.size());
        part.firstId = base + std::uint32_t(i);
        part.requestLimit = limits[i];
        part.connections = int(connectionShares[i]);
        part.threads = int(threadShares[i]);
        part.rateStart = rateStart * share;
        part.rateEnd = rateEnd * share;
        for (LoadStage &stage : part.stages)
            stage.target *= share;
        if (requestLimit > 0 && part.requestLimit == 0)
            continue;
        plans.append(part);
    }
    return plans;
}

LoadPlan LoadPlan::shard(int index, int count) const
{
    if (count <= 1)
        return *this;
    const QList<double> equal(count, 1.0);
    const double share = 1.0 / count;
    LoadPlan part = *this;
    part.firstId = firstId + std::uint32_t(index) * place.idStride;
    part.place.idStride = place.idStride * std::uint32_t(count);
    part.requestLimit = apportion(requestLimit, equal, false)[index];
    // An open loop's 0 lets each generator's engine choose its cap, as it would for one.
    part.connections = int(apportion(connections, equal, true)[index]);
    part.rateStart = rateStart * share;
    part.rateEnd = rateEnd * share;
    for (LoadStage &stage : part.stages)
        stage.target *= share;
    return part;
}

} // namespace cp
