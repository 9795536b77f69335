#pragma once

#include "analysis/cost_analysis.h"
#include "model/stats_record.h"
#include "stats/distribution_shape.h"

#include <QList>
#include <QPair>
#include <QPointF>
#include <QString>

#include <optional>

namespace cp {

// One run's distributions, as the report draws them: box plots of the
// accepted samples' client, provider and exec times, µs (SeBS's three, as
// result.csv has them; empty where no sample has one), and the client times' CDF.
struct RunDistributions
{
    int run = 0; // the run's index in summary.json
    QString label;
    std::optional<stats::BoxPlot> clientUs;
    std::optional<stats::BoxPlot> providerUs;
    std::optional<stats::BoxPlot> execUs;
    QList<QPointF> clientCdf; // (µs, fraction at or below)
};

// What one container used over the experiment: x in seconds since the
// report's origin, CPU in percent of one core, memory in MiB.
struct ContainerTimeline
{
    QString container;
    QList<QPointF> cpuPercent;
    QList<QPointF> memoryMib;
};

// The runs of one endpoint and the answers about them.
struct EndpointReport
{
    QString endpoint;
    QList<RunSummary> runs; // as summary.json has them (billed under the report's pricing)
    QList<RunDistributions> distributions;
    QList<ColdStartOverhead> coldStarts;
    QList<PerfCostCurve> curves;
    QList<ContainerTimeline> timelines; // the containers that served its runs
};

// Everything a report shows of one results directory, worked out without
// widgets from its files: summary.json, samples.csv, stats.csv and
// experiment.json (docs/user-guide.md#the-report).
struct ResultsReport
{
    QString directory;
    std::optional<Pricing> pricing;
    std::int64_t originNs = 0;                  // the first run's start: 0 s on the timelines
    QList<QPair<QString, QString>> environment; // experiment.json's `environment`, flattened
    QList<QPair<QString, QString>> settings;    // the experiment as run, flattened
    QList<EndpointReport> endpoints;            // in the order they first ran
    QString timelinesMissing;                   // why there are none, or empty
};

// Reads `directory`. `pricing` bills the runs anew, as analyzeCosts() does.
// Empty with `error` when summary.json or samples.csv is missing or unreadable;
// a missing stats.csv or experiment.json only leaves its part out (and says why).
std::optional<ResultsReport> readResultsReport(const QString &directory, const std::optional<Pricing> &pricing,
                                               QString *error);

// "3: cold, 128 MiB": what tells a run apart in a figure.
QString runLabel(const RunInfo &info);

} // namespace cp
