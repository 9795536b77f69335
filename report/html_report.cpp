#include "html_report.h"

#include "perf_cost_figure.h"
#include "report_figures.h"

#include "analysis/results_report.h"
#include "model/translation.h"
#include "stats/summary.h"
#include "store/atomic_file.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QImage>
#include <QLocale>

#include <cmath>

namespace cp {

namespace {

const QSize FigureSize(960, 440);

// Plain, print-friendly: a paper's figures and tables, nothing fetched.
constexpr auto Style = R"(
body { font-family: sans-serif; margin: 2em auto; max-width: 1000px; color: #222; line-height: 1.4; }
h1 { border-bottom: 2px solid #0072b2; padding-bottom: .2em; }
h2 { margin-top: 2.5em; border-bottom: 1px solid #ccc; }
h3 { margin-top: 2em; }
table { border-collapse: collapse; margin: .8em 0; font-size: 90%; }
th, td { border: 1px solid #ccc; padding: .25em .5em; text-align: right; vertical-align: top; }
th { background: #f2f2f2; }
td.text, th.text { text-align: left; }
figure { margin: 1em 0; }
figure img { width: 100%; max-width: 960px; height: auto; border: 1px solid #eee; }
figcaption, .note { color: #555; font-size: 90%; }
)";

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString number(double value, int decimals = 3)
{
    return std::isfinite(value) ? QLocale().toString(value, 'f', decimals) : QStringLiteral("–");
}

QString ms(double us)
{
    return number(us / 1000.0);
}

QString interval(const std::optional<stats::Interval> &i, double scale = 1000.0)
{
    return i ? QLatin1Char(' ') + stats::intervalText(number(i->lo / scale), number(i->hi / scale)) : QString();
}

QString figure(const QImage &image, const QString &caption)
{
    if (image.isNull())
        return {};
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral(
               "<figure><img alt=\"%1\" src=\"data:image/png;base64,%2\"><figcaption>%1</figcaption></figure>\n")
        .arg(esc(caption), QString::fromLatin1(png.toBase64()));
}

QImage rendered(const std::unique_ptr<QChart> &chart)
{
    return chart ? ReportFigures::render(chart.get(), FigureSize) : QImage();
}

QString row(const QStringList &cells, const QString &tag = QStringLiteral("td"))
{
    QString html = QStringLiteral("<tr>");
    for (qsizetype i = 0; i < cells.size(); ++i)
        html += QStringLiteral("<%1%2>%3</%1>")
                    .arg(tag, i == 0 ? QStringLiteral(" class=\"text\"") : QString(), cells.at(i));
    return html + QStringLiteral("</tr>\n");
}

QString keyValueTable(const QList<QPair<QString, QString>> &rows)
{
    QString html = QStringLiteral("<table>\n");
    for (const auto &[key, value] : rows)
        html +=
            QStringLiteral("<tr><th class=\"text\">%1</th><td class=\"text\">%2</td></tr>\n").arg(esc(key), esc(value));
    return html + QStringLiteral("</table>\n");
}

QString statisticsTable(const EndpointReport &e, bool priced)
{
    QStringList header{tr("run"),
                       tr("requests"),
                       tr("accepted"),
                       tr("failed"),
                       tr("req/s"),
                       tr("median ms [95 % CI]"),
                       tr("p95 ms"),
                       tr("p99 ms"),
                       tr("mean ms [95 % CI]"),
                       tr("cold starts: count, median ms"),
                       tr("CPU-s per 1 000 req"),
                       tr("memory peak MiB")};
    if (priced)
        header << tr("$ per 1M req [95 % CI]");
    QString html = QStringLiteral("<table>\n") + row(header, QStringLiteral("th"));
    for (const RunSummary &run : e.runs) {
        const stats::Summary &l = run.latencyUs;
        const qint64 failed = run.counts.requests - run.counts.errors[std::size_t(ErrorClass::Ok)];
        QStringList cells{esc(runLabel(run.info)),
                          QString::number(run.counts.requests),
                          QString::number(run.counts.accepted),
                          QString::number(failed),
                          number(run.throughputRps, 1),
                          ms(l.median) + interval(l.ci95_median),
                          ms(l.p95),
                          ms(l.p99),
                          ms(l.mean) + interval(l.ci95_t)};
        if (run.coldStartUs.isEmpty()) {
            cells << QStringLiteral("–");
        } else {
            std::vector<double> starts(run.coldStartUs.cbegin(), run.coldStartUs.cend());
            cells << QStringLiteral("%1, %2").arg(run.coldStartUs.size()).arg(ms(stats::summarize(starts).median));
        }
        cells << (run.cost ? number(run.cost->perThousandRequests(run.cost->total.cpuSeconds), 4)
                           : esc(run.costMissing));
        cells << (run.cost ? number(run.cost->total.memoryPeakMib, 1) : QStringLiteral("–"));
        if (priced) {
            const ModelBill *bill = run.billing ? run.billing->rankedBill() : nullptr;
            if (bill && bill->usdPerMillionRequests) {
                QString text = formatUsd(*bill->usdPerMillionRequests);
                if (bill->usdPerMillionCi95)
                    text += QLatin1Char(' ')
                        + stats::intervalText(formatUsd(bill->usdPerMillionCi95->first),
                                              formatUsd(bill->usdPerMillionCi95->second));
                cells << esc(text);
            } else {
                cells << esc(run.billingMissing.isEmpty() ? tr("no bill") : run.billingMissing);
            }
        }
        html += row(cells);
    }
    return html + QStringLiteral("</table>\n");
}

QString coldStartTable(const EndpointReport &e)
{
    QString html = QStringLiteral("<table>\n")
        + row({tr("sweep point"), tr("warm samples"), tr("cold samples"), tr("warm median ms"), tr("cold median ms"),
               tr("T_cold / T_warm [95 % CI]"), tr("cold start (restart → first answer) median ms [95 % CI]"),
               tr("p95 ms")},
              QStringLiteral("th"));
    for (const ColdStartOverhead &o : e.coldStarts) {
        QStringList point;
        if (o.memoryMb > 0)
            point << tr("%1 MiB").arg(o.memoryMb);
        if (o.cpuLimit > 0)
            point << tr("%1 CPUs").arg(QLocale().toString(o.cpuLimit, 'g', 3));
        html += row(
            {esc(point.isEmpty() ? tr("no limits swept") : point.join(QStringLiteral(", "))),
             QString::number(o.warm.count), QString::number(o.cold.count), ms(o.warm.medianUs), ms(o.cold.medianUs),
             number(o.ratio, 2) + interval(o.ratioCi95, 1.0),
             o.coldStartUs.n > 0 ? ms(o.coldStartUs.median) + interval(o.coldStartUs.ci95_median) : QStringLiteral("–"),
             o.coldStartUs.n > 0 ? ms(o.coldStartUs.p95) : QStringLiteral("–")});
    }
    return html + QStringLiteral("</table>\n<p class=\"note\">")
        + esc(tr("Intervals: seeded percentile bootstrap of the ratio of medians (%1 resamples).")
                  .arg(e.coldStarts.constFirst().resamples))
        + QStringLiteral("</p>\n");
}

QString curveTable(const PerfCostCurve &curve)
{
    QString html = QStringLiteral("<table>\n")
        + row({tr("limits"), tr("run"), tr("samples"), tr("median ms [95 % CI]"), tr("$ per 1M req [95 % CI]"),
               tr("Pareto-optimal")},
              QStringLiteral("th"));
    for (const PerfCostPoint &p : curve.points) {
        QString cost = formatUsd(p.usdPerMillionRequests);
        if (p.usdPerMillionCi95)
            cost += QLatin1Char(' ')
                + stats::intervalText(formatUsd(p.usdPerMillionCi95->first), formatUsd(p.usdPerMillionCi95->second));
        html += row({esc(limitsText(p.memoryMb, p.cpus)), QString::number(p.run), QString::number(p.samples),
                     ms(p.medianLatencyUs) + interval(p.medianLatencyCi95), esc(cost),
                     p.paretoOptimal ? tr("yes") : tr("no")});
    }
    return html + QStringLiteral("</table>\n");
}

QString endpointSection(const ResultsReport &report, const EndpointReport &e, const EndpointFigures &figures)
{
    QString html = QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("Endpoint %1").arg(e.endpoint)));
    if (!e.runs.isEmpty())
        html += QStringLiteral("<p>%1</p>\n").arg(esc(e.runs.constFirst().info.url.toString()));
    html += QStringLiteral("<h4>%1</h4>\n").arg(esc(tr("Statistics")));
    html += statisticsTable(e, report.pricing.has_value());
    html += QStringLiteral("<p class=\"note\">%1</p>\n")
                .arg(esc(tr("Latency of the accepted samples, from each request's intended start to its last byte. "
                            "Median interval: order statistics (distribution-free); mean interval: Student's t.")));
    html += figure(figures.times,
                   tr("%1: client time (request to last byte), provider time (the server side's time, as result.csv "
                      "has it) and exec time (what the server reported) of the accepted samples, per run.")
                       .arg(e.endpoint));
    html += figure(figures.latencyCdf, tr("%1: the runs' client-time distributions.").arg(e.endpoint));
    if (!e.coldStarts.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4>\n").arg(esc(tr("Cold-start overhead")));
        html += figure(figures.coldWarmRatio, tr("%1: T_cold / T_warm per sweep point.").arg(e.endpoint));
        html += coldStartTable(e);
    }
    for (qsizetype i = 0; i < e.curves.size(); ++i) {
        const PerfCostCurve &curve = e.curves.at(i);
        html +=
            QStringLiteral("<h4>%1</h4>\n").arg(esc(tr("Perf-cost curve: %1").arg(PerfCostFigure::curveName(curve))));
        html += figure(figures.curves.value(i),
                       tr("Median latency against the cost of a million requests per sweep point; "
                          "bars: the median's 95 % interval."));
        html += curveTable(curve);
    }
    html += QStringLiteral("<h4>%1</h4>\n").arg(esc(tr("Resources")));
    if (!figures.resources.isNull())
        html +=
            figure(figures.resources,
                   tr("%1: CPU and memory in use of the containers that served it, from stats.csv.").arg(e.endpoint));
    else
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(esc(report.timelinesMissing.isEmpty() ? tr("No stats of the containers that served it.")
                                                               : report.timelinesMissing));
    return html;
}

QString directorySection(const ResultsReport &report, const QList<EndpointFigures> &figures)
{
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(esc(QDir::toNativeSeparators(report.directory)));
    if (report.pricing) {
        const Pricing &p = *report.pricing;
        html += QStringLiteral("<p>%1</p>\n")
                    .arg(esc(tr("Billed as %1 (%2 model): %3 per vCPU-second, %4 per GiB-second, %5 per million "
                                "requests, rounded up to %6 ms, at least %7 ms.")
                                 .arg(p.preset.isEmpty() ? tr("custom prices") : p.preset, billingModelName(p.model),
                                      formatUsd(p.usdPerVcpuSecond), formatUsd(p.usdPerGibSecond),
                                      formatUsd(p.usdPerMillionRequests))
                                 .arg(qint64(p.granularity.count()))
                                 .arg(qint64(p.minimum.count()))));
    } else {
        html +=
            QStringLiteral("<p class=\"note\">%1</p>\n")
                .arg(esc(tr("No pricing: no bills and no perf-cost curve (containerperf-cli report --pricing PRESET "
                            "adds them).")));
    }
    if (report.endpoints.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(tr("summary.json holds no run.")));
    for (qsizetype i = 0; i < report.endpoints.size(); ++i)
        html += endpointSection(report, report.endpoints.at(i), figures.value(i));
    html += QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("Environment")));
    html += report.environment.isEmpty()
        ? QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(tr("No experiment.json: the environment is unknown.")))
        : keyValueTable(report.environment);
    if (!report.settings.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("Experiment")));
        html += keyValueTable(report.settings);
    }
    return html;
}

} // namespace

QList<QList<EndpointFigures>> HtmlReport::renderFigures(const QList<ResultsReport> &reports)
{
    QList<QList<EndpointFigures>> all;
    for (const ResultsReport &report : reports) {
        QList<EndpointFigures> &figures = all.emplace_back();
        for (const EndpointReport &e : report.endpoints) {
            EndpointFigures f;
            f.times = rendered(ReportFigures::times(e));
            f.latencyCdf = rendered(ReportFigures::latencyCdf(e));
            f.coldWarmRatio = rendered(ReportFigures::coldWarmRatio(e.coldStarts));
            f.resources = rendered(ReportFigures::resources(e, report.originNs));
            for (const PerfCostCurve &curve : e.curves) {
                QChart chart;
                chart.legend()->setAlignment(Qt::AlignBottom);
                PerfCostFigure::draw(&chart, curve);
                f.curves.append(ReportFigures::render(&chart, FigureSize));
            }
            figures.append(f);
        }
    }
    return all;
}

QByteArray HtmlReport::html(const QList<ResultsReport> &reports, const QList<QList<EndpointFigures>> &figures)
{
    const QString title = tr("ContainerPerf report");
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                                  "<title>%1</title>\n<style>%2</style>\n</head>\n<body>\n<h1>%1</h1>\n")
                       .arg(esc(title), QLatin1StringView(Style));
    html +=
        QStringLiteral("<p class=\"note\">%1</p>\n")
            .arg(esc(tr("Written by ContainerPerf %1 on %2 from %n results directories.", nullptr, int(reports.size()))
                         .arg(QCoreApplication::applicationVersion(),
                              QDateTime::currentDateTimeUtc().toString(Qt::ISODate))));
    for (qsizetype i = 0; i < reports.size(); ++i)
        html += directorySection(reports.at(i), figures.value(i));
    html += QStringLiteral("</body>\n</html>\n");
    return html.toUtf8();
}

bool HtmlReport::write(const QList<ResultsReport> &reports, const QString &path, QString *error)
{
    return write(html(reports, renderFigures(reports)), path, error);
}

bool HtmlReport::write(const QByteArray &html, const QString &path, QString *error)
{
    AtomicFile file(path);
    if (file.open()) {
        file.write(html);
        if (file.commit())
            return true;
    }
    *error = tr("%1: cannot write the report: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

} // namespace cp
