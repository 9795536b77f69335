#include "results_transfer.h"

#include "live_charts.h"
#include "report_exporter.h"
#include "results_importer.h"
#include "results_model.h"
#include "run_controller.h"
#include "run_monitor.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>

namespace cp {

namespace {

bool copyFile(const QString &from, const QString &to, QString *error)
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
    while (!source.atEnd()) {
        const QByteArray chunk = source.read(1 << 20);
        if (target.write(chunk) != chunk.size())
            break;
    }
    if (!target.commit()) {
        *error = ResultsTransfer::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(to), target.errorString());
        return false;
    }
    return true;
}

} // namespace

ResultsTransfer::ResultsTransfer(RunController *controller, ResultsModel *results, RunMonitor *monitor,
                                 LiveCharts *charts, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_results(results)
    , m_monitor(monitor)
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
    connect(m_importer, &ResultsImporter::answered, this, &ResultsTransfer::answersImported);
    connect(m_importer, &ResultsImporter::failed, this, [this](const QString &cause, const QString &fix) {
        emit status({}, 0);
        emit message(MessageBar::Level::Error, tr("Import failed: %1").arg(cause), fix);
    });
    connect(m_controller, &RunController::runningChanged, this, &ResultsTransfer::onRunningChanged);
}

void ResultsTransfer::onRunningChanged(bool running)
{
    if (running)
        m_importedDirectory.reset();
    // A run fills the Results table: an import still reading must not replace its rows.
    if (running && m_importer->isBusy()) {
        m_importer->cancel();
        emit status({}, 0);
    }
}

QString ResultsTransfer::shownDirectory() const
{
    return m_importedDirectory.value_or(m_controller->resultsDirectory());
}

bool ResultsTransfer::exportResults(ExportFormat format, const QString &target, QString *error)
{
    if (format == ExportFormat::Report) {
        if (m_controller->isRunning()) {
            *error = tr("the experiment is still running");
            return false;
        }
        if (shownDirectory().isEmpty()) {
            *error = m_importedDirectory ? tr("the Results table shows an imported file, not a results directory")
                                         : tr("there are no results yet");
            return false;
        }
        if (!m_reportExporter->start(shownDirectory(), target)) {
            *error = tr("a report is still being written");
            return false;
        }
        emit status(tr("Writing the report of %1…").arg(QDir::toNativeSeparators(shownDirectory())), 0);
        return true;
    }
    if (format == ExportFormat::ChartPng) {
        if (!m_charts->grab().save(target, "PNG")) {
            *error = tr("cannot write %1").arg(QDir::toNativeSeparators(target));
            return false;
        }
        return true;
    }
    if (m_controller->isRunning()) {
        *error = tr("the experiment is still running");
        return false;
    }
    // What the Results table shows is what is exported: an imported file is its own samples.
    if (m_importedDirectory && m_importedDirectory->isEmpty()) {
        if (format == ExportFormat::Csv)
            return copyFile(m_importedFile, target, error);
        *error = tr("the Results table shows the imported file %1, which has no %2")
                     .arg(QDir::toNativeSeparators(m_importedFile),
                          format == ExportFormat::Json ? tr("summary.json") : tr("files in the seed format"));
        return false;
    }
    const QString directory = shownDirectory();
    if (directory.isEmpty()) {
        *error = tr("there are no results yet");
        return false;
    }
    const QDir source(directory);
    switch (format) {
    case ExportFormat::Csv:
        return copyFile(source.filePath(QStringLiteral("samples.csv")), target, error);
    case ExportFormat::Json:
        return copyFile(source.filePath(QStringLiteral("summary.json")), target, error);
    case ExportFormat::Seed: {
        if (!QDir().mkpath(target)) {
            *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(target));
            return false;
        }
        if (!copyFile(source.filePath(QStringLiteral("client.json")),
                      QDir(target).filePath(QStringLiteral("client.json")), error))
            return false;
        const QString stats = source.filePath(QStringLiteral("docker_stats.json"));
        return !QFileInfo::exists(stats)
            || copyFile(stats, QDir(target).filePath(QStringLiteral("docker_stats.json")), error);
    }
    case ExportFormat::ChartPng:
    case ExportFormat::Report:
        break;
    }
    return false;
}

void ResultsTransfer::exportDialog(ExportFormat format)
{
    QString path;
    switch (format) {
    case ExportFormat::Csv:
        path = QFileDialog::getSaveFileName(m_window, tr("Export Samples as CSV"), QStringLiteral("samples.csv"),
                                            tr("CSV files (*.csv)"));
        break;
    case ExportFormat::Json:
        path = QFileDialog::getSaveFileName(m_window, tr("Export Summary as JSON"), QStringLiteral("summary.json"),
                                            tr("JSON files (*.json)"));
        break;
    case ExportFormat::Seed:
        path = QFileDialog::getExistingDirectory(m_window, tr("Export in the Seed Format to Folder"));
        break;
    case ExportFormat::ChartPng:
        path = QFileDialog::getSaveFileName(m_window, tr("Export Charts as PNG"), QStringLiteral("charts.png"),
                                            tr("PNG images (*.png)"));
        break;
    case ExportFormat::Report:
        path = QFileDialog::getSaveFileName(m_window, tr("Export Report as HTML"), QStringLiteral("report.html"),
                                            tr("HTML files (*.html)"));
        break;
    }
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(format, path, &error))
        emit message(MessageBar::Level::Error, tr("Export failed: %1").arg(error),
                     tr("run an experiment or import a results directory first, or choose a writable destination"));
    else if (format != ExportFormat::Report) // its outcome comes later
        emit status(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool ResultsTransfer::importResults(const QString &path, QString *error)
{
    if (m_controller->isRunning()) {
        *error = tr("an experiment is running");
        return false;
    }
    m_importer->start(path);
    emit status(tr("Importing %1…").arg(QDir::toNativeSeparators(path)), 0);
    return true;
}

void ResultsTransfer::showImported(const QList<RunSummary> &runs, const QString &source, const QString &note)
{
    const bool directory = QFileInfo::exists(QDir(source).filePath(QStringLiteral("summary.json")));
    m_importedDirectory = directory ? source : QString();
    m_importedFile = directory ? QString() : source;
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
    emit imported(source);
    QString text = tr("Imported %n run(s) from %1.", nullptr, int(runs.size())).arg(QDir::toNativeSeparators(source));
    if (!note.isEmpty())
        text += QLatin1Char(' ') + note;
    emit status(text, 8000);
}

void ResultsTransfer::importDialog()
{
    QFileDialog dialog(m_window, tr("Import Results"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setNameFilters({tr("Results (summary.json result.csv samples.csv *.csv)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    // A results directory is imported through its summary.json.
    if (QFileInfo(path).fileName() == QLatin1String("summary.json"))
        path = QFileInfo(path).absolutePath();
    QString error;
    if (!importResults(path, &error))
        emit message(MessageBar::Level::Error, tr("Import failed: %1").arg(error),
                     tr("stop the run, then import again"));
}

} // namespace cp
