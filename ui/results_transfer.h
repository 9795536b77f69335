#pragma once

#include "config/experiment.h"
#include "message_bar.h"
#include "model/cold_start_overhead.h"
#include "model/perf_cost_curve.h"
#include "model/run_info.h"

#include <QObject>

class QMenu;
class QWidget;

namespace cp {

class LiveCharts;
class ReportExporter;
class ResultsImporter;
class ResultsModel;
class RunController;
class RunMonitor;
class RunSelection;
class Workspace;

// File ▸ Export and File ▸ Import Results (docs/specification.md#desktop-application):
// copies the files of the results shown out (or renders the charts), opens
// their folder, and imports results into the Results table and charts through a
// ResultsImporter. Its dialogs open over `window` in the folder last used, kept
// in the settings; problems leave by message(), progress by status(), for the
// window to show.
class ResultsTransfer : public QObject
{
    Q_OBJECT
public:
    enum class ExportFormat {
        Csv,        // samples.csv
        Json,       // summary.json
        Stats,      // stats.csv
        Events,     // events.csv
        SebsResult, // result.csv (perf-cost runs)
        RunJson,    // the per-run *_results*.json of perf-cost runs, to a folder
        Folder,     // the whole results directory, into a folder
        Seed,       // client.json and docker_stats.json, to a folder
        ChartPng,
        ChartSvg,
        Report
    };

    ResultsTransfer(RunController *controller, ResultsModel *results, RunMonitor *monitor, Workspace *workspace,
                    LiveCharts *charts, QWidget *window);

    // Copies the file(s) for `format` of the results shown (the last run's
    // directory, or what was imported since: a results directory, or for Csv
    // an imported file itself) to `target` (a file; a folder for RunJson,
    // Folder and Seed); ChartPng and ChartSvg render the charts; Report starts
    // writing the HTML report of the results shown (the last run's, or an
    // imported results directory's), which ends in status() or message().
    // A successful export's folder is where the next dialog opens.
    bool exportResults(ExportFormat format, const QString &target, QString *error);
    // The runs selected in the Results table (run indices; empty: all): the files
    // exported of a results directory are cut to them (see RunSelection).
    void setSelectedRuns(const QList<int> &runs) { m_selectedRuns = runs; }
    // Where the next export or import dialog opens: the folder last used, else
    // the results folder, else the home folder (never the working directory).
    QString dialogFolder() const;
    // Shows the results directory shown in the desktop's file manager; false,
    // with `error`, when there is none or nothing could open it.
    bool openResultsFolder(QString *error);
    // The results directory the Results table shows (the Workspace's experiment shown), if it shows one: what
    // a report is of.
    QString shownDirectory() const;
    // Starts importing a results directory or file (see ResultsImporter); once
    // read it is a new experiment of the Workspace, shown in the Results table
    // and the charts, and failures reach message().
    // False, with `error`, only when an import cannot start now.
    bool importResults(const QString &path, QString *error) { return importResults(QStringList{path}, error); }
    // Several, one after the other, each a new experiment; a folder holding results
    // directories (and no summary.json itself) is each of them, oldest first.
    bool importResults(const QStringList &paths, QString *error);
    void exportDialog(ExportFormat format);
    void importDialog();
    // Run ▸ Run Again: the settings the results shown were measured with (their
    // experiment.json) go back to the docks by runAgainRequested(); secrets, which
    // were never written, are named by message() and the run waits for them.
    void runAgain();
    // File ▸ Export's actions (every format, and Open Results Folder), added to `menu`.
    void addExportActions(QMenu *menu);

    // Where runs write their results directories: kept in the settings, chosen in a dialog
    // (File ▸ Results Folder…) or set here; false, with `error`, for a folder that cannot be made.
    bool setResultsRoot(const QString &root, QString *error);
    // The results folder the settings keep, if any.
    void restoreResultsRoot();
    void chooseResultsRoot();
    ResultsImporter *importer() const { return m_importer; }
    ReportExporter *reportExporter() const { return m_reportExporter; }

signals:
    void message(cp::MessageBar::Level level, const QString &cause, const QString &fix);
    // For the status bar: `text` for `timeoutMs` (0: until the next); empty text clears it.
    void status(const QString &text, int timeoutMs);
    // Results were imported from `source`, and are shown.
    void imported(const QString &source);
    // The docks take `experiment`; `start`: it is complete, and runs at once.
    void runAgainRequested(const cp::Experiment &experiment, bool start);

private:
    void onRunningChanged(bool running);
    void showImported(const QList<RunSummary> &runs, const QString &source, const QString &note);
    RunSelection selection() const;
    bool exportFile(const QString &fileName, const QString &target, QString *error) const;
    bool exportRunJson(const QString &target, QString *error) const;
    bool exportFolder(const QString &target, QString *error) const;
    bool exportSvg(const QString &target, QString *error) const;
    void rememberFolder(const QString &path);
    void importNext();

    RunController *m_controller;
    ResultsModel *m_results;
    RunMonitor *m_monitor;
    Workspace *m_workspace;
    LiveCharts *m_charts;
    QWidget *m_window;
    ResultsImporter *m_importer;
    ReportExporter *m_reportExporter;
    QList<int> m_selectedRuns;
    QStringList m_importQueue; // what importResults() was given and has not started yet
    // The answers of the import being read: they come before its runs.
    QList<PerfCostCurve> m_importedCurves;
    QList<ColdStartOverhead> m_importedColdStarts;
};

} // namespace cp
