#include "stats/resource_cost.h"

#include "model/translation.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>

namespace cp {

namespace {

constexpr double Mib = 1024.0 * 1024.0;
constexpr double Gib = 1024.0 * Mib;

enum Counter { Cpu, NetRx, NetTx, BlkRead, BlkWrite, CounterCount };

std::array<double, CounterCount> countersOf(const StatsRecord &r)
{
    return {double(r.cpuUsageNs.value_or(0)), double(r.netRxBytes), double(r.netTxBytes), double(r.blkReadBytes),
            double(r.blkWriteBytes)};
}

// One stream's counters with restarts taken out: each value is what was used
// since the first record, and a counter that went down is counted from zero, every
// counter where the container restarted.
struct Unwrapped
{
    std::vector<std::array<double, CounterCount>> used; // per record, in the records' order
    std::vector<bool> resetBefore;                      // the interval ending at this record held a restart
};

Unwrapped unwrap(std::span<const StatsRecord> records, std::span<const std::int64_t> startsNs)
{
    Unwrapped u;
    std::array<double, CounterCount> sum{};
    std::array<double, CounterCount> previous = countersOf(records.front());
    std::int64_t previousNs = records.front().timeNs;
    for (const StatsRecord &r : records) {
        const std::array<double, CounterCount> now = countersOf(r);
        const auto start = std::upper_bound(startsNs.begin(), startsNs.end(), previousNs);
        const bool restarted = now[Cpu] < previous[Cpu] || (start != startsNs.end() && *start <= r.timeNs);
        bool reset = restarted;
        for (int c = 0; c < CounterCount; ++c) {
            if (!restarted && now[c] >= previous[c]) {
                sum[c] += now[c] - previous[c];
            } else {
                sum[c] += now[c];
                reset = true;
            }
        }
        previous = now;
        previousNs = r.timeNs;
        u.used.push_back(sum);
        u.resetBefore.push_back(reset);
    }
    return u;
}

// The index i of the interval [i, i + 1] used at `t`: the one holding it, or the
// nearest one at either end (for the tolerated edge estimate).
std::size_t intervalAt(std::span<const StatsRecord> records, std::int64_t t)
{
    const auto after = std::upper_bound(records.begin(), records.end(), t,
                                        [](std::int64_t time, const StatsRecord &r) { return time < r.timeNs; });
    const auto i = std::size_t(std::max<std::ptrdiff_t>(0, after - records.begin() - 1));
    return std::min(i, records.size() - 2);
}

double lerp(std::int64_t t0, double v0, std::int64_t t1, double v1, std::int64_t t)
{
    return t1 == t0 ? v1 : v0 + (v1 - v0) * double(t - t0) / double(t1 - t0);
}

double usedBytesAt(std::span<const StatsRecord> records, std::size_t i, std::int64_t t)
{
    return std::max(0.0,
                    lerp(records[i].timeNs, double(records[i].memUsedBytes), records[i + 1].timeNs,
                         double(records[i + 1].memUsedBytes), t));
}

} // namespace

std::optional<ContainerCost> containerCost(const QString &container, std::span<const StatsRecord> records,
                                           std::int64_t startNs, std::int64_t endNs, QString *why,
                                           std::optional<std::int64_t> setLimitBytes,
                                           std::span<const std::int64_t> startsNs)
{
    if (endNs <= startNs) {
        *why = tr("the run has no measured window");
        return std::nullopt;
    }
    if (records.size() < 2) {
        *why = QCoreApplication::translate("cp",
                                           "container '%1' has %n stats reading(s) around the run; a cost "
                                           "needs two",
                                           nullptr, int(records.size()))
                   .arg(container);
        return std::nullopt;
    }
    if (records.front().timeNs - startNs > CostEdgeToleranceNs || endNs - records.back().timeNs > CostEdgeToleranceNs) {
        *why = tr("the stats readings of container '%1' do not cover the run (they span %2 s to %3 s of it)")
                   .arg(container)
                   .arg(double(records.front().timeNs - startNs) / 1e9, 0, 'f', 1)
                   .arg(double(records.back().timeNs - startNs) / 1e9, 0, 'f', 1);
        return std::nullopt;
    }
    if (std::any_of(records.begin(), records.end(), [](const StatsRecord &r) { return !r.cpuUsageNs; })) {
        *why = tr("the stats of container '%1' carry no cumulative CPU counter").arg(container);
        return std::nullopt;
    }

    const Unwrapped u = unwrap(records, startsNs);
    const std::size_t first = intervalAt(records, startNs);
    const std::size_t last = intervalAt(records, endNs);
    const auto usedAt = [&](std::size_t i, int counter, std::int64_t t) {
        return lerp(records[i].timeNs, u.used[i][counter], records[i + 1].timeNs, u.used[i + 1][counter], t);
    };
    std::array<double, CounterCount> delta{};
    for (int c = 0; c < CounterCount; ++c)
        delta[c] = std::max(0.0, usedAt(last, c, endNs) - usedAt(first, c, startNs));

    ContainerCost cost;
    cost.container = container;
    cost.cpuSeconds = delta[Cpu] / 1e9;
    cost.netRxBytes = std::int64_t(delta[NetRx] + 0.5);
    cost.netTxBytes = std::int64_t(delta[NetTx] + 0.5);
    cost.blkReadBytes = std::int64_t(delta[BlkRead] + 0.5);
    cost.blkWriteBytes = std::int64_t(delta[BlkWrite] + 0.5);
    for (std::size_t i = first + 1; i <= last + 1 && i < records.size(); ++i)
        cost.counterResets += u.resetBefore[i] && records[i - 1].timeNs < endNs && records[i].timeNs > startNs ? 1 : 0;

    // Memory in use, piecewise linear between the records, over [startNs, endNs];
    // the limit as a step held from each record to the next.
    double usedByteNs = 0;
    double limitByteNs = 0;
    double peak = std::max(usedBytesAt(records, first, startNs), usedBytesAt(records, last, endNs));
    for (std::size_t i = first; i <= last; ++i) {
        const std::int64_t from = i == first ? startNs : std::max(startNs, records[i].timeNs);
        const std::int64_t to = std::min(endNs, i == last ? endNs : records[i + 1].timeNs);
        if (to <= from)
            continue;
        usedByteNs += (usedBytesAt(records, i, from) + usedBytesAt(records, i, to)) / 2.0 * double(to - from);
        // Before the first record, the first record's limit is the best known.
        limitByteNs += double(records[i].memLimitBytes) * double(to - from);
        if (i + 1 < records.size() && records[i + 1].timeNs > startNs && records[i + 1].timeNs < endNs)
            peak = std::max(peak, double(records[i + 1].memUsedBytes));
    }
    const double windowNs = double(endNs - startNs);
    cost.memoryUsedGibS = usedByteNs / Gib / 1e9;
    cost.memoryMeanMib = usedByteNs / windowNs / Mib;
    cost.memoryPeakMib = peak / Mib;
    cost.memoryReservedGibS = limitByteNs / Gib / 1e9;
    cost.memoryLimitMib =
        double(records[last + 1].timeNs <= endNs ? records[last + 1].memLimitBytes : records[last].memLimitBytes) / Mib;
    if (setLimitBytes) {
        cost.memoryReservedGibS = double(*setLimitBytes) * windowNs / Gib / 1e9;
        cost.memoryLimitMib = double(*setLimitBytes) / Mib;
    }
    return cost;
}

std::optional<RunCost> runCost(const QHash<QString, std::vector<StatsRecord>> &records, std::int64_t startNs,
                               std::int64_t endNs, std::int64_t requests, QString *why,
                               std::optional<std::int64_t> setLimitBytes,
                               const QHash<QString, std::vector<std::int64_t>> &starts)
{
    if (records.isEmpty()) {
        *why = tr("no container is bound to the endpoint, so there are no counters to cost");
        return std::nullopt;
    }
    RunCost cost;
    cost.windowS = double(endNs - startNs) / 1e9;
    cost.requests = requests;
    QStringList names = records.keys();
    names.sort();
    for (const QString &name : names) {
        const std::vector<std::int64_t> &started = starts.value(name);
        auto one = containerCost(name, *records.constFind(name), startNs, endNs, why, setLimitBytes, started);
        if (!one)
            return std::nullopt;
        cost.total.add(*one);
        cost.containers.push_back(std::move(*one));
    }
    cost.total.container.clear();
    return cost;
}

} // namespace cp
