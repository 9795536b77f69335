#include "sample_timeline.h"

#include "scatter_decimator.h"

#include <QDateTime>

#include <cmath>
#include <map>

namespace cp {

namespace {

// Coarse enough (≈ 400 buckets) that a bin per second costs little, fine
// enough (2 %) for a percentile line.
stats::LogHistogram binHistogram()
{
    return stats::LogHistogram(0.02, 1e-2, 1e6);
}

} // namespace

SampleTimeline::SampleTimeline() = default;
SampleTimeline::~SampleTimeline() = default;
SampleTimeline::SampleTimeline(SampleTimeline &&) noexcept = default;
SampleTimeline &SampleTimeline::operator=(SampleTimeline &&) noexcept = default;

void SampleTimeline::clear()
{
    m_runs.clear();
    m_originSet.reset();
    m_origin = 0;
    m_sampleCount = 0;
    m_endTimeS = 0;
}

void SampleTimeline::setOrigin(std::int64_t epochNs)
{
    m_originSet = epochNs;
    m_origin = epochNs;
}

void SampleTimeline::addRun(const RunInfo &info)
{
    if (!m_originSet && info.startNs > 0)
        setOrigin(info.startNs);
    const int index = info.index;
    if (index < 0)
        return;
    if (std::size_t(index) >= m_runs.size())
        m_runs.resize(std::size_t(index) + 1);
    if (!m_runs[std::size_t(index)])
        m_runs[std::size_t(index)] = std::make_unique<Run>();
    m_runs[std::size_t(index)]->info = info;
}

SampleTimeline::Run *SampleTimeline::runAt(int index)
{
    if (index < 0)
        return nullptr;
    if (std::size_t(index) >= m_runs.size() || !m_runs[std::size_t(index)]) {
        RunInfo info;
        info.index = index;
        addRun(info);
    }
    return m_runs[std::size_t(index)].get();
}

const SampleTimeline::Run *SampleTimeline::run(int index) const
{
    if (index < 0 || std::size_t(index) >= m_runs.size())
        return nullptr;
    return m_runs[std::size_t(index)].get();
}

SampleTimeline::Bin &SampleTimeline::binAt(Run &run, double completionS)
{
    const auto bin = qint64(std::floor(completionS / BinSeconds));
    if (run.bins.empty())
        run.firstBin = bin;
    if (bin < run.firstBin) {
        // A sample completing before the run's first bin (clock steps): keep it in the first.
        return run.bins.front();
    }
    const auto offset = std::size_t(bin - run.firstBin);
    if (offset >= run.bins.size())
        run.bins.resize(offset + 1);
    return run.bins[offset];
}

void SampleTimeline::append(int index, const SampleBatch &batch)
{
    Run *r = runAt(index);
    if (!r || batch.isEmpty())
        return;
    if (!m_originSet)
        setOrigin(batch.front().sentNs);
    const RunType type = r->info.point.type;
    for (const Sample &s : batch) {
        quint8 flags = 0;
        if (s.ok())
            flags |= Ok;
        if (s.coldness == Coldness::Cold)
            flags |= Cold;
        if (isAccepted(type, s))
            flags |= Accepted;
        const double sentS = double(s.sentNs - m_origin) / 1e9;
        const double latencyMs = double(s.latencyUs()) / 1000.0;
        appendPoint(index, float(sentS), float(latencyMs), flags);
        Bin &bin = binAt(*r, sentS + double(s.totalUs) / 1e6);
        ++bin.completed;
        if (s.ok()) {
            if (!bin.latencyMs)
                bin.latencyMs = std::make_unique<stats::LogHistogram>(binHistogram());
            bin.latencyMs->record(latencyMs);
        } else {
            ++bin.errors;
        }
    }
}

void SampleTimeline::appendPoint(int index, float timeS, float latencyMs, quint8 flags)
{
    Run *r = runAt(index);
    if (!r)
        return;
    r->timeS.push_back(timeS);
    r->latencyMs.push_back(latencyMs);
    r->flags.push_back(flags);
    if (flags & Ok)
        r->histogram.record(double(latencyMs));
    else
        ++r->errors;
    if (flags & Accepted) {
        r->accepted.record(double(latencyMs));
        const double delta = double(latencyMs) - r->acceptedMeanMs;
        r->acceptedMeanMs += delta / double(r->accepted.count());
        r->acceptedM2 += delta * (double(latencyMs) - r->acceptedMeanMs);
    }
    ++m_sampleCount;
    if (double(timeS) > m_endTimeS)
        m_endTimeS = double(timeS);
}

QList<int> SampleTimeline::selected(const QList<int> &runs) const
{
    if (!runs.isEmpty())
        return runs;
    QList<int> all;
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        all.append(int(i));
    return all;
}

void SampleTimeline::decimateLatency(const QList<int> &runs, ScatterDecimator &warm, ScatterDecimator &cold) const
{
    for (int index : selected(runs)) {
        const Run *r = run(index);
        if (!r)
            continue;
        const std::size_t n = r->timeS.size();
        const float *t = r->timeS.data();
        const float *y = r->latencyMs.data();
        const quint8 *f = r->flags.data();
        for (std::size_t i = 0; i < n; ++i) {
            if (!(f[i] & Ok))
                continue;
            (f[i] & Cold ? cold : warm).add(double(t[i]), double(y[i]));
        }
    }
}

void SampleTimeline::percentiles(const QList<int> &runs, double x0, double x1, QList<QPointF> &p50,
                                 QList<QPointF> &p99) const
{
    // A line joins only neighbouring seconds of one run: a second without samples, or
    // the next run, begins a new piece (a NaN point between them).
    const auto breakLine = [&p50, &p99] {
        if (!p50.isEmpty() && !std::isnan(p50.constLast().y())) {
            p50.append(QPointF(p50.constLast().x(), qQNaN()));
            p99.append(QPointF(p99.constLast().x(), qQNaN()));
        }
    };
    for (int index : selected(runs)) {
        const Run *r = run(index);
        if (!r)
            continue;
        breakLine();
        for (std::size_t i = 0; i < r->bins.size(); ++i) {
            const Bin &bin = r->bins[i];
            const double x = (double(r->firstBin + qint64(i)) + 0.5) * BinSeconds;
            if (x < x0 || x > x1 || !bin.latencyMs || bin.latencyMs->count() == 0) {
                breakLine();
                continue;
            }
            p50.append(QPointF(x, bin.latencyMs->quantile(0.5)));
            p99.append(QPointF(x, bin.latencyMs->quantile(0.99)));
        }
    }
    if (!p50.isEmpty() && std::isnan(p50.constLast().y())) {
        p50.removeLast();
        p99.removeLast();
    }
}

void SampleTimeline::rates(const QList<int> &runs, double x0, double x1, QList<QPointF> &throughput,
                           QList<QPointF> &errors) const
{
    std::map<qint64, std::pair<quint64, quint64>> sums;
    for (int index : selected(runs)) {
        const Run *r = run(index);
        if (!r)
            continue;
        for (std::size_t i = 0; i < r->bins.size(); ++i) {
            auto &sum = sums[r->firstBin + qint64(i)];
            sum.first += r->bins[i].completed;
            sum.second += r->bins[i].errors;
        }
    }
    for (const auto &[bin, sum] : sums) {
        const double x = (double(bin) + 0.5) * BinSeconds;
        if (x < x0 || x > x1)
            continue;
        throughput.append(QPointF(x, double(sum.first) / BinSeconds));
        errors.append(QPointF(x, double(sum.second) / BinSeconds));
    }
}

bool SampleTimeline::setMeasuredSince(int run, std::int64_t epochNs)
{
    Run *r = runAt(run);
    const double since = double(epochNs - m_origin) / 1e9;
    if (!r || r->measuredSinceS == since)
        return false;
    r->measuredSinceS = since;
    return true;
}

QList<QPointF> SampleTimeline::targetRates(const QList<int> &runs, double x0, double x1) const
{
    QList<QPointF> points;
    for (int index : selected(runs)) {
        const Run *r = run(index);
        if (!r || r->info.point.type != RunType::Rate || r->info.stages.isEmpty() || qIsNaN(r->measuredSinceS))
            continue;
        if (!points.isEmpty())
            points.append(QPointF(r->measuredSinceS, qQNaN()));
        for (const auto &[offsetNs, target] : LoadProfile(0, r->info.stages).corners()) {
            const double x = r->measuredSinceS + double(offsetNs) / 1e9;
            if (x >= x0 && x <= x1)
                points.append(QPointF(x, target));
        }
    }
    return points;
}

stats::LogHistogram SampleTimeline::histogram(const QList<int> &runs) const
{
    stats::LogHistogram merged{0.01, 1e-3, 1e7};
    for (int index : selected(runs)) {
        if (const Run *r = run(index))
            merged.merge(r->histogram);
    }
    return merged;
}

stats::Summary SampleTimeline::liveSummary(int index) const
{
    stats::Summary summary{};
    const Run *r = run(index);
    if (!r || r->accepted.count() == 0)
        return summary;
    const stats::LogHistogram &h = r->accepted;
    const auto us = [](double ms) { return ms * 1000.0; };
    summary.n = qint64(h.count());
    summary.mean = us(r->acceptedMeanMs);
    summary.std = us(std::sqrt(r->acceptedM2 / double(summary.n))); // population std (docs/statistics.md#the-summary)
    summary.cv = summary.mean > 0 ? 100.0 * summary.std / summary.mean : NAN;
    summary.min = us(h.min());
    summary.max = us(h.max());
    summary.median = summary.p50 = us(h.quantile(0.5));
    summary.p90 = us(h.quantile(0.9));
    summary.p95 = us(h.quantile(0.95));
    summary.p99 = us(h.quantile(0.99));
    summary.p999 = us(h.quantile(0.999));
    return summary;
}

std::vector<double> SampleTimeline::acceptedLatenciesUs(int index) const
{
    std::vector<double> values;
    const Run *r = run(index);
    if (!r)
        return values;
    values.reserve(r->latencyMs.size());
    for (std::size_t i = 0; i < r->latencyMs.size(); ++i) {
        if (r->flags[i] & Accepted)
            values.push_back(double(r->latencyMs[i]) * 1000.0);
    }
    return values;
}

} // namespace cp
