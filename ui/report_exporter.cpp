#include "report_exporter.h"

#include "html_report.h"

#include "analysis/results_report.h"

#include <QDir>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace cp {

namespace {

struct Read
{
    std::optional<ResultsReport> report;
    QString error;
};

} // namespace

struct ReportExporter::Private
{
    QFutureWatcher<Read> reading;
    QFutureWatcher<QString> writing; // the error, empty on success
    QString target;
};

ReportExporter::ReportExporter(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    connect(&d->reading, &QFutureWatcherBase::finished, this, [this] {
        Read read = d->reading.result();
        if (!read.report) {
            m_busy = false;
            emit failed(read.error,
                        tr("export the report of a finished results directory (summary.json and samples.csv)"));
            return;
        }
        const QList<ResultsReport> reports{std::move(*read.report)};
        const auto figures = HtmlReport::renderFigures(reports);
        d->writing.setFuture(QtConcurrent::run([reports, figures, target = d->target] {
            QString error;
            HtmlReport::write(HtmlReport::html(reports, figures), target, &error);
            return error;
        }));
    });
    connect(&d->writing, &QFutureWatcherBase::finished, this, [this] {
        m_busy = false;
        const QString error = d->writing.result();
        if (error.isEmpty())
            emit written(d->target);
        else
            emit failed(error, tr("choose a folder you can write to, with room for the report"));
    });
}

// Waits for a pool thread still reading or writing: it holds no pointer into
// this object, but a report half written would stay behind as a temporary file.
ReportExporter::~ReportExporter()
{
    d->reading.waitForFinished();
    d->writing.waitForFinished();
}

bool ReportExporter::start(const QString &directory, const QString &target)
{
    if (m_busy)
        return false;
    m_busy = true;
    d->target = target;
    d->reading.setFuture(QtConcurrent::run([directory] {
        Read read;
        read.report = readResultsReport(directory, std::nullopt, &read.error);
        return read;
    }));
    return true;
}

} // namespace cp
