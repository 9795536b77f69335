#include "docker/docker_time.h"

#include <QDateTime>
#include <QRegularExpression>

namespace cp {

std::optional<std::int64_t> parseDockerTime(QStringView text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d)(?:\\.(\\d{1,9}))?(Z|[+-]\\d\\d:\\d\\d)$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QDateTime whole = QDateTime::fromString(match.captured(1) + match.captured(3), Qt::ISODate);
    if (!whole.isValid())
        return std::nullopt;
    const QString fraction = match.captured(2).leftJustified(9, QLatin1Char('0'));
    // Epoch ns in 64 bits end in 2262: a later year (9999 parses) is out of range, not wrapped.
    // Nothing the daemon timed is older than 1970; Go's zero time (year 1) is the common case.
    std::int64_t ns = 0;
    if (__builtin_mul_overflow(whole.toSecsSinceEpoch(), std::int64_t(1'000'000'000), &ns)
        || __builtin_add_overflow(ns, fraction.toLongLong(), &ns) || ns < 0)
        return std::nullopt;
    return ns;
}

} // namespace cp
