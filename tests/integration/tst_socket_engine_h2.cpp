// The socket engine's HTTP/2 against a real h2 server: nginx, started here on
// loopback with h2c and TLS listeners, a GOAWAY every few requests, streams it
// resets, responses larger than the flow-control window and slower than the
// request timeout.
#include "cli_runner.h"
#include "http/socket_engine.h"
#include "load_engine_run.h"
#include "test_files.h"
#include "test_process.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace std::chrono_literals;
using cp::test::closedPlan;
using cp::test::EngineRun;
using cp::test::runEngine;

namespace {

// Larger than the engine's stream window (1 MiB), so that the response waits for WINDOW_UPDATEs.
constexpr qsizetype BigBytes = 3 * 1024 * 1024;
constexpr int GoawayEvery = 40; // nginx's keepalive_requests on the GOAWAY listener

quint16 freePort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost);
    return server.serverPort();
}

bool accepts(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    return socket.waitForConnected(200);
}

} // namespace

class TestSocketEngineH2 : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QProcess m_nginx;
    quint16 m_h2c = 0;
    quint16 m_goaway = 0;
    quint16 m_tls = 0;
    quint16 m_tlsHttp1 = 0;
    quint16 m_http1 = 0;

    QUrl url(quint16 port, const QString &path, bool tls = false) const
    {
        return QUrl(QStringLiteral("%1://127.0.0.1:%2%3").arg(tls ? u"https"_qs : u"http"_qs).arg(port).arg(path));
    }

    static LoadPlan h2Plan(const QUrl &url, int connections, int streams, qint64 requests)
    {
        LoadPlan plan = closedPlan(url, connections, requests);
        plan.request.method = "GET";
        plan.request.httpVersion = HttpVersion::Http2;
        plan.streams = streams;
        return plan;
    }

    // Every request of the plan has exactly one sample.
    static void verifyEveryRequestOnce(const EngineRun &run, qint64 requests)
    {
        QVERIFY(run.finished);
        QCOMPARE(run.samples.size(), requests);
        QSet<std::uint32_t> ids;
        for (const Sample &sample : run.samples)
            ids.insert(sample.id);
        QCOMPARE(ids.size(), requests);
        QCOMPARE(run.report.sent, requests);
    }

    QByteArray config() const
    {
        const QString d = m_dir.path();
        return QStringLiteral(R"(worker_processes 1;
daemon off;
error_log %1/error.log;
pid %1/nginx.pid;
events {}
http {
    access_log off;
    client_body_temp_path %1/body;
    ssl_certificate %1/cert.pem;
    ssl_certificate_key %1/key.pem;
    root %1/html;
    keepalive_requests 1000000;
    location_placeholder
    server { listen 127.0.0.1:%2 http2; include %1/locations.conf; }
    server { listen 127.0.0.1:%3 http2; keepalive_requests %4; include %1/locations.conf; }
    server { listen 127.0.0.1:%5 ssl http2; include %1/locations.conf; }
    server { listen 127.0.0.1:%6 ssl; include %1/locations.conf; }
    server { listen 127.0.0.1:%7; include %1/locations.conf; }
}
)")
            .arg(d)
            .arg(m_h2c)
            .arg(m_goaway)
            .arg(GoawayEvery)
            .arg(m_tls)
            .arg(m_tlsHttp1)
            .arg(m_http1)
            .replace(u"    location_placeholder\n"_qs, QString())
            .toUtf8();
    }

    bool write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

private slots:
    void initTestCase()
    {
        const QString nginx = QStandardPaths::findExecutable(u"nginx"_qs, {u"/usr/sbin"_qs, u"/usr/bin"_qs});
        if (nginx.isEmpty())
            QFAIL("nginx is not installed: scripts/install-deps.sh test installs it");
        QVERIFY(m_dir.isValid());
        // nginx started by root serves as an unprivileged user, which must read the files.
        QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ReadOther | QFile::ExeOther);
        QVERIFY(QDir(m_dir.path()).mkpath(u"html"_qs));
        QVERIFY(write(u"html/index.html"_qs, "hello h2\n"));
        QVERIFY(write(u"html/big.bin"_qs, QByteArray(BigBytes, 'x')));
        QVERIFY(write(u"locations.conf"_qs,
                      "location /reset { return 444; }\n"
                      "location /slow { alias "
                          + m_dir.filePath(u"html/big.bin"_qs).toUtf8() + "; limit_rate 1k; }\n"));
        const auto cert = cp::test::runProcess(
            u"openssl"_qs,
            {u"req"_qs, u"-x509"_qs, u"-newkey"_qs, u"rsa:2048"_qs, u"-nodes"_qs, u"-days"_qs, u"1"_qs, u"-subj"_qs,
             u"/CN=127.0.0.1"_qs, u"-addext"_qs, u"subjectAltName=IP:127.0.0.1"_qs, u"-keyout"_qs,
             m_dir.filePath(u"key.pem"_qs), u"-out"_qs, m_dir.filePath(u"cert.pem"_qs)});
        QVERIFY2(cert.exitCode == 0, qPrintable(cert.errText()));
        // The engine's TLS trusts the system's authorities: this test's own is added for the process.
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.addCaCertificates(m_dir.filePath(u"cert.pem"_qs));
        QSslConfiguration::setDefaultConfiguration(tls);

        m_h2c = freePort();
        m_goaway = freePort();
        m_tls = freePort();
        m_tlsHttp1 = freePort();
        m_http1 = freePort();
        QVERIFY(write(u"nginx.conf"_qs, config()));
        m_nginx.setProcessChannelMode(QProcess::MergedChannels);
        m_nginx.start(nginx, {u"-p"_qs, m_dir.path(), u"-c"_qs, m_dir.filePath(u"nginx.conf"_qs)});
        QVERIFY2(m_nginx.waitForStarted(), qPrintable(m_nginx.errorString()));
        const bool up =
            QTest::qWaitFor([this] { return accepts(m_h2c) && accepts(m_tls) && accepts(m_http1); }, 10'000);
        QFile log(m_dir.filePath(u"error.log"_qs));
        QVERIFY2(up,
                 qPrintable(u"nginx did not start: "_qs + QString::fromUtf8(m_nginx.readAll())
                            + (log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll()) : QString())));
    }

    void cleanupTestCase()
    {
        m_nginx.terminate();
        if (!m_nginx.waitForFinished(5000))
            m_nginx.kill();
    }

    void oneAndManyStreams_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::addColumn<int>("streams");
        QTest::newRow("h2c, 1 stream") << false << 1;
        QTest::newRow("h2c, 100 streams") << false << 100;
        QTest::newRow("TLS, 1 stream") << true << 1;
        QTest::newRow("TLS, 100 streams") << true << 100;
    }

    void oneAndManyStreams()
    {
        QFETCH(bool, tls);
        QFETCH(int, streams);
        SocketEngine engine;
        const qint64 requests = 3000;
        const EngineRun run =
            runEngine(engine, h2Plan(url(tls ? m_tls : m_h2c, u"/index.html"_qs, tls), 2, streams, requests));
        verifyEveryRequestOnce(run, requests);
        QCOMPARE(run.count(ErrorClass::Ok), requests);
        for (const Sample &sample : run.samples) {
            QCOMPARE(sample.status, std::uint16_t(200));
            QCOMPARE(sample.bytesIn, 9u);
            QVERIFY(sample.ttfbUs <= sample.totalUs);
        }
        // Two connections carried them all; their streams ran side by side.
        QCOMPARE(run.report.connectionsOpened, 2);
        const auto connected =
            std::count_if(run.samples.cbegin(), run.samples.cend(), [](const Sample &s) { return s.connectUs > 0; });
        QVERIFY2(connected >= 2 && connected <= 2 * streams, qPrintable(QString::number(connected)));
    }

    void goawayMidRun_data()
    {
        QTest::addColumn<int>("streams");
        QTest::newRow("10 streams") << 10;
        // More streams than a connection serves: most of each connection's streams
        // are above its GOAWAY's last one, many several times over.
        QTest::newRow("100 streams") << 100;
    }

    void goawayMidRun()
    {
        // nginx ends each connection with a GOAWAY after GoawayEvery requests; the
        // streams it did not take are sent again on the next connection.
        QFETCH(int, streams);
        SocketEngine engine;
        const qint64 requests = 1000;
        const EngineRun run = runEngine(engine, h2Plan(url(m_goaway, u"/index.html"_qs), 2, streams, requests));
        verifyEveryRequestOnce(run, requests);
        QCOMPARE(run.count(ErrorClass::Ok), requests);
        QVERIFY2(run.report.connectionsOpened >= requests / GoawayEvery,
                 qPrintable(QString::number(run.report.connectionsOpened)));
    }

    void streamsResetByTheServer()
    {
        // `return 444` makes nginx answer a stream with RST_STREAM.
        SocketEngine engine;
        const qint64 requests = 200;
        const EngineRun run = runEngine(engine, h2Plan(url(m_h2c, u"/reset"_qs), 2, 5, requests));
        verifyEveryRequestOnce(run, requests);
        QCOMPARE(run.count(ErrorClass::Reset), requests);
    }

    void responsesLargerThanTheWindow()
    {
        SocketEngine engine;
        const qint64 requests = 12;
        const EngineRun run = runEngine(engine, h2Plan(url(m_h2c, u"/big.bin"_qs), 1, 4, requests));
        verifyEveryRequestOnce(run, requests);
        QCOMPARE(run.count(ErrorClass::Ok), requests);
        for (const Sample &sample : run.samples)
            QCOMPARE(qsizetype(sample.bytesIn), BigBytes);
    }

    void timeoutResetsOnlyItsStream()
    {
        // /slow trickles at 1 KiB/s: its streams end at their timeout (RST_STREAM
        // CANCEL from the engine) while the connection goes on serving the others.
        SocketEngine engine;
        LoadPlan plan = h2Plan(url(m_h2c, u"/slow"_qs), 1, 4, 4);
        plan.request.timeout = 300ms;
        const EngineRun slow = runEngine(engine, plan);
        verifyEveryRequestOnce(slow, 4);
        QCOMPARE(slow.count(ErrorClass::Timeout), 4);
        const EngineRun fast = runEngine(engine, h2Plan(url(m_h2c, u"/index.html"_qs), 1, 4, 100));
        verifyEveryRequestOnce(fast, 100);
        QCOMPARE(fast.count(ErrorClass::Ok), 100);
    }

    void openLoop()
    {
        SocketEngine engine;
        LoadPlan plan = h2Plan(url(m_h2c, u"/index.html"_qs), 2, 8, 0);
        plan.mode = LoopMode::Open;
        plan.rateStart = plan.rateEnd = 400;
        plan.duration = 1s;
        const EngineRun run = runEngine(engine, plan);
        QVERIFY(run.finished);
        QCOMPARE(run.samples.size(), 400);
        QCOMPARE(run.count(ErrorClass::Ok), 400);
        QVERIFY(run.report.connectionsOpened <= 2);
    }

    void perfCostBatch()
    {
        // A batch sends one request per connection, all due at once, as in HTTP/1.1.
        SocketEngine engine;
        LoadPlan plan = h2Plan(url(m_h2c, u"/index.html"_qs), 6, 1, 6);
        plan.onePerConnection = true;
        plan.threads = 2;
        const EngineRun run = runEngine(engine, plan);
        verifyEveryRequestOnce(run, 6);
        QCOMPARE(run.count(ErrorClass::Ok), 6);
        QCOMPARE(run.report.connectionsOpened, 6);
        const std::int64_t due = run.samples.first().intendedNs();
        for (const Sample &sample : run.samples)
            QVERIFY(qAbs(sample.intendedNs() - due) < 1000);
    }

    void refusedConnection()
    {
        // Nothing listens: every request waiting for the connection is refused, none lost.
        const quint16 closed = freePort();
        SocketEngine engine;
        const EngineRun run = runEngine(engine, h2Plan(url(closed, u"/"_qs), 2, 4, 40));
        verifyEveryRequestOnce(run, 40);
        QCOMPARE(run.count(ErrorClass::Refused), 40);
        QCOMPARE(run.report.connectionsOpened, 0);
    }

    void notHttp2_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::addColumn<int>("error");
        // h2c's preface reaches an HTTP/1.1 server, which answers 400 in HTTP/1.1.
        QTest::newRow("h2c to an HTTP/1.1 server") << false << int(ErrorClass::Protocol);
        // The TLS handshake agrees on no "h2" by ALPN.
        QTest::newRow("TLS without h2") << true << int(ErrorClass::Tls);
    }

    void notHttp2()
    {
        QFETCH(bool, tls);
        QFETCH(int, error);
        SocketEngine engine;
        const qint64 requests = 20;
        const EngineRun run =
            runEngine(engine, h2Plan(url(tls ? m_tlsHttp1 : m_http1, u"/index.html"_qs, tls), 2, 4, requests));
        verifyEveryRequestOnce(run, requests);
        QCOMPARE(run.count(ErrorClass(error)), requests);
    }

    void fromTheCommandLine()
    {
        const QString out = m_dir.filePath(u"cli-run"_qs);
        const auto run =
            cp::test::runCli({u"run"_qs, u"--url"_qs, url(m_h2c, u"/index.html"_qs).toString(), u"--method"_qs,
                              u"GET"_qs, u"--http2"_qs, u"--streams"_qs, u"6"_qs, u"--concurrency"_qs, u"2"_qs,
                              u"--requests"_qs, u"500"_qs, u"--duration"_qs, u"0"_qs, u"--out"_qs, out, u"--quiet"_qs});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        QFile summaryFile(out + u"/summary.json"_qs);
        QVERIFY(summaryFile.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(summaryFile.readAll()).object();
        const QJsonObject first = summary[u"runs"_qs].toArray().first().toObject();
        QCOMPARE(first[u"accepted"_qs].toInt(), 500);
        QFile experimentFile(out + u"/experiment.json"_qs);
        QVERIFY(experimentFile.open(QIODevice::ReadOnly));
        const QJsonObject experiment = QJsonDocument::fromJson(experimentFile.readAll()).object();
        QCOMPARE(experiment[u"streams"_qs].toInt(), 6);
        QCOMPARE(experiment[u"endpoints"_qs].toArray().first().toObject()[u"http"_qs].toString(), u"2"_qs);

        // Streams with an HTTP/1.1 endpoint would do nothing: refused, saying why.
        const auto refused =
            cp::test::runCli({u"run"_qs, u"--url"_qs, url(m_http1, u"/index.html"_qs).toString(), u"--streams"_qs,
                              u"6"_qs, u"--requests"_qs, u"10"_qs, u"--out"_qs, m_dir.filePath(u"cli-refused"_qs)});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.errText().contains(u"HTTP/2"_qs), qPrintable(refused.errText()));
    }

    // Under an open-files limit too low for every connection, each connection the
    // limit leaves no room for is counted once (not once per stream), and the
    // requests go out on the others.
    void openFilesLimit()
    {
        const QString out = m_dir.filePath(u"cli-nofile"_qs);
        const auto run = cp::test::runProcess(u"/bin/sh"_qs,
                                              {u"-c"_qs,
                                               u"ulimit -n 160 && exec \"$0\" \"$@\""_qs,
                                               QStringLiteral(CONTAINERPERF_CLI),
                                               u"run"_qs,
                                               u"--url"_qs,
                                               url(m_h2c, u"/index.html"_qs).toString(),
                                               u"--method"_qs,
                                               u"GET"_qs,
                                               u"--http2"_qs,
                                               u"--streams"_qs,
                                               u"4"_qs,
                                               u"--concurrency"_qs,
                                               u"150"_qs,
                                               u"--threads"_qs,
                                               u"1"_qs,
                                               u"--requests"_qs,
                                               u"3000"_qs,
                                               u"--duration"_qs,
                                               u"0"_qs,
                                               u"--out"_qs,
                                               out,
                                               u"--quiet"_qs},
                                              60'000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
        const QJsonObject first = cp::test::firstSummaryRun(out);
        const qint64 opened = first[u"connections_opened"_qs].toInteger();
        const qint64 unavailable = first[u"connections_unavailable"_qs].toInteger();
        const QString counts = u"%1 opened, %2 unavailable"_qs.arg(opened).arg(unavailable);
        QVERIFY2(unavailable > 0, qPrintable(counts));
        // No GOAWAY on this listener within 3000 requests: each connection opened once.
        QCOMPARE(opened + unavailable, 150);
        QCOMPARE(first[u"accepted"_qs].toInt(), 3000);
    }

    void http1StillSpeaksHttp1()
    {
        // The same listeners through HTTP/1.1: streams do not apply.
        SocketEngine engine;
        LoadPlan plan = closedPlan(url(m_http1, u"/index.html"_qs), 2, 200);
        plan.request.method = "GET";
        plan.streams = 8;
        const EngineRun run = runEngine(engine, plan);
        verifyEveryRequestOnce(run, 200);
        QCOMPARE(run.count(ErrorClass::Ok), 200);
        QCOMPARE(run.report.connectionsOpened, 2);
    }
};

QTEST_GUILESS_MAIN(TestSocketEngineH2)
#include "tst_socket_engine_h2.moc"
