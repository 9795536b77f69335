// Stages and thresholds in experiment files (docs/load-testing.md): how they are
// read and written, and the combinations refused before anything starts.
#include "config/experiment_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;

namespace {

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

const QByteArray base =
    R"("format": "containerperf-experiment/1", "endpoints": [{"name": "api", "url": "http://127.0.0.1/"}])";

Experiment staged(RunType type, QList<LoadStage> stages)
{
    Experiment e;
    Endpoint endpoint;
    endpoint.request.url = QUrl(QStringLiteral("http://127.0.0.1/"));
    e.endpoints = {endpoint};
    e.runTypes = {type};
    e.stages = std::move(stages);
    e.duration = e.stagesDuration();
    return e;
}

} // namespace

class TestExperimentStages : public QObject
{
    Q_OBJECT
private slots:
    void stagesSetTheDuration()
    {
        QStringList errors;
        const auto e = experimentFromJson(parse("{" + base + R"(, "run_types": ["rate"], "stages": [
            {"duration_s": 10, "target": 100}, {"duration_s": 30, "target": 500}, {"duration_s": 0, "target": 50},
            {"duration_s": 10, "target": 0}]})"),
                                          &errors);
        QVERIFY2(e, qPrintable(errors.join(u'\n')));
        QCOMPARE(e->stages.size(), 4);
        QCOMPARE(e->stages[1], (LoadStage{30s, 500}));
        QCOMPARE(e->stages[2], (LoadStage{0s, 50}));
        QCOMPARE(e->duration, 50s);
        QVERIFY(e->validate().isEmpty());
        // Written and read again, the same stages.
        const auto again = experimentFromJson(experimentToJson(*e), &errors);
        QVERIFY2(again, qPrintable(errors.join(u'\n')));
        QCOMPARE(again->stages, e->stages);
        QCOMPARE(again->duration, 50s);
    }

    void thresholdsAreReadAndWrittenAsTyped()
    {
        QStringList errors;
        const auto e = experimentFromJson(
            parse("{" + base + R"(, "thresholds": ["p99_ms < 50", "error_rate@api<=0.01"]})"), &errors);
        QVERIFY2(e, qPrintable(errors.join(u'\n')));
        QCOMPARE(e->thresholds.size(), 2);
        QCOMPARE(e->thresholds[1].endpoint, QStringLiteral("api"));
        QCOMPARE(experimentToJson(*e)[QStringLiteral("thresholds")].toArray(),
                 (QJsonArray{QStringLiteral("p99_ms < 50"), QStringLiteral("error_rate@api<=0.01")}));
    }

    void errorsNameTheirPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("stage without target") << QByteArray("{" + base + R"(, "stages": [{"duration_s": 5}]})")
                                              << QStringLiteral("stages[0].target: missing: every stage needs it");
        QTest::newRow("stage not an object") << QByteArray("{" + base + R"(, "stages": [5]})")
                                             << QStringLiteral("stages[0]: expected a stage object, "
                                                               "{\"duration_s\": 30, \"target\": 500}");
        QTest::newRow("negative target") << QByteArray("{" + base + R"(, "stages": [{"duration_s": 5, "target": -1}]})")
                                         << QStringLiteral("stages[0].target: -1 is below the minimum of 0");
        QTest::newRow("unknown stage key")
            << QByteArray("{" + base + R"(, "stages": [{"duration_s": 5, "target": 1, "rate": 2}]})")
            << QStringLiteral("stages[0].rate: unknown key");
        QTest::newRow("unreadable threshold") << QByteArray("{" + base + R"(, "thresholds": ["p99_ms<50", "fast"]})")
                                              << QStringLiteral("thresholds[1]: 'fast' is not a threshold: write "
                                                                "METRIC[@ENDPOINT] OP LIMIT, e.g. p99_ms<50 or "
                                                                "error_rate<=0.01");
    }
    void errorsNameTheirPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QStringList errors;
        QVERIFY(!experimentFromJson(parse(json), &errors));
        QVERIFY2(errors.contains(expected), qPrintable(errors.join(QLatin1Char('\n'))));
    }

    void impossibleStagesAreRefused_data()
    {
        QTest::addColumn<int>("setup");
        QTest::addColumn<QString>("expected");
        QTest::newRow("perf-cost only") << 0 << "stages need a continuous or a rate run";
        QTest::newRow("both loops") << 1 << "give one of the two run types, not both";
        QTest::newRow("duration disagrees") << 2 << "the stages last 3 s but the duration is 10 s";
        QTest::newRow("rate and stages") << 3 << "a rate run takes either a rate or stages, not both";
        QTest::newRow("qnam in flight") << 4 << "stages of requests in flight need the socket engine";
        QTest::newRow("concurrency disagrees") << 5
                                               << "the stages put up to 8 requests in flight but the "
                                                  "concurrency is 3";
        QTest::newRow("no time") << 6 << "the stages last no time";
        QTest::newRow("too many in flight") << 7 << "stage 2: 200000 requests in flight is above the most, 100000";
    }
    void impossibleStagesAreRefused()
    {
        QFETCH(int, setup);
        QFETCH(QString, expected);
        const QList<LoadStage> stages{{1s, 8}, {2s, 8}};
        Experiment e = staged(RunType::Continuous, stages);
        QVERIFY2(e.validate().isEmpty(), qPrintable(e.validate().join(u'\n')));
        switch (setup) {
        case 0:
            e.runTypes = {RunType::Warm};
            break;
        case 1:
            e.runTypes = {RunType::Continuous, RunType::Rate};
            break;
        case 2:
            e.duration = 10s;
            break;
        case 3:
            e.runTypes = {RunType::Rate};
            e.rateStart = e.rateEnd = 100;
            break;
        case 4:
            e.engine = EngineKind::Qnam;
            break;
        case 5:
            e.concurrency = 3;
            break;
        case 6:
            e = staged(RunType::Continuous, {{0s, 8}});
            break;
        case 7:
            e.stages[1].target = 200000;
            break;
        }
        const QString problems = e.validate().join(u'\n');
        QVERIFY2(problems.contains(expected), qPrintable(problems));
    }

    void openLoopStagesWorkOnEitherEngine()
    {
        Experiment e = staged(RunType::Rate, {{1s, 100}, {1s, 0}});
        QVERIFY(e.validate().isEmpty());
        e.engine = EngineKind::Qnam;
        QVERIFY(e.validate().isEmpty());
        // The concurrency a closed loop's stages set may be given as well, if it agrees.
        Experiment closed = staged(RunType::Continuous, {{1s, 7.2}});
        closed.concurrency = 8;
        QVERIFY2(closed.validate().isEmpty(), qPrintable(closed.validate().join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestExperimentStages)
#include "tst_experiment_stages.moc"
