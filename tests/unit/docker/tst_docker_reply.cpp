#include "docker/container_info.h"
#include "docker/docker_client.h"
#include "docker/docker_event_parser.h"

#include "fake_daemon.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using cp::test::FakeDaemon;
using namespace Qt::Literals::StringLiterals;

namespace {

DockerEndpoint endpointAt(const QString &path)
{
    DockerEndpoint endpoint;
    endpoint.socketPath = path;
    endpoint.origin = u"test"_s;
    return endpoint;
}

} // namespace

class TestDockerReply : public QObject
{
    Q_OBJECT
private slots:
    void negotiatesAndDetectsPodman()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        daemon.answers.insert(
            "GET /_ping HTTP/1.1",
            {"HTTP/1.1 200 OK\r\nApi-Version: 1.41\r\nLibpod-Api-Version: 4.3.1\r\nContent-Length: 2\r\n\r\nOK"});
        const QByteArray version = R"({"ApiVersion":"1.41","Version":"4.3.1","Os":"linux"})";
        daemon.answers.insert(
            "GET /version HTTP/1.1",
            {"HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(version.size()) + "\r\n\r\n" + version});
        DockerClient client(endpointAt(dir.filePath(u"d.sock"_s)));
        QSignalSpy done(&client, &DockerClient::negotiated);
        client.negotiate();
        QVERIFY(done.wait(5000));
        QCOMPARE(client.version().apiVersion, u"1.41"_s);
        QVERIFY(client.version().isPodman());
        QCOMPARE(client.version().serverVersion, u"4.3.1"_s);
        QVERIFY(daemon.requests.first().contains("Host: api.moby.localhost\r\n"));

        // Every later call carries the negotiated prefix.
        DockerReply *reply = client.inspect(u"web"_s);
        QSignalSpy finished(reply, &DockerReply::finished);
        QVERIFY(finished.wait(5000));
        QVERIFY(daemon.requests.last().startsWith("GET /v1.41/containers/web/json HTTP/1.1\r\n"));
    }

    void splitsStreamRecordsAcrossChunks()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        // Three records: the first split over two chunks and two writes, the next two in one chunk.
        daemon.answers.insert(
            "GET /containers/x/stats?stream=true HTTP/1.1",
            {"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + FakeDaemon::chunk("{\"a\":") + "5\r\n1}\n",
             QByteArray("{\"\r\n"), FakeDaemon::chunk("b\":2}\n{\"c\":3}\n") + "0\r\n\r\n"});
        DockerReply reply(endpointAt(dir.filePath(u"d.sock"_s)), "GET", "/containers/x/stats?stream=true", {},
                          DockerReply::Mode::Stream);
        QSignalSpy records(&reply, &DockerReply::recordReceived);
        QSignalSpy finished(&reply, &DockerReply::finished);
        reply.start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(records.size(), 3);
        QCOMPARE(records[0][0].toByteArray(), QByteArray("{\"a\":1}"));
        QCOMPARE(records[1][0].toByteArray(), QByteArray("{\"b\":2}"));
        QCOMPARE(records[2][0].toByteArray(), QByteArray("{\"c\":3}"));
        QVERIFY(reply.succeeded());
    }

    void surfacesTheDaemonsErrorText()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        const QByteArray body = R"({"message":"Minimum memory limit allowed is 6MB"})";
        daemon.answers.insert(
            "POST /containers/x/update HTTP/1.1",
            {"HTTP/1.1 400 Bad Request\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body});
        DockerReply reply(endpointAt(dir.filePath(u"d.sock"_s)), "POST", "/containers/x/update", "{}",
                          DockerReply::Mode::Buffered);
        QSignalSpy finished(&reply, &DockerReply::finished);
        reply.start();
        QVERIFY(finished.wait(5000));
        QVERIFY(!reply.succeeded());
        QVERIFY(!reply.transportFailed());
        QCOMPARE(reply.status(), 400);
        QCOMPARE(reply.errorString(), u"Minimum memory limit allowed is 6MB"_s);
        QVERIFY(daemon.requests.last().contains("Content-Length: 2\r\n\r\n{}"));
    }

    void missingSocketIsATransportFailure()
    {
        QTemporaryDir dir;
        DockerClient client(endpointAt(dir.filePath(u"absent.sock"_s)));
        QSignalSpy failed(&client, &DockerClient::negotiationFailed);
        client.negotiate();
        QVERIFY(failed.wait(5000));
        const QString message = failed.first().first().toString();
        QVERIFY(message.contains(dir.filePath(u"absent.sock"_s)));
        QVERIFY(message.contains(u"docker group"_s));
        QVERIFY(message.contains(u"DOCKER_HOST"_s));
    }

    // Bytes that are no HTTP, or an answer no daemon sends, came from something
    // that answered: unlike a cut-off answer, which the connection may explain.
    void malformedAnswers_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<bool>("malformed");
        QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n") << true;
        QTest::newRow("beyond 64 MiB") << QByteArray("HTTP/1.1 200 OK\r\n\r\n") + QByteArray(65 << 20, ' ') << true;
        QTest::newRow("cut short") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[{") << false;
    }
    void malformedAnswers()
    {
        QFETCH(QByteArray, answer);
        QFETCH(bool, malformed);
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        daemon.answers.insert("GET /containers/json HTTP/1.1", {answer});
        DockerReply reply(endpointAt(dir.filePath(u"d.sock"_s)), "GET", "/containers/json", {},
                          DockerReply::Mode::Buffered);
        QSignalSpy finished(&reply, &DockerReply::finished);
        reply.start();
        QVERIFY(finished.wait(10000));
        QVERIFY(reply.transportFailed());
        QCOMPARE(reply.answerMalformed(), malformed);
    }

    void garbageIsNotAMissingDaemon_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n");
        QTest::newRow("error status") << QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        QTest::newRow("version not JSON") << QByteArray();
    }
    void garbageIsNotAMissingDaemon()
    {
        QFETCH(QByteArray, answer);
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        if (answer.isEmpty()) {
            daemon.answers.insert("GET /_ping HTTP/1.1",
                                  {"HTTP/1.1 200 OK\r\nApi-Version: 1.41\r\nContent-Length: 2\r\n\r\nOK"});
            daemon.answers.insert("GET /version HTTP/1.1", {"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n<html/>\r\n"});
        } else {
            daemon.answers.insert("GET /_ping HTTP/1.1", {answer});
        }
        DockerClient client(endpointAt(dir.filePath(u"d.sock"_s)));
        QSignalSpy failed(&client, &DockerClient::negotiationFailed);
        client.negotiate();
        QVERIFY(failed.wait(5000));
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(u"not as the Docker Engine API does"_s), qPrintable(message));
        QVERIFY2(!message.contains(u"no Docker daemon answers"_s), qPrintable(message));
    }

    void cutShortIsAFailure()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        daemon.answers.insert("GET /containers/json HTTP/1.1", {"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[{"});
        DockerReply reply(endpointAt(dir.filePath(u"d.sock"_s)), "GET", "/containers/json", {},
                          DockerReply::Mode::Buffered);
        QSignalSpy finished(&reply, &DockerReply::finished);
        reply.start();
        QVERIFY(finished.wait(5000));
        QVERIFY(reply.transportFailed());
    }

    void listedContainersSuggestAUrl_data()
    {
        QTest::addColumn<QString>("ip");
        QTest::addColumn<QString>("url");
        QTest::newRow("all interfaces") << u"0.0.0.0"_s << u"http://127.0.0.1:32768"_s;
        QTest::newRow("loopback") << u"127.0.0.1"_s << u"http://127.0.0.1:32768"_s;
        QTest::newRow("another address") << u"10.1.2.3"_s << QString();
    }
    void listedContainersSuggestAUrl()
    {
        QFETCH(QString, ip);
        QFETCH(QString, url);
        const QJsonObject entry =
            QJsonDocument::fromJson(
                R"({"Id":"4f5e","Names":["/web"],"Image":"img","State":"running","Status":"Up 1 second",
                "Ports":[{"PrivatePort":9000,"Type":"udp","IP":"0.0.0.0","PublicPort":1},
                         {"PrivatePort":8080,"Type":"tcp","IP":"IPADDR","PublicPort":32768}]})"_ba.replace(
                    "IPADDR", ip.toLatin1()))
                .object();
        const ContainerInfo info = ContainerInfo::fromListEntry(entry);
        QCOMPARE(info.name, u"web"_s);
        QVERIFY(info.isRunning());
        QCOMPARE(info.suggestedUrl(), url);
        QCOMPARE(info.toJson().value(u"url"_s).toString(), url);
    }

    void inspectGivesLimitsAndPorts()
    {
        const QJsonObject inspect = QJsonDocument::fromJson(
                                        R"({"Id":"abc","Name":"/db","Config":{"Image":"pg"},"State":{"Status":"exited"},
                "HostConfig":{"Memory":134217728,"MemorySwap":134217728,"NanoCpus":1500000000},
                "NetworkSettings":{"Ports":{"5432/tcp":[{"HostIp":"127.0.0.1","HostPort":"15432"}],"9/udp":null}}})")
                                        .object();
        const ContainerInfo info = ContainerInfo::fromInspect(inspect);
        QCOMPARE(info.name, u"db"_s);
        QVERIFY(!info.isRunning());
        QCOMPARE(info.memoryLimitBytes, 134217728);
        QCOMPARE(info.nanoCpus, 1500000000);
        QCOMPARE(info.suggestedUrl(), u"http://127.0.0.1:15432"_s);
    }

    void parsesEvents()
    {
        const auto event =
            parseDockerEvent(QJsonDocument::fromJson(
                                 R"({"status":"die","id":"abc","from":"img","Type":"container","Action":"die",
                "Actor":{"ID":"abc","Attributes":{"exitCode":"137","image":"img","name":"web"}},
                "scope":"local","time":1764675566,"timeNano":1764675566285960840})")
                                 .object());
        QVERIFY(event);
        QCOMPARE(event->action, u"die"_s);
        QCOMPARE(event->container, u"web"_s);
        QCOMPARE(event->containerId, u"abc"_s);
        QCOMPARE(event->timeNs, 1764675566285960840);
        QCOMPARE(event->detail, u"exitCode=137"_s);
        QVERIFY(!parseDockerEvent(QJsonDocument::fromJson(R"({"Type":"network","Action":"connect"})").object()));
    }

    void eventTimes_data()
    {
        QTest::addColumn<QByteArray>("time");
        QTest::addColumn<qint64>("timeNs"); // -1: the event is dropped
        QTest::newRow("seconds without timeNano") << QByteArray("1764675566") << qint64(1764675566000000000);
        // Seconds whose nanoseconds overflow 64 bits, or before 1970: no time an event happened.
        QTest::newRow("seconds beyond 2262") << QByteArray("100000000000000000") << qint64(-1);
        QTest::newRow("negative seconds") << QByteArray("-5") << qint64(-1);
    }
    void eventTimes()
    {
        QFETCH(QByteArray, time);
        QFETCH(qint64, timeNs);
        const auto event = parseDockerEvent(
            QJsonDocument::fromJson(R"({"Type":"container","Action":"start","Actor":{"ID":"abc"},"time":)" + time + "}")
                .object());
        QCOMPARE(event ? event->timeNs : -1, timeNs);
    }

    void redirectIsAnError()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        // What the daemon answers to a path it cleans up, such as /containers/../../etc/x/json.
        daemon.answers.insert("GET /containers/x/json HTTP/1.1",
                              {"HTTP/1.1 301 Moved Permanently\r\nLocation: /etc/x/json\r\nContent-Length: 0\r\n\r\n"});
        DockerReply reply(endpointAt(dir.filePath(u"d.sock"_s)), "GET", "/containers/x/json", {},
                          DockerReply::Mode::Buffered);
        QSignalSpy finished(&reply, &DockerReply::finished);
        reply.start();
        QVERIFY(finished.wait(5000));
        QVERIFY(!reply.succeeded());
        QVERIFY(!reply.transportFailed());
        QCOMPARE(reply.status(), 301);
        QVERIFY2(reply.errorString().contains(u"301"_s) && reply.errorString().contains(u"/etc/x/json"_s),
                 qPrintable(reply.errorString()));
    }

    void alreadyInThatStateIsASuccess()
    {
        QTemporaryDir dir;
        FakeDaemon daemon(dir.filePath(u"d.sock"_s));
        daemon.answers.insert("POST /containers/x/start HTTP/1.1", {"HTTP/1.1 304 Not Modified\r\n\r\n"});
        daemon.answers.insert("GET /containers/x/json HTTP/1.1", {"HTTP/1.1 304 Not Modified\r\n\r\n"});
        DockerReply start(endpointAt(dir.filePath(u"d.sock"_s)), "POST", "/containers/x/start", {},
                          DockerReply::Mode::Buffered);
        QSignalSpy started(&start, &DockerReply::finished);
        start.start();
        QVERIFY(started.wait(5000));
        QVERIFY(start.succeeded());
        // A 304 means "already started/stopped" only for those calls: to a GET it is no answer.
        DockerReply inspect(endpointAt(dir.filePath(u"d.sock"_s)), "GET", "/containers/x/json", {},
                            DockerReply::Mode::Buffered);
        QSignalSpy inspected(&inspect, &DockerReply::finished);
        inspect.start();
        QVERIFY(inspected.wait(5000));
        QVERIFY(!inspect.succeeded());
        QVERIFY(!inspect.errorString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDockerReply)
#include "tst_docker_reply.moc"
