#include "series_decimator.h"

#include <cmath>

namespace cp {

SeriesDecimator::SeriesDecimator(double xMin, double xMax, int columns)
    : m_xMin(xMin)
    , m_xMax(xMax)
    , m_scale(0)
{
    if (columns > 0 && xMax > xMin && std::isfinite(xMin) && std::isfinite(xMax)) {
        m_columns.resize(std::size_t(columns));
        m_scale = double(columns) / (xMax - xMin);
    }
}

void SeriesDecimator::add(double x, double y) noexcept
{
    if (m_columns.empty() || !(x >= m_xMin && x <= m_xMax) || std::isnan(y))
        return;
    // x == xMax belongs to the last column, not one past it.
    const auto last = m_columns.size() - 1;
    auto index = std::size_t((x - m_xMin) * m_scale);
    if (index > last)
        index = last;
    Column &c = m_columns[index];
    ++m_accepted;
    if (!c.used) {
        c = Column{x, y, x, y, true};
        return;
    }
    if (y < c.minY || (y == c.minY && x < c.minX)) {
        c.minX = x;
        c.minY = y;
    }
    if (y > c.maxY || (y == c.maxY && x < c.maxX)) {
        c.maxX = x;
        c.maxY = y;
    }
}

void SeriesDecimator::clear() noexcept
{
    for (Column &c : m_columns)
        c.used = false;
    m_accepted = 0;
}

QList<QPointF> SeriesDecimator::points() const
{
    QList<QPointF> out;
    appendTo(out);
    return out;
}

void SeriesDecimator::appendTo(QList<QPointF> &out) const
{
    out.reserve(out.size() + qsizetype(m_columns.size()) * 2);
    for (const Column &c : m_columns) {
        if (!c.used)
            continue;
        if (c.minX == c.maxX && c.minY == c.maxY) {
            out.append(QPointF(c.minX, c.minY));
        } else if (c.minX <= c.maxX) {
            out.append(QPointF(c.minX, c.minY));
            out.append(QPointF(c.maxX, c.maxY));
        } else {
            out.append(QPointF(c.maxX, c.maxY));
            out.append(QPointF(c.minX, c.minY));
        }
    }
}

} // namespace cp
