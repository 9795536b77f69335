#pragma once

#include <QList>
#include <QPointF>

#include <vector>

namespace cp {

// Reduces a latency scatter to what a plot can show on a log y axis: the plot
// is cut into columns and each octave of y into eight cells of equal width
// (6.7 % to 12.5 % of their value high, about a marker's height on a decade
// of 100 pixels); each occupied cell keeps its lowest point, each column also
// its highest. So the drawn points show where samples are dense as well as
// every column's extremes, which a min/max per column alone would hide (two
// bands where the bulk lies between them). Points are fed in any order; the
// result is in column order, within a column from low to high. Cost: a few
// integer operations per point, O(columns × cells) to read.
class ScatterDecimator
{
public:
    // y below MinY (also 0 and negatives) share the lowest cell, y above MaxY the highest.
    static constexpr double MinY = 1.0 / 1024; // 2^-10
    static constexpr double MaxY = 16777216.0; // 2^24

    ScatterDecimator(double xMin, double xMax, int columns);

    // Ignores points outside [xMin, xMax] and points with a NaN coordinate.
    void add(double x, double y) noexcept;

    int columns() const { return m_columns; }
    static int rows();
    qsizetype accepted() const { return m_accepted; }
    QList<QPointF> points() const;

private:
    struct Point
    {
        float x;
        float y; // NaN: nothing here yet
    };
    static int rowOf(float y) noexcept;

    double m_xMin;
    double m_xMax;
    double m_scale = 0; // columns per x unit
    int m_columns = 0;
    std::vector<Point> m_cells;   // column-major: column × rows() + row; the cell's lowest point
    std::vector<Point> m_highest; // per column
    qsizetype m_accepted = 0;
};

} // namespace cp
