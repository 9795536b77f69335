#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <memory>

class QChart;

namespace cp {

class ChartView;

// The one place that knows the charting library (Qt Charts today): everything
// else speaks series handles and point lists, so moving to Qt Graphs means
// rewriting this file only (PlotJuggler keeps its plot library behind a
// wrapper the same way). Zoom: rubber band or wheel (x only); pan: drag with
// the middle button, or the arrow keys. User zoom and pan emit userChangedRange.
class ChartViewAdapter : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Line, Scatter, Markers };
    // The diameter of a Scatter point, and the size of an event marker.
    static constexpr int ScatterMarkerPixels = 4;
    static constexpr int MarkerPixels = 10;
    enum class Axis { Left, Right };

    explicit ChartViewAdapter(QWidget *parent = nullptr);
    ~ChartViewAdapter() override;

    void setTitle(const QString &title);
    void setAxisTitles(const QString &x, const QString &left, const QString &right = {});
    void setLogarithmicX(bool logarithmic);
    // A logarithmic left axis; its range must then stay above 0.
    void setLogarithmicY(bool logarithmic);

    // Line pieces one series draws at most (the rest joins the last).
    static constexpr int MaxLinePieces = 512;

    int addSeries(const QString &name, Kind kind, const QColor &color, Axis axis = Axis::Left);
    void setSeriesName(int series, const QString &name);
    // For a Line, a point with a NaN y breaks the line: the pieces are not joined,
    // and a piece of one point is drawn as a point.
    void setPoints(int series, const QList<QPointF> &points);
    // The diameter of a Scatter series' points (ScatterMarkerPixels unless set).
    void setScatterPixels(int series, int pixels);
    // What a Markers series' points are, one text each: shown as a tooltip when the
    // pointer rests on one (with those at the same place).
    void setMarkerLabels(int series, const QStringList &labels);
    // The labels of the markers under x (those within a marker's width), one per line.
    QString markerLabel(int series, double x) const;
    void setSeriesVisible(int series, bool visible);
    bool isSeriesVisible(int series) const;
    qsizetype pointCount(int series) const;
    // The pieces a Line series is drawn in (0 when it has no points).
    int pieceCount(int series) const;
    int seriesCount() const;

    void setXRange(double min, double max);
    double xMin() const;
    double xMax() const;
    // The y range of an axis; Markers series sit at the top of the left axis.
    void setYRange(Axis axis, double min, double max);
    double yMax(Axis axis = Axis::Left) const;

    // Width of the plot area in device-independent pixels: how many columns to decimate to.
    int plotColumns() const;
    // The plot area inside the chart, and the axis titles too long for their side of
    // it (Qt Charts elides them): what a chart needs to stay readable.
    QRectF plotArea() const;
    QStringList elidedAxisTitles() const;
    // The same for any chart drawn with the charting library (the perf-cost curve, the cold starts).
    static QStringList elidedAxisTitles(const QChart *chart);
    QImage render(const QSize &size) const;

signals:
    void userChangedRange(double xMin, double xMax);

private:
    friend class ChartView;
    void onUserRange();
    void setLinePieces(int series, const QList<QPointF> &points);
    void showMarkerLabel(int series, const QPointF &point);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace cp
