#pragma once

#include "answer_view.h"

#include "model/perf_cost_curve.h"

#include <QList>

namespace cp {

// The perf-cost view (docs/experiment-format.md#the-perf-cost-curve): one curve
// of a finished experiment at a time (an endpoint and run type, chosen above
// it) as its sweep points, median latency against cost per million requests,
// each labelled with its limits, the Pareto-optimal ones joined by a line; a
// point's intervals and run in its tooltip.
class PerfCostChart : public AnswerListView<PerfCostCurve>
{
    Q_OBJECT
public:
    explicit PerfCostChart(QWidget *parent = nullptr);

private:
    QStringList choicesFor(const QList<PerfCostCurve> &curves) const override;
    void showChoice(int curve) override;
    void showPointTip(const PerfCostPoint &hit, bool entered);
};

} // namespace cp
