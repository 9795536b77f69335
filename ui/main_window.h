#pragma once

#include "config/experiment.h"
#include "message_bar.h"
#include "model/run_progress.h"

#include <QMainWindow>
#include <QStringList>

class QAction;
class QDockWidget;
class QSettings;
class QTabWidget;

namespace cp {

class ContainerListModel;
class ServiceListModel;
class ContainerMenu;
class DockerConnection;
class EndpointListModel;
class HelpMenu;
class LiveCharts;
class CapacityView;
class ColdStartView;
class ContainersPanel;
class PerfCostChart;
class RecentFiles;
class ResultsModel;
class ResultsPanel;
class ResultsTransfer;
class RunController;
class RunMonitor;
class RunSettingsWidget;
class RunStatusBar;
class TargetsPanel;
class Workspace;

// The ContainerPerf window (docs/specification.md#desktop-application): Targets and Run docks, live charts in
// the middle, the Results table and the Containers below, menus, status bar and a non-modal
// message bar for problems. It wires widgets to the RunController and keeps
// its own state (geometry, docks, recent files, Docker host) in QSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    static constexpr int StateVersion = 2;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The experiment the docks describe.
    Experiment experiment() const;
    void setExperiment(const Experiment &experiment);

    bool startExperiment();
    void stopExperiment();
    // `containerperf --demo`: selects the demo endpoint and keeps a closed-loop
    // run going, with a demo restart now and then, until the window closes.
    bool startDemo();
    int selectDemoEndpoint();

    bool saveExperiment(const QString &path, QString *error);
    bool openExperiment(const QString &path, QString *error);

    void showMessage(MessageBar::Level level, const QString &cause, const QString &fix = {});
    QStringList recentFiles() const;

    RunController *controller() const { return m_controller; }
    RunMonitor *monitor() const { return m_monitor; }
    Workspace *workspace() const { return m_workspace; }
    ContainerMenu *containerMenu() const { return m_containerMenu; }
    ResultsModel *resultsModel() const { return m_results; }
    EndpointListModel *endpointModel() const { return m_endpoints; }
    LiveCharts *charts() const { return m_charts; }
    MessageBar *messageBar() const { return m_messageBar; }
    RunSettingsWidget *runSettings() const { return m_runSettings; }
    TargetsPanel *targets() const { return m_targets; }
    ContainersPanel *containersPanel() const { return m_containersPanel; }
    ContainerListModel *containerModel() const { return m_containers; }
    DockerConnection *docker() const { return m_docker; }
    // File ▸ Export and File ▸ Import Results.
    ResultsTransfer *resultsTransfer() const { return m_transfer; }
    bool isDockerReachable() const { return m_dockerReachable; }
    ResultsPanel *resultsPanel() const { return m_resultsPanel; }
    PerfCostChart *perfCostChart() const { return m_perfCost; }
    ColdStartView *coldStartView() const { return m_coldStarts; }
    CapacityView *capacityView() const { return m_capacity; }
    HelpMenu *helpMenu() const { return m_helpMenu; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createDocks();
    // A dock for `content`; a form (`scrolled`) scrolls rather than being squeezed when the window is small.
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *content, Qt::DockWidgetArea area,
                         bool scrolled = false);
    void createMenus();
    void readSettings();
    void writeSettings();
    // The endpoints, bindings and run settings of the last session, as writeSettings kept them.
    void restoreExperiment(const QSettings &settings);
    // Asked when the window closes during a run; true to stop the run and quit.
    void resetLayout();
    void openRecent(const QString &path);
    void updateTitle();
    void onRunningChanged(bool running);
    void onProgress(const RunProgress &progress);
    void onFinished(const ExperimentOutcome &outcome);
    // A finished experiment's or an imported results directory's perf-cost curves and cold-start overheads.
    void showAnswers(const QList<PerfCostCurve> &curves, const QList<ColdStartOverhead> &coldStarts,
                     const QList<RunSummary> &runs);
    // The Workspace shows another experiment: its runs and answers.
    void onExperimentShown(int index);
    void onDockerState(bool reachable, const QString &text);
    void newExperiment();
    void openDialog();
    void saveDialog(bool askPath);

    EndpointListModel *m_endpoints;
    RunMonitor *m_monitor;
    Workspace *m_workspace;
    ResultsModel *m_results;
    LiveCharts *m_charts;
    MessageBar *m_messageBar;
    RunController *m_controller;
    ResultsTransfer *m_transfer;
    DockerConnection *m_docker;
    ContainerListModel *m_containers;
    ServiceListModel *m_services;
    // What the docks show.
    TargetsPanel *m_targets;
    RunSettingsWidget *m_runSettings;
    ResultsPanel *m_resultsPanel;
    ContainersPanel *m_containersPanel;
    ContainerMenu *m_containerMenu = nullptr;
    PerfCostChart *m_perfCost = nullptr;
    ColdStartView *m_coldStarts = nullptr;
    CapacityView *m_capacity = nullptr;
    HelpMenu *m_helpMenu = nullptr;
    QTabWidget *m_views = nullptr; // the live charts, the perf-cost curve, the cold starts
    QDockWidget *m_targetsDock = nullptr;
    QDockWidget *m_resultsDock = nullptr;
    QDockWidget *m_containersDock = nullptr;
    QList<QDockWidget *> m_docks; // all of the above, and the Run dock
    QByteArray m_defaultState;

    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_runAgainAction = nullptr;
    RecentFiles *m_recent = nullptr;
    RunStatusBar *m_status = nullptr;

    Experiment m_base; // fields the docks do not edit (Docker host, cold-start method, …)
    QString m_experimentPath;
    bool m_closeWhenStopped = false;
    bool m_dockerReachable = false;
};

} // namespace cp
