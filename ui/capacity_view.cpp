#include "capacity_view.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QValueAxis>

#include <algorithm>
#include <memory>

namespace cp {

namespace {

QString limitText(CapacityLimit limit)
{
    switch (limit) {
    case CapacityLimit::Service:
        return CapacityView::tr("the service");
    case CapacityLimit::Generator:
        return CapacityView::tr("the load generator");
    case CapacityLimit::MaxRate:
        return CapacityView::tr("the highest rate searched");
    case CapacityLimit::Interrupted:
        return CapacityView::tr("stopped");
    }
    return {};
}

} // namespace

CapacityView::CapacityView(QWidget *parent)
    : AnswerListView(QStringLiteral("capacity"), tr("Endpoint"), QStringLiteral("capacityEndpointChoice"), parent)
    , m_table(addTable())
{
    setObjectName(QStringLiteral("capacityView"));
    setEmptyText(tr("No capacity yet. Choose the rate run type and give capacity targets in the Run dock (e.g. "
                    "p99_ms<50, error_rate<0.001): when the experiment ends, the highest rate that kept them "
                    "appears here for each sweep point, with the probes that show it."));
    m_table->horizontalHeader()->setStretchLastSection(true);
    setAnswers({});
}

QList<RunSummary> CapacityView::searches(const QList<RunSummary> &runs)
{
    QList<RunSummary> found;
    std::copy_if(runs.cbegin(), runs.cend(), std::back_inserter(found),
                 [](const RunSummary &run) { return run.capacity.has_value(); });
    return found;
}

QStringList CapacityView::choicesFor(const QList<RunSummary> &runs) const
{
    QStringList endpoints;
    for (const RunSummary &run : runs) {
        if (!endpoints.contains(run.info.endpointName))
            endpoints.append(run.info.endpointName);
    }
    return endpoints;
}

void CapacityView::showChoice(int endpoint)
{
    QList<RunSummary> shown;
    const QString name = choice()->itemText(endpoint);
    for (const RunSummary &run : answers()) {
        if (endpoint >= 0 && run.info.endpointName == name)
            shown.append(run);
    }
    auto chart = std::make_unique<QChart>();
    chart->setTitle(tr("Highest rate that kept the targets, per sweep point"));
    chart->legend()->hide();
    auto *bars = new QBarSet(tr("capacity"));
    QStringList points;
    double highest = 0;
    for (const RunSummary &run : shown) {
        *bars << run.capacity->capacityRps;
        highest = std::max(highest, run.capacity->capacityRps);
        points << limitsText(run.info.point.memoryMb, run.info.point.cpuLimit);
    }
    auto *series = new QBarSeries;
    series->append(bars);
    series->setLabelsVisible(true);
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    categories->append(points);
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    auto *rates = new QValueAxis;
    rates->setTitleText(tr("requests/s"));
    rates->setRange(0, highest > 0 ? highest * 1.15 : 1);
    rates->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(rates, Qt::AlignLeft);
    series->attachAxis(rates);
    showChart(std::move(chart));

    const QStringList headers{tr("Run"),        tr("Limits"), tr("Message length"),        tr("Capacity req/s"),
                              tr("Limited by"), tr("Probes"), tr("What the probes showed")};
    const QLocale locale;
    QList<QStringList> rows;
    for (const RunSummary &run : shown) {
        const CapacityResult &result = *run.capacity;
        rows.append({
            QString::number(run.info.index),
            limitsText(run.info.point.memoryMb, run.info.point.cpuLimit),
            QString::number(run.info.point.msgLength),
            locale.toString(result.capacityRps, 'g', 4),
            limitText(result.limitedBy),
            QString::number(result.probes.size()),
            result.text(),
        });
    }
    fillTable(m_table, headers, rows, {0, 3, 5});
    // The evidence is long: whole in its tooltip.
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, 6)->setToolTip(m_table->item(row, 6)->text());
}

} // namespace cp
