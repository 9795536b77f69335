#include "chart_view_adapter.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QKeyEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cp {

// QChartView with x-only wheel zoom, middle-button pan and key pan; each
// reports the new range through the adapter.
class ChartView : public QChartView
{
public:
    ChartView(QChart *chart, ChartViewAdapter *adapter)
        : QChartView(chart)
        , m_adapter(adapter)
    {
        setRubberBand(QChartView::HorizontalRubberBand);
        setRenderHint(QPainter::Antialiasing, false);
        setFocusPolicy(Qt::ClickFocus);
    }

protected:
    void wheelEvent(QWheelEvent *event) override
    {
        const double factor = event->angleDelta().y() > 0 ? 0.8 : 1.25;
        const QRectF area = chart()->plotArea();
        const double at = std::clamp((event->position().x() - area.left()) / area.width(), 0.0, 1.0);
        const double x0 = m_adapter->xMin();
        const double x1 = m_adapter->xMax();
        const double pivot = x0 + at * (x1 - x0);
        m_adapter->setXRange(pivot - (pivot - x0) * factor, pivot + (x1 - pivot) * factor);
        m_adapter->onUserRange();
        event->accept();
    }

    void mousePressEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::MiddleButton) {
            m_panFrom = event->position().x();
            m_panning = true;
            event->accept();
            return;
        }
        QChartView::mousePressEvent(event);
    }

    void mouseMoveEvent(QMouseEvent *event) override
    {
        if (m_panning) {
            const double dx = event->position().x() - m_panFrom;
            m_panFrom = event->position().x();
            panPixels(-dx);
            event->accept();
            return;
        }
        QChartView::mouseMoveEvent(event);
    }

    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (m_panning && event->button() == Qt::MiddleButton) {
            m_panning = false;
            event->accept();
            return;
        }
        const double before0 = m_adapter->xMin();
        const double before1 = m_adapter->xMax();
        QChartView::mouseReleaseEvent(event);
        if (m_adapter->xMin() != before0 || m_adapter->xMax() != before1)
            m_adapter->onUserRange();
    }

    void keyPressEvent(QKeyEvent *event) override
    {
        const double step = chart()->plotArea().width() / 10;
        if (event->key() == Qt::Key_Left)
            panPixels(-step);
        else if (event->key() == Qt::Key_Right)
            panPixels(step);
        else
            QChartView::keyPressEvent(event);
    }

private:
    void panPixels(double dx)
    {
        const double width = chart()->plotArea().width();
        if (width <= 0)
            return;
        const double x0 = m_adapter->xMin();
        const double x1 = m_adapter->xMax();
        const double shift = dx / width * (x1 - x0);
        m_adapter->setXRange(x0 + shift, x1 + shift);
        m_adapter->onUserRange();
    }

    ChartViewAdapter *m_adapter;
    double m_panFrom = 0;
    bool m_panning = false;
};

namespace {

// A Scatter point: a light marker image, which Qt Charts paints without an item per point.
QImage dot(const QColor &color, int pixels)
{
    QImage marker(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    marker.fill(Qt::transparent);
    QPainter painter(&marker);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(0, 0, pixels, pixels));
    return marker;
}

double axisMin(const QAbstractAxis *axis)
{
    if (auto *log = qobject_cast<const QLogValueAxis *>(axis))
        return log->min();
    return static_cast<const QValueAxis *>(axis)->min();
}

double axisMax(const QAbstractAxis *axis)
{
    if (auto *log = qobject_cast<const QLogValueAxis *>(axis))
        return log->max();
    return static_cast<const QValueAxis *>(axis)->max();
}

QAbstractAxis *makeAxis(bool logarithmic)
{
    if (logarithmic) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setMinorTickCount(8);
        return log;
    }
    auto *value = new QValueAxis;
    value->setLabelFormat(QStringLiteral("%.4g"));
    return value;
}

} // namespace

struct ChartViewAdapter::Private
{
    QChart *chart = nullptr;
    ChartView *view = nullptr;
    QAbstractAxis *x = nullptr;
    QAbstractAxis *left = nullptr;
    QValueAxis *right = nullptr;
    struct Entry
    {
        QXYSeries *series;
        Kind kind;
        Axis axis;
        QList<QPointF> markers; // Markers: x positions; y follows the axis top
        // Line: the pieces after the first, one line series each (Qt Charts draws no
        // gaps in a line), without a legend entry of their own; unused ones hidden.
        std::vector<QLineSeries *> pieces;
        QStringList labels; // Markers: one per point of `markers`
        QColor color;
    };
    std::vector<Entry> series;

    // Shows or hides a Line's later piece. The legend shows a series' marker again
    // whenever the series is shown; the first piece names them all, so it is hidden
    // then, and only then: looking markers up on every refresh would cost a search each.
    void showPiece(QLineSeries *piece, bool visible) const
    {
        if (piece->isVisible() == visible)
            return;
        piece->setVisible(visible);
        for (QLegendMarker *legendMarker : chart->legend()->markers(piece))
            legendMarker->setVisible(false);
    }

    void placeMarkers(Entry &entry) const
    {
        QList<QPointF> points;
        points.reserve(entry.markers.size());
        const double top = axisMax(left);
        for (const QPointF &p : entry.markers)
            points.append(QPointF(p.x(), top));
        entry.series->replace(points);
    }
};

ChartViewAdapter::ChartViewAdapter(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->chart->legend()->setAlignment(Qt::AlignTop);
    d->chart->setMargins(QMargins(4, 2, 4, 2));
    d->chart->layout()->setContentsMargins(0, 0, 0, 0);
    d->chart->setBackgroundRoundness(0);
    auto *x = new QValueAxis;
    x->setLabelFormat(QStringLiteral("%.4g"));
    d->x = x;
    auto *left = new QValueAxis;
    left->setLabelFormat(QStringLiteral("%.4g"));
    d->left = left;
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->chart->addAxis(d->left, Qt::AlignLeft);
    d->view = new ChartView(d->chart, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    setMinimumHeight(120);
}

ChartViewAdapter::~ChartViewAdapter() = default;

void ChartViewAdapter::setTitle(const QString &title)
{
    d->chart->setTitle(title);
}

void ChartViewAdapter::setAxisTitles(const QString &x, const QString &left, const QString &right)
{
    d->x->setTitleText(x);
    d->left->setTitleText(left);
    if (!right.isEmpty()) {
        if (!d->right) {
            d->right = new QValueAxis;
            d->right->setLabelFormat(QStringLiteral("%.4g"));
            d->chart->addAxis(d->right, Qt::AlignRight);
        }
        d->right->setTitleText(right);
    }
}

void ChartViewAdapter::setLogarithmicX(bool logarithmic)
{
    if (logarithmic == (qobject_cast<QLogValueAxis *>(d->x) != nullptr))
        return;
    QAbstractAxis *axis = makeAxis(logarithmic);
    axis->setTitleText(d->x->titleText());
    for (auto &entry : d->series)
        entry.series->detachAxis(d->x);
    d->chart->removeAxis(d->x);
    delete d->x;
    d->x = axis;
    d->chart->addAxis(axis, Qt::AlignBottom);
    for (auto &entry : d->series)
        entry.series->attachAxis(axis);
}

void ChartViewAdapter::setLogarithmicY(bool logarithmic)
{
    if (logarithmic == (qobject_cast<QLogValueAxis *>(d->left) != nullptr))
        return;
    QAbstractAxis *axis = makeAxis(logarithmic);
    axis->setTitleText(d->left->titleText());
    for (auto &entry : d->series) {
        if (entry.axis == Axis::Left || !d->right)
            entry.series->detachAxis(d->left);
    }
    d->chart->removeAxis(d->left);
    delete d->left;
    d->left = axis;
    d->chart->addAxis(axis, Qt::AlignLeft);
    for (auto &entry : d->series) {
        if (entry.axis == Axis::Left || !d->right)
            entry.series->attachAxis(axis);
    }
}

int ChartViewAdapter::addSeries(const QString &name, Kind kind, const QColor &color, Axis axis)
{
    QXYSeries *series = nullptr;
    if (kind == Kind::Line) {
        auto *line = new QLineSeries;
        QPen pen(color);
        pen.setWidthF(1.5);
        line->setPen(pen);
        series = line;
    } else if (kind == Kind::Markers) {
        auto *scatter = new QScatterSeries;
        scatter->setColor(color);
        scatter->setBorderColor(color);
        scatter->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
        scatter->setMarkerSize(MarkerPixels);
        series = scatter;
    } else {
        // Thousands of scatter points: a line series without a line that paints
        // a light marker image at every point. QScatterSeries would make a
        // graphics item per point, which costs tens of milliseconds whenever
        // thousands of points change.
        auto *points = new QLineSeries;
        points->setPen(Qt::NoPen);
        points->setMarkerSize(ScatterMarkerPixels);
        points->setLightMarker(dot(color, ScatterMarkerPixels));
        series = points;
    }
    series->setName(name);
    // Qt Charts draws many points far faster without per-point antialiasing.
    series->setUseOpenGL(false);
    d->chart->addSeries(series);
    if (kind == Kind::Scatter) {
        // The legend takes a line series' colour from its pen, which is none here.
        for (QLegendMarker *legendMarker : d->chart->legend()->markers(series))
            legendMarker->setBrush(color);
    }
    series->attachAxis(d->x);
    series->attachAxis(axis == Axis::Right && d->right ? d->right : d->left);
    if (kind == Kind::Markers)
        series->setVisible(false);
    d->series.push_back({series, kind, axis, {}, {}, {}, color});
    const int index = int(d->series.size()) - 1;
    if (kind == Kind::Markers) {
        connect(series, &QXYSeries::hovered, this, [this, index](const QPointF &point, bool entered) {
            if (entered)
                showMarkerLabel(index, point);
            else
                QToolTip::hideText();
        });
    }
    return index;
}

void ChartViewAdapter::setScatterPixels(int series, int pixels)
{
    auto &entry = d->series.at(std::size_t(series));
    entry.series->setMarkerSize(pixels);
    entry.series->setLightMarker(dot(entry.color, pixels));
}

void ChartViewAdapter::setMarkerLabels(int series, const QStringList &labels)
{
    d->series.at(std::size_t(series)).labels = labels;
}

QString ChartViewAdapter::markerLabel(int series, double x) const
{
    const auto &entry = d->series.at(std::size_t(series));
    // Markers closer than one marker's width stand on each other: all of them are named.
    const double width = MarkerPixels * (axisMax(d->x) - axisMin(d->x)) / std::max(1, plotColumns());
    QStringList texts;
    for (qsizetype i = 0; i < entry.markers.size() && i < entry.labels.size(); ++i) {
        if (std::abs(entry.markers.at(i).x() - x) <= width / 2)
            texts.append(entry.labels.at(i));
    }
    return texts.join(QLatin1Char('\n'));
}

void ChartViewAdapter::showMarkerLabel(int series, const QPointF &point)
{
    if (const QString text = markerLabel(series, point.x()); !text.isEmpty())
        QToolTip::showText(QCursor::pos(), text, this);
}

void ChartViewAdapter::setLinePieces(int series, const QList<QPointF> &points)
{
    auto &entry = d->series.at(std::size_t(series));
    QList<QList<QPointF>> pieces(1);
    for (const QPointF &p : points) {
        if (!std::isnan(p.y()))
            pieces.last().append(p);
        else if (!pieces.last().isEmpty())
            pieces.append(QList<QPointF>());
    }
    if (pieces.size() > 1 && pieces.last().isEmpty())
        pieces.removeLast();
    // Beyond MaxLinePieces the rest is joined into the last piece rather than made into ever more series.
    if (pieces.size() > MaxLinePieces) {
        for (qsizetype i = MaxLinePieces; i < pieces.size(); ++i)
            pieces[MaxLinePieces - 1] += pieces.at(i);
        pieces.resize(MaxLinePieces);
    }
    auto *first = static_cast<QLineSeries *>(entry.series);
    while (entry.pieces.size() + 1 < std::size_t(pieces.size())) {
        auto *piece = new QLineSeries;
        piece->setPen(first->pen());
        piece->setUseOpenGL(false);
        d->chart->addSeries(piece);
        for (QLegendMarker *legendMarker : d->chart->legend()->markers(piece))
            legendMarker->setVisible(false);
        piece->attachAxis(d->x);
        piece->attachAxis(entry.axis == Axis::Right && d->right ? d->right : d->left);
        entry.pieces.push_back(piece);
    }
    for (std::size_t i = 0; i <= entry.pieces.size(); ++i) {
        QLineSeries *line = i == 0 ? first : entry.pieces[i - 1];
        const QList<QPointF> piece = i < std::size_t(pieces.size()) ? pieces.at(qsizetype(i)) : QList<QPointF>{};
        line->replace(piece);
        // A second alone would draw nothing as a line: it is drawn as a point.
        line->setPointsVisible(piece.size() == 1);
        if (i > 0)
            d->showPiece(line, !piece.isEmpty() && first->isVisible());
    }
}

void ChartViewAdapter::setSeriesName(int series, const QString &name)
{
    d->series.at(std::size_t(series)).series->setName(name);
}

void ChartViewAdapter::setPoints(int series, const QList<QPointF> &points)
{
    auto &entry = d->series.at(std::size_t(series));
    if (entry.kind == Kind::Markers) {
        entry.markers = points;
        // An empty marker series would still take a legend entry.
        entry.series->setVisible(!points.isEmpty());
        d->placeMarkers(entry);
        return;
    }
    if (entry.kind == Kind::Line) {
        setLinePieces(series, points);
        return;
    }
    entry.series->replace(points);
}

void ChartViewAdapter::setSeriesVisible(int series, bool visible)
{
    auto &entry = d->series.at(std::size_t(series));
    entry.series->setVisible(visible);
    for (QLineSeries *piece : entry.pieces)
        d->showPiece(piece, visible && piece->count() > 0);
}

bool ChartViewAdapter::isSeriesVisible(int series) const
{
    return d->series.at(std::size_t(series)).series->isVisible();
}

qsizetype ChartViewAdapter::pointCount(int series) const
{
    const auto &entry = d->series.at(std::size_t(series));
    qsizetype count = entry.series->count();
    for (const QLineSeries *piece : entry.pieces)
        count += piece->count();
    return count;
}

int ChartViewAdapter::pieceCount(int series) const
{
    const auto &entry = d->series.at(std::size_t(series));
    return entry.series->count() == 0
        ? 0
        : 1 + int(std::count_if(entry.pieces.cbegin(), entry.pieces.cend(), [](const QLineSeries *piece) {
              return piece->count() > 0;
          }));
}

int ChartViewAdapter::seriesCount() const
{
    return int(d->series.size());
}

void ChartViewAdapter::setXRange(double min, double max)
{
    if (!(max > min))
        max = min + 1;
    if (qobject_cast<QLogValueAxis *>(d->x) && min <= 0)
        min = max / 1e6; // a wheel zoom or pan must not take a log axis to zero
    // Every range change lays the chart out again: skip the ones that change nothing.
    if (min == xMin() && max == xMax())
        return;
    auto *value = qobject_cast<QValueAxis *>(d->x);
    if (!value) {
        d->x->setRange(min, max);
        return;
    }
    // Ticks on round numbers (1, 2 or 5 × 10^k) however odd the range.
    const double raw = (max - min) / 6;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        step = factor * magnitude;
        if (step >= raw)
            break;
    }
    // Qt Charts lays out range / interval ticks after each of the two calls: a
    // wide range with the old narrow interval would allocate millions of ticks.
    // Widen the interval before the range grows, narrow it after it shrank.
    const bool widening = step > value->tickInterval();
    if (widening)
        value->setTickInterval(step);
    value->setRange(min, max);
    if (!widening)
        value->setTickInterval(step);
    value->setTickType(QValueAxis::TicksDynamic);
    value->setTickAnchor(0);
    value->setLabelFormat(step >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
}

double ChartViewAdapter::xMin() const
{
    return axisMin(d->x);
}

double ChartViewAdapter::xMax() const
{
    return axisMax(d->x);
}

void ChartViewAdapter::setYRange(Axis axis, double min, double max)
{
    if (!(max > min))
        max = min + 1;
    QAbstractAxis *target = axis == Axis::Right && d->right ? d->right : d->left;
    if (axisMin(target) == min && axisMax(target) == max)
        return;
    target->setRange(min, max);
    if (target == d->left) {
        for (auto &entry : d->series) {
            if (entry.kind == Kind::Markers)
                d->placeMarkers(entry);
        }
    }
}

double ChartViewAdapter::yMax(Axis axis) const
{
    return axisMax(axis == Axis::Right && d->right ? d->right : d->left);
}

int ChartViewAdapter::plotColumns() const
{
    const int width = int(d->chart->plotArea().width());
    return width > 10 ? width : std::max(100, this->width() - 80);
}

QRectF ChartViewAdapter::plotArea() const
{
    return d->chart->plotArea();
}

QStringList ChartViewAdapter::elidedAxisTitles() const
{
    return elidedAxisTitles(d->chart);
}

QStringList ChartViewAdapter::elidedAxisTitles(const QChart *chart)
{
    // An axis title is elided to the length of its side of the plot area.
    QStringList elided;
    const QRectF plot = chart->plotArea();
    const auto axes = chart->axes();
    for (const QAbstractAxis *axis : axes) {
        const QString title = axis->titleText();
        if (title.trimmed().isEmpty() || !axis->isTitleVisible())
            continue;
        const double room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        if (QFontMetricsF(axis->titleFont()).horizontalAdvance(title) > room)
            elided << title;
    }
    return elided;
}

QImage ChartViewAdapter::render(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    d->view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

void ChartViewAdapter::onUserRange()
{
    emit userChangedRange(xMin(), xMax());
}

} // namespace cp
