#include "analysis/results_report.h"

#include "analysis/stats_file.h"
#include "model/translation.h"
#include "store/sebs_result_csv.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <vector>

namespace cp {

namespace {

constexpr double NsPerS = 1e9;
constexpr double BytesPerMib = 1024.0 * 1024.0;

QString scalarText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("null");
    constexpr qint64 NotWhole = std::numeric_limits<qint64>::min();
    const qint64 whole = v.toInteger(NotWhole); // epoch ns do not fit a double's 53 bits
    return whole != NotWhole ? QString::number(whole) : QString::number(v.toDouble(), 'g', 12);
}

// A JSON value as rows of (dotted key, text): objects and arrays of objects
// recurse, arrays of plain values are joined.
void flatten(const QString &key, const QJsonValue &value, QList<QPair<QString, QString>> &rows)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            flatten(key.isEmpty() ? it.key() : key + u'.' + it.key(), it.value(), rows);
        return;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        const bool plain =
            std::none_of(array.begin(), array.end(), [](const QJsonValue &v) { return v.isObject() || v.isArray(); });
        if (!plain) {
            for (qsizetype i = 0; i < array.size(); ++i)
                flatten(QStringLiteral("%1[%2]").arg(key).arg(i), array.at(i), rows);
            return;
        }
        QStringList items;
        for (const QJsonValue &v : array)
            items << scalarText(v);
        rows.append({key, items.join(QStringLiteral(", "))});
        return;
    }
    rows.append({key, scalarText(value)});
}

void readExperiment(const QDir &dir, ResultsReport &report)
{
    QFile file(dir.filePath(QStringLiteral("experiment.json")));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QJsonObject experiment = QJsonDocument::fromJson(file.readAll()).object();
    flatten(QString(), experiment.value(QLatin1String("environment")), report.environment);
    QJsonObject settings = experiment;
    // The environment has its own table, the endpoints their sections and the pricing the bills.
    for (const char *key : {"environment", "endpoints", "pricing", "format"})
        settings.remove(QLatin1String(key));
    flatten(QString(), settings, report.settings);
}

std::optional<stats::BoxPlot> boxOf(std::vector<double> &values)
{
    if (values.empty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    return stats::boxPlot(values);
}

RunDistributions distributionsOf(const RunSummary &run, const SampleBatch &samples)
{
    std::vector<double> client;
    std::vector<double> provider;
    std::vector<double> exec;
    const std::optional<double> rtt = run.engine.tcpRttUs();
    for (const Sample &s : samples) {
        if (!isAccepted(run.info.point.type, s))
            continue;
        client.push_back(double(s.latencyUs()));
        provider.push_back(double(SebsResultCsv::providerTime(s, rtt).us));
        if (s.serverUs > 0)
            exec.push_back(double(s.serverUs));
    }
    RunDistributions d;
    d.run = run.info.index;
    d.label = runLabel(run.info);
    d.clientUs = boxOf(client); // sorts it
    if (!client.empty())
        d.clientCdf = stats::cdfPoints(client);
    d.providerUs = boxOf(provider);
    d.execUs = boxOf(exec);
    return d;
}

// Per container of `names`, its CPU and memory over time from `records`.
QList<ContainerTimeline> timelinesOf(const QStringList &names, const StatsRecordBatch &records, std::int64_t originNs)
{
    QList<ContainerTimeline> timelines;
    for (const QString &name : names) {
        ContainerTimeline t;
        t.container = name;
        for (const StatsRecord &r : records) {
            if (r.container != name)
                continue;
            const double x = double(r.timeNs - originNs) / NsPerS;
            if (r.cpuPercent)
                t.cpuPercent.append({x, *r.cpuPercent});
            t.memoryMib.append({x, double(r.memUsedBytes) / BytesPerMib});
        }
        if (!t.memoryMib.isEmpty())
            timelines.append(t);
    }
    return timelines;
}

} // namespace

QString runLabel(const RunInfo &info)
{
    QString label = QStringLiteral("%1: %2").arg(info.index).arg(runTypeName(info.point.type));
    const int memory = info.point.memoryMb > 0 ? info.point.memoryMb : info.effectiveMemoryMb;
    if (memory > 0)
        label += tr(", %1 MiB").arg(memory);
    const double cpus = info.point.cpuLimit > 0 ? info.point.cpuLimit : info.effectiveCpus;
    if (cpus > 0)
        label += tr(", %1 CPUs").arg(QLocale().toString(cpus, 'g', 3));
    return label;
}

std::optional<ResultsReport> readResultsReport(const QString &directory, const std::optional<Pricing> &pricing,
                                               QString *error)
{
    auto answers = analyzeCosts(directory, pricing, error);
    if (!answers)
        return std::nullopt;
    const QDir dir(directory);
    ResultsReport report;
    report.directory = directory;
    report.pricing = answers->pricing;
    readExperiment(dir, report);
    report.originNs = std::numeric_limits<std::int64_t>::max();
    for (const RunSummary &run : std::as_const(answers->runs))
        report.originNs = std::min(report.originNs, run.info.startNs);
    if (answers->runs.isEmpty())
        report.originNs = 0;

    StatsRecordBatch stats;
    QString statsPath = dir.filePath(QStringLiteral("stats.csv"));
    if (!QFileInfo::exists(statsPath))
        statsPath = dir.filePath(QStringLiteral("stats.journal.csv"));
    if (!QFileInfo::exists(statsPath))
        report.timelinesMissing = tr("no stats.csv: the experiment bound no container");
    else if (QString statsError; !readStatsFile(statsPath, &stats, &statsError))
        report.timelinesMissing = statsError;

    for (const RunSummary &run : std::as_const(answers->runs)) {
        auto endpoint = std::find_if(report.endpoints.begin(), report.endpoints.end(),
                                     [&run](const EndpointReport &e) { return e.endpoint == run.info.endpointName; });
        if (endpoint == report.endpoints.end()) {
            report.endpoints.append(EndpointReport{});
            endpoint = report.endpoints.end() - 1;
            endpoint->endpoint = run.info.endpointName;
        }
        endpoint->runs.append(run);
        endpoint->distributions.append(distributionsOf(run, answers->samples[run.info.index]));
    }
    for (EndpointReport &endpoint : report.endpoints) {
        for (const ColdStartOverhead &o : std::as_const(answers->coldStarts))
            if (o.endpoint == endpoint.endpoint)
                endpoint.coldStarts.append(o);
        for (const PerfCostCurve &c : std::as_const(answers->curves))
            if (c.endpoint == endpoint.endpoint)
                endpoint.curves.append(c);
        QStringList containers;
        for (const RunSummary &run : std::as_const(endpoint.runs))
            containers << run.containers();
        containers.removeDuplicates();
        endpoint.timelines = timelinesOf(containers, stats, report.originNs);
    }
    return report;
}

} // namespace cp
