#include "model/stats_record.h"

namespace cp {

QString formatEpochSeconds(std::int64_t epochNs)
{
    const bool negative = epochNs < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t(0) - std::uint64_t(epochNs) : std::uint64_t(epochNs);
    const QString text = QString::number(magnitude / 1'000'000'000u) + QLatin1Char('.')
        + QStringLiteral("%1").arg(magnitude % 1'000'000'000u, 9, 10, QLatin1Char('0'));
    return negative ? QLatin1Char('-') + text : text;
}

} // namespace cp
