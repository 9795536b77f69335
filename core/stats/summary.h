#pragma once

#include "model/summary.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cp::stats {

// Takes the values by value because it sorts them: exact order statistics need
// the whole sorted set.
Summary summarize(std::vector<double> values);
// The same figures, bit for bit, from values already sorted ascending and kept as
// integers (a run's microseconds): a run's summary costs 4 bytes a sample, not a
// copy as doubles (docs/specification.md#performance-targets).
Summary summarizeSorted(std::span<const std::uint32_t> sorted);
Summary summarizeSorted(std::span<const std::uint64_t> sorted);

// The keys analyze --json prints (docs/statistics.md#containerperf-cli-analyze),
// without "group"; a non-finite number or an empty interval is written as
// null, so the object is always valid JSON.
QJsonObject toJson(const Summary &s);
// A number, or null when it is not finite; an interval as [lo, hi], or null when
// empty or not finite: how every results file writes them.
QJsonValue finiteToJson(double value);
// A figure a run may lack, as JSON: null when it is missing; and read back.
QJsonValue optionalToJson(const std::optional<double> &value);
std::optional<double> optionalFromJson(const QJsonValue &value);
// An interval's ends, already formatted, as "[lo, hi]"; "[lo; hi]" where the
// locale writes decimals with a comma, so that "[2,094; 2,448]" reads as two numbers.
QString intervalText(const QString &lo, const QString &hi, const QLocale &locale = QLocale());
QJsonValue toJson(const std::optional<Interval> &interval);
// Reads back what toJson writes; null and missing numbers become NaN, null
// intervals none.
Summary fromJson(const QJsonObject &object);

} // namespace cp::stats
