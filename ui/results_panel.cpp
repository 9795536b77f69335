#include "results_panel.h"

#include "results_model.h"
#include "row_table_view.h"
#include "run_monitor.h"
#include "workspace.h"

#include "stats/summary.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace cp {

ResultsPanel::ResultsPanel(ResultsModel *model, const RunMonitor *monitor, Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_monitor(monitor)
    , m_workspace(workspace)
    , m_experiments(new QComboBox)
    , m_remove(new QToolButton)
    , m_view(new RowTableView(model, QAbstractItemView::ExtendedSelection))
    , m_compare(new QPushButton(tr("Compare selected")))
    , m_comparison(new QLabel)
{
    m_view->setObjectName(QStringLiteral("resultsTable"));
    m_view->setAlternatingRowColors(true);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_compare->setEnabled(false);
    m_compare->setToolTip(tr("Select two runs: difference of their median latencies with a 95 % bootstrap interval"));
    m_comparison->setObjectName(QStringLiteral("comparisonLabel"));
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_comparison->setWordWrap(true);

    m_experiments->setObjectName(QStringLiteral("experimentSelector"));
    m_experiments->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_experiments->setMinimumContentsLength(24);
    m_remove->setObjectName(QStringLiteral("removeExperiment"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the experiment shown from this list (its results folder stays on disk)"));
    auto *top = new QHBoxLayout;
    auto *experimentLabel = new QLabel(tr("&Experiment:"));
    experimentLabel->setBuddy(m_experiments);
    top->addWidget(experimentLabel);
    top->addWidget(m_experiments, 1);
    top->addWidget(m_remove);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_compare);
    bottom->addWidget(m_comparison, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ResultsPanel::onSelectionChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ResultsPanel::onSelectionChanged);
    connect(m_compare, &QPushButton::clicked, this, &ResultsPanel::compareSelected);
    connect(&m_watcher, &QFutureWatcher<stats::MedianComparison>::finished, this, &ResultsPanel::onComparisonDone);
    connect(m_workspace, &Workspace::listChanged, this, &ResultsPanel::showExperiments);
    connect(m_workspace, &Workspace::shownChanged, m_experiments, &QComboBox::setCurrentIndex);
    connect(m_experiments, &QComboBox::activated, m_workspace, &Workspace::show);
    connect(m_remove, &QToolButton::clicked, this, [this] { m_workspace->remove(m_workspace->current()); });
    showExperiments();
}

void ResultsPanel::showExperiments()
{
    const QSignalBlocker blocker(m_experiments);
    m_experiments->clear();
    for (int i = 0; i < m_workspace->count(); ++i) {
        const Workspace::Experiment &experiment = m_workspace->experiment(i);
        m_experiments->addItem(experiment.label);
        m_experiments->setItemData(i, QDir::toNativeSeparators(experiment.source), Qt::ToolTipRole);
    }
    m_experiments->setCurrentIndex(m_workspace->current());
    m_experiments->setPlaceholderText(tr("none yet: start a run or import results"));
    m_remove->setEnabled(m_workspace->count() > 0 && m_experiments->isEnabled());
}

void ResultsPanel::setRunning(bool running)
{
    m_experiments->setEnabled(!running);
    m_experiments->setToolTip(running ? tr("An experiment is running: the others can be shown when it ends")
                                      : QString());
    m_remove->setEnabled(!running && m_workspace->count() > 0);
}

QList<int> ResultsPanel::selectedRuns() const
{
    QList<int> runs;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        runs.append(row.data(ResultsModel::RunIndexRole).toInt());
    // A run and a row of one of its endpoints are one run.
    std::sort(runs.begin(), runs.end());
    runs.erase(std::unique(runs.begin(), runs.end()), runs.end());
    return runs;
}

void ResultsPanel::onSelectionChanged()
{
    const QList<int> runs = selectedRuns();
    m_compare->setEnabled(runs.size() == 2 && !m_watcher.isRunning());
    QStringList containers;
    for (const RunSummary &run : m_model->runs()) {
        if (runs.contains(run.info.index))
            containers << run.containers();
    }
    containers.removeDuplicates();
    emit runsSelected(runs, containers);
}

bool ResultsPanel::compareSelected()
{
    const QList<int> runs = selectedRuns();
    if (runs.size() != 2 || m_watcher.isRunning())
        return false;
    // Accepted latencies, µs; none for runs not measured in this session (imports).
    std::vector<double> a = m_monitor->samples().acceptedLatenciesUs(runs[0]);
    std::vector<double> b = m_monitor->samples().acceptedLatenciesUs(runs[1]);
    if (a.empty() || b.empty()) {
        m_comparison->setText(tr("The samples of these runs are not loaded: compare runs measured in this session."));
        return false;
    }
    m_labelA = tr("run %1").arg(runs[0] + 1);
    m_labelB = tr("run %1").arg(runs[1] + 1);
    m_comparison->setText(tr("Comparing…"));
    m_compare->setEnabled(false);
    m_watcher.setFuture(
        QtConcurrent::run([a = std::move(a), b = std::move(b)] { return stats::compareMedians(a, b); }));
    return true;
}

void ResultsPanel::onComparisonDone()
{
    const stats::MedianComparison c = m_watcher.result();
    const QLocale locale;
    auto ms = [&](double us) { return locale.toString(us / 1000.0, 'f', 3); };
    QString text = tr("Median %1: %2 ms (n = %3); %4: %5 ms (n = %6); difference %4 − %1: %7 ms")
                       .arg(m_labelA, ms(c.medianA))
                       .arg(c.nA)
                       .arg(m_labelB, ms(c.medianB))
                       .arg(c.nB)
                       .arg(ms(c.difference));
    if (c.ci95)
        text += tr(", 95 % interval %1 ms").arg(stats::intervalText(ms(c.ci95->lo), ms(c.ci95->hi)));
    else
        text += tr(", no interval (fewer than %1 samples in a run)").arg(stats::MinimumGroupSize);
    m_comparison->setText(text);
    m_compare->setEnabled(selectedRuns().size() == 2);
    emit comparisonReady(c);
}

QString ResultsPanel::comparisonText() const
{
    return m_comparison->text();
}

} // namespace cp
