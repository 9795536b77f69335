#pragma once

#include "model/run_info.h"
#include "stats/log_histogram.h"
#include "stats/summary.h"

#include <QList>
#include <QPointF>
#include <QtNumeric>

#include <memory>
#include <optional>
#include <vector>

namespace cp {

class ScatterDecimator;

// The GUI's copy of every sample of an experiment, reduced to what the charts
// draw: 9 bytes a sample (time, latency, flags) instead of 48, so a million
// samples stay in view, plus per-second bins (throughput, errors, a small
// latency histogram for rolling percentiles) and a latency histogram per run.
// Appending is O(1) per sample: nothing is sorted.
class SampleTimeline
{
public:
    static constexpr double BinSeconds = 1.0;

    enum Flag : quint8 { Ok = 1, Cold = 2, Accepted = 4 };

    struct Bin
    {
        quint32 completed = 0;
        quint32 errors = 0;
        std::unique_ptr<stats::LogHistogram> latencyMs; // ok samples only; made on first use
    };

    struct Run
    {
        RunInfo info;
        std::vector<float> timeS;     // send time, seconds since the origin
        std::vector<float> latencyMs; // intended → last byte
        std::vector<quint8> flags;
        qint64 firstBin = 0;
        std::vector<Bin> bins;                          // by completion time
        stats::LogHistogram histogram{0.01, 1e-3, 1e7}; // ok samples, ms
        stats::LogHistogram accepted{0.01, 1e-3, 1e7};  // accepted samples, ms
        double acceptedMeanMs = 0;                      // Welford's running mean and sum of squared deviations
        double acceptedM2 = 0;
        qint64 errors = 0;
        // When its measured load began, s since the origin; NaN until progress says.
        double measuredSinceS = qQNaN();
    };

    SampleTimeline();
    ~SampleTimeline();
    SampleTimeline(SampleTimeline &&) noexcept;
    SampleTimeline &operator=(SampleTimeline &&) noexcept;

    void clear();
    // The time all x values count from; set by the first run unless set before.
    void setOrigin(std::int64_t epochNs);
    std::int64_t origin() const { return m_origin; }

    void addRun(const RunInfo &info);
    void append(int run, const SampleBatch &batch);
    // Adds a point already reduced to the stored form (imports, benchmarks).
    void appendPoint(int run, float timeS, float latencyMs, quint8 flags);

    int runCount() const { return int(m_runs.size()); }
    const Run *run(int index) const;
    qint64 sampleCount() const { return m_sampleCount; }
    double endTimeS() const { return m_endTimeS; }

    // Feeds the samples of `runs` (all when empty) into the decimators:
    // warm/unknown ok samples to `warm`, cold ok samples to `cold`.
    void decimateLatency(const QList<int> &runs, ScatterDecimator &warm, ScatterDecimator &cold) const;
    // Per bin: p50 and p99 of ok latencies, in time order, for bins inside [x0, x1];
    // a point with a NaN y separates pieces not to be joined (a gap, another run).
    void percentiles(const QList<int> &runs, double x0, double x1, QList<QPointF> &p50, QList<QPointF> &p99) const;
    // Per bin: completed requests and errors per second, summed over `runs`.
    void rates(const QList<int> &runs, double x0, double x1, QList<QPointF> &throughput, QList<QPointF> &errors) const;
    // When a run's measured load began (epoch ns), as its progress says; true if that is news.
    bool setMeasuredSince(int run, std::int64_t epochNs);
    // The planned rate of the rate runs among `runs` that follow stages
    // (docs/load-testing.md#stages), as straight lines from corner to corner,
    // inside [x0, x1]; a NaN y separates two runs.
    QList<QPointF> targetRates(const QList<int> &runs, double x0, double x1) const;
    // The merged latency histogram of `runs`.
    stats::LogHistogram histogram(const QList<int> &runs) const;
    // The accepted samples of a run so far, in µs, for the Results table while
    // the run goes on: quantiles within 1 % (from the histogram), mean and std
    // from running moments, no intervals. The run's exact statistics replace it.
    stats::Summary liveSummary(int run) const;
    // Accepted latencies of one run, µs: what the run's statistics were computed from.
    std::vector<double> acceptedLatenciesUs(int run) const;

private:
    Run *runAt(int index);
    Bin &binAt(Run &run, double completionS);
    QList<int> selected(const QList<int> &runs) const;

    std::vector<std::unique_ptr<Run>> m_runs;
    std::optional<std::int64_t> m_originSet;
    std::int64_t m_origin = 0;
    qint64 m_sampleCount = 0;
    double m_endTimeS = 0;
};

} // namespace cp
