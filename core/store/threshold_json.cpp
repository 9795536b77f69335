#include "store/threshold_json.h"

#include <QJsonObject>
#include <QXmlStreamWriter>

#include <algorithm>

namespace cp {

QJsonArray thresholdResultsToJson(const QList<ThresholdResult> &results)
{
    QJsonArray array;
    for (const ThresholdResult &result : results) {
        QJsonArray measurements;
        for (const ThresholdMeasurement &measurement : result.measurements) {
            measurements.append(QJsonObject{
                {QStringLiteral("run"), measurement.run >= 0 ? QJsonValue(measurement.run) : QJsonValue()},
                {QStringLiteral("subject"), measurement.subject},
                {QStringLiteral("value"), measurement.value ? QJsonValue(*measurement.value) : QJsonValue()},
                {QStringLiteral("missing"),
                 measurement.missing.isEmpty() ? QJsonValue() : QJsonValue(measurement.missing)},
                {QStringLiteral("passed"), measurement.passed},
            });
        }
        const Threshold &threshold = result.threshold;
        array.append(QJsonObject{
            {QStringLiteral("threshold"), threshold.text},
            {QStringLiteral("metric"), QString(thresholdMetricName(threshold.metric))},
            {QStringLiteral("endpoint"), threshold.endpoint.isEmpty() ? QJsonValue() : QJsonValue(threshold.endpoint)},
            {QStringLiteral("comparison"), QString(thresholdComparisonSymbol(threshold.comparison))},
            {QStringLiteral("limit"), threshold.limit},
            {QStringLiteral("passed"), result.passed()},
            {QStringLiteral("measurements"), measurements},
        });
    }
    return array;
}

QList<ThresholdResult> thresholdResultsFromJson(const QJsonArray &array)
{
    QList<ThresholdResult> results;
    for (const QJsonValue &value : array) {
        QString error;
        const auto threshold = Threshold::parse(value[QLatin1String("threshold")].toString(), &error);
        if (!threshold)
            continue;
        ThresholdResult result;
        result.threshold = *threshold;
        for (const QJsonValue &m : value[QLatin1String("measurements")].toArray()) {
            ThresholdMeasurement measurement;
            measurement.run = m[QLatin1String("run")].toInt(-1);
            measurement.subject = m[QLatin1String("subject")].toString();
            if (m[QLatin1String("value")].isDouble())
                measurement.value = m[QLatin1String("value")].toDouble();
            measurement.missing = m[QLatin1String("missing")].toString();
            measurement.passed = m[QLatin1String("passed")].toBool();
            result.measurements.append(measurement);
        }
        results.append(result);
    }
    return results;
}

namespace {

// One JUnit test case: passed, or failed with `failure` as its message.
struct JUnitCase
{
    QString name;
    QString failure;
};

void writeSuite(QXmlStreamWriter &w, const QString &name, const QList<JUnitCase> &cases, const QString &time,
                const QString &timestamp)
{
    const auto failures =
        std::count_if(cases.cbegin(), cases.cend(), [](const JUnitCase &c) { return !c.failure.isEmpty(); });
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), name);
    w.writeAttribute(QStringLiteral("tests"), QString::number(cases.size()));
    w.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("skipped"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("time"), time);
    w.writeAttribute(QStringLiteral("timestamp"), timestamp);
    for (const JUnitCase &c : cases) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), QStringLiteral("containerperf.") + name);
        w.writeAttribute(QStringLiteral("name"), c.name);
        w.writeAttribute(QStringLiteral("time"), QStringLiteral("0"));
        if (!c.failure.isEmpty()) {
            w.writeStartElement(QStringLiteral("failure"));
            // "threshold", "check"
            w.writeAttribute(QStringLiteral("type"), name.chopped(1));
            w.writeAttribute(QStringLiteral("message"), c.failure);
            w.writeCharacters(c.failure);
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    w.writeEndElement();
}

} // namespace

QByteArray loadTestToJUnit(const QList<ThresholdResult> &thresholds, const QList<CheckResult> &checks,
                           const QDateTime &finished, double durationS)
{
    QList<JUnitCase> thresholdCases;
    for (const ThresholdResult &result : thresholds)
        thresholdCases.append({result.threshold.text, result.passed() ? QString() : result.failureText()});
    QList<JUnitCase> checkCases;
    for (const CheckResult &result : checks)
        checkCases.append({QStringLiteral("%1: %2").arg(result.endpoint, result.check), result.failureText()});
    const auto failed = [](const QList<JUnitCase> &cases) {
        return std::count_if(cases.cbegin(), cases.cend(), [](const JUnitCase &c) { return !c.failure.isEmpty(); });
    };
    const QString time = QString::number(durationS, 'f', 3);
    // JUnit's timestamp is an ISO 8601 time without a zone.
    const QString timestamp = finished.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));

    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("containerperf"));
    w.writeAttribute(QStringLiteral("tests"), QString::number(thresholdCases.size() + checkCases.size()));
    w.writeAttribute(QStringLiteral("failures"), QString::number(failed(thresholdCases) + failed(checkCases)));
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("time"), time);
    writeSuite(w, QStringLiteral("thresholds"), thresholdCases, time, timestamp);
    if (!checkCases.isEmpty())
        writeSuite(w, QStringLiteral("checks"), checkCases, time, timestamp);
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
}

} // namespace cp
