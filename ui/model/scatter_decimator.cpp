#include "scatter_decimator.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace cp {

namespace {

// A positive float's bits, shifted so that the exponent and the top three
// mantissa bits remain: consecutive values are the eight equal parts of an octave.
constexpr int MantissaBitsKept = 3;
constexpr int Shift = 23 - MantissaBitsKept;

constexpr std::uint32_t cellKey(float y)
{
    return std::bit_cast<std::uint32_t>(y) >> Shift;
}

constexpr std::uint32_t LowestKey = cellKey(float(ScatterDecimator::MinY));
constexpr std::uint32_t HighestKey = cellKey(float(ScatterDecimator::MaxY));
constexpr float Empty = std::numeric_limits<float>::quiet_NaN();

} // namespace

ScatterDecimator::ScatterDecimator(double xMin, double xMax, int columns)
    : m_xMin(xMin)
    , m_xMax(xMax)
{
    if (columns > 0 && xMax > xMin && std::isfinite(xMin) && std::isfinite(xMax)) {
        m_columns = columns;
        m_scale = double(columns) / (xMax - xMin);
        m_cells.assign(std::size_t(columns) * std::size_t(rows()), Point{0, Empty});
        m_highest.assign(std::size_t(columns), Point{0, Empty});
    }
}

int ScatterDecimator::rows()
{
    return int(HighestKey - LowestKey) + 1;
}

int ScatterDecimator::rowOf(float y) noexcept
{
    if (!(y > float(MinY)))
        return 0;
    if (y >= float(MaxY))
        return rows() - 1;
    return int(cellKey(y) - LowestKey);
}

void ScatterDecimator::add(double x, double y) noexcept
{
    if (m_columns == 0 || !(x >= m_xMin && x <= m_xMax) || std::isnan(y))
        return;
    // x == xMax belongs to the last column, not one past it.
    const int column = std::min(m_columns - 1, int((x - m_xMin) * m_scale));
    const Point p{float(x), float(y)};
    ++m_accepted;
    Point &cell = m_cells[std::size_t(column) * std::size_t(rows()) + std::size_t(rowOf(p.y))];
    if (std::isnan(cell.y) || p.y < cell.y || (p.y == cell.y && p.x < cell.x))
        cell = p;
    Point &highest = m_highest[std::size_t(column)];
    if (std::isnan(highest.y) || p.y > highest.y || (p.y == highest.y && p.x < highest.x))
        highest = p;
}

QList<QPointF> ScatterDecimator::points() const
{
    QList<QPointF> out;
    const auto rowCount = std::size_t(rows());
    for (std::size_t column = 0; column < std::size_t(m_columns); ++column) {
        const Point *cells = m_cells.data() + column * rowCount;
        const Point *last = nullptr;
        for (std::size_t row = 0; row < rowCount; ++row) {
            if (!std::isnan(cells[row].y)) {
                out.append(QPointF(cells[row].x, cells[row].y));
                last = &cells[row];
            }
        }
        const Point &highest = m_highest[column];
        if (last && (highest.x != last->x || highest.y != last->y))
            out.append(QPointF(highest.x, highest.y));
    }
    return out;
}

} // namespace cp
