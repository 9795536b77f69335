#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace cp {

// `column=value[,column=value...]`: every group of rows whose columns hold
// those values, so `memory=128` pools all types. People type selectors by
// hand, so values match case-insensitively and numerically ("False" matches
// false, 128 matches 128.0).
struct GroupSelector
{
    QString text;
    QList<std::pair<QString, QString>> pairs;

    // Empty unless `text` is one or more column=value pairs.
    static std::optional<GroupSelector> parse(const QString &text);
    // Whether the group with `key`, the values of `columns`, is selected.
    bool matches(const QStringList &columns, const QStringList &key) const;
};

} // namespace cp
