#include "analysis/group_selector.h"

namespace cp {

namespace {

bool sameValue(const QString &wanted, const QString &actual)
{
    if (wanted.compare(actual, Qt::CaseInsensitive) == 0)
        return true;
    bool wantedNumber = false;
    bool actualNumber = false;
    const double x = wanted.toDouble(&wantedNumber);
    const double y = actual.toDouble(&actualNumber);
    return wantedNumber && actualNumber && x == y;
}

} // namespace

std::optional<GroupSelector> GroupSelector::parse(const QString &text)
{
    GroupSelector selector{text, {}};
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return std::nullopt;
        selector.pairs.append({part.left(equals).trimmed(), part.mid(equals + 1).trimmed()});
    }
    if (selector.pairs.isEmpty())
        return std::nullopt;
    return selector;
}

bool GroupSelector::matches(const QStringList &columns, const QStringList &key) const
{
    for (const auto &[column, value] : pairs) {
        if (!sameValue(value, key.value(columns.indexOf(column))))
            return false;
    }
    return true;
}

} // namespace cp
