#include "demo/demo_server.h"
#include "http/socket_engine.h"
#include "load_engine_run.h"
#include "recording_server.h"

#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::closedPlan;
using cp::test::runEngine;

namespace {

// A server in the test's thread that answers every request with fixed bytes.
class ScriptedServer : public QTcpServer
{
public:
    explicit ScriptedServer(QByteArray answer, bool closeAfter)
        : m_answer(std::move(answer))
        , m_closeAfter(closeAfter)
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    const QByteArray request = socket->readAll();
                    // One answer per request head.
                    for (qsizetype n = request.count("\r\n\r\n"); n > 0; --n)
                        socket->write(m_answer);
                    if (m_closeAfter)
                        socket->disconnectFromHost();
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        listen(QHostAddress::LocalHost);
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(serverPort())); }

private:
    QByteArray m_answer;
    bool m_closeAfter;
};

// Answers the first request of every connection and keeps it open; a second
// request on it is never answered: 50 ms later the connection closes, as when
// a restarting server drops its idle keep-alive connections.
class OneAnswerPerConnectionServer : public QTcpServer
{
public:
    static constexpr std::chrono::milliseconds CloseDelay{50};

    OneAnswerPerConnectionServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    socket->readAll();
                    if (!socket->property("answered").toBool()) {
                        socket->setProperty("answered", true);
                        socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                        return;
                    }
                    QTimer::singleShot(CloseDelay, socket, [socket] { socket->abort(); });
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        listen(QHostAddress::LocalHost);
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(serverPort())); }
};

} // namespace

class TestSocketEngine : public QObject
{
    Q_OBJECT
private slots:
    void closedLoopCountsAndTimings()
    {
        DemoServerOptions options;
        options.latencyMean = 1ms;
        options.latencyJitter = 0us;
        options.coldStart = 100ms;
        DemoServer server(options);
        QVERIFY(server.start());
        auto engine = createLoadEngine(EngineKind::Socket);
        QCOMPARE(engine->kind(), EngineKind::Socket);
        LoadPlan plan = closedPlan(server.url(), 4, 400);
        plan.threads = 2;
        plan.firstId = 1000;
        plan.request.method = "POST";
        const cp::test::EngineRun r = runEngine(*engine, plan);
        QVERIFY(r.finished);
        QVERIFY(!engine->isRunning());
        QCOMPARE(r.samples.size(), 400);
        QCOMPARE(r.report.sent, 400);
        QCOMPARE(r.count(ErrorClass::Ok), 400);
        QCOMPARE(r.report.connectionsOpened, 4);
        QCOMPARE(server.requestsServed(), 400);
        QSet<std::uint32_t> ids;
        int withConnect = 0;
        int cold = 0;
        for (const Sample &s : r.samples) {
            ids.insert(s.id);
            QCOMPARE(s.status, 200);
            QCOMPARE(s.bytesOut, 13u); // message= and 5 letters
            QCOMPARE(s.msgLength, 5);
            QVERIFY(s.bytesIn > 0);
            QVERIFY(s.ttfbUs <= s.totalUs);
            // In a closed loop latency_us equals total_us (docs/specification.md#sample-fields).
            QCOMPARE(s.latencyUs(), std::uint64_t(s.totalUs));
            QVERIFY(s.totalUs >= 900); // the server takes 1 ms
            QVERIFY(s.serverUs >= 900);
            QVERIFY(s.serverUs <= std::int32_t(s.totalUs) + 1000);
            QVERIFY(s.coldness != Coldness::Unknown);
            cold += s.coldness == Coldness::Cold;
            withConnect += s.connectUs > 0;
            QVERIFY(qAbs(s.sentNs / 1'000'000 - QDateTime::currentMSecsSinceEpoch()) < 60'000);
        }
        QCOMPARE(ids.size(), 400);
        QCOMPARE(*std::min_element(ids.cbegin(), ids.cend()), 1000u);
        QCOMPARE(*std::max_element(ids.cbegin(), ids.cend()), 1399u);
        QCOMPARE(withConnect, 4);
        QVERIFY(cold >= 1);
        QVERIFY(cold <= 4);

        // The engine runs again once finished.
        const cp::test::EngineRun again = runEngine(*engine, closedPlan(server.url(), 2, 50));
        QVERIFY(again.finished);
        QCOMPARE(again.samples.size(), 50);
        QCOMPARE(again.count(ErrorClass::Ok), 50);
    }

    void faults_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("expected");
        QTest::newRow("refused") << int(DemoFault::Refuse) << 200 << int(ErrorClass::Refused);
        QTest::newRow("garbage") << int(DemoFault::Garbage) << 200 << int(ErrorClass::Protocol);
        QTest::newRow("close every connection") << int(DemoFault::CloseAfterResponse) << 200 << int(ErrorClass::Ok);
        QTest::newRow("status 503") << int(DemoFault::None) << 503 << int(ErrorClass::Http);
    }
    void faults()
    {
        QFETCH(int, fault);
        QFETCH(int, status);
        QFETCH(int, expected);
        DemoServerOptions options;
        options.latencyMean = 200us;
        options.latencyJitter = 0us;
        options.coldStart = 0ms;
        options.status = status;
        options.fault = DemoFault(fault);
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, closedPlan(server.url(), 4, 200));
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), 200);
        QCOMPARE(r.report.sent, 200);
        QCOMPARE(r.count(ErrorClass(expected)), 200);
        if (ErrorClass(expected) == ErrorClass::Http)
            QCOMPARE(r.samples.first().status, std::uint16_t(status));
        if (DemoFault(fault) == DemoFault::CloseAfterResponse)
            QVERIFY(r.report.connectionsOpened >= 200);
    }

    void unresolvableHost()
    {
        SocketEngine engine;
        LoadPlan plan = closedPlan(QUrl(QStringLiteral("http://no-such-host.invalid:8080/")), 1, 3);
        plan.request.timeout = 5s;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), 3);
        // Without a reachable resolver the lookup may hang until the timeout instead.
        QCOMPARE(r.count(ErrorClass::Dns) + r.count(ErrorClass::Timeout), 3);
        QCOMPARE(r.report.connectionsOpened, 0);
    }

    void tlsToAPlainServer()
    {
        DemoServer server;
        QVERIFY(server.start());
        QUrl url = server.url();
        url.setScheme(QStringLiteral("https"));
        SocketEngine engine;
        LoadPlan plan = closedPlan(url, 1, 3);
        plan.request.timeout = 3s;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), 3);
        QCOMPARE(r.count(ErrorClass::Tls), 3);
    }

    void neverAnsweringServerTimesOut()
    {
        DemoServerOptions options;
        options.fault = DemoFault::NeverAnswer;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 2, 6);
        plan.request.timeout = 1s;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), 6);
        QCOMPARE(r.count(ErrorClass::Timeout), 6);
        for (const Sample &s : r.samples) {
            QCOMPARE(s.status, 0);
            // The timeout runs from the request's start, connecting included;
            // total_us from the send. Each is truncated to whole microseconds, and
            // the moment between the request's start and its connection's (the
            // socket being made) is in neither: a millisecond covers it.
            const auto sinceStart = qint64(s.connectUs) + s.totalUs;
            QVERIFY2(sinceStart >= 999'000 && s.totalUs < 1'100'000,
                     QByteArray(QByteArray::number(s.connectUs) + " + " + QByteArray::number(s.totalUs)).constData());
            QVERIFY(!s.ok());
        }
        // Three rounds of two concurrent requests, one second each.
        QVERIFY(r.elapsedMs >= 2900 && r.elapsedMs < 4500);
    }

    void closeDelimitedAndChunkedBodies_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<bool>("closeAfter");
        QTest::addColumn<uint>("bodyBytes");
        QTest::newRow("close-delimited") << QByteArray("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n0123456789") << true
                                         << 10u;
        QTest::newRow("chunked") << QByteArray(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n4\r\ndefg\r\n0\r\n\r\n")
                                 << false << 7u;
        QTest::newRow("keep-alive, then closed by the server")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok") << true << 2u;
    }
    void closeDelimitedAndChunkedBodies()
    {
        QFETCH(QByteArray, answer);
        QFETCH(bool, closeAfter);
        QFETCH(uint, bodyBytes);
        ScriptedServer server(answer, closeAfter);
        QVERIFY(server.isListening());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, closedPlan(server.url(), 2, 100));
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), 100);
        QCOMPARE(r.count(ErrorClass::Ok), 100);
        for (const Sample &s : r.samples)
            QCOMPARE(s.bytesIn, bodyBytes);
    }

    void resentRequestKeepsItsDueTime()
    {
        // Requests 2 and 3 go out on a kept-alive connection the server then
        // drops; each is sent again on a fresh one and answered. Their latency
        // runs from the first send, so it holds the 50 ms lost on the dead
        // connection, and a cold start's requests stay sent before any answer.
        OneAnswerPerConnectionServer server;
        QVERIFY(server.isListening());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, closedPlan(server.url(), 1, 3));
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), 3);
        SampleBatch samples = r.samples;
        std::sort(samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.id < b.id; });
        const auto delayUs = std::uint64_t(std::chrono::microseconds(OneAnswerPerConnectionServer::CloseDelay).count());
        QVERIFY2(samples[0].intendedLagUs < delayUs, QByteArray::number(samples[0].intendedLagUs).constData());
        for (const Sample &s : {samples[1], samples[2]}) {
            QVERIFY2(s.intendedLagUs >= delayUs * 9 / 10, QByteArray::number(s.intendedLagUs).constData());
            QVERIFY(s.latencyUs() >= delayUs * 9 / 10);
            QVERIFY(s.totalUs < delayUs);
        }
        QCOMPARE(r.report.connectionsOpened, 3);
    }

    void dataRowsReachTheServerInOrder()
    {
        cp::test::RecordingServer server;
        QVERIFY(server.isListening());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, server.dataPlan());
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), cp::test::RecordingServer::DataRequests);
        server.verifyDataRequests();
    }

    // Request sequences (docs/load-testing.md#request-sequences): what one answer gives,
    // the next request carries, checked where it arrives; a login without its token is a
    // check error and the round starts over with a login.
    void aSequenceCarriesCapturedValues()
    {
        cp::test::RecordingServer server;
        QVERIFY(server.isListening());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, server.sequencePlan());
        QVERIFY(r.finished);
        QCOMPARE(r.samples.size(), cp::test::RecordingServer::SequenceRequests);
        const int missing = server.verifySequenceRequests();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(missing > 0);
        QCOMPARE(r.count(ErrorClass::Check), missing);
        for (const Sample &sample : r.samples) {
            // Step 0 is the login, step 1 the profile; a login fails the capture of the token, its first.
            if (sample.error == ErrorClass::Check) {
                QCOMPARE(sample.endpoint, 0);
                QCOMPARE(sample.check, 1);
            }
        }
        const auto profiles = std::count_if(r.samples.cbegin(), r.samples.cend(),
                                            [](const Sample &s) { return s.endpoint == 1 && s.ok(); });
        const auto served = std::count_if(server.requests().cbegin(), server.requests().cend(),
                                          [](const auto &request) { return request.target.startsWith("/profile"); });
        QCOMPARE(profiles, served);
    }

    void headRequests()
    {
        ScriptedServer server("HTTP/1.1 200 OK\r\nContent-Length: 12345\r\n\r\n", false);
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 1, 20);
        plan.request.method = "HEAD";
        plan.request.timeout = 2s;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QCOMPARE(r.count(ErrorClass::Ok), 20);
        QCOMPARE(r.report.connectionsOpened, 1);
    }

    void unansweredBytesAreAProtocolError()
    {
        // Two answers to each request: the second has no request to belong to.
        ScriptedServer server("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx"
                              "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\ny",
                              false);
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, closedPlan(server.url(), 1, 5));
        QCOMPARE(r.count(ErrorClass::Protocol), 5);
    }

    void largeBodies()
    {
        DemoServerOptions options;
        options.bodySize = 20 << 20;
        options.latencyMean = 0us;
        options.latencyJitter = 0us;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, closedPlan(server.url(), 2, 6));
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), 6);
        for (const Sample &s : r.samples)
            QCOMPARE(s.bytesIn, std::uint32_t(20 << 20));
    }

    // A request larger than the kernel takes at once (the rest goes as the socket
    // drains), to a host given by name: looked up without blocking the thread,
    // its addresses tried in turn (localhost may name ::1 first, where nobody listens).
    void largeRequestsToAHostName()
    {
        DemoServerOptions options;
        options.latencyMean = 0us;
        options.latencyJitter = 0us;
        DemoServer server(options);
        QVERIFY(server.start());
        QUrl url = server.url();
        url.setHost(QStringLiteral("localhost"));
        LoadPlan plan = closedPlan(url, 2, 6);
        plan.request.method = "POST";
        plan.request.bodyTemplate = QByteArray(16 << 20, 'x');
        SocketEngine engine;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), 6);
        for (const Sample &s : r.samples)
            QCOMPARE(s.bytesOut, std::uint32_t(16 << 20));
    }

    void retryWhileBooting()
    {
        DemoServerOptions options;
        options.latencyMean = 0us;
        options.latencyJitter = 0us;
        options.coldStart = 0ms;
        options.restartDowntime = 600ms;
        DemoServer server(options);
        QVERIFY(server.start());
        server.restart();
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 3, 3);
        plan.retryWhileBooting = true;
        plan.request.timeout = 5s;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), 3);
        // Latency runs from the first attempt, made while the server was down.
        for (const Sample &s : r.samples)
            QVERIFY2(s.latencyUs() >= 300'000, QByteArray::number(qulonglong(s.latencyUs())).constData());

        server.restart();
        plan.retryWhileBooting = false;
        const cp::test::EngineRun refused = runEngine(engine, plan);
        QCOMPARE(refused.count(ErrorClass::Refused), 3);
    }

    // A perf-cost batch is due at once, whichever thread sends each request and
    // however late: that is what keeps a late request of a cold batch cold.
    void batchRequestsShareTheirDueTime()
    {
        DemoServerOptions options;
        options.latencyMean = 5ms;
        options.latencyJitter = 0us;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 6, 6);
        plan.threads = 3;
        plan.onePerConnection = true;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QCOMPARE(r.count(ErrorClass::Ok), 6);
        const std::int64_t due = r.samples.first().intendedNs();
        for (const Sample &s : r.samples) {
            QVERIFY2(qAbs(s.intendedNs() - due) < 1000,
                     QByteArray::number(qlonglong(s.intendedNs() - due)).constData());
            QCOMPARE(s.latencyUs(), std::uint64_t(s.intendedLagUs) + s.totalUs);
        }
    }

    void stopCancelsInFlight()
    {
        DemoServerOptions options;
        options.fault = DemoFault::NeverAnswer;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 5, 0);
        plan.duration = 60s;
        const cp::test::EngineRun r = runEngine(engine, plan, 10'000, 300ms, 100ms);
        QVERIFY(r.finished);
        QVERIFY(r.elapsedMs < 2000);
        QCOMPARE(r.samples.size(), 5);
        QCOMPARE(r.count(ErrorClass::Cancelled), 5);
    }

    void stopEndsAClosedLoopWithoutLimit()
    {
        DemoServerOptions options;
        options.latencyMean = 100us;
        options.latencyJitter = 0us;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 8, 0);
        plan.threads = 2;
        const cp::test::EngineRun r = runEngine(engine, plan, 10'000, 500ms, 1000ms);
        QVERIFY(r.finished);
        QVERIFY(r.samples.size() > 100);
        QCOMPARE(r.count(ErrorClass::Ok), r.samples.size());
        QCOMPARE(r.report.sent, r.samples.size());
        // Batched: far fewer signals than samples, about 30 a second at most.
        QVERIFY(r.batches <= 3 + r.elapsedMs * 31 / 1000);
    }

    void stopAtAnyTime_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("stopAfterMs");
        QTest::newRow("closed, at once") << int(LoopMode::Closed) << 0;
        QTest::newRow("closed, soon") << int(LoopMode::Closed) << 5;
        QTest::newRow("open, at once") << int(LoopMode::Open) << 0;
        QTest::newRow("open, soon") << int(LoopMode::Open) << 50;
    }
    void stopAtAnyTime()
    {
        QFETCH(int, mode);
        QFETCH(int, stopAfterMs);
        DemoServerOptions options;
        options.latencyMean = 2ms;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 4, 0);
        plan.mode = LoopMode(mode);
        plan.rateStart = plan.rateEnd = 1000;
        plan.duration = 60s;
        plan.threads = 2;
        const cp::test::EngineRun r = runEngine(engine, plan, 10'000, std::chrono::milliseconds(stopAfterMs), 500ms);
        QVERIFY(r.finished);
        QVERIFY(r.elapsedMs < 3000);
        QCOMPARE(r.report.sent, r.samples.size());
        QCOMPARE(r.count(ErrorClass::Ok) + r.count(ErrorClass::Cancelled), r.samples.size());
        // And it runs again.
        const cp::test::EngineRun again = runEngine(engine, closedPlan(server.url(), 2, 20));
        QCOMPARE(again.count(ErrorClass::Ok), 20);
    }

    void destroyedWhileRunning()
    {
        DemoServer server;
        QVERIFY(server.start());
        auto engine = std::make_unique<SocketEngine>();
        LoadPlan plan = closedPlan(server.url(), 8, 0);
        plan.threads = 2;
        QSignalSpy batches(engine.get(), &LoadEngine::samplesReady);
        engine->start(plan);
        QVERIFY(engine->isRunning());
        QTRY_VERIFY(batches.count() > 0);
        engine.reset();
    }

    void durationEndsAClosedLoop()
    {
        DemoServerOptions options;
        options.latencyMean = 1ms;
        DemoServer server(options);
        QVERIFY(server.start());
        SocketEngine engine;
        LoadPlan plan = closedPlan(server.url(), 2, 0);
        plan.duration = 700ms;
        const cp::test::EngineRun r = runEngine(engine, plan);
        QVERIFY(r.finished);
        QVERIFY(r.elapsedMs >= 690 && r.elapsedMs < 1500);
        QVERIFY(r.samples.size() > 100);
    }
};

QTEST_GUILESS_MAIN(TestSocketEngine)
#include "tst_socket_engine.moc"
