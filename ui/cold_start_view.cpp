#include "cold_start_view.h"

#include "report_figures.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLocale>
#include <QTableWidget>

#include <memory>

namespace cp {

namespace {

QString ms(double us)
{
    return QLocale().toString(us / 1000.0, 'f', 3);
}

QString withInterval(const QString &value, const std::optional<stats::Interval> &ci, double scale, int decimals)
{
    if (!ci)
        return value;
    return ColdStartView::tr("%1 (%2 to %3)")
        .arg(value, QLocale().toString(ci->lo / scale, 'f', decimals),
             QLocale().toString(ci->hi / scale, 'f', decimals));
}

} // namespace

ColdStartView::ColdStartView(QWidget *parent)
    : AnswerListView(QStringLiteral("coldStart"), tr("Endpoint"), QStringLiteral("coldStartEndpointChoice"), parent)
    , m_table(addTable())
{
    setObjectName(QStringLiteral("coldStartView"));
    setEmptyText(tr("No cold-start overhead yet. Run warm and cold perf-cost runs (Run ▸ Run types): when the "
                    "experiment ends, how much slower a cold start is than a warm request appears here, per "
                    "sweep point, with its interval."));
    setAnswers({});
}

QStringList ColdStartView::choicesFor(const QList<ColdStartOverhead> &overheads) const
{
    QStringList endpoints;
    for (const ColdStartOverhead &o : overheads) {
        if (!endpoints.contains(o.endpoint))
            endpoints.append(o.endpoint);
    }
    return endpoints;
}

void ColdStartView::showChoice(int endpoint)
{
    QList<ColdStartOverhead> shown;
    const QString name = choice()->itemText(endpoint);
    for (const ColdStartOverhead &o : answers()) {
        if (endpoint >= 0 && o.endpoint == name)
            shown.append(o);
    }
    std::unique_ptr<QChart> chart = ReportFigures::coldWarmRatio(shown);
    // The report's figure.
    showChart(chart ? std::move(chart) : std::make_unique<QChart>());

    const QStringList headers{
        tr("Memory"),           tr("CPUs"),           tr("Message length"),      tr("T_cold / T_warm (95 % CI)"),
        tr("Cold median ms"),   tr("Warm median ms"), tr("Cold / warm samples"), tr("Cold start median ms (95 % CI)"),
        tr("Cold start p95 ms")};
    const QLocale locale;
    QList<QStringList> rows;
    for (const ColdStartOverhead &o : shown) {
        const bool starts = o.coldStartUs.n > 0;
        rows.append({
            o.memoryMb > 0 ? tr("%1 MiB").arg(o.memoryMb) : tr("not swept"),
            o.cpuLimit > 0 ? locale.toString(o.cpuLimit, 'g', 3) : tr("not swept"),
            QString::number(o.msgLength),
            withInterval(locale.toString(o.ratio, 'f', 2), o.ratioCi95, 1.0, 2),
            ms(o.cold.medianUs),
            ms(o.warm.medianUs),
            tr("%1 / %2").arg(o.cold.count).arg(o.warm.count),
            starts ? withInterval(ms(o.coldStartUs.median), o.coldStartUs.ci95_median, 1000.0, 3) : tr("–"),
            starts ? ms(o.coldStartUs.p95) : tr("–"),
        });
    }
    fillTable(m_table, headers, rows, {3, 4, 5, 6, 7, 8});
}

} // namespace cp
