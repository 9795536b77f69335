// DockerClient operations against the real daemon, on containers this test
// starts (prefix cptest-<pid>-ops-): update limits (and the daemon's refusal
// surfaced), restart, stop/start, inspect, and the events they cause.
#include "docker/docker_client.h"
#include "docker/docker_event_parser.h"
#include "docker_rig.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

// Waits for `reply` and hands it back; the test's event loop keeps running meanwhile.
DockerReply *await(DockerReply *reply, int timeoutMs = 60000)
{
    QSignalSpy finished(reply, &DockerReply::finished);
    if (!reply->isFinished())
        finished.wait(timeoutMs);
    return reply;
}

} // namespace

class TestDockerClient : public QObject
{
    Q_OBJECT
private:
    cp::test::TestContainer m_web{u"ops-web"_s};
    const QString m_name = m_web.name();
    std::unique_ptr<DockerClient> m_client;

private slots:
    void initTestCase()
    {
        CP_REQUIRE_DOCKER();
        const auto endpoint = DockerEndpointResolver().resolve();
        QVERIFY(endpoint);
        m_client = std::make_unique<DockerClient>(*endpoint);
        QSignalSpy ok(m_client.get(), &DockerClient::negotiated);
        QSignalSpy failed(m_client.get(), &DockerClient::negotiationFailed);
        m_client->negotiate();
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), 15000);
        QVERIFY2(!ok.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        QVERIFY(m_client->version().apiVersion.startsWith(u"1."_s));
        QString error;
        QVERIFY2(m_web.run({u"-p"_s, u"127.0.0.1::8080"_s}, u"containerperf-test/http:latest"_s, {}, &error),
                 qPrintable(error));
    }

    void listAndInspectAgree()
    {
        DockerReply *list = await(m_client->listContainers(false));
        QVERIFY2(list->succeeded(), qPrintable(list->errorString()));
        const auto containers = DockerClient::containersFrom(list);
        const auto it = std::find_if(containers.cbegin(), containers.cend(),
                                     [this](const ContainerInfo &c) { return c.name == m_name; });
        QVERIFY(it != containers.cend());
        DockerReply *inspect = await(m_client->inspect(m_name));
        QVERIFY(inspect->succeeded());
        const ContainerInfo info = ContainerInfo::fromInspect(inspect->json().object());
        QCOMPARE(info.id, it->id);
        QCOMPARE(info.suggestedUrl(), it->suggestedUrl());
        QVERIFY(!info.suggestedUrl().isEmpty());
    }

    void updateTakesEffect_data()
    {
        QTest::addColumn<qint64>("memory");
        QTest::addColumn<qint64>("nanoCpus");
        QTest::newRow("64 MiB, half a CPU") << qint64(64) * 1024 * 1024 << qint64(500000000);
        QTest::newRow("256 MiB, one CPU") << qint64(256) * 1024 * 1024 << qint64(1000000000);
    }
    void updateTakesEffect()
    {
        QFETCH(qint64, memory);
        QFETCH(qint64, nanoCpus);
        ResourceLimits limits;
        limits.memoryBytes = memory;
        limits.nanoCpus = nanoCpus;
        DockerReply *update = await(m_client->update(m_name, limits));
        QVERIFY2(update->succeeded(), qPrintable(update->errorString()));
        const ContainerInfo info = ContainerInfo::fromInspect(await(m_client->inspect(m_name))->json().object());
        QCOMPARE(info.memoryLimitBytes, memory);
        QCOMPARE(info.memorySwapBytes, memory);
        QCOMPARE(info.nanoCpus, nanoCpus);
    }

    void refusedUpdateSaysWhy()
    {
        ResourceLimits limits;
        limits.memoryBytes = 1024 * 1024;
        DockerReply *update = await(m_client->update(m_name, limits));
        QVERIFY(!update->succeeded());
        QVERIFY(!update->transportFailed());
        QCOMPARE(update->status(), 400);
        QVERIFY2(update->errorString().contains(u"memory"_s, Qt::CaseInsensitive), qPrintable(update->errorString()));
    }

    void missingContainerIs404()
    {
        DockerReply *inspect = await(m_client->inspect(m_name + u"-absent"_s));
        QCOMPARE(inspect->status(), 404);
        QVERIFY(inspect->errorString().contains(u"No such container"_s, Qt::CaseInsensitive));
    }

    void restartStopStartShowInEvents()
    {
        DockerReply *events = m_client->containerEvents(watchedContainerActions());
        QSignalSpy subscribed(events, &DockerReply::headersReceived);
        QStringList actions;
        connect(events, &DockerReply::recordReceived, this, [&actions, this](const QByteArray &line) {
            const auto event = parseDockerEvent(QJsonDocument::fromJson(line).object());
            if (event && event->container == m_name)
                actions.append(event->action);
        });
        QVERIFY(subscribed.wait(10000));

        QVERIFY(await(m_client->restart(m_name, 1))->succeeded());
        QVERIFY(await(m_client->stop(m_name, 1))->succeeded());
        // Stopping a stopped container is 304, which is no failure.
        DockerReply *again = await(m_client->stop(m_name, 1));
        QCOMPARE(again->status(), 304);
        QVERIFY(again->succeeded());
        QVERIFY(await(m_client->start(m_name))->succeeded());
        QTRY_VERIFY_WITH_TIMEOUT(actions.count(u"start"_s) >= 2, 10000);
        QVERIFY(actions.contains(u"restart"_s));
        QVERIFY(actions.contains(u"die"_s));
        QVERIFY(actions.contains(u"stop"_s));
        events->abort();
        const ContainerInfo info = ContainerInfo::fromInspect(await(m_client->inspect(m_name))->json().object());
        QVERIFY(info.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestDockerClient)
#include "tst_docker_client.moc"
