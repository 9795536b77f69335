#include "demo/demo_server.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <optional>
#include <vector>

using namespace cp;
using namespace std::chrono_literals;

namespace {

struct Response
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers; // names lower-case
    QByteArray body;
    QByteArray header(const char *name) const { return headers.value(QByteArray(name)); }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Parses one response out of `buffer` if it is complete (Content-Length framed,
// which is all the demo server sends). Removes it from the buffer.
std::optional<Response> takeResponse(QByteArray &buffer, bool head = false)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return std::nullopt;
    Response response;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    const QList<QByteArray> statusLine = lines.first().split(' ');
    if (statusLine.size() < 2 || !statusLine.first().startsWith("HTTP/1.1"))
        return std::nullopt;
    response.status = statusLine.at(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            response.headers.insert(line.left(colon).toLower(), line.mid(colon + 1).trimmed());
    }
    const qsizetype length = head ? 0 : response.header("content-length").toLongLong();
    if (buffer.size() < end + 4 + length)
        return std::nullopt;
    response.body = buffer.mid(end + 4, length);
    buffer.remove(0, end + 4 + length);
    return response;
}

std::optional<Response> readResponse(QTcpSocket &socket, QByteArray &buffer, int timeoutMs = 5000, bool head = false)
{
    QElapsedTimer timer;
    timer.start();
    while (true) {
        if (auto response = takeResponse(buffer, head))
            return response;
        const int left = timeoutMs - int(timer.elapsed());
        if (left <= 0 || !socket.waitForReadyRead(left))
            return std::nullopt;
        buffer += socket.readAll();
    }
}

std::unique_ptr<QTcpSocket> connectTo(const DemoServer &server)
{
    auto socket = std::make_unique<QTcpSocket>();
    socket->connectToHost(QHostAddress::LocalHost, server.port());
    if (!socket->waitForConnected(5000))
        return nullptr;
    return socket;
}

QByteArray get(const QByteArray &path = "/", const QByteArray &extra = {})
{
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + "\r\n";
}

DemoServerOptions fastOptions()
{
    DemoServerOptions options;
    options.latencyMean = 0us;
    options.latencyJitter = 0us;
    options.coldStart = 0ms;
    return options;
}

double serverTimingMs(const Response &response)
{
    static const QRegularExpression pattern(QStringLiteral("^app;dur=([0-9.]+)$"));
    const auto match = pattern.match(QString::fromLatin1(response.header("server-timing")));
    return match.hasMatch() ? match.captured(1).toDouble() : -1;
}

} // namespace

class tst_DemoServer : public QObject
{
    Q_OBJECT
private slots:
    void answersWithSebsJson();
    void methodsAndBodies_data();
    void methodsAndBodies();
    void pipelinedRequestsAnsweredInOrder();
    void coldStartAfterRestart();
    void latencyAppliedWithJitter();
    void stallWindowsHoldAnswers();
    void bodySize_data();
    void bodySize();
    void statusOption();
    void badRequestClosesConnection();
    void clientConnectionCloseHonoured();
    void neverAnswer();
    void garbage();
    void closeAfterResponse();
    void refuse();
    void restartDowntimeRefusesThenAccepts();
    void thousandConcurrentConnections();
};

void tst_DemoServer::answersWithSebsJson()
{
    DemoServer server(fastOptions());
    QString error;
    QVERIFY2(server.start(&error), qPrintable(error));
    QVERIFY(server.port() != 0);
    QCOMPARE(server.url().host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(server.url().port(), int(server.port()));

    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(get("/any/path?x=1"));
    QByteArray buffer;
    const auto response = readResponse(*socket, buffer);
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->header("content-type"), QByteArray("application/json"));
    QCOMPARE(response->header("x-cold-start"), QByteArray("0"));
    QVERIFY(serverTimingMs(*response) >= 0);
    const QJsonObject json = response->json();
    QVERIFY(json.value(QStringLiteral("begin")).isDouble());
    QVERIFY(json.value(QStringLiteral("end")).toDouble() >= json.value(QStringLiteral("begin")).toDouble());
    QCOMPARE(json.value(QStringLiteral("is_cold")).toBool(true), false);
    QVERIFY(json.value(QStringLiteral("request_id")).toString().startsWith(QStringLiteral("demo-")));
    const double nowS = double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    QVERIFY(qAbs(json.value(QStringLiteral("begin")).toDouble() - nowS) < 10);
    QTRY_COMPARE(server.requestsServed(), 1);
    QCOMPARE(server.requestsReceived(), 1);
    QCOMPARE(server.connectionsAccepted(), 1);
}

void tst_DemoServer::methodsAndBodies_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<bool>("head");
    QTest::newRow("GET") << get() << false;
    QTest::newRow("POST content-length") << QByteArray(
        "POST /fn HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        "Content-Length: 13\r\n\r\nmessage=hello")
                                         << false;
    QTest::newRow("POST chunked") << QByteArray("POST /fn HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                                                "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
                                  << false;
    QTest::newRow("PUT large body") << QByteArray("PUT /x HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n"
                                                  + QByteArray(200000, 'a'))
                                    << false;
    QTest::newRow("POST expect 100-continue")
        << QByteArray("POST /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc") << false;
    QTest::newRow("DELETE") << QByteArray("DELETE /thing/1 HTTP/1.1\r\nHost: x\r\n\r\n") << false;
    QTest::newRow("HEAD") << QByteArray("HEAD / HTTP/1.1\r\nHost: x\r\n\r\n") << true;
}

void tst_DemoServer::methodsAndBodies()
{
    QFETCH(QByteArray, request);
    QFETCH(bool, head);
    DemoServer server(fastOptions());
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(request);
    QByteArray buffer;
    auto response = readResponse(*socket, buffer, 5000, head);
    QVERIFY(response);
    if (response->status == 100)
        response = readResponse(*socket, buffer, 5000, head);
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->body.isEmpty(), head);
    // The body was consumed exactly: the same connection answers the next request.
    socket->write(get());
    const auto next = readResponse(*socket, buffer);
    QVERIFY(next);
    QCOMPARE(next->status, 200);
    QVERIFY(buffer.isEmpty());
    QCOMPARE(server.connectionsAccepted(), 1);
}

void tst_DemoServer::pipelinedRequestsAnsweredInOrder()
{
    DemoServerOptions options = fastOptions();
    options.latencyMean = 5ms;
    options.latencyJitter = 4ms; // later requests may fall due first: order must hold anyway
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    QByteArray burst;
    for (int i = 0; i < 10; ++i)
        burst +=
            i % 2 ? get("/" + QByteArray::number(i)) : QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nab");
    socket->write(burst);
    QByteArray buffer;
    int previous = 0;
    for (int i = 0; i < 10; ++i) {
        const auto response = readResponse(*socket, buffer);
        QVERIFY2(response, qPrintable(QStringLiteral("response %1 missing").arg(i)));
        const int id = response->json().value(QStringLiteral("request_id")).toString().mid(5).toInt();
        QVERIFY(id > previous);
        previous = id;
    }
    QCOMPARE(server.requestsServed(), 10);
}

void tst_DemoServer::coldStartAfterRestart()
{
    DemoServerOptions options = fastOptions();
    options.coldStart = 150ms;
    options.latencyMean = 1ms;
    DemoServer server(options);
    QVERIFY(server.start());

    for (int round = 0; round < 2; ++round) {
        auto socket = connectTo(server);
        QVERIFY(socket);
        QByteArray buffer;
        QElapsedTimer timer;
        timer.start();
        socket->write(get());
        const auto cold = readResponse(*socket, buffer);
        QVERIFY(cold);
        QVERIFY2(timer.elapsed() >= 145, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(cold->header("x-cold-start"), QByteArray("1"));
        QCOMPARE(cold->json().value(QStringLiteral("is_cold")).toBool(), true);
        QVERIFY(serverTimingMs(*cold) >= 145);

        timer.restart();
        socket->write(get());
        const auto warm = readResponse(*socket, buffer);
        QVERIFY(warm);
        QVERIFY2(timer.elapsed() < 100, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(warm->header("x-cold-start"), QByteArray("0"));
        QCOMPARE(warm->json().value(QStringLiteral("is_cold")).toBool(true), false);

        server.restart();
        // A restart drops the connections, as a restarted container does.
        QVERIFY(socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(2000));
    }
    QCOMPARE(server.restarts(), 2);
}

void tst_DemoServer::latencyAppliedWithJitter()
{
    DemoServerOptions options = fastOptions();
    options.latencyMean = 30ms;
    options.latencyJitter = 10ms;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    QByteArray buffer;
    double smallest = 1e9;
    double largest = 0;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer timer;
        timer.start();
        socket->write(get());
        const auto response = readResponse(*socket, buffer);
        QVERIFY(response);
        QVERIFY2(timer.elapsed() >= 19, qPrintable(QString::number(timer.elapsed())));
        const double ms = serverTimingMs(*response);
        QVERIFY2(ms >= 19.9 && ms < 200, qPrintable(QString::number(ms)));
        smallest = std::min(smallest, ms);
        largest = std::max(largest, ms);
    }
    // 20 draws from a 20 ms wide interval spread out (fails with odds ~1e-9).
    QVERIFY2(largest - smallest > 2, qPrintable(QStringLiteral("%1..%2").arg(smallest).arg(largest)));
}

void tst_DemoServer::stallWindowsHoldAnswers()
{
    DemoServerOptions options = fastOptions();
    options.stallEvery = 400ms;
    options.stallFor = 200ms;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    QByteArray buffer;
    int held = 0;
    int quick = 0;
    QElapsedTimer total;
    total.start();
    while (total.elapsed() < 1200) {
        QElapsedTimer timer;
        timer.start();
        socket->write(get());
        const auto response = readResponse(*socket, buffer);
        QVERIFY(response);
        if (timer.elapsed() >= 50)
            ++held;
        else if (timer.elapsed() < 10)
            ++quick;
        QVERIFY(timer.elapsed() <= 250);
        QTest::qWait(15);
    }
    // Three windows in 1.2 s: each one holds the request that runs into it.
    QVERIFY2(held >= 2, qPrintable(QString::number(held)));
    QVERIFY2(quick >= 10, qPrintable(QString::number(quick)));
}

void tst_DemoServer::bodySize_data()
{
    QTest::addColumn<qint64>("size");
    QTest::newRow("json only") << qint64(0);
    QTest::newRow("1 KiB") << qint64(1024);
    QTest::newRow("1 MiB") << qint64(1 << 20);
    QTest::newRow("20 MiB") << qint64(20 << 20);
}

void tst_DemoServer::bodySize()
{
    QFETCH(qint64, size);
    DemoServerOptions options = fastOptions();
    options.bodySize = size;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    QByteArray buffer;
    for (int i = 0; i < 2; ++i) {
        socket->write(get());
        const auto response = readResponse(*socket, buffer, 20000);
        QVERIFY(response);
        if (size > 0)
            QCOMPARE(response->body.size(), size);
        QCOMPARE(response->header("content-length").toLongLong(), response->body.size());
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(response->body, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(document.object().contains(QStringLiteral("request_id")));
    }
}

void tst_DemoServer::statusOption()
{
    DemoServerOptions options = fastOptions();
    options.status = 500;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(get());
    QByteArray buffer;
    const auto response = readResponse(*socket, buffer);
    QVERIFY(response);
    QCOMPARE(response->status, 500);
    QVERIFY(response->json().contains(QStringLiteral("begin")));
}

void tst_DemoServer::badRequestClosesConnection()
{
    DemoServer server(fastOptions());
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write("THIS IS NOT\x01 A REQUEST\r\n\r\n");
    QByteArray buffer;
    const auto response = readResponse(*socket, buffer);
    QVERIFY(response);
    QCOMPARE(response->status, 400);
    QVERIFY(socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(2000));
}

void tst_DemoServer::clientConnectionCloseHonoured()
{
    DemoServer server(fastOptions());
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    // Pipelined after the closing request: never answered.
    socket->write(get("/", "Connection: close\r\n") + get());
    QByteArray buffer;
    const auto response = readResponse(*socket, buffer);
    QVERIFY(response);
    QCOMPARE(response->header("connection"), QByteArray("close"));
    QVERIFY(socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(2000));
    buffer += socket->readAll();
    QVERIFY(buffer.isEmpty());
    QCOMPARE(server.requestsServed(), 1);
}

void tst_DemoServer::neverAnswer()
{
    DemoServerOptions options = fastOptions();
    options.fault = DemoFault::NeverAnswer;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(get());
    QVERIFY(!socket->waitForReadyRead(400));
    QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
    QCOMPARE(server.requestsReceived(), 1);
    QCOMPARE(server.requestsServed(), 0);
}

void tst_DemoServer::garbage()
{
    DemoServerOptions options = fastOptions();
    options.fault = DemoFault::Garbage;
    DemoServer server(options);
    QVERIFY(server.start());
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(get());
    QVERIFY(socket->waitForReadyRead(5000));
    QByteArray bytes = socket->readAll();
    QVERIFY(socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(2000));
    bytes += socket->readAll();
    QVERIFY(!bytes.isEmpty());
    QVERIFY(!bytes.startsWith("HTTP/"));
}

void tst_DemoServer::closeAfterResponse()
{
    DemoServerOptions options = fastOptions();
    options.fault = DemoFault::CloseAfterResponse;
    DemoServer server(options);
    QVERIFY(server.start());
    for (int i = 0; i < 3; ++i) {
        auto socket = connectTo(server);
        QVERIFY(socket);
        socket->write(get() + get());
        QByteArray buffer;
        const auto response = readResponse(*socket, buffer);
        QVERIFY(response);
        QCOMPARE(response->status, 200);
        QCOMPARE(response->header("connection"), QByteArray("close"));
        QVERIFY(socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(2000));
    }
    QCOMPARE(server.requestsServed(), 3);
    QCOMPARE(server.connectionsAccepted(), 3);
}

void tst_DemoServer::refuse()
{
    DemoServerOptions options = fastOptions();
    options.fault = DemoFault::Refuse;
    DemoServer server(options);
    QVERIFY(server.start());
    QVERIFY(server.port() != 0);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(!socket.waitForConnected(5000));
    QCOMPARE(socket.error(), QAbstractSocket::ConnectionRefusedError);
}

void tst_DemoServer::restartDowntimeRefusesThenAccepts()
{
    DemoServerOptions options = fastOptions();
    options.restartDowntime = 300ms;
    DemoServer server(options);
    QVERIFY(server.start());
    const quint16 port = server.port();
    server.restart();
    QTcpSocket refused;
    refused.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(!refused.waitForConnected(2000));
    QCOMPARE(refused.error(), QAbstractSocket::ConnectionRefusedError);
    QTest::qWait(400);
    QCOMPARE(server.port(), port);
    auto socket = connectTo(server);
    QVERIFY(socket);
    socket->write(get());
    QByteArray buffer;
    QVERIFY(readResponse(*socket, buffer));
}

void tst_DemoServer::thousandConcurrentConnections()
{
    constexpr int Clients = 1000;
    DemoServerOptions options = fastOptions();
    options.latencyMean = 50ms; // every connection has a request pending at once
    DemoServer server(options);
    QVERIFY(server.start());
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    std::vector<QByteArray> buffers(Clients);
    int answered = 0;
    for (int i = 0; i < Clients; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = socket.get();
        connect(raw, &QTcpSocket::connected, raw, [raw] { raw->write(get()); });
        connect(raw, &QTcpSocket::readyRead, raw, [raw, &buffer = buffers[std::size_t(i)], &answered] {
            buffer += raw->readAll();
            if (auto response = takeResponse(buffer); response && response->status == 200)
                ++answered;
        });
        raw->connectToHost(QHostAddress::LocalHost, server.port());
        sockets.push_back(std::move(socket));
    }
    QTRY_COMPARE_WITH_TIMEOUT(answered, Clients, 20000);
    QCOMPARE(server.requestsServed(), Clients);
    QCOMPARE(server.connectionsAccepted(), Clients);
}

QTEST_MAIN(tst_DemoServer)
#include "tst_demo_server.moc"
