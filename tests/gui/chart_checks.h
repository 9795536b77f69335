#pragma once

// What keeps a chart readable from 1024 × 700 up, measured on the widgets rather than
// judged by eye: a plot area at least 150 px high and every axis title whole.
// tst_chart_layout and the walkthrough (docs/testing.md#walkthrough) check with it.
#include "chart_view_adapter.h"

#include <QChart>
#include <QChartView>
#include <QSet>
#include <QStringList>

namespace cp::test {

inline constexpr double MinPlotHeight = 150;

// Every chart shown in `root` that is not readable, in words (empty when all are); each
// chart measured is added to `checked`, so a caller can tell that charts were there at all.
inline QStringList unreadableCharts(const QWidget *root, QSet<const QChartView *> *checked = nullptr)
{
    QStringList problems;
    const auto views = root->findChildren<QChartView *>();
    for (const QChartView *view : views) {
        if (!view->isVisibleTo(root))
            continue;
        if (checked)
            checked->insert(view);
        const auto *adapter = qobject_cast<const ChartViewAdapter *>(view->parentWidget());
        const QRectF plot = adapter ? adapter->plotArea() : view->chart()->plotArea();
        // The live charts' rule, for charts drawn with Qt Charts directly (perf-cost curve, cold starts) too.
        const QStringList elided = ChartViewAdapter::elidedAxisTitles(view->chart());
        // The live charts by name (latencyChart, …), the others by the view that holds them.
        const QString name =
            adapter ? adapter->objectName() : QString::fromLatin1(view->parentWidget()->metaObject()->className());
        if (plot.height() < MinPlotHeight)
            problems << QStringLiteral("%1: plot area %2 px high").arg(name).arg(plot.height());
        if (!elided.isEmpty())
            problems << QStringLiteral("%1: axis titles elided: %2").arg(name, elided.join(QLatin1String(", ")));
    }
    return problems;
}

} // namespace cp::test
