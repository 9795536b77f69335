#include "results_model.h"

#include "run_monitor.h"

#include "model/failure_advice.h"
#include "stats/summary.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

QString milliseconds(double us)
{
    if (!std::isfinite(us))
        return QStringLiteral("–");
    return QLocale().toString(us / 1000.0, 'f', 3);
}

QString interval(const std::optional<stats::Interval> &i)
{
    if (!i)
        return QStringLiteral("–");
    return stats::intervalText(milliseconds(i->lo), milliseconds(i->hi));
}

QString costToolTip(const RunCost &cost)
{
    const ContainerCost &t = cost.total;
    const QLocale locale;
    QString tip = ResultsModel::tr("%1 CPU-s over %2 s; memory mean %3 MiB, peak %4 MiB; %5 GiB·s used of %6 "
                                   "reserved; network %7 B in, %8 B out per request")
                      .arg(locale.toString(t.cpuSeconds, 'f', 3), locale.toString(cost.windowS, 'f', 1),
                           locale.toString(t.memoryMeanMib, 'f', 1), locale.toString(t.memoryPeakMib, 'f', 1),
                           locale.toString(t.memoryUsedGibS, 'f', 3), locale.toString(t.memoryReservedGibS, 'f', 3),
                           locale.toString(cost.perRequest(double(t.netRxBytes)), 'f', 0),
                           locale.toString(cost.perRequest(double(t.netTxBytes)), 'f', 0));
    if (cost.generatorCpuSeconds)
        tip += ResultsModel::tr("; the load generator used %1 CPU-s")
                   .arg(locale.toString(*cost.generatorCpuSeconds, 'f', 3));
    return tip;
}

QString billingToolTip(const RunBilling &billing)
{
    QStringList lines{
        ResultsModel::tr("Billed for %1 vCPUs and %2 GiB:")
            .arg(QLocale().toString(billing.vcpus, 'g', 4), QLocale().toString(billing.memoryGib, 'f', 3))};
    for (const ModelBill &bill : billing.bills) {
        QString line = ResultsModel::tr("%1: %2").arg(billingModelName(bill.model), formatUsd(bill.costUsd));
        if (bill.usdPerMillionRequests)
            line += ResultsModel::tr(", %1 per million requests").arg(formatUsd(*bill.usdPerMillionRequests));
        if (bill.usdPerMillionCi95)
            line += ResultsModel::tr(" (95 % CI %1 to %2)")
                        .arg(formatUsd(bill.usdPerMillionCi95->first), formatUsd(bill.usdPerMillionCi95->second));
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

// Each endpoint of a mix, or request of a sequence, with its own figures
// (docs/load-testing.md#endpoint-mixes, docs/load-testing.md#request-sequences).
// Each generator of a run sent from the swarm (docs/scale-out.md#generator-health), a line each.
QString generatorsToolTip(const RunSummary &run)
{
    const QLocale locale;
    QStringList lines{ResultsModel::tr("Sent by %1 generators on the swarm:").arg(run.generators.size())};
    for (const GeneratorReport &g : run.generators) {
        QString line = ResultsModel::tr("generator %1 on %2: %3 requests, %4 errors, %5 late sends")
                           .arg(g.index)
                           .arg(g.node)
                           .arg(g.requests)
                           .arg(g.errors)
                           .arg(g.engine.lateSends);
        if (g.engine.cpuUs >= 0 && g.durationS > 0)
            line += ResultsModel::tr(", CPU %1 %")
                        .arg(locale.toString(100.0 * double(g.engine.cpuUs) / (g.durationS * 1e6), 'f', 0));
        if (!g.problem.isEmpty())
            line += QStringLiteral(": ") + g.problem;
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString mixToolTip(const RunSummary &run)
{
    const QLocale locale;
    // Weights all 1 say nothing the shares do not (and a sequence's steps have none).
    const bool weighted =
        std::any_of(run.info.mix.cbegin(), run.info.mix.cend(), [](const MixedEndpoint &m) { return m.weight != 1; });
    QStringList lines;
    for (qsizetype e = 0; e < run.endpoints.size(); ++e) {
        const RunSummary &part = run.endpoints[e];
        const RunCounts &c = part.counts;
        const QString url = part.info.url.toString(QUrl::RemoveUserInfo);
        const QString about = weighted
            ? ResultsModel::tr("weight %1, %2").arg(locale.toString(run.info.mix.value(e).weight, 'g', 4), url)
            : url;
        QString line =
            ResultsModel::tr("%1 (%2): %3 requests, %4 % of the run, %5 errors")
                .arg(part.info.endpointName, about)
                .arg(c.requests)
                .arg(locale.toString(
                    run.counts.requests > 0 ? 100.0 * double(c.requests) / double(run.counts.requests) : 0.0, 'f', 1))
                .arg(c.requests - c.errors[std::size_t(ErrorClass::Ok)]);
        if (part.latencyUs.n > 0)
            line += ResultsModel::tr(", latency median %1 ms, p99 %2 ms")
                        .arg(milliseconds(part.latencyUs.median), milliseconds(part.latencyUs.p99));
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ResultsModel::ResultsModel(const RunMonitor *monitor, QObject *parent)
    : FlatTableModel(ColumnCount, parent)
    , m_monitor(monitor)
{
    if (!m_monitor)
        return;
    connect(m_monitor, &RunMonitor::changed, this, [this](RunMonitor::Changes changes) {
        if (changes.testFlag(RunMonitor::Change::Progress))
            onProgress();
    });
}

void ResultsModel::onProgress()
{
    // Once a second: the figures of a few thousand histogram buckets cost nothing then.
    const RunProgress &p = m_monitor->progress();
    setLiveCount(p.run, p.samples, p.errors);
    setLiveLatency(p.run, m_monitor->samples().liveSummary(p.run));
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    if (!isCell(index))
        return {};
    const RunSummary &s = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return index.column() <= Endpoint ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case RunIndexRole:
        return s.info.index;
    case Qt::FontRole:
        if (isLiveFigure(index.row(), index.column())) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Endpoint) {
            const QString endpoint = s.endpoints.isEmpty() ? s.info.url.toString(QUrl::RemoveUserInfo) : mixToolTip(s);
            return s.generators.isEmpty() ? endpoint : endpoint + QLatin1Char('\n') + generatorsToolTip(s);
        }
        if (index.column() == Errors && m_finished.at(index.row())) {
            if (const auto advice = commonestFailureAdvice({s}))
                return tr("%1\nMost: %2. %3").arg(failureCounts({s}), advice->cause, advice->fix);
            return {};
        }
        if (index.column() == CostPerMillion)
            return s.billing                 ? billingToolTip(*s.billing)
                : s.billingMissing.isEmpty() ? QVariant()
                                             : tr("No bill: %1").arg(s.billingMissing);
        if (index.column() >= CpuPerThousand && !s.cost && !s.costMissing.isEmpty())
            return tr("No cost: %1").arg(s.costMissing);
        if (index.column() >= CpuPerThousand && s.cost)
            return costToolTip(*s.cost);
        if (isLiveFigure(index.row(), index.column()))
            return tr("So far, while the run goes on: percentiles within 1 %. The exact figures and their intervals "
                      "replace them when the run ends.");
        return {};
    default:
        return {};
    }
}

bool ResultsModel::isLiveFigure(int row, int column) const
{
    return !m_finished.at(row) && m_hasLiveLatency.at(row) && column >= Mean && column <= Cv;
}

QVariant ResultsModel::display(int row, int column) const
{
    const RunSummary &s = m_rows.at(row);
    const bool finished = m_finished.at(row);
    const bool live = m_hasLiveLatency.at(row);
    const stats::Summary &l = s.latencyUs;
    const QLocale locale;
    auto figure = [&](double us) { return finished || live ? milliseconds(us) : QString(); };
    switch (column) {
    case Run:
        return s.info.index + 1;
    case Type:
        return QString(runTypeName(s.info.point.type));
    case Endpoint:
        return m_isPart.value(row) ? QStringLiteral("  ↳ ") + s.info.endpointName : s.info.endpointName;
    case Memory: {
        const int mb = s.info.effectiveMemoryMb ? s.info.effectiveMemoryMb : s.info.point.memoryMb;
        return mb ? tr("%1 MiB").arg(mb) : QString();
    }
    case Cpu: {
        const double cpus = s.info.effectiveCpus > 0 ? s.info.effectiveCpus : s.info.point.cpuLimit;
        return cpus > 0 ? locale.toString(cpus, 'g', 3) : QString();
    }
    case MessageLength:
        return s.info.point.msgLength;
    case Count:
        return finished ? l.n : s.counts.requests;
    case Errors: {
        if (!finished)
            return m_liveErrors.value(rowOfRun(s.info.index));
        std::int64_t errors = 0;
        for (std::size_t i = 1; i < s.counts.errors.size(); ++i)
            errors += s.counts.errors[i];
        return qint64(errors);
    }
    case Incorrect:
        return qint64(s.counts.incorrect);
    case Mean:
        return figure(l.mean);
    case Median:
        return figure(l.median);
    case P95:
        return figure(l.p95);
    case P99:
        return figure(l.p99);
    case Std:
        return figure(l.std);
    case Cv:
        return (finished || live) && std::isfinite(l.cv) ? locale.toString(l.cv, 'f', 1) : QString();
    case Ci95T:
        return finished ? interval(l.ci95_t) : QString();
    case Ci95Median:
        return finished ? interval(l.ci95_median) : QString();
    case Throughput:
        return finished && std::isfinite(s.throughputRps) ? locale.toString(s.throughputRps, 'f', 1) : QString();
    case CpuPerThousand:
        return s.cost ? locale.toString(s.cost->perThousandRequests(s.cost->total.cpuSeconds), 'f', 3) : QString();
    case MemoryUsed:
        return s.cost ? locale.toString(s.cost->total.memoryUsedGibS, 'f', 2) : QString();
    case CostPerMillion: {
        const ModelBill *bill = s.billing ? s.billing->rankedBill() : nullptr;
        return bill && bill->usdPerMillionRequests ? formatUsd(*bill->usdPerMillionRequests) : QString();
    }
    default:
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section >= Mean && section <= Ci95Median)
        return tr("Latency of the accepted samples, intended send to last byte, in milliseconds");
    if (role == Qt::ToolTipRole && section == CpuPerThousand)
        return tr("CPU-seconds the bound containers used per 1 000 requests, from their cgroup counters");
    if (role == Qt::ToolTipRole && section == MemoryUsed)
        return tr("Memory in use integrated over the run (GiB × seconds), from the containers' stats");
    if (role == Qt::ToolTipRole && section == CostPerMillion)
        return tr("US dollars per million requests under the pricing's billing model; the other models in the "
                  "cell's tooltip");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Run:
        return tr("Run");
    case Type:
        return tr("Type");
    case Endpoint:
        return tr("Endpoint");
    case Memory:
        return tr("Memory");
    case Cpu:
        return tr("CPUs");
    case MessageLength:
        return tr("Msg length");
    case Count:
        return tr("n");
    case Errors:
        return tr("Errors");
    case Incorrect:
        return tr("Incorrect");
    case Mean:
        return tr("Mean (ms)");
    case Median:
        return tr("Median (ms)");
    case P95:
        return tr("p95 (ms)");
    case P99:
        return tr("p99 (ms)");
    case Std:
        return tr("Std (ms)");
    case Cv:
        return tr("CV (%)");
    case Ci95T:
        return tr("95 % CI mean");
    case Ci95Median:
        return tr("95 % CI median");
    case Throughput:
        return tr("req/s");
    case CpuPerThousand:
        return tr("CPU-s / 1k req");
    case MemoryUsed:
        return tr("Mem GiB·s");
    case CostPerMillion:
        return tr("$ / 1M req");
    case ColumnCount:
        break;
    }
    return {};
}

void ResultsModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    m_finished.clear();
    m_isPart.clear();
    m_liveErrors.clear();
    m_hasLiveLatency.clear();
    endResetModel();
}

int ResultsModel::rowOfRun(int run) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).info.index == run)
            return int(row);
    }
    return -1;
}

void ResultsModel::runStarted(const RunInfo &info)
{
    if (rowOfRun(info.index) >= 0)
        return;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    RunSummary summary;
    summary.info = info;
    m_rows.append(summary);
    m_finished.append(false);
    m_isPart.append(false);
    m_liveErrors.append(0);
    m_hasLiveLatency.append(false);
    endInsertRows();
}

void ResultsModel::setLiveCount(int run, qint64 samples, qint64 errors)
{
    const int row = rowOfRun(run);
    if (row < 0 || m_finished.at(row))
        return;
    RunSummary &s = m_rows[row];
    s.counts.requests = samples;
    m_liveErrors[row] = errors;
    emit dataChanged(index(row, Count), index(row, Errors), {Qt::DisplayRole});
}

void ResultsModel::setLiveLatency(int run, const stats::Summary &latencyUs)
{
    const int row = rowOfRun(run);
    if (row < 0 || m_finished.at(row) || latencyUs.n == 0)
        return;
    m_rows[row].latencyUs = latencyUs;
    m_hasLiveLatency[row] = true;
    emit dataChanged(index(row, Mean), index(row, Cv), {Qt::DisplayRole, Qt::FontRole, Qt::ToolTipRole});
}

void ResultsModel::appendFinished(const RunSummary &summary)
{
    m_rows.append(summary);
    m_isPart.append(false);
    for (const RunSummary &part : summary.endpoints) {
        m_rows.append(part);
        m_isPart.append(true);
    }
    m_finished.resize(m_rows.size(), true);
    m_liveErrors.resize(m_rows.size(), 0);
    m_hasLiveLatency.resize(m_rows.size(), false);
}

void ResultsModel::runFinished(const RunSummary &summary)
{
    const int row = rowOfRun(summary.info.index);
    if (row < 0) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(summary.endpoints.size()));
        appendFinished(summary);
        endInsertRows();
        return;
    }
    m_rows[row] = summary;
    m_finished[row] = true;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    // A mix's endpoints (a sequence's requests) below it, each with its own figures; a run
    // finished again (its costs added at the end) has its rows replaced.
    const int first = row + 1;
    int old = 0;
    while (first + old < m_rows.size() && m_isPart.at(first + old))
        ++old;
    if (old > 0) {
        beginRemoveRows({}, first, first + old - 1);
        for (QList<bool> *list : {&m_isPart, &m_finished, &m_hasLiveLatency})
            list->remove(first, old);
        m_rows.remove(first, old);
        m_liveErrors.remove(first, old);
        endRemoveRows();
    }
    if (summary.endpoints.isEmpty())
        return;
    beginInsertRows({}, first, first + int(summary.endpoints.size()) - 1);
    for (qsizetype e = 0; e < summary.endpoints.size(); ++e) {
        m_rows.insert(first + e, summary.endpoints[e]);
        m_isPart.insert(first + e, true);
        m_finished.insert(first + e, true);
        m_liveErrors.insert(first + e, 0);
        m_hasLiveLatency.insert(first + e, false);
    }
    endInsertRows();
}

void ResultsModel::setRuns(const QList<RunSummary> &runs)
{
    beginResetModel();
    m_rows.clear();
    m_isPart.clear();
    m_finished.clear();
    m_liveErrors.clear();
    m_hasLiveLatency.clear();
    for (const RunSummary &run : runs)
        appendFinished(run);
    endResetModel();
}

} // namespace cp
