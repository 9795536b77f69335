#pragma once

#include "model/perf_cost_curve.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QChart;
class QScatterSeries;

namespace cp {

// A perf-cost curve drawn into a chart (docs/experiment-format.md#the-perf-cost-curve):
// each sweep point at its cost per million requests and median latency, with
// the median's 95 % interval as a bar, labelled with its limits; the
// Pareto-optimal points joined by a line. The GUI's perf-cost view and the
// report draw it the same way.
class PerfCostFigure
{
    Q_DECLARE_TR_FUNCTIONS(cp::PerfCostFigure)
public:
    // "fn, cold runs": which curve it is.
    static QString curveName(const PerfCostCurve &curve);

    // Empties `chart` and draws `curve`. Returns each point's series, in the
    // order of curve.points (for tooltips).
    static QList<QScatterSeries *> draw(QChart *chart, const PerfCostCurve &curve);
};

} // namespace cp
