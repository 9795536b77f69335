#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>

namespace cp {

struct ResultsReport;

// The rendered figures of one endpoint; a null image has nothing to show.
struct EndpointFigures
{
    QImage times;
    QImage latencyCdf;
    QImage coldWarmRatio;
    QImage resources;
    QList<QImage> curves; // one per perf-cost curve, in the endpoint's order
};

// The report of one or more results directories as one self-contained HTML
// file (docs/user-guide.md#the-report): per directory and endpoint the
// statistics with their intervals, the figures (rendered offscreen, embedded
// as PNG data), the bills and the environment; no script, no network asset.
// Drawing the figures needs the GUI thread of a QApplication (Qt Charts draws
// with widgets); the rest, PNG encoding included, runs on any thread.
class HtmlReport
{
    Q_DECLARE_TR_FUNCTIONS(cp::HtmlReport)
public:
    // Per report, per endpoint. GUI thread only.
    static QList<QList<EndpointFigures>> renderFigures(const QList<ResultsReport> &reports);
    static QByteArray html(const QList<ResultsReport> &reports, const QList<QList<EndpointFigures>> &figures);
    // Writes `html` to `path` atomically; false with `error` saying why.
    static bool write(const QByteArray &html, const QString &path, QString *error);
    // All three in turn, on the GUI thread.
    static bool write(const QList<ResultsReport> &reports, const QString &path, QString *error);
};

} // namespace cp
