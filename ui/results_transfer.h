#pragma once

#include "message_bar.h"
#include "model/run_info.h"

#include <QObject>

class QWidget;

namespace cp {

class LiveCharts;
class ResultsImporter;
class ResultsModel;
class RunController;
class RunMonitor;

// File ▸ Export and File ▸ Import Results (docs/specification.md#desktop-application):
// copies the files of the last results directory out (or renders the charts),
// and imports results into the Results table through a ResultsImporter, the
// charts emptied. Its dialogs open over `window`; problems leave by message(),
// progress by status(), for the window to show.
class ResultsTransfer : public QObject
{
    Q_OBJECT
public:
    enum class ExportFormat { Csv, Json, Seed, ChartPng };

    ResultsTransfer(RunController *controller, ResultsModel *results, RunMonitor *monitor, LiveCharts *charts,
                    QWidget *window);

    // Copies the last results directory's file(s) for `format` to `target`
    // (a file; a directory for Seed); ChartPng renders the charts.
    bool exportResults(ExportFormat format, const QString &target, QString *error);
    // Starts importing a results directory or file (see ResultsImporter); the
    // Results table fills when it is read, and failures reach message().
    // False, with `error`, only when an import cannot start now.
    bool importResults(const QString &path, QString *error);
    void exportDialog(ExportFormat format);
    void importDialog();
    ResultsImporter *importer() const { return m_importer; }

signals:
    void message(cp::MessageBar::Level level, const QString &cause, const QString &fix);
    // For the status bar: `text` for `timeoutMs` (0: until the next); empty text clears it.
    void status(const QString &text, int timeoutMs);
    // Results were imported from `source`.
    void imported(const QString &source);

private:
    void onRunningChanged(bool running);
    void showImported(const QList<RunSummary> &runs, const QString &source, const QString &note);

    RunController *m_controller;
    ResultsModel *m_results;
    RunMonitor *m_monitor;
    LiveCharts *m_charts;
    QWidget *m_window;
    ResultsImporter *m_importer;
};

} // namespace cp
