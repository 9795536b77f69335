#pragma once

#include "model/threshold_result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>

namespace cp {

// summary.json's "thresholds" (docs/load-testing.md#thresholds): each threshold as
// written, whether it passed, and every figure it was held against.
QJsonArray thresholdResultsToJson(const QList<ThresholdResult> &results);

// The same results as JUnit XML (docs/load-testing.md#junit-xml), the format CI
// systems read test reports in: one test suite, one test case per threshold, a
// <failure> naming every figure that broke it.
QByteArray thresholdResultsToJUnit(const QList<ThresholdResult> &results, const QDateTime &finished, double durationS);

} // namespace cp
