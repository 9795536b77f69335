#include "main_window.h"

#include "capacity_view.h"
#include "cold_start_view.h"
#include "container_list_model.h"
#include "container_menu.h"
#include "containers_panel.h"
#include "endpoint_editor.h"
#include "endpoint_list_model.h"
#include "help_menu.h"
#include "kept_experiment.h"
#include "live_charts.h"
#include "perf_cost_chart.h"
#include "recent_files.h"
#include "results_model.h"
#include "results_panel.h"
#include "results_transfer.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "run_settings_widget.h"
#include "run_status_bar.h"
#include "service_list_model.h"
#include "targets_panel.h"
#include "workspace.h"

#include "config/experiment_json.h"
#include "demo/demo_server.h"
#include "docker/docker_connection.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenuBar>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace cp {

namespace {

const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString DockerHostKey = QStringLiteral("docker/host");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_endpoints(new EndpointListModel(this))
    , m_monitor(new RunMonitor(this))
    , m_workspace(new Workspace(m_monitor, this))
    , m_results(new ResultsModel(m_monitor, this))
    , m_charts(new LiveCharts(m_monitor))
    , m_messageBar(new MessageBar)
    , m_controller(new RunController(m_results, m_monitor, m_workspace, this))
    , m_transfer(new ResultsTransfer(m_controller, m_results, m_monitor, m_workspace, m_charts, this))
    , m_docker(new DockerConnection(this))
    , m_containers(new ContainerListModel(this))
    , m_services(new ServiceListModel(this))
    , m_targets(new TargetsPanel(m_endpoints))
    , m_runSettings(new RunSettingsWidget)
    , m_resultsPanel(new ResultsPanel(m_results, m_monitor, m_workspace))
    , m_containersPanel(new ContainersPanel(m_containers, m_services))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/containerperf.svg")));
    setDockNestingEnabled(true);
    m_controller->setResultsRoot(
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("results")));

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_messageBar);
    m_perfCost = new PerfCostChart;
    m_coldStarts = new ColdStartView;
    m_capacity = new CapacityView;
    m_views = new QTabWidget;
    m_views->setObjectName(QStringLiteral("views"));
    m_views->setDocumentMode(true);
    m_views->addTab(m_charts, tr("Measurements"));
    m_views->addTab(m_perfCost, tr("Perf-cost curve"));
    m_views->addTab(m_coldStarts, tr("Cold starts"));
    m_views->addTab(m_capacity, tr("Capacity"));
    layout->addWidget(m_views, 1);
    setCentralWidget(central);

    createDocks();
    createMenus();
    m_status = new RunStatusBar;
    setStatusBar(m_status);

    connect(m_controller, &RunController::runningChanged, this, &MainWindow::onRunningChanged);
    connect(m_controller, &RunController::progressed, this, &MainWindow::onProgress);
    connect(m_controller, &RunController::finished, this, &MainWindow::onFinished);
    connect(m_controller, &RunController::message, this, &MainWindow::showMessage);
    connect(m_transfer, &ResultsTransfer::message, this, &MainWindow::showMessage);
    // An empty text clears the status bar.
    connect(m_transfer, &ResultsTransfer::status, statusBar(), &QStatusBar::showMessage);
    connect(m_transfer, &ResultsTransfer::imported, m_recent, &RecentFiles::add);
    connect(m_transfer, &ResultsTransfer::imported, this, [this] {
        onExperimentShown(m_workspace->current());
        m_resultsDock->raise();
    });
    connect(m_workspace, &Workspace::shownChanged, this, &MainWindow::onExperimentShown);
    connect(m_transfer, &ResultsTransfer::runAgainRequested, this, [this](const Experiment &again, bool start) {
        setExperiment(again);
        m_experimentPath.clear(); // Save never writes into a results folder
        updateTitle();
        if (start)
            startExperiment();
    });

    connect(m_docker, &DockerConnection::stateChanged, this, &MainWindow::onDockerState);
    connect(m_docker, &DockerConnection::containersListed, m_containers, &ContainerListModel::setContainers);
    connect(m_docker, &DockerConnection::swarmListed, m_services, &ServiceListModel::setListing);
    connect(m_docker, &DockerConnection::statsReceived, m_containers, &ContainerListModel::updateStats);
    // The run's bound containers are streamed by the run alone (DockerConnection::setExcluded): their rows
    // follow the records it keeps.
    connect(m_controller, &RunController::statsArrived, m_containers, &ContainerListModel::updateStats);
    connect(m_targets, &TargetsPanel::dockerHostChanged, m_docker, &DockerConnection::connectTo);
    m_containerMenu = new ContainerMenu(m_containersPanel->view(), m_containers, m_docker, this);
    connect(m_containerMenu, &ContainerMenu::message, this, &MainWindow::showMessage);
    connect(m_containerMenu, &ContainerMenu::status, statusBar(), &QStatusBar::showMessage);

    resize(screen()->availableSize().boundedTo(QSize(1500, 950)));
    resizeDocks({m_targetsDock}, {380}, Qt::Horizontal);
    resizeDocks({m_resultsDock}, {170}, Qt::Vertical);
    m_defaultState = saveState(StateVersion);
    readSettings();
    updateTitle();
    onDockerState(false, tr("Docker: not connected"));
    m_docker->connectTo(m_targets->dockerHost());
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    m_targets->setContainerModel(m_containers);
    m_targetsDock = addDock(tr("Targets"), QStringLiteral("targetsDock"), m_targets, Qt::LeftDockWidgetArea, true);
    connect(m_targets, &TargetsPanel::demoRequested, this, &MainWindow::selectDemoEndpoint);

    QDockWidget *runDock = addDock(tr("Run"), QStringLiteral("runDock"), m_runSettings, Qt::LeftDockWidgetArea, true);
    tabifyDockWidget(m_targetsDock, runDock);
    m_targetsDock->raise();
    connect(m_runSettings, &RunSettingsWidget::startRequested, this, &MainWindow::startExperiment);
    connect(m_runSettings, &RunSettingsWidget::stopRequested, this, &MainWindow::stopExperiment);

    m_resultsDock = addDock(tr("Results"), QStringLiteral("resultsDock"), m_resultsPanel, Qt::BottomDockWidgetArea);
    // The containers get the window's whole width, which their docker-stats columns need.
    m_containersDock =
        addDock(tr("Containers"), QStringLiteral("containersDock"), m_containersPanel, Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_resultsDock, m_containersDock);
    m_containersDock->raise(); // until there are results
    connect(m_containersPanel, &ContainersPanel::newEndpointRequested, m_targets,
            &TargetsPanel::addEndpointForContainer);
    connect(m_containersPanel, &ContainersPanel::bindRequested, m_targets, &TargetsPanel::bindContainer);
    connect(m_containersPanel, &ContainersPanel::bindServiceRequested, m_targets, &TargetsPanel::bindService);
    connect(m_resultsPanel, &ResultsPanel::runsSelected, m_charts, &LiveCharts::setRunFilter);
    connect(m_resultsPanel, &ResultsPanel::runsSelected, m_transfer, &ResultsTransfer::setSelectedRuns);
}

QDockWidget *MainWindow::addDock(const QString &title, const QString &name, QWidget *content, Qt::DockWidgetArea area,
                                 bool scrolled)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    auto *scroll = scrolled ? new QScrollArea : nullptr;
    if (scroll) {
        scroll->setWidgetResizable(true);
        scroll->setWidget(content);
    }
    dock->setWidget(scroll ? scroll : content);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), QKeySequence::New, this,
                    &MainWindow::newExperiment);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), QKeySequence::Open, this,
                    &MainWindow::openDialog);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), QKeySequence::Save, this,
                    [this] { saveDialog(false); });
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As…"), QKeySequence::SaveAs, this,
                    [this] { saveDialog(true); });
    m_recent = new RecentFiles(file->addMenu(tr("&Recent")), this);
    connect(m_recent, &RecentFiles::chosen, this, &MainWindow::openRecent);
    file->addSeparator();
    file->addAction(tr("&Import Results…"), m_transfer, &ResultsTransfer::importDialog);
    m_transfer->addExportActions(file->addMenu(tr("&Export")));
    file->addAction(tr("Results F&older…"), m_transfer, &ResultsTransfer::chooseResultsRoot);
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"),
                                    QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    m_startAction = run->addAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Start"),
                                   QKeySequence(Qt::Key_F5), this, &MainWindow::startExperiment);
    m_stopAction = run->addAction(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("S&top"),
                                  QKeySequence(Qt::SHIFT | Qt::Key_F5), this, &MainWindow::stopExperiment);
    m_stopAction->setEnabled(false);
    m_runAgainAction = run->addAction(tr("Run &Again"), m_transfer, &ResultsTransfer::runAgain);
    m_runAgainAction->setToolTip(tr("Run the experiment shown in the Results dock again, with its settings"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : std::as_const(m_docks))
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QAction *follow = view->addAction(tr("&Follow Live"));
    follow->setCheckable(true);
    follow->setChecked(true);
    connect(follow, &QAction::toggled, m_charts, &LiveCharts::setFollowLive);
    connect(m_charts, &LiveCharts::followLiveChanged, follow, &QAction::setChecked);
    view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);

    m_helpMenu = new HelpMenu(this);
}

void MainWindow::onDockerState(bool reachable, const QString &text)
{
    m_dockerReachable = reachable;
    m_status->showDockerState(reachable, text);
    m_targets->setDockerState(text);
    if (!reachable)
        m_containers->setContainers({});
    if (!reachable && m_endpoints->rowCount() == 0)
        selectDemoEndpoint();
}

void MainWindow::showMessage(MessageBar::Level level, const QString &cause, const QString &fix)
{
    m_messageBar->showMessage(level, cause, fix);
}

Experiment MainWindow::experiment() const
{
    Experiment e = m_base;
    e.endpoints = m_endpoints->endpoints();
    m_runSettings->apply(e);
    e.dockerHost = m_targets->dockerHost();
    return e;
}

void MainWindow::setExperiment(const Experiment &e)
{
    m_base = e;
    QUrl demoUrl;
    if (m_controller->demoServer() && m_controller->demoServer()->isRunning()) {
        QString error;
        demoUrl = m_controller->ensureDemoServer(&error);
    }
    m_endpoints->setEndpoints(e.endpoints, demoUrl);
    m_runSettings->load(e);
    m_targets->setDockerHost(e.dockerHost);
    if (!e.endpoints.isEmpty())
        m_targets->selectEndpoint(0);
}

int MainWindow::selectDemoEndpoint()
{
    QString error;
    const QUrl url = m_controller->ensureDemoServer(&error);
    if (url.isEmpty()) {
        showMessage(MessageBar::Level::Error, tr("The built-in demo service could not start: %1").arg(error),
                    tr("close other programs that hold local ports, or add an endpoint of your own"));
        return -1;
    }
    const int row = m_endpoints->setDemoEndpoint(url);
    m_targets->selectEndpoint(row);
    return row;
}

bool MainWindow::startExperiment()
{
    if (m_controller->isRunning())
        return false;
    Experiment e = experiment();
    if (e.endpoints.isEmpty() && selectDemoEndpoint() >= 0)
        e = experiment();
    if (m_endpoints->demoRow() >= 0) {
        // The demo server picks a free port each time it starts: point at the current one.
        QString error;
        const QUrl url = m_controller->ensureDemoServer(&error);
        if (!url.isEmpty()) {
            m_endpoints->setDemoEndpoint(url);
            e.endpoints[m_endpoints->demoRow()].request.url = url;
        }
    }
    const QStringList problems = m_runSettings->problems() + m_targets->editor()->headerProblems()
        + m_targets->editor()->checkProblems() + m_targets->editor()->dataProblems() + e.validate();
    if (!problems.isEmpty()) {
        showMessage(MessageBar::Level::Error,
                    tr("The experiment cannot start: %1.").arg(problems.join(QStringLiteral("; "))),
                    tr("correct these settings in the Targets and Run docks, then start again"));
        return false;
    }
    if (e.needsDocker() && !m_dockerReachable)
        showMessage(MessageBar::Level::Warning,
                    tr("This experiment binds containers or sets limits, but Docker is not connected."),
                    tr("start the Docker daemon or set the Docker host in the Targets dock"));
    QString error;
    if (!m_controller->start(e, &error)) {
        showMessage(MessageBar::Level::Error, tr("The experiment did not start: %1").arg(error),
                    tr("check the settings and that the results folder is writable"));
        return false;
    }
    m_messageBar->hide();
    return true;
}

void MainWindow::stopExperiment()
{
    if (!m_controller->isRunning())
        return;
    m_controller->stop();
    m_runSettings->showStopping();
}

bool MainWindow::startDemo()
{
    const int row = selectDemoEndpoint();
    if (row < 0)
        return false;
    Experiment e = experiment();
    e.endpoints = {m_endpoints->endpoint(row)};
    e.runTypes = {RunType::Continuous};
    e.concurrency = 2;
    e.requests = 0;
    e.duration = std::chrono::hours(1);
    e.warmup = {};
    e.memorySizesMb.clear();
    e.cpuLimits.clear();
    e.messageLengths.clear();
    m_runSettings->load(e);
    m_controller->setDemoMode(true);
    return startExperiment();
}

void MainWindow::onRunningChanged(bool running)
{
    m_runSettings->setRunning(running);
    m_resultsPanel->setRunning(running);
    m_startAction->setEnabled(!running);
    m_stopAction->setEnabled(running);
    m_runAgainAction->setEnabled(!running);
    // One stats stream per container: the run's, which stats.csv and the charts get, while it runs.
    m_docker->setExcluded(running ? m_controller->boundContainers() : QStringList());
    if (!running && m_closeWhenStopped)
        close();
}

void MainWindow::onProgress(const RunProgress &p)
{
    m_status->showProgress(m_controller->samplesReceived(), p);
    if (m_controller->isRunning() && !m_controller->isStopping())
        m_runSettings->showProgress(p);
}

void MainWindow::onFinished(const ExperimentOutcome &outcome)
{
    onProgress(RunProgress{});
    m_runSettings->showOutcome(outcome);
    m_resultsDock->raise();
    showAnswers(outcome.perfCostCurves, outcome.coldStarts, outcome.runs);
    if ((outcome.status == ExperimentStatus::Stopped || outcome.status == ExperimentStatus::Aborted)
        && !m_closeWhenStopped)
        statusBar()->showMessage(
            tr("Stopped; results so far are in %1").arg(QDir::toNativeSeparators(outcome.outputDirectory)), 10000);
    else if (outcome.status == ExperimentStatus::Finished)
        statusBar()->showMessage(
            tr("Finished; results are in %1").arg(QDir::toNativeSeparators(outcome.outputDirectory)), 10000);
}

void MainWindow::showAnswers(const QList<PerfCostCurve> &curves, const QList<ColdStartOverhead> &coldStarts,
                             const QList<RunSummary> &runs)
{
    m_perfCost->setAnswers(curves);
    m_coldStarts->setAnswers(coldStarts);
    m_capacity->setAnswers(CapacityView::searches(runs));
    // The answer the experiment was run for, shown as soon as it is known.
    if (!m_capacity->answers().isEmpty())
        m_views->setCurrentWidget(m_capacity);
    else if (!curves.isEmpty())
        m_views->setCurrentWidget(m_perfCost);
    else if (!coldStarts.isEmpty())
        m_views->setCurrentWidget(m_coldStarts);
}

void MainWindow::onExperimentShown(int index)
{
    const Workspace::Experiment none{};
    const Workspace::Experiment &shown = index < 0 ? none : m_workspace->experiment(index);
    // Not raised here: a Start shows its experiment at once, and the Containers dock stays in
    // front until it ends (onFinished); a choice is made in the Results dock, already in front.
    m_results->setRuns(shown.runs);
    showAnswers(shown.curves, shown.coldStarts, shown.runs);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_controller->isRunning() && !m_closeWhenStopped) {
        if (!m_controller->confirmStopToQuit(this)) {
            event->ignore();
            return;
        }
    }
    if (m_controller->isRunning()) {
        // Stop first and close once the results are written: closing never loses a measurement.
        m_closeWhenStopped = true;
        m_controller->setDemoMode(false);
        stopExperiment();
        statusBar()->showMessage(tr("Stopping and writing the results…"));
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

void MainWindow::readSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(GeometryKey).toByteArray());
    restoreState(settings.value(StateKey).toByteArray(), StateVersion);
    m_recent->read(settings);
    restoreExperiment(settings);
    m_targets->setDockerHost(settings.value(DockerHostKey).toString());
    m_transfer->restoreResultsRoot();
}

void MainWindow::restoreExperiment(const QSettings &settings)
{
    QString error;
    std::optional<KeptExperiment> kept = readKeptExperiment(settings, &error);
    if (!kept) {
        if (!error.isEmpty())
            showMessage(MessageBar::Level::Warning,
                        tr("The last session's endpoints and run settings could not be restored: %1.").arg(error),
                        tr("set them up again, or open a saved experiment with File ▸ Open"));
        return;
    }
    // The built-in demo service listens on a new port each time it starts.
    if (kept->demoRow >= 0) {
        const QUrl url = m_controller->ensureDemoServer(&error);
        if (!url.isEmpty())
            kept->experiment.endpoints[kept->demoRow].request.url = url;
    }
    setExperiment(kept->experiment);
    m_experimentPath = kept->path;
    if (!kept->secretsNotKept.isEmpty())
        showMessage(MessageBar::Level::Information,
                    tr("The last session's endpoints are back, but secrets are never stored, so these read *** "
                       "now: %1.")
                        .arg(kept->secretsNotKept.join(QStringLiteral(", "))),
                    tr("enter them again in the Targets dock before you start"));
}

void MainWindow::writeSettings()
{
    // QSettings writes its file to a temporary name and renames it: a crash never leaves half a file.
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState(StateVersion));
    m_recent->write(settings);
    settings.setValue(DockerHostKey, m_targets->dockerHost());
    keepExperiment(settings, {experiment(), m_experimentPath, m_endpoints->demoRow(), {}});
    settings.sync();
    if (settings.status() != QSettings::NoError)
        showMessage(MessageBar::Level::Warning, tr("The settings could not be saved to %1.").arg(settings.fileName()),
                    tr("make that folder writable"));
}

void MainWindow::resetLayout()
{
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->setFloating(false);
    restoreState(m_defaultState, StateVersion);
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->show();
    m_targetsDock->raise();
    m_containersDock->raise();
}

QStringList MainWindow::recentFiles() const
{
    return m_recent->files();
}

void MainWindow::openRecent(const QString &path)
{
    QString error;
    const bool experimentFile = QFileInfo(path).isFile() && path.endsWith(QLatin1String(".json"));
    if (!experimentFile) {
        if (!m_transfer->importResults(path, &error))
            showMessage(MessageBar::Level::Error, tr("Import failed: %1").arg(error),
                        tr("stop the run, then import again"));
        return;
    }
    if (!openExperiment(path, &error))
        showMessage(MessageBar::Level::Error, error,
                    tr("the file may have moved; choose it again with Open or Import"));
}

void MainWindow::updateTitle()
{
    const QString name =
        m_experimentPath.isEmpty() ? tr("Untitled experiment") : QFileInfo(m_experimentPath).fileName();
    setWindowTitle(tr("%1 — ContainerPerf").arg(name));
}

void MainWindow::newExperiment()
{
    if (m_controller->isRunning())
        return;
    m_experimentPath.clear();
    setExperiment(Experiment{});
    if (!m_dockerReachable)
        selectDemoEndpoint();
    updateTitle();
}

bool MainWindow::saveExperiment(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(experimentToJson(experiment())).toJson(QJsonDocument::Indented)) < 0
        || !file.commit()) {
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    m_experimentPath = path;
    m_recent->add(path);
    updateTitle();
    return true;
}

bool MainWindow::openExperiment(const QString &path, QString *error)
{
    if (m_controller->isRunning()) {
        *error = tr("stop the running experiment before opening another");
        return false;
    }
    QStringList errors;
    const auto loaded = experimentFromFile(path, &errors);
    if (!loaded) {
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), errors.join(QStringLiteral("; ")));
        return false;
    }
    setExperiment(*loaded);
    m_experimentPath = path;
    m_recent->add(path);
    updateTitle();
    return true;
}

void MainWindow::openDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Experiment"), m_experimentPath, tr("Experiment files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openExperiment(path, &error))
        showMessage(MessageBar::Level::Error, tr("The experiment could not be opened: %1").arg(error),
                    tr("fix the named keys in the file, or save the current experiment to get a valid example"));
}

void MainWindow::saveDialog(bool askPath)
{
    QString path = m_experimentPath;
    if (askPath || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save Experiment"), path, tr("Experiment files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveExperiment(path, &error))
        showMessage(MessageBar::Level::Error, error, tr("choose another folder"));
}

} // namespace cp
