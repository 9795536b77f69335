#pragma once

#include "stats/median_comparison.h"

#include <QFutureWatcher>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace cp {

class ResultsModel;
class RunMonitor;
class Workspace;

// The Results dock: the experiment shown, chosen among the Workspace's (or
// removed), and a row per run of it; selecting rows filters the charts, and two
// selected runs can be compared (difference of medians with its interval,
// computed off the GUI thread by the core's bootstrap) when the RunMonitor
// holds their samples.
class ResultsPanel : public QWidget
{
    Q_OBJECT
public:
    ResultsPanel(ResultsModel *model, const RunMonitor *monitor, Workspace *workspace, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QList<int> selectedRuns() const;
    // Starts comparing the two selected runs; false when not exactly two are selected.
    bool compareSelected();
    QString comparisonText() const;
    // While an experiment runs it stays shown: the others can be chosen when it ends.
    void setRunning(bool running);

signals:
    // The selected runs and the containers that served them (RunSummary::containers()).
    void runsSelected(const QList<int> &runs, const QStringList &containers);
    void comparisonReady(const cp::stats::MedianComparison &comparison);

private:
    void onSelectionChanged();
    void onComparisonDone();
    void showExperiments();

    ResultsModel *m_model;
    const RunMonitor *m_monitor;
    Workspace *m_workspace;
    QComboBox *m_experiments;
    QToolButton *m_remove;
    QTableView *m_view;
    QPushButton *m_compare;
    QLabel *m_comparison;
    QFutureWatcher<stats::MedianComparison> m_watcher;
    QString m_labelA;
    QString m_labelB;
};

} // namespace cp

Q_DECLARE_METATYPE(cp::stats::MedianComparison)
