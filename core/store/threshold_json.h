#pragma once

#include "model/check_result.h"
#include "model/threshold_result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>

namespace cp {

// summary.json's "thresholds" (docs/load-testing.md#thresholds): each threshold as
// written, whether it passed, and every figure it was held against.
QJsonArray thresholdResultsToJson(const QList<ThresholdResult> &results);
// Reads them back; a threshold whose text no longer parses is left out.
QList<ThresholdResult> thresholdResultsFromJson(const QJsonArray &array);

// The thresholds' and the checks' results as JUnit XML (docs/load-testing.md#junit-xml),
// the format CI systems read test reports in: a test suite of thresholds, one test
// case each, a <failure> naming every figure that broke it; and, when the endpoints
// have checks, a suite of checks, one case per endpoint and check, a <failure>
// counting the requests that failed it.
QByteArray loadTestToJUnit(const QList<ThresholdResult> &thresholds, const QList<CheckResult> &checks,
                           const QDateTime &finished, double durationS);

} // namespace cp
