#include "results_transfer.h"

#include "live_charts.h"
#include "report_exporter.h"
#include "results_importer.h"
#include "results_model.h"
#include "run_controller.h"
#include "run_monitor.h"
#include "run_selection.h"
#include "workspace.h"

#include "config/experiment_json.h"

#include <QDesktopServices>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QSvgGenerator>
#include <QUrl>

namespace cp {

namespace {

constexpr auto FolderKey = "transfer/folder";
constexpr auto ResultsRootKey = "results/root";

// Copies `from` to `to`; with `cut`, only what of it belongs to the selected runs.
bool copyFile(const QString &from, const QString &to, QString *error, const RunSelection &cut = {})
{
    if (!QFileInfo::exists(from)) {
        *error = ResultsTransfer::tr("%1 does not exist").arg(QDir::toNativeSeparators(from));
        return false;
    }
    QFile source(from);
    QSaveFile target(to);
    if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly)) {
        *error = ResultsTransfer::tr("cannot copy %1 to %2: %3")
                     .arg(QDir::toNativeSeparators(from), QDir::toNativeSeparators(to),
                          source.isOpen() ? target.errorString() : source.errorString());
        return false;
    }
    QString why;
    if (!cut.write(QFileInfo(from).fileName(), &source, &target, &why)) {
        *error = ResultsTransfer::tr("cannot copy %1 to %2: %3")
                     .arg(QDir::toNativeSeparators(from), QDir::toNativeSeparators(to), why);
        return false;
    }
    if (!target.commit()) {
        *error = ResultsTransfer::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(to), target.errorString());
        return false;
    }
    return true;
}

// What an export dialog asks for: a file name and filter, or a folder (no filter).
struct ExportTarget
{
    QString title;
    QString fileName;
    QString filter;
};

ExportTarget exportTarget(ResultsTransfer::ExportFormat format)
{
    using Format = ResultsTransfer::ExportFormat;
    const QString csv = ResultsTransfer::tr("CSV files (*.csv)");
    switch (format) {
    case Format::Csv:
        return {ResultsTransfer::tr("Export Samples as CSV"), QStringLiteral("samples.csv"), csv};
    case Format::Json:
        return {ResultsTransfer::tr("Export Summary as JSON"), QStringLiteral("summary.json"),
                ResultsTransfer::tr("JSON files (*.json)")};
    case Format::Stats:
        return {ResultsTransfer::tr("Export Container Statistics as CSV"), QStringLiteral("stats.csv"), csv};
    case Format::Events:
        return {ResultsTransfer::tr("Export Container Events as CSV"), QStringLiteral("events.csv"), csv};
    case Format::SebsResult:
        return {ResultsTransfer::tr("Export the SeBS result.csv"), QStringLiteral("result.csv"), csv};
    case Format::RunJson:
        return {ResultsTransfer::tr("Export the Per-Run JSON Files to Folder"), {}, {}};
    case Format::Folder:
        return {ResultsTransfer::tr("Copy the Results Folder into"), {}, {}};
    case Format::Seed:
        return {ResultsTransfer::tr("Export in the Seed Format to Folder"), {}, {}};
    case Format::ChartPng:
        return {ResultsTransfer::tr("Export Charts as PNG"), QStringLiteral("charts.png"),
                ResultsTransfer::tr("PNG images (*.png)")};
    case Format::ChartSvg:
        return {ResultsTransfer::tr("Export Charts as SVG"), QStringLiteral("charts.svg"),
                ResultsTransfer::tr("SVG images (*.svg)")};
    case Format::Report:
        return {ResultsTransfer::tr("Export Report as HTML"), QStringLiteral("report.html"),
                ResultsTransfer::tr("HTML files (*.html)")};
    }
    return {};
}

// What experiment.json holds as "***" (docs/specification.md#secrets): header values and URL parts.
QStringList redactedSecrets(const Experiment &experiment)
{
    QStringList secrets;
    for (const Endpoint &endpoint : experiment.endpoints) {
        for (const auto &[name, value] : endpoint.request.headers) {
            if (value.contains("***"))
                secrets << ResultsTransfer::tr("header %1 of %2").arg(QString::fromLatin1(name), endpoint.name);
        }
        if (endpoint.request.url.toString().contains(QLatin1String("***")))
            secrets << ResultsTransfer::tr("the URL of %1").arg(endpoint.name);
    }
    return secrets;
}

// Why a results directory may lack one of its optional files, in words.
QString whyAbsent(const QString &fileName)
{
    if (fileName == QLatin1String("stats.csv"))
        return ResultsTransfer::tr("no container was bound to an endpoint, so none was monitored");
    if (fileName == QLatin1String("events.csv"))
        return ResultsTransfer::tr("no container was bound to an endpoint, so no events were recorded");
    return ResultsTransfer::tr("only perf-cost runs (warm, cold, burst, sequential) write it");
}

} // namespace

ResultsTransfer::ResultsTransfer(RunController *controller, ResultsModel *results, RunMonitor *monitor,
                                 Workspace *workspace, LiveCharts *charts, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_results(results)
    , m_monitor(monitor)
    , m_workspace(workspace)
    , m_charts(charts)
    , m_window(window)
    , m_importer(new ResultsImporter(this))
    , m_reportExporter(new ReportExporter(this))
{
    connect(m_reportExporter, &ReportExporter::written, this, [this](const QString &target) {
        emit status(tr("Report written to %1").arg(QDir::toNativeSeparators(target)), 8000);
    });
    connect(m_reportExporter, &ReportExporter::failed, this, [this](const QString &cause, const QString &fix) {
        emit status({}, 0);
        emit message(MessageBar::Level::Error, tr("Report failed: %1").arg(cause), fix);
    });
    connect(m_importer, &ResultsImporter::imported, this, &ResultsTransfer::showImported);
    connect(m_importer, &ResultsImporter::answered, this,
            [this](const QList<PerfCostCurve> &curves, const QList<ColdStartOverhead> &coldStarts) {
                m_importedCurves = curves;
                m_importedColdStarts = coldStarts;
            });
    connect(m_importer, &ResultsImporter::failed, this, [this](const QString &cause, const QString &fix) {
        emit status({}, 0);
        emit message(MessageBar::Level::Error, tr("Import failed: %1").arg(cause), fix);
        importNext();
    });
    connect(m_controller, &RunController::runningChanged, this, &ResultsTransfer::onRunningChanged);
    connect(m_workspace, &Workspace::dropped, this, [this](const QString &label, const QString &source) {
        emit status(tr("%1 left the Experiment list, which keeps %2; its results stay in %3")
                        .arg(label)
                        .arg(Workspace::MaxExperiments)
                        .arg(QDir::toNativeSeparators(source)),
                    10000);
    });
}

void ResultsTransfer::onRunningChanged(bool running)
{
    // A run fills the Results table: an import still reading must not replace its rows.
    if (running && m_importer->isBusy()) {
        m_importer->cancel();
        emit status({}, 0);
    }
    if (running)
        m_importQueue.clear();
}

QString ResultsTransfer::shownDirectory() const
{
    const Workspace::Experiment *shown = m_workspace->shown();
    return shown && shown->isDirectory ? shown->source : QString();
}

bool ResultsTransfer::exportResults(ExportFormat format, const QString &target, QString *error)
{
    if (format == ExportFormat::Report) {
        if (m_controller->isRunning()) {
            *error = tr("the experiment is still running");
            return false;
        }
        if (shownDirectory().isEmpty()) {
            *error = m_workspace->shown() ? tr("the Results table shows an imported file, not a results directory")
                                          : tr("there are no results yet");
            return false;
        }
        if (!m_reportExporter->start(shownDirectory(), target)) {
            *error = tr("a report is still being written");
            return false;
        }
        rememberFolder(QFileInfo(target).absolutePath());
        emit status(tr("Writing the report of %1…").arg(QDir::toNativeSeparators(shownDirectory())), 0);
        return true;
    }
    bool done = false;
    if (format == ExportFormat::ChartPng) {
        done = m_charts->grab().save(target, "PNG");
        if (!done)
            *error = tr("cannot write %1").arg(QDir::toNativeSeparators(target));
    } else if (format == ExportFormat::ChartSvg) {
        done = exportSvg(target, error);
    } else if (m_controller->isRunning()) {
        *error = tr("the experiment is still running");
    } else if (m_workspace->shown() && !m_workspace->shown()->isDirectory) {
        // What the Results table shows is what is exported: an imported file is its own samples.
        if (format == ExportFormat::Csv)
            done = copyFile(m_workspace->shown()->source, target, error);
        else
            *error = tr("the Results table shows the imported file %1, which is not a results folder")
                         .arg(QDir::toNativeSeparators(m_workspace->shown()->source));
    } else if (shownDirectory().isEmpty()) {
        *error = tr("there are no results yet");
    } else {
        switch (format) {
        case ExportFormat::Csv:
        case ExportFormat::Json:
        case ExportFormat::Stats:
        case ExportFormat::Events:
        case ExportFormat::SebsResult:
            done = exportFile(exportTarget(format).fileName, target, error);
            break;
        case ExportFormat::RunJson:
            done = exportRunJson(target, error);
            break;
        case ExportFormat::Folder:
            done = exportFolder(target, error);
            break;
        case ExportFormat::Seed: {
            const QDir source(shownDirectory());
            const QString stats = source.filePath(QStringLiteral("docker_stats.json"));
            done = QDir().mkpath(target)
                && copyFile(source.filePath(QStringLiteral("client.json")),
                            QDir(target).filePath(QStringLiteral("client.json")), error)
                && (!QFileInfo::exists(stats)
                    || copyFile(stats, QDir(target).filePath(QStringLiteral("docker_stats.json")), error));
            if (!done && error->isEmpty())
                *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(target));
            break;
        }
        case ExportFormat::ChartPng:
        case ExportFormat::ChartSvg:
        case ExportFormat::Report:
            break;
        }
    }
    if (done)
        rememberFolder(exportTarget(format).filter.isEmpty() ? target : QFileInfo(target).absolutePath());
    return done;
}

bool ResultsTransfer::exportFile(const QString &fileName, const QString &target, QString *error) const
{
    const QString source = QDir(shownDirectory()).filePath(fileName);
    if (!QFileInfo::exists(source)) {
        *error = tr("the results in %1 have no %2: %3")
                     .arg(QDir::toNativeSeparators(shownDirectory()), fileName, whyAbsent(fileName));
        return false;
    }
    // Runs selected in the Results table: what belongs to them only.
    return copyFile(source, target, error, selection());
}

RunSelection ResultsTransfer::selection() const
{
    // Only a results directory's files are cut: an imported file is exported as it is.
    return m_selectedRuns.isEmpty() || shownDirectory().isEmpty()
        ? RunSelection()
        : RunSelection(m_workspace->shown()->runs, m_selectedRuns);
}

bool ResultsTransfer::exportRunJson(const QString &target, QString *error) const
{
    QStringList files = QDir(shownDirectory()).entryList({QStringLiteral("*_results*.json")}, QDir::Files, QDir::Name);
    const RunSelection selected = selection();
    if (!selected.isEmpty()) {
        const QStringList ofSelected = selected.runFiles();
        files.removeIf([&ofSelected](const QString &file) { return !ofSelected.contains(file); });
    }
    if (files.isEmpty()) {
        *error = (selected.isEmpty() ? tr("the results in %1 have no per-run JSON files: %2")
                                     : tr("the selected runs of %1 have no per-run JSON files: %2"))
                     .arg(QDir::toNativeSeparators(shownDirectory()), whyAbsent({}));
        return false;
    }
    if (!QDir().mkpath(target)) {
        *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(target));
        return false;
    }
    for (const QString &file : files) {
        if (!copyFile(QDir(shownDirectory()).filePath(file), QDir(target).filePath(file), error))
            return false;
    }
    return true;
}

bool ResultsTransfer::exportFolder(const QString &target, QString *error) const
{
    const QDir source(shownDirectory());
    // Copied under its own name, which says when it was measured; an existing folder is never merged into.
    const QString copy = QDir(target).filePath(source.dirName());
    if (QFileInfo::exists(copy)) {
        *error = tr("%1 already exists").arg(QDir::toNativeSeparators(copy));
        return false;
    }
    QDirIterator files(source.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        const QString to = QDir(copy).filePath(source.relativeFilePath(file));
        if (!QDir().mkpath(QFileInfo(to).absolutePath())) {
            *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(QFileInfo(to).absolutePath()));
            return false;
        }
        if (!copyFile(file, to, error))
            return false;
    }
    return true;
}

bool ResultsTransfer::exportSvg(const QString &target, QString *error) const
{
    QSvgGenerator svg;
    svg.setFileName(target);
    svg.setSize(m_charts->size());
    svg.setViewBox(m_charts->rect());
    svg.setTitle(tr("ContainerPerf charts"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        *error = tr("cannot write %1").arg(QDir::toNativeSeparators(target));
        return false;
    }
    m_charts->render(&painter);
    return painter.end();
}

QString ResultsTransfer::dialogFolder() const
{
    for (const QString &folder :
         {QSettings().value(QLatin1String(FolderKey)).toString(), m_controller->resultsRoot()}) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}

void ResultsTransfer::rememberFolder(const QString &path)
{
    QSettings().setValue(QLatin1String(FolderKey), QFileInfo(path).absoluteFilePath());
}

bool ResultsTransfer::openResultsFolder(QString *error)
{
    const QString directory = shownDirectory();
    if (directory.isEmpty()) {
        *error = m_workspace->shown() ? tr("the Results table shows the imported file %1, not a results folder")
                                            .arg(QDir::toNativeSeparators(m_workspace->shown()->source))
                                      : tr("there are no results yet");
        return false;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(directory))) {
        *error = tr("no file manager opened %1").arg(QDir::toNativeSeparators(directory));
        return false;
    }
    return true;
}

void ResultsTransfer::exportDialog(ExportFormat format)
{
    const ExportTarget ask = exportTarget(format);
    const QString path = ask.filter.isEmpty()
        ? QFileDialog::getExistingDirectory(m_window, ask.title, dialogFolder())
        : QFileDialog::getSaveFileName(m_window, ask.title, QDir(dialogFolder()).filePath(ask.fileName), ask.filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(format, path, &error))
        emit message(MessageBar::Level::Error, tr("Export failed: %1").arg(error),
                     tr("run an experiment or import a results directory first, or choose a writable destination"));
    else if (const int selected = selection().count();
             selected > 0 && (RunSelection::cuts(ask.fileName) || format == ExportFormat::RunJson))
        emit status(tr("Exported what belongs to the %n selected run(s) to %1", nullptr, selected)
                        .arg(QDir::toNativeSeparators(path)),
                    5000);
    else if (selected > 0 && (format == ExportFormat::Folder || format == ExportFormat::Seed))
        emit status(tr("Exported every run to %1: the selection applies to single files and charts")
                        .arg(QDir::toNativeSeparators(path)),
                    8000);
    else if (format != ExportFormat::Report) // its outcome comes later
        emit status(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void ResultsTransfer::runAgain()
{
    const QString directory = shownDirectory();
    if (directory.isEmpty()) {
        emit message(MessageBar::Level::Error,
                     tr("Nothing to run again: %1")
                         .arg(m_workspace->shown() ? tr("the Results table shows an imported file, without settings")
                                                   : tr("there are no results yet")),
                     tr("choose a run or an imported results folder in the Results dock's Experiment list"));
        return;
    }
    const QString path = QDir(directory).filePath(QStringLiteral("experiment.json"));
    QStringList errors;
    const std::optional<Experiment> experiment = experimentFromFile(path, &errors);
    if (!experiment) {
        emit message(MessageBar::Level::Error,
                     tr("The settings of these results cannot be read: %1: %2")
                         .arg(QDir::toNativeSeparators(path), errors.join(QStringLiteral("; "))),
                     tr("set the run up in the docks, or fix the named keys in that file"));
        return;
    }
    const QStringList secrets = redactedSecrets(*experiment);
    if (!secrets.isEmpty())
        emit message(MessageBar::Level::Information,
                     tr("The settings of these results are back in the docks, but not their secrets, which are "
                        "never written: %1.")
                         .arg(secrets.join(QStringLiteral(", "))),
                     tr("enter them in the Targets dock, then Start"));
    emit runAgainRequested(*experiment, secrets.isEmpty());
}

void ResultsTransfer::addExportActions(QMenu *menu)
{
    using Format = ExportFormat;
    const auto add = [this, menu](const QString &text, Format format) {
        menu->addAction(text, this, [this, format] { exportDialog(format); });
    };
    add(tr("&Samples (CSV)…"), Format::Csv);
    add(tr("Summary (&JSON)…"), Format::Json);
    add(tr("Container S&tatistics (stats.csv)…"), Format::Stats);
    add(tr("Container &Events (events.csv)…"), Format::Events);
    add(tr("SeBS &result.csv…"), Format::SebsResult);
    add(tr("Per-Run JSON &Files…"), Format::RunJson);
    add(tr("&Seed Format…"), Format::Seed);
    add(tr("Whole Results &Folder…"), Format::Folder);
    menu->addSeparator();
    add(tr("Charts as &PNG…"), Format::ChartPng);
    add(tr("Charts as S&VG…"), Format::ChartSvg);
    add(tr("&Report (HTML)…"), Format::Report);
    menu->addSeparator();
    menu->addAction(tr("&Open Results Folder"), this, [this] {
        QString error;
        if (!openResultsFolder(&error))
            emit message(MessageBar::Level::Error, tr("Cannot open the results folder: %1").arg(error),
                         tr("run an experiment or import a results directory first, or open %1 yourself")
                             .arg(QDir::toNativeSeparators(shownDirectory().isEmpty() ? m_controller->resultsRoot()
                                                                                      : shownDirectory())));
    });
}

bool ResultsTransfer::setResultsRoot(const QString &root, QString *error)
{
    if (!QDir().mkpath(root) || !QFileInfo(root).isWritable()) {
        *error = tr("%1 cannot be created or written to").arg(QDir::toNativeSeparators(root));
        return false;
    }
    m_controller->setResultsRoot(QFileInfo(root).absoluteFilePath());
    QSettings().setValue(QLatin1String(ResultsRootKey), m_controller->resultsRoot());
    return true;
}

void ResultsTransfer::restoreResultsRoot()
{
    const QString root = QSettings().value(QLatin1String(ResultsRootKey)).toString();
    QString error;
    if (!root.isEmpty() && !setResultsRoot(root, &error))
        emit message(MessageBar::Level::Warning,
                     tr("The results folder you chose, %1, is not usable now: runs write to %2.")
                         .arg(QDir::toNativeSeparators(root), QDir::toNativeSeparators(m_controller->resultsRoot())),
                     tr("choose another with File ▸ Results Folder…, or make that one writable"));
}

void ResultsTransfer::chooseResultsRoot()
{
    const QString root = QFileDialog::getExistingDirectory(m_window, tr("Folder for the Results of Each Run"),
                                                           m_controller->resultsRoot());
    if (root.isEmpty())
        return;
    QString error;
    if (!setResultsRoot(root, &error))
        emit message(MessageBar::Level::Error, tr("Results folder not changed: %1").arg(error),
                     tr("choose a folder you can write to"));
    else
        emit status(tr("Each run now writes its results under %1").arg(QDir::toNativeSeparators(root)), 5000);
}

bool ResultsTransfer::importResults(const QStringList &paths, QString *error)
{
    if (m_controller->isRunning()) {
        *error = tr("an experiment is running");
        return false;
    }
    for (const QString &path : paths) {
        // A folder of results directories (the results folder itself, say): each of them, oldest first.
        const QDir folder(path);
        const QStringList inside = QFileInfo(path).isDir() && !folder.exists(QStringLiteral("summary.json"))
            ? folder.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)
            : QStringList();
        QStringList directories;
        for (const QString &name : inside) {
            if (QFileInfo::exists(folder.filePath(name + QStringLiteral("/summary.json"))))
                directories << folder.filePath(name);
        }
        m_importQueue += directories.isEmpty() ? QStringList{path} : directories;
    }
    importNext();
    return true;
}

void ResultsTransfer::showImported(const QList<RunSummary> &runs, const QString &source, const QString &note)
{
    const bool directory = QFileInfo::exists(QDir(source).filePath(QStringLiteral("summary.json")));
    m_workspace->add(tr("Imported %1").arg(QFileInfo(source).fileName()), source, directory);
    // A results directory's runs come back with their charts, on the time axis they were measured on.
    const ImportedCharts charts = m_importer->takeCharts();
    m_monitor->clear(charts.isEmpty() ? std::nullopt : std::optional<std::int64_t>(charts.originNs()));
    for (const RunSummary &run : runs) {
        if (charts.isEmpty())
            break;
        m_monitor->addRun(run.info);
        if (const auto samples = charts.samples.find(run.info.index); samples != charts.samples.end())
            m_monitor->appendSamples(run.info.index, samples->second);
    }
    if (!charts.stats.isEmpty())
        m_monitor->appendStats(charts.stats);
    if (!charts.events.isEmpty())
        m_monitor->appendEvents(charts.events);
    m_results->setRuns(runs);
    m_workspace->setRuns(runs);
    m_workspace->setAnswers(m_importedCurves, m_importedColdStarts);
    emit imported(source);
    QString text = tr("Imported %n run(s) from %1.", nullptr, int(runs.size())).arg(QDir::toNativeSeparators(source));
    if (!note.isEmpty())
        text += QLatin1Char(' ') + note;
    emit status(text, 8000);
    importNext();
}

void ResultsTransfer::importDialog()
{
    QFileDialog dialog(m_window, tr("Import Results"), dialogFolder());
    dialog.setFileMode(QFileDialog::ExistingFiles);
    dialog.setNameFilters({tr("Results (summary.json result.csv samples.csv *.csv)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QStringList paths;
    for (QString path : dialog.selectedFiles()) {
        // A results directory is imported through its summary.json.
        if (QFileInfo(path).fileName() == QLatin1String("summary.json"))
            path = QFileInfo(path).absolutePath();
        paths << path;
    }
    // The folder the results are in (a results directory's parent): where the next one is likely to be.
    rememberFolder(QFileInfo(QFileInfo(paths.constFirst()).absoluteFilePath()).absolutePath());
    QString error;
    if (!importResults(paths, &error))
        emit message(MessageBar::Level::Error, tr("Import failed: %1").arg(error),
                     tr("stop the run, then import again"));
}

void ResultsTransfer::importNext()
{
    if (m_importQueue.isEmpty() || m_importer->isBusy())
        return;
    const QString path = m_importQueue.takeFirst();
    m_importer->start(path);
    emit status(tr("Importing %1…").arg(QDir::toNativeSeparators(path)), 0);
}

} // namespace cp
