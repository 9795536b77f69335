// Load generators on a swarm in experiment files and their checks
// (docs/experiment-format.md#generators, docs/scale-out.md#distributed-load-generators).
#include "config/experiment_json.h"

#include <QJsonDocument>
#include <QTest>

using namespace cp;

namespace {

QJsonObject fileWith(const char *generators)
{
    const QByteArray text = R"({"format": "containerperf-experiment/1",
        "endpoints": [{"url": "http://10.0.0.5:8080/", "method": "GET"}],
        "concurrency": 4, "generators": )"
        + QByteArray(generators) + "}";
    return QJsonDocument::fromJson(text).object();
}

Experiment valid()
{
    Experiment experiment;
    Endpoint endpoint;
    endpoint.name = QStringLiteral("web");
    endpoint.request.url = QUrl(QStringLiteral("http://10.0.0.5:8080/"));
    experiment.endpoints = {endpoint};
    experiment.concurrency = 4;
    experiment.generators.replicas = 2;
    return experiment;
}

bool mentions(const QStringList &problems, const QString &text)
{
    return std::any_of(problems.cbegin(), problems.cend(), [&](const QString &p) { return p.contains(text); });
}

} // namespace

class TestExperimentGenerators : public QObject
{
    Q_OBJECT
private slots:
    void readsAndWritesTheSwarmGenerators()
    {
        QStringList errors;
        const auto experiment = experimentFromJson(
            fileWith(R"({"swarm": {"replicas": 3, "image": "registry.example/cp:1", "network": "loadnet"}})"), &errors);
        QVERIFY2(experiment, qPrintable(errors.join(u'\n')));
        QCOMPARE(experiment->generators.replicas, 3);
        QCOMPARE(experiment->generators.image, QStringLiteral("registry.example/cp:1"));
        QCOMPARE(experiment->generators.network, QStringLiteral("loadnet"));
        QCOMPARE(experiment->generatorCount(), 3);

        const auto again = experimentFromJson(experimentToJson(*experiment), &errors);
        QVERIFY2(again, qPrintable(errors.join(u'\n')));
        QCOMPARE(again->generators.replicas, 3);
        QCOMPARE(again->generators.network, QStringLiteral("loadnet"));
    }

    // The generators' own experiment keeps what the request needs; files keep *** (docs/specification.md#secrets).
    void aGeneratorsExperimentKeepsTheSecrets()
    {
        Experiment experiment = valid();
        experiment.endpoints[0].request.url = QUrl(QStringLiteral("http://user:pw@10.0.0.5:8080/?token=abc"));
        experiment.endpoints[0].request.headers = {{"Authorization", "Bearer s3cret"}};
        const QJsonObject redacted = experimentToJson(experiment)[QStringLiteral("endpoints")][0].toObject();
        QVERIFY(!QJsonDocument(redacted).toJson().contains("s3cret"));
        QVERIFY(!QJsonDocument(redacted).toJson().contains("pw@"));
        QStringList errors;
        const auto kept = experimentFromJson(
            QJsonObject{{QStringLiteral("format"), QStringLiteral("containerperf-experiment/1")},
                        {QStringLiteral("endpoints"),
                         experimentToJson(experiment, SecretValues::Kept)[QStringLiteral("endpoints")]}},
            &errors);
        QVERIFY2(kept, qPrintable(errors.join(u'\n')));
        QCOMPARE(kept->endpoints[0].request.headers, experiment.endpoints[0].request.headers);
        QCOMPARE(kept->endpoints[0].request.url, experiment.endpoints[0].request.url);
    }

    void withoutGeneratorsThisProcessSends()
    {
        QStringList errors;
        const auto experiment = experimentFromJson(fileWith("{}"), &errors);
        QVERIFY2(experiment, qPrintable(errors.join(u'\n')));
        QCOMPARE(experiment->generators.replicas, 0);
        QCOMPARE(experiment->generators.network, QStringLiteral("host"));
        QCOMPARE(experiment->generatorCount(), 1);
        QVERIFY(experimentToJson(*experiment)[QStringLiteral("generators")].toObject().isEmpty());
    }

    void errorsNameTheirPath_data()
    {
        QTest::addColumn<QByteArray>("generators");
        QTest::addColumn<QString>("error");
        QTest::newRow("no replicas") << QByteArray(R"({"swarm": {}})") << "generators.swarm.replicas: missing";
        QTest::newRow("too many") << QByteArray(R"({"swarm": {"replicas": 65}})") << "generators.swarm.replicas";
        QTest::newRow("none") << QByteArray(R"({"swarm": {"replicas": 0}})") << "generators.swarm.replicas";
        QTest::newRow("unknown kind") << QByteArray(R"({"kubernetes": {"replicas": 2}})") << "generators.kubernetes";
        QTest::newRow("unknown key") << QByteArray(R"({"swarm": {"replicas": 2, "nodes": 2}})")
                                     << "generators.swarm.nodes";
        QTest::newRow("empty network") << QByteArray(R"({"swarm": {"replicas": 2, "network": ""}})")
                                       << "generators.swarm.network";
    }

    void errorsNameTheirPath()
    {
        QFETCH(QByteArray, generators);
        QFETCH(QString, error);
        QStringList errors;
        QVERIFY(!experimentFromJson(fileWith(generators.constData()), &errors));
        QVERIFY2(mentions(errors, error), qPrintable(errors.join(u'\n')));
    }

    void whatGeneratorsCannotSendIsRefused_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<QString>("said");
        QTest::newRow("cold runs") << 0 << "a cold run restarts or times its containers";
        QTest::newRow("capacity") << 1 << "cannot search for capacity";
        QTest::newRow("a mix") << 2 << "load one endpoint at a time";
        QTest::newRow("a sequence") << 3 << "do not send request sequences";
        QTest::newRow("too few connections") << 4 << "a concurrency of 1 cannot be shared among 2 generators";
        QTest::newRow("too few requests") << 5 << "1 requests cannot be shared among 2 generators";
        QTest::newRow("abort on a threshold") << 6 << "cannot abort at a failed threshold";
        QTest::newRow("a shard that is none") << 7 << "shard 2 of 2 does not exist";
        QTest::newRow("a continuous run's stages") << 8 << "cannot share a continuous run's stages";
        QTest::newRow("a rate run's connections") << 9 << "a rate run's most connections, 3, cannot be shared among 4";
    }

    void whatGeneratorsCannotSendIsRefused()
    {
        QFETCH(int, change);
        QFETCH(QString, said);
        QVERIFY2(valid().validate().isEmpty(), qPrintable(valid().validate().join(u'\n')));
        Experiment experiment = valid();
        switch (change) {
        case 0:
            experiment.runTypes = {RunType::Cold};
            break;
        case 1:
            experiment.runTypes = {RunType::Rate};
            experiment.capacity = CapacitySearch{};
            break;
        case 2:
            experiment.endpoints.append(experiment.endpoints.first());
            experiment.endpoints.last().name = QStringLiteral("other");
            experiment.mix = true;
            break;
        case 3:
            experiment.endpoints.first().steps = {
                SequenceStep{QStringLiteral("next"), experiment.endpoints[0].request}};
            break;
        case 4:
            experiment.concurrency = 1;
            break;
        case 5:
            experiment.requests = 1;
            experiment.duration = {};
            break;
        case 6:
            experiment.abortOnThresholdFail = true;
            break;
        case 7:
            experiment.generators = {};
            experiment.shard = {2, 2, true};
            break;
        case 8:
            experiment.stages = {{std::chrono::seconds(5), 8}};
            experiment.duration = experiment.stagesDuration();
            break;
        case 9:
            experiment.runTypes = {RunType::Rate};
            experiment.rateStart = experiment.rateEnd = 100;
            experiment.concurrency = 3;
            experiment.generators.replicas = 4;
            break;
        }
        QVERIFY2(mentions(experiment.validate(), said), qPrintable(experiment.validate().join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestExperimentGenerators)
#include "tst_experiment_generators.moc"
