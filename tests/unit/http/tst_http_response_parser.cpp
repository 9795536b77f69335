#include "http/http_response_parser.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace cp;

namespace {

// Writes what the parser reports as one line per event; body pieces are
// joined, so the log does not depend on where the input was split.
class Recorder : public HttpResponseSink
{
public:
    QByteArray log;
    QByteArray body;

    void onResponseBegin() override { log += "begin\n"; }
    void onHeader(QByteArrayView name, QByteArrayView value) override
    {
        log += "h " + name.toByteArray() + '=' + value.toByteArray() + '\n';
    }
    void onHeadersComplete(int status) override { log += "status " + QByteArray::number(status) + '\n'; }
    void onBody(QByteArrayView chunk) override { body += chunk.toByteArray(); }
    void onResponseComplete(bool keepAlive) override
    {
        log += "body " + body + "\ncomplete " + (keepAlive ? "keep" : "close") + '\n';
        body.clear();
    }
};

struct Outcome
{
    QByteArray log;
    bool ok = true;
    bool midResponse = false;

    bool operator==(const Outcome &) const = default;
};

Outcome run(const QList<QByteArray> &pieces, bool head, bool eof)
{
    Recorder recorder;
    HttpResponseParser parser(&recorder);
    parser.setNextResponseHasNoBody(head);
    Outcome outcome;
    // One buffer, overwritten after each feed as a socket's read buffer is: the
    // parser must keep nothing that points into it.
    qsizetype longest = 0;
    for (const QByteArray &piece : pieces)
        longest = qMax(longest, piece.size());
    std::vector<char> buffer(std::size_t(longest), '#');
    for (const QByteArray &piece : pieces) {
        std::copy(piece.cbegin(), piece.cend(), buffer.begin());
        outcome.ok = parser.feed(buffer.data(), piece.size());
        std::fill(buffer.begin(), buffer.end(), '#');
        if (!outcome.ok)
            break;
    }
    if (outcome.ok && eof)
        outcome.ok = parser.finish();
    outcome.midResponse = parser.isMidResponse();
    outcome.log = recorder.log;
    return outcome;
}

char *toString(const Outcome &o)
{
    return QTest::toString(o.log + "ok=" + QByteArray::number(o.ok) + " mid=" + QByteArray::number(o.midResponse));
}

} // namespace

class TestHttpResponseParser : public QObject
{
    Q_OBJECT
private slots:
    void splitAnywhere_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("head");
        QTest::addColumn<bool>("eof");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<bool>("ok");

        QTest::newRow("content-length")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nServer-Timing: a;dur=1\r\n\r\nhello") << false
            << false
            << QByteArray("begin\nh Content-Length=5\nh Server-Timing=a;dur=1\nstatus 200\nbody hello\ncomplete keep\n")
            << true;
        QTest::newRow("chunked with extension and trailer")
            << QByteArray("HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "4;ext=1\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: t\r\n\r\n")
            << false << false
            << QByteArray("begin\nh Transfer-Encoding=chunked\nstatus 201\nh X-Trailer=t\nbody Wikipedia "
                          "in\r\n\r\nchunks.\ncomplete keep\n")
            << true;
        QTest::newRow("pipelined") << QByteArray(
            "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\naHTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\nbb"
            "HTTP/1.1 204 No Content\r\n\r\n")
                                   << false << false
                                   << QByteArray("begin\nh Content-Length=1\nstatus 200\nbody a\ncomplete keep\n"
                                                 "begin\nh Content-Length=2\nstatus 404\nbody bb\ncomplete keep\n"
                                                 "begin\nstatus 204\nbody \ncomplete keep\n")
                                   << true;
        QTest::newRow("close-delimited")
            << QByteArray("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end") << false << true
            << QByteArray("begin\nh Connection=close\nstatus 200\nbody until the end\ncomplete close\n") << true;
        QTest::newRow("http/1.0 close-delimited")
            << QByteArray("HTTP/1.0 200 OK\r\n\r\nold") << false << true
            << QByteArray("begin\nstatus 200\nbody old\ncomplete close\n") << true;
        QTest::newRow("head ignores content-length")
            << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n") << true << false
            << QByteArray("begin\nh Content-Length=1000\nstatus 200\nbody \ncomplete keep\n") << true;
        QTest::newRow("304 has no body") << QByteArray("HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n")
                                         << false << false
                                         << QByteArray("begin\nh Content-Length=10\nstatus 304\nbody \ncomplete keep\n")
                                         << true;
        QTest::newRow("folded empty value")
            << QByteArray("HTTP/1.1 200 OK\r\nX-Empty:\r\nContent-Length: 0\r\n\r\n") << false << false
            << QByteArray("begin\nh X-Empty=\nh Content-Length=0\nstatus 200\nbody \ncomplete keep\n") << true;
        QTest::newRow("cut short") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc") << false << true
                                   << QByteArray("begin\nh Content-Length=10\nstatus 200\n") << false;
        QTest::newRow("not http") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n") << false << false << QByteArray() << false;
        QTest::newRow("bad chunk size") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
                                        << false << false
                                        << QByteArray("begin\nh Transfer-Encoding=chunked\nstatus 200\n") << false;
    }
    void splitAnywhere()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, head);
        QFETCH(bool, eof);
        QFETCH(QByteArray, expected);
        QFETCH(bool, ok);

        const Outcome whole = run({input}, head, eof);
        QCOMPARE(whole.log, expected);
        QCOMPARE(whole.ok, ok);
        for (qsizetype at = 1; at < input.size(); ++at) {
            const Outcome split = run({input.first(at), input.sliced(at)}, head, eof);
            QVERIFY2(split == whole, QByteArray("split at " + QByteArray::number(at)).constData());
        }
        QList<QByteArray> bytes;
        for (char c : input)
            bytes.append(QByteArray(1, c));
        QCOMPARE(run(bytes, head, eof), whole);
    }

    // Lines that end in a bare LF (RFC 9112 §2.2), as busybox httpd's CGI answers, and
    // a control character in a value: read, not refused, wherever the input is cut.
    void bareLineFeedsAndLaxValuesAreRead()
    {
        const QByteArray input("HTTP/1.1 200 OK\r\nContent-Type: application/json\nServer-Timing: exec;dur=200\n"
                               "X-Odd: a\x01b\r\nContent-Length: 2\n\n{}");
        const QByteArray expected("begin\nh Content-Type=application/json\nh Server-Timing=exec;dur=200\n"
                                  "h X-Odd=a\x01b\nh Content-Length=2\nstatus 200\nbody {}\ncomplete keep\n");
        for (qsizetype at = 0; at < input.size(); ++at) {
            const Outcome outcome =
                at == 0 ? run({input}, false, false) : run({input.first(at), input.sliced(at)}, false, false);
            QCOMPARE(outcome.log, expected);
            QVERIFY(outcome.ok);
        }
    }

    void resetStartsOver()
    {
        Recorder recorder;
        HttpResponseParser parser(&recorder);
        QVERIFY(!parser.feed(QByteArrayView("garbage\r\n")));
        QVERIFY(parser.hasFailed());
        QVERIFY(!parser.errorString().isEmpty());
        QVERIFY(!parser.feed(QByteArrayView("HTTP/1.1 200 OK\r\n")));
        parser.reset();
        QVERIFY(parser.feed(QByteArrayView("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")));
        QVERIFY(!parser.hasFailed());
        QVERIFY(recorder.log.endsWith("complete keep\n"));
    }

    void headOnlyForTheNextResponse()
    {
        Recorder recorder;
        HttpResponseParser parser(&recorder);
        parser.setNextResponseHasNoBody(true);
        QVERIFY(parser.feed(QByteArrayView("HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\n")));
        QVERIFY(!parser.isMidResponse());
        QVERIFY(parser.feed(QByteArrayView("HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc")));
        QVERIFY(recorder.log.endsWith("body abc\ncomplete keep\n"));
    }
};

QTEST_APPLESS_MAIN(TestHttpResponseParser)
#include "tst_http_response_parser.moc"
