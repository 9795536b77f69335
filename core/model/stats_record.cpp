#include "model/stats_record.h"

#include <limits>

namespace cp {

QString formatEpochSeconds(std::int64_t epochNs)
{
    const bool negative = epochNs < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t(0) - std::uint64_t(epochNs) : std::uint64_t(epochNs);
    const QString text = QString::number(magnitude / 1'000'000'000u) + QLatin1Char('.')
        + QStringLiteral("%1").arg(magnitude % 1'000'000'000u, 9, 10, QLatin1Char('0'));
    return negative ? QLatin1Char('-') + text : text;
}

std::optional<std::int64_t> parseEpochSeconds(const QByteArray &text)
{
    const qsizetype dot = text.indexOf('.');
    const QByteArray whole = dot < 0 ? text : text.left(dot);
    const QByteArray fraction = dot < 0 ? QByteArray() : text.mid(dot + 1);
    bool ok = false;
    const qint64 seconds = whole.toLongLong(&ok);
    if (!ok || seconds < 0 || seconds > std::numeric_limits<std::int64_t>::max() / 1'000'000'000 - 1
        || fraction.size() > 9)
        return std::nullopt;
    qint64 ns = 0;
    if (!fraction.isEmpty()) {
        ns = fraction.leftJustified(9, '0').toLongLong(&ok);
        if (!ok || fraction.startsWith('-') || fraction.startsWith('+'))
            return std::nullopt;
    }
    return seconds * 1'000'000'000 + ns;
}

} // namespace cp
