#pragma once

#include "stats/median_comparison.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace cp {

class ResultsModel;
class RunMonitor;

// The Results dock: a row per run; selecting rows filters the charts, and two
// selected runs can be compared (difference of medians with its interval,
// computed off the GUI thread by the core's bootstrap) when the RunMonitor
// holds their samples.
class ResultsPanel : public QWidget
{
    Q_OBJECT
public:
    ResultsPanel(ResultsModel *model, const RunMonitor *monitor, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QList<int> selectedRuns() const;
    // Starts comparing the two selected runs; false when not exactly two are selected.
    bool compareSelected();
    QString comparisonText() const;

signals:
    void runsSelected(const QList<int> &runs);
    void comparisonReady(const cp::stats::MedianComparison &comparison);

private:
    void onSelectionChanged();
    void onComparisonDone();

    ResultsModel *m_model;
    const RunMonitor *m_monitor;
    QTableView *m_view;
    QPushButton *m_compare;
    QLabel *m_comparison;
    QFutureWatcher<stats::MedianComparison> m_watcher;
    QString m_labelA;
    QString m_labelB;
};

} // namespace cp

Q_DECLARE_METATYPE(cp::stats::MedianComparison)
