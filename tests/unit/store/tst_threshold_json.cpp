// Thresholds' results in summary.json and as JUnit XML
// (docs/load-testing.md#thresholds): the JUnit report is read back as strictly
// as a CI system's schema reads it.
#include "junit_checks.h"
#include "store/threshold_json.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace cp;

namespace {

QList<ThresholdResult> results()
{
    QString error;
    ThresholdResult held;
    held.threshold = *Threshold::parse(QStringLiteral("p99_ms<50"), &error);
    held.measurements.append({0, QStringLiteral("run 0"), 12.5, {}, true});
    held.measurements.append({1, QStringLiteral("run 1"), 31.0, {}, true});
    // Characters XML must escape, in the name and in the message.
    ThresholdResult broken;
    broken.threshold = *Threshold::parse(QStringLiteral("error_rate@a&b \"c\"'<=0.01"), &error);
    broken.measurements.append({2, QStringLiteral("run 2"), 0.25, {}, false});
    broken.measurements.append({3, QStringLiteral("run 3"), std::nullopt, QStringLiteral("no requests"), false});
    ThresholdResult unmeasured;
    unmeasured.threshold = *Threshold::parse(QStringLiteral("cold_ratio<5"), &error);
    return {held, broken, unmeasured};
}

} // namespace

class TestThresholdJson : public QObject
{
    Q_OBJECT
private slots:
    void summaryJsonSaysEveryFigure()
    {
        const QJsonArray array = thresholdResultsToJson(results());
        QCOMPARE(array.size(), 3);
        const QJsonObject held = array[0].toObject();
        QCOMPARE(held[QStringLiteral("threshold")].toString(), QStringLiteral("p99_ms<50"));
        QCOMPARE(held[QStringLiteral("metric")].toString(), QStringLiteral("p99_ms"));
        QCOMPARE(held[QStringLiteral("comparison")].toString(), QStringLiteral("<"));
        QCOMPARE(held[QStringLiteral("limit")].toDouble(), 50.0);
        QVERIFY(held[QStringLiteral("endpoint")].isNull());
        QVERIFY(held[QStringLiteral("passed")].toBool());
        QCOMPARE(held[QStringLiteral("measurements")].toArray().size(), 2);
        QCOMPARE(held[QStringLiteral("measurements")].toArray()[1].toObject()[QStringLiteral("value")].toDouble(),
                 31.0);

        const QJsonObject broken = array[1].toObject();
        QCOMPARE(broken[QStringLiteral("endpoint")].toString(), QStringLiteral("a&b \"c\"'"));
        QVERIFY(!broken[QStringLiteral("passed")].toBool());
        const QJsonObject missing = broken[QStringLiteral("measurements")].toArray()[1].toObject();
        QVERIFY(missing[QStringLiteral("value")].isNull());
        QCOMPARE(missing[QStringLiteral("missing")].toString(), QStringLiteral("no requests"));
        QCOMPARE(missing[QStringLiteral("run")].toInt(), 3);

        QVERIFY(!array[2].toObject()[QStringLiteral("passed")].toBool());
        QVERIFY(array[2].toObject()[QStringLiteral("measurements")].toArray().isEmpty());
    }

    void junitIsStrictlyValid()
    {
        const QByteArray xml = loadTestToJUnit(results(), {}, QDateTime::fromSecsSinceEpoch(1'800'000'000), 12.3456);
        QString error;
        const auto cases = test::readJUnitStrictly(xml, &error);
        QVERIFY2(!cases.isEmpty(), qPrintable(error + QLatin1Char('\n') + QString::fromUtf8(xml)));
        QCOMPARE(cases.size(), 3);
        QCOMPARE(cases[0].name, QStringLiteral("p99_ms<50"));
        QCOMPARE(cases[0].classname, QStringLiteral("containerperf.thresholds"));
        QVERIFY(!cases[0].failed);
        QCOMPARE(cases[1].name, QStringLiteral("error_rate@a&b \"c\"'<=0.01"));
        QVERIFY(cases[1].failed);
        QCOMPARE(cases[1].failureMessage,
                 QStringLiteral("run 2: error_rate 0.25, not <= 0.01; run 3: no error_rate (no requests)"));
        QVERIFY(cases[2].failed);
        QCOMPARE(cases[2].failureMessage, QStringLiteral("nothing measured it"));
        QVERIFY(xml.contains("timestamp=\"2027-01-15T08:00:00\""));
        QVERIFY(xml.contains("time=\"12.346\""));
    }

    void noThresholdsIsAnEmptySuite()
    {
        QString error;
        const QByteArray xml = loadTestToJUnit({}, {}, QDateTime::currentDateTimeUtc(), 0);
        QVERIFY(test::readJUnitStrictly(xml, &error).isEmpty());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(xml.contains("tests=\"0\""));
    }

    // The checker itself: each of these breaks the schema or its counts.
    void strictReadingRefusesWhatTheSchemaDoes_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("said");
        QTest::newRow("wrong root") << QByteArray("<testsuite name=\"a\" tests=\"0\"/>") << "root element";
        QTest::newRow("suite without tests")
            << QByteArray("<testsuites><testsuite name=\"a\"/></testsuites>") << "missing required attribute 'tests'";
        QTest::newRow("count off") << QByteArray("<testsuites><testsuite name=\"a\" tests=\"2\"><testcase "
                                                 "name=\"x\"/></testsuite></testsuites>")
                                   << "tests=\"2\" but the elements hold 1";
        QTest::newRow("failures off") << QByteArray(
            "<testsuites><testsuite name=\"a\" tests=\"1\" failures=\"0\"><testcase name=\"x\"><failure "
            "message=\"m\"/></testcase></testsuite></testsuites>")
                                      << "failures=\"0\" but the elements hold 1";
        QTest::newRow("unknown attribute")
            << QByteArray("<testsuites><testsuite name=\"a\" tests=\"0\" colour=\"red\"/></testsuites>")
            << "attribute 'colour'";
        QTest::newRow("case without name") << QByteArray("<testsuites><testsuite name=\"a\" tests=\"1\"><testcase "
                                                         "classname=\"c\"/></testsuite></testsuites>")
                                           << "without a name";
        QTest::newRow("unknown child") << QByteArray("<testsuites><testsuite name=\"a\" tests=\"0\"><note/>"
                                                     "</testsuite></testsuites>")
                                       << "holds <note>";
        QTest::newRow("not XML") << QByteArray("<testsuites><testsuite name=\"a\" tests=\"0\">") << "line";
        QTest::newRow("bad time") << QByteArray("<testsuites><testsuite name=\"a\" tests=\"0\" time=\"-1\"/>"
                                                "</testsuites>")
                                  << "time=\"-1\"";
    }
    void strictReadingRefusesWhatTheSchemaDoes()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, said);
        QString error;
        QVERIFY(test::readJUnitStrictly(xml, &error).isEmpty());
        QVERIFY2(error.contains(said), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestThresholdJson)
#include "tst_threshold_json.moc"
