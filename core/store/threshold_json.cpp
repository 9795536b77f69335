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

QByteArray thresholdResultsToJUnit(const QList<ThresholdResult> &results, const QDateTime &finished, double durationS)
{
    const auto failures =
        std::count_if(results.cbegin(), results.cend(), [](const ThresholdResult &result) { return !result.passed(); });
    const QString tests = QString::number(results.size());
    const QString failed = QString::number(failures);
    const QString time = QString::number(durationS, 'f', 3);

    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("containerperf"));
    w.writeAttribute(QStringLiteral("tests"), tests);
    w.writeAttribute(QStringLiteral("failures"), failed);
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("time"), time);
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("thresholds"));
    w.writeAttribute(QStringLiteral("tests"), tests);
    w.writeAttribute(QStringLiteral("failures"), failed);
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("skipped"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("time"), time);
    // JUnit's timestamp is an ISO 8601 time without a zone.
    w.writeAttribute(QStringLiteral("timestamp"), finished.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")));
    for (const ThresholdResult &result : results) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), QStringLiteral("containerperf.thresholds"));
        w.writeAttribute(QStringLiteral("name"), result.threshold.text);
        w.writeAttribute(QStringLiteral("time"), QStringLiteral("0"));
        if (!result.passed()) {
            w.writeStartElement(QStringLiteral("failure"));
            w.writeAttribute(QStringLiteral("type"), QStringLiteral("threshold"));
            w.writeAttribute(QStringLiteral("message"), result.failureText());
            w.writeCharacters(result.failureText());
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
}

} // namespace cp
