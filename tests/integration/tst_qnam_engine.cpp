#include "demo/demo_server.h"
#include "http/qnam_engine.h"
#include "http/qnam_worker.h"
#include "load_engine_run.h"
#include "recording_server.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <set>
#include <utility>
#include <vector>

#include <sys/socket.h>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::closedPlan;

Q_DECLARE_METATYPE(cp::ErrorClass)

namespace {

DemoServerOptions quickServer()
{
    DemoServerOptions options;
    options.latencyMean = 1ms;
    options.latencyJitter = 0us;
    options.coldStart = 0ms;
    return options;
}

// A fresh engine for every phase; a stop leaves requests in flight 100 ms.
cp::test::EngineRun runPhase(const LoadPlan &plan, int timeoutMs = 30000,
                             std::optional<std::chrono::milliseconds> stopAfter = {})
{
    QnamEngine engine;
    return cp::test::runEngine(engine, plan, timeoutMs, stopAfter, 100ms);
}

// Answers every request with fixed bytes, then closes the connection at once
// (the close comes with the bytes), or resets it 50 ms later (SO_LINGER 0
// makes the close send RST; a reset at once could discard the bytes unread).
class RawServer : public QTcpServer
{
public:
    enum class End { Close, Reset };

    RawServer(QByteArray answer, End end)
        : m_answer(std::move(answer))
    {
        connect(this, &QTcpServer::newConnection, this, [this, end] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket, end] {
                    socket->readAll();
                    socket->write(m_answer);
                    if (end == End::Close) {
                        socket->close();
                        return;
                    }
                    QTimer::singleShot(50ms, socket, [socket] {
                        const linger noLinger{1, 0};
                        ::setsockopt(int(socket->socketDescriptor()), SOL_SOCKET, SO_LINGER, &noLinger,
                                     sizeof noLinger);
                        socket->close();
                    });
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        listen(QHostAddress::LocalHost);
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(serverPort())); }

private:
    QByteArray m_answer;
};

} // namespace

class tst_QnamEngine : public QObject
{
    Q_OBJECT
private slots:
    void classifiesNetworkErrors_data();
    void classifiesNetworkErrors();
    void closedLoopCounts_data();
    void closedLoopCounts();
    void closedLoopDuration();
    void openLoopKeepsTimetable();
    void openLoopCountsLateSends();
    void openLoopAutoConnections();
    void errorClasses_data();
    void errorClasses();
    void malformedResponses_data();
    void malformedResponses();
    void stopCancelsInFlight();
    void retryWhileBooting();
    void batchRequestsShareTheirDueTime();
    void postSendsDefaultBody();
    void dataRowsReachTheServerInOrder();
    void largeBodiesCountedNotKept();
    void serverTimeAndColdness();
};

void tst_QnamEngine::classifiesNetworkErrors_data()
{
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("timedOut");
    QTest::addColumn<cp::ErrorClass>("expected");
    QTest::newRow("ok") << int(QNetworkReply::NoError) << 200 << false << ErrorClass::Ok;
    QTest::newRow("status wins") << int(QNetworkReply::InternalServerError) << 500 << false << ErrorClass::Http;
    QTest::newRow("404 without error") << int(QNetworkReply::NoError) << 404 << false << ErrorClass::Http;
    QTest::newRow("refused") << int(QNetworkReply::ConnectionRefusedError) << 0 << false << ErrorClass::Refused;
    QTest::newRow("closed") << int(QNetworkReply::RemoteHostClosedError) << 0 << false << ErrorClass::Reset;
    QTest::newRow("closed mid-body of an error status")
        << int(QNetworkReply::RemoteHostClosedError) << 500 << false << ErrorClass::Reset;
    QTest::newRow("timed out mid-body of an error status")
        << int(QNetworkReply::OperationCanceledError) << 503 << true << ErrorClass::Timeout;
    QTest::newRow("host not found") << int(QNetworkReply::HostNotFoundError) << 0 << false << ErrorClass::Dns;
    QTest::newRow("timeout") << int(QNetworkReply::TimeoutError) << 0 << false << ErrorClass::Timeout;
    QTest::newRow("transfer timeout") << int(QNetworkReply::OperationCanceledError) << 0 << true << ErrorClass::Timeout;
    QTest::newRow("stopped") << int(QNetworkReply::OperationCanceledError) << 0 << false << ErrorClass::Cancelled;
    QTest::newRow("tls") << int(QNetworkReply::SslHandshakeFailedError) << 0 << false << ErrorClass::Tls;
    QTest::newRow("protocol") << int(QNetworkReply::ProtocolFailure) << 0 << false << ErrorClass::Protocol;
}

void tst_QnamEngine::classifiesNetworkErrors()
{
    QFETCH(int, error);
    QFETCH(int, status);
    QFETCH(bool, timedOut);
    QFETCH(cp::ErrorClass, expected);
    QCOMPARE(errorClassName(classifyNetworkError(QNetworkReply::NetworkError(error), status, timedOut)),
             errorClassName(expected));
}

void tst_QnamEngine::closedLoopCounts_data()
{
    QTest::addColumn<int>("connections");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("requests");
    QTest::newRow("1 connection") << 1 << 1 << 100;
    QTest::newRow("8 connections, 2 managers") << 8 << 1 << 300;
    QTest::newRow("20 connections, 2 threads") << 20 << 2 << 500;
    QTest::newRow("more threads than connections") << 2 << 4 << 50;
}

void tst_QnamEngine::closedLoopCounts()
{
    QFETCH(int, connections);
    QFETCH(int, threads);
    QFETCH(int, requests);
    DemoServer server(quickServer());
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), connections, requests);
    plan.threads = threads;
    plan.firstId = 1000;
    const cp::test::EngineRun run = runPhase(plan);

    QCOMPARE(run.samples.size(), requests);
    QCOMPARE(run.report.sent, requests);
    QCOMPARE(server.requestsServed(), requests);
    std::set<std::uint32_t> ids;
    for (const Sample &sample : run.samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        QCOMPARE(sample.status, 200);
        QVERIFY(sample.ttfbUs <= sample.totalUs);
        QVERIFY(sample.totalUs >= 900); // the server takes 1 ms
        QCOMPARE(sample.intendedLagUs, 0u);
        QVERIFY(sample.bytesIn > 50);
        QVERIFY(sample.serverUs >= 900);
        QCOMPARE(sample.coldness, Coldness::Warm);
        QCOMPARE(sample.msgLength, 5);
        ids.insert(sample.id);
    }
    QCOMPARE(int(ids.size()), requests);
    QCOMPARE(*ids.begin(), 1000u);
    QCOMPARE(*ids.rbegin(), 1000u + std::uint32_t(requests) - 1);
    // Batched: far fewer signals than samples, at most ~30 a second.
    QVERIFY(run.batches <= 1 + int(run.elapsedMs / 30));
}

void tst_QnamEngine::closedLoopDuration()
{
    DemoServer server(quickServer());
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 4, 0);
    plan.duration = 500ms;
    const cp::test::EngineRun run = runPhase(plan);
    QVERIFY2(run.elapsedMs >= 480 && run.elapsedMs < 3000, qPrintable(QString::number(run.elapsedMs)));
    QVERIFY(run.samples.size() > 20);
    QCOMPARE(run.samples.size(), run.report.sent);
    QCOMPARE(server.requestsServed(), run.report.sent);
    const auto last = std::max_element(run.samples.cbegin(), run.samples.cend(),
                                       [](const Sample &a, const Sample &b) { return a.sentNs < b.sentNs; });
    const auto first = std::min_element(run.samples.cbegin(), run.samples.cend(),
                                        [](const Sample &a, const Sample &b) { return a.sentNs < b.sentNs; });
    QVERIFY(last->sentNs - first->sentNs < 520'000'000);
}

void tst_QnamEngine::openLoopKeepsTimetable()
{
    DemoServer server(quickServer());
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 8, 0);
    plan.mode = LoopMode::Open;
    plan.rateStart = plan.rateEnd = 200;
    plan.duration = 1s;
    plan.threads = 2;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 200);
    QCOMPARE(run.report.sent, 200);
    std::int64_t firstDue = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastDue = 0;
    for (const Sample &sample : run.samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        firstDue = std::min(firstDue, sample.intendedNs());
        lastDue = std::max(lastDue, sample.intendedNs());
    }
    // 200/s: due every 5 ms, whatever the responses do.
    const double spanMs = double(lastDue - firstDue) / 1e6;
    QVERIFY2(spanMs > 990 && spanMs < 1000, qPrintable(QString::number(spanMs)));
    // How many leave on time depends on the CPU the machine leaves the engine
    // (bench/run.sh measures it); the count must agree with the samples' own lags.
    const auto onSchedule = std::count_if(run.samples.cbegin(), run.samples.cend(),
                                          [](const Sample &s) { return s.intendedLagUs <= LateSendUs; });
    QCOMPARE(run.report.lateSends, 200 - onSchedule);
}

void tst_QnamEngine::openLoopCountsLateSends()
{
    DemoServerOptions options = quickServer();
    options.latencyMean = 50ms; // 2 connections carry 40 requests/s at most
    DemoServer server(options);
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 2, 0);
    plan.mode = LoopMode::Open;
    plan.rateStart = plan.rateEnd = 100;
    plan.duration = 500ms;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 50);
    QVERIFY(run.report.lateSends > 20);
    QVERIFY(run.report.maxLagUs > 200'000);
    // Coordinated omission: the corrected latency grows, the service time does not.
    std::uint64_t worstLatency = 0;
    std::uint32_t worstTotal = 0;
    for (const Sample &sample : run.samples) {
        worstLatency = std::max(worstLatency, sample.latencyUs());
        worstTotal = std::max(worstTotal, sample.totalUs);
    }
    // Relative, not a fixed bound: on a busy machine a response may take 100 ms more
    // than the server's 50 ms, but a total that grew with the backlog would be near the latency.
    QVERIFY2(worstLatency > 300'000, qPrintable(QString::number(worstLatency)));
    QVERIFY2(worstTotal < worstLatency / 2, qPrintable(QStringLiteral("%1 / %2").arg(worstTotal).arg(worstLatency)));
}

void tst_QnamEngine::openLoopAutoConnections()
{
    DemoServerOptions options = quickServer();
    options.latencyMean = 50ms;
    DemoServer server(options);
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 0, 0); // 0: enough for a timeout's worth at the rate
    plan.mode = LoopMode::Open;
    plan.rateStart = plan.rateEnd = 100;
    plan.duration = 500ms;
    plan.request.timeout = 1s;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 50);
    QCOMPARE(run.report.droppedSends, 0);
    // Each answer takes 50 ms and one is due every 10 ms: the engine must have
    // had five requests in flight at once, more if a busy machine bunched the
    // sends. (How many leave on time is the machine's; bench/run.sh measures it.)
    std::vector<std::pair<std::int64_t, int>> edges;
    for (const Sample &sample : run.samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        edges.emplace_back(sample.sentNs, 1);
        edges.emplace_back(sample.sentNs + std::int64_t(sample.totalUs) * 1000, -1);
    }
    std::sort(edges.begin(), edges.end());
    int inFlight = 0;
    int peak = 0;
    for (const auto &[at, step] : edges)
        peak = std::max(peak, inFlight += step);
    QVERIFY2(peak >= 5, qPrintable(QString::number(peak)));
}

void tst_QnamEngine::errorClasses_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("host");
    QTest::addColumn<cp::ErrorClass>("expected");
    QTest::newRow("refused") << int(DemoFault::Refuse) << 200 << QString() << ErrorClass::Refused;
    QTest::newRow("timeout") << int(DemoFault::NeverAnswer) << 200 << QString() << ErrorClass::Timeout;
    QTest::newRow("http 500") << int(DemoFault::None) << 500 << QString() << ErrorClass::Http;
    QTest::newRow("http 404") << int(DemoFault::None) << 404 << QString() << ErrorClass::Http;
    // QNAM skips a status line that is not HTTP and then sees the server close:
    // it cannot tell garbage from a reset, unlike the socket engine.
    QTest::newRow("garbage") << int(DemoFault::Garbage) << 200 << QString() << ErrorClass::Reset;
    QTest::newRow("close after response") << int(DemoFault::CloseAfterResponse) << 200 << QString() << ErrorClass::Ok;
    QTest::newRow("dns") << int(DemoFault::None) << 200 << QStringLiteral("no-such-host.invalid") << ErrorClass::Dns;
}

void tst_QnamEngine::errorClasses()
{
    QFETCH(int, fault);
    QFETCH(int, status);
    QFETCH(QString, host);
    QFETCH(cp::ErrorClass, expected);
    DemoServerOptions options = quickServer();
    options.fault = DemoFault(fault);
    options.status = status;
    DemoServer server(options);
    QVERIFY(server.start());
    QUrl url = server.url();
    if (!host.isEmpty())
        url.setHost(host);
    LoadPlan plan = closedPlan(url, 2, 4);
    plan.request.timeout = 400ms;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 4);
    for (const Sample &sample : run.samples) {
        QCOMPARE(errorClassName(sample.error), errorClassName(expected));
        if (expected == ErrorClass::Http)
            QCOMPARE(int(sample.status), status);
        if (expected == ErrorClass::Timeout)
            QVERIFY(sample.totalUs >= 350'000 && sample.totalUs < 2'000'000);
    }
}

// What QNAM takes for a complete response is checked the socket engine's way
// (docs/specification.md#load-engines).
void tst_QnamEngine::malformedResponses_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<bool>("reset");
    QTest::addColumn<cp::ErrorClass>("expected");
    QTest::addColumn<int>("status");
    QTest::newRow("body cut short") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789") << false
                                    << ErrorClass::Reset << 200;
    QTest::newRow("HTTP/1.0 body cut short")
        << QByteArray("HTTP/1.0 200 OK\r\nContent-Length: 100\r\n\r\n0123456789") << false << ErrorClass::Reset << 200;
    QTest::newRow("error status, body cut short")
        << QByteArray("HTTP/1.1 500 Oops\r\nContent-Length: 100\r\n\r\n0123456789") << false << ErrorClass::Reset
        << 500;
    QTest::newRow("reset mid-body") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
            + QByteArray(100, 'x') << true
                                    << ErrorClass::Reset << 200;
    QTest::newRow("conflicting Content-Length")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nabcdefg") << false
        << ErrorClass::Protocol << 200;
    QTest::newRow("repeated Content-Length")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nabcde") << false
        << ErrorClass::Protocol << 200;
    // QNAM ends the reply at the interim response: the final one is lost.
    QTest::newRow("interim response other than 100")
        << QByteArray("HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        << false << ErrorClass::Protocol << 0;
    QTest::newRow("100 Continue") << QByteArray(
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
                                  << false << ErrorClass::Ok << 200;
}

void tst_QnamEngine::malformedResponses()
{
    QFETCH(QByteArray, answer);
    QFETCH(bool, reset);
    QFETCH(cp::ErrorClass, expected);
    QFETCH(int, status);
    RawServer server(answer, reset ? RawServer::End::Reset : RawServer::End::Close);
    QVERIFY(server.isListening());
    LoadPlan plan = closedPlan(server.url(), 1, 3);
    plan.request.timeout = 2s;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 3);
    for (const Sample &sample : run.samples) {
        QCOMPARE(errorClassName(sample.error), errorClassName(expected));
        QCOMPARE(int(sample.status), status);
    }
}

void tst_QnamEngine::stopCancelsInFlight()
{
    DemoServerOptions options = quickServer();
    options.fault = DemoFault::NeverAnswer;
    DemoServer server(options);
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 3, 0);
    plan.request.timeout = 30s;
    const cp::test::EngineRun run = runPhase(plan, 5000, 200ms);
    QCOMPARE(run.samples.size(), 3);
    QVERIFY(run.elapsedMs < 2000);
    for (const Sample &sample : run.samples)
        QCOMPARE(sample.error, ErrorClass::Cancelled);
}

void tst_QnamEngine::retryWhileBooting()
{
    DemoServerOptions options = quickServer();
    options.restartDowntime = 300ms;
    options.coldStart = 100ms;
    DemoServer server(options);
    QVERIFY(server.start());

    server.restart();
    LoadPlan plan = closedPlan(server.url(), 1, 1);
    plan.retryWhileBooting = true;
    cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 1);
    QCOMPARE(run.samples.first().error, ErrorClass::Ok);
    // Latency runs from the first attempt: downtime plus cold start.
    QVERIFY2(run.samples.first().totalUs >= 350'000, qPrintable(QString::number(run.samples.first().totalUs)));
    QCOMPARE(run.samples.first().coldness, Coldness::Cold);

    server.restart();
    plan.retryWhileBooting = false;
    run = runPhase(plan);
    QCOMPARE(run.samples.size(), 1);
    QCOMPARE(run.samples.first().error, ErrorClass::Refused);
}

void tst_QnamEngine::postSendsDefaultBody()
{
    DemoServer server(quickServer());
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 2, 10);
    plan.request.method = "POST";
    plan.request.msgLength = 7;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 10);
    for (const Sample &sample : run.samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        QCOMPARE(sample.bytesOut, 15u); // message=<7 letters>
        QCOMPARE(sample.msgLength, 7);
    }
    QCOMPARE(server.requestsServed(), 10);
}

// docs/load-testing.md#data-files: the URL QNAM is given is the rendered one.
void tst_QnamEngine::dataRowsReachTheServerInOrder()
{
    cp::test::RecordingServer server;
    QVERIFY(server.isListening());
    const cp::test::EngineRun run = runPhase(server.dataPlan());
    QCOMPARE(run.samples.size(), cp::test::RecordingServer::DataRequests);
    server.verifyDataRequests();
}

void tst_QnamEngine::largeBodiesCountedNotKept()
{
    DemoServerOptions options = quickServer();
    options.bodySize = 20 << 20;
    DemoServer server(options);
    QVERIFY(server.start());
    const cp::test::EngineRun run = runPhase(closedPlan(server.url(), 2, 4), 60000);
    QCOMPARE(run.samples.size(), 4);
    for (const Sample &sample : run.samples) {
        QCOMPARE(sample.error, ErrorClass::Ok);
        QCOMPARE(sample.bytesIn, std::uint32_t(20 << 20));
        QVERIFY(sample.serverUs >= 0);
    }
}

void tst_QnamEngine::serverTimeAndColdness()
{
    DemoServerOptions options = quickServer();
    options.latencyMean = 20ms;
    options.coldStart = 150ms;
    DemoServer server(options);
    QVERIFY(server.start());
    const cp::test::EngineRun run = runPhase(closedPlan(server.url(), 1, 3));
    QCOMPARE(run.samples.size(), 3);
    SampleBatch samples = run.samples;
    std::sort(samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.id < b.id; });
    QCOMPARE(samples.at(0).coldness, Coldness::Cold);
    QVERIFY(samples.at(0).serverUs >= 165'000);
    for (int i = 1; i < 3; ++i) {
        QCOMPARE(samples.at(i).coldness, Coldness::Warm);
        QVERIFY(samples.at(i).serverUs >= 19'000 && samples.at(i).serverUs < 100'000);
        QVERIFY(samples.at(i).totalUs >= std::uint32_t(samples.at(i).serverUs));
    }
}

// A perf-cost batch is due at once, whichever thread sends each request.
void tst_QnamEngine::batchRequestsShareTheirDueTime()
{
    DemoServer server(quickServer());
    QVERIFY(server.start());
    LoadPlan plan = closedPlan(server.url(), 6, 6);
    plan.threads = 3;
    plan.onePerConnection = true;
    const cp::test::EngineRun run = runPhase(plan);
    QCOMPARE(run.samples.size(), 6);
    const std::int64_t due = run.samples.first().intendedNs();
    for (const Sample &s : run.samples)
        QVERIFY2(qAbs(s.intendedNs() - due) < 1000, QByteArray::number(qlonglong(s.intendedNs() - due)).constData());
}

QTEST_MAIN(tst_QnamEngine)
#include "tst_qnam_engine.moc"
