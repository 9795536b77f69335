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
    if (!whole.isValid() || whole.date().year() <= 1)
        return std::nullopt;
    const QString fraction = match.captured(2).leftJustified(9, QLatin1Char('0'));
    return whole.toSecsSinceEpoch() * 1'000'000'000LL + fraction.toLongLong();
}

} // namespace cp
