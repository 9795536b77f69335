#pragma once

#include <QList>
#include <QPointF>

#include <vector>

namespace cp {

// Reduces a series to what a plot of `columns` pixel columns can show: per
// column the point with the smallest and the one with the largest y (heaptrack
// keeps the peaks the same way), so no spike disappears however many points
// share a pixel. Points are fed in any order; the result is in column order,
// and within a column in x order. Cost: O(1) per point, O(columns) to read.
class SeriesDecimator
{
public:
    SeriesDecimator(double xMin, double xMax, int columns);

    // Ignores points outside [xMin, xMax] and points with a NaN coordinate.
    void add(double x, double y) noexcept;
    void clear() noexcept;

    int columns() const { return int(m_columns.size()); }
    qsizetype accepted() const { return m_accepted; }
    // At most two points per column; one when a column saw one distinct point.
    QList<QPointF> points() const;
    // Appends points() to `out` (to build one series from several stores).
    void appendTo(QList<QPointF> &out) const;

private:
    struct Column
    {
        double minX, minY, maxX, maxY;
        bool used = false;
    };

    double m_xMin;
    double m_xMax;
    double m_scale; // columns per x unit
    std::vector<Column> m_columns;
    qsizetype m_accepted = 0;
};

} // namespace cp
