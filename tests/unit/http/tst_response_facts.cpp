#include "http/response_facts.h"

#include <QTest>

#include <limits>

using namespace cp;

class TestResponseFacts : public QObject
{
    Q_OBJECT
private slots:
    void serverTiming_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<double>("ms");      // the sum; -1: none
        QTest::addColumn<double>("totalMs"); // the `total` metric's; -1: none
        QTest::newRow("one") << QByteArray("app;dur=12.5") << 12.5 << -1.0;
        QTest::newRow("sum") << QByteArray("db;dur=53, app;dur=47.25") << 100.25 << -1.0;
        QTest::newRow("desc first") << QByteArray("cache;desc=\"Cache Read\";dur=23.5") << 23.5 << -1.0;
        QTest::newRow("quoted separators") << QByteArray("a;desc=\"x, dur=5; y\";dur=1") << 1.0 << -1.0;
        QTest::newRow("spaces and case") << QByteArray(" total ; DUR = 2 ") << 2.0 << 2.0;
        QTest::newRow("quoted number") << QByteArray("a;dur=\"3\"") << 3.0 << -1.0;
        QTest::newRow("no dur") << QByteArray("miss, cdn;desc=x") << -1.0 << -1.0;
        QTest::newRow("bad number") << QByteArray("a;dur=abc") << -1.0 << -1.0;
        QTest::newRow("negative ignored") << QByteArray("a;dur=-4, b;dur=1") << 1.0 << -1.0;
        QTest::newRow("empty") << QByteArray() << -1.0 << -1.0;
        QTest::newRow("total and its parts")
            << QByteArray("db;dur=53, app;dur=47.2, Total;dur=100.2") << 200.4 << 100.2;
        QTest::newRow("a desc saying total is no total") << QByteArray("app;desc=total;dur=5") << 5.0 << -1.0;
        QTest::newRow("total without dur") << QByteArray("total, app;dur=4") << 4.0 << -1.0;
    }
    void serverTiming()
    {
        QFETCH(QByteArray, value);
        QFETCH(double, ms);
        QFETCH(double, totalMs);
        const ServerTiming parsed = parseServerTiming(value);
        QCOMPARE(parsed.sumMs.value_or(-1), ms);
        QCOMPARE(parsed.totalMs.value_or(-1), totalMs);
    }

    void sebs_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("us");
        QTest::addColumn<int>("cold"); // -1 unknown, 0 warm, 1 cold
        QTest::newRow("numbers") << QByteArray(
            R"({"begin": 1700000000.25, "end": 1700000000.5, "is_cold": true, "request_id": "x"})")
                                 << qint64(250000) << 1;
        QTest::newRow("strings") << QByteArray(
            R"({"begin": "1589473210.100000", "end": "1589473210.100750", "is_cold": false})")
                                 << qint64(750) << 0;
        QTest::newRow("no times") << QByteArray(R"({"is_cold": false})") << qint64(-1) << 0;
        QTest::newRow("end before begin") << QByteArray(R"({"begin": 2, "end": 1})") << qint64(-1) << -1;
        QTest::newRow("not an object") << QByteArray("[1,2]") << qint64(-1) << -1;
        QTest::newRow("not json") << QByteArray("{begin: 1") << qint64(-1) << -1;
        QTest::newRow("cold as number is not a bool") << QByteArray(R"({"is_cold": 1})") << qint64(-1) << -1;
        // Beyond 64-bit µs: no duration, not a wrapped or negative one.
        QTest::newRow("end beyond range")
            << QByteArray(R"({"begin": 0, "end": 1e300, "is_cold": true})") << qint64(-1) << 1;
    }
    void sebs()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, us);
        QFETCH(int, cold);
        const SebsResponse r = parseSebsResponse(json);
        QCOMPARE(r.durationUs.value_or(-1), us);
        QCOMPARE(r.cold ? int(*r.cold) : -1, cold);
    }

    void order_data()
    {
        QTest::addColumn<QList<QByteArray>>("headers"); // name, value, name, value…
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("serverUs");
        QTest::addColumn<int>("coldness");
        const QByteArray sebs = R"({"begin": 10.0, "end": 10.004, "is_cold": true})";
        QTest::newRow("nothing") << QList<QByteArray>{"Content-Type", "text/plain"} << QByteArray("hello") << -1
                                 << int(Coldness::Unknown);
        QTest::newRow("server-timing beats json")
            << QList<QByteArray>{"Content-Type", "application/json", "Server-Timing", "app;dur=1"} << sebs << 1000
            << int(Coldness::Cold);
        QTest::newRow("json") << QList<QByteArray>{"Content-Type", "application/json"} << sebs << 4000
                              << int(Coldness::Cold);
        QTest::newRow("json without content type")
            << QList<QByteArray>{} << ("  " + sebs) << 4000 << int(Coldness::Cold);
        QTest::newRow("json cold beats header")
            << QList<QByteArray>{"X-Cold-Start", "0", "Content-Type", "application/json"} << sebs << 4000
            << int(Coldness::Cold);
        QTest::newRow("header cold") << QList<QByteArray>{"x-cold-start", "1"} << QByteArray("ok") << -1
                                     << int(Coldness::Cold);
        QTest::newRow("header warm") << QList<QByteArray>{"X-Cold-Start", "0"} << QByteArray() << -1
                                     << int(Coldness::Warm);
        QTest::newRow("two server-timing headers")
            << QList<QByteArray>{"Server-Timing", "a;dur=1", "Server-Timing", "b;dur=2"} << QByteArray() << 3000
            << int(Coldness::Unknown);
        QTest::newRow("a total in another header is the whole")
            << QList<QByteArray>{"Server-Timing", "a;dur=1", "Server-Timing", "total;dur=2.5"} << QByteArray() << 2500
            << int(Coldness::Unknown);
        QTest::newRow("sub-microsecond rounds")
            << QList<QByteArray>{"Server-Timing", "a;dur=0.0004"} << QByteArray() << 0 << int(Coldness::Unknown);
        QTest::newRow("beyond int32 saturates") << QList<QByteArray>{"Server-Timing", "a;dur=9e6"} << QByteArray()
                                                << std::numeric_limits<int>::max() << int(Coldness::Unknown);
        // Each figure fits in 64-bit µs, their sum does not: no server time rather than a wrapped one
        // (three wrap round to a positive figure), and the JSON body, second in line, does not stand
        // in for what the headers got wrong.
        QTest::newRow("server-timing sum beyond range")
            << QList<QByteArray>{"Content-Type",  "application/json", "Server-Timing", "a;dur=9e15",
                                 "Server-Timing", "b;dur=9e15",       "Server-Timing", "c;dur=9e15"}
            << sebs << -1 << int(Coldness::Cold);
        QTest::newRow("server-timing beyond range")
            << QList<QByteArray>{"Server-Timing", "a;dur=1e300"} << QByteArray() << -1 << int(Coldness::Unknown);
        QTest::newRow("html with braces is not kept")
            << QList<QByteArray>{"Content-Type", "text/html"} << QByteArray("<p>{\"begin\":1,\"end\":2}</p>") << -1
            << int(Coldness::Unknown);
    }
    void order()
    {
        QFETCH(QList<QByteArray>, headers);
        QFETCH(QByteArray, body);
        QFETCH(int, serverUs);
        QFETCH(int, coldness);
        ResponseFacts facts;
        // Reuse must forget the previous response.
        facts.onHeader("Server-Timing", "x;dur=99");
        facts.onBody("{\"is_cold\": false}");
        facts.finish();
        facts.reset(nullptr);
        for (qsizetype i = 0; i + 1 < headers.size(); i += 2)
            facts.onHeader(headers[i], headers[i + 1]);
        // In small pieces, as a socket may deliver it.
        for (qsizetype i = 0; i < body.size(); i += 3)
            facts.onBody(QByteArrayView(body).sliced(i, qMin<qsizetype>(3, body.size() - i)));
        facts.finish();
        QCOMPARE(facts.serverUs(), serverUs);
        QCOMPARE(int(facts.coldness()), coldness);
        QCOMPARE(facts.bodyBytes(), quint64(body.size()));
    }

    void largeBodiesAreCountedNotKept()
    {
        ResponseFacts facts;
        facts.onHeader("Content-Type", "application/json");
        const QByteArray chunk(1 << 20, 'x');
        const QByteArray start = "{\"begin\": 1, \"end\": 2, \"pad\": \"";
        facts.onBody(start);
        for (int i = 0; i < 20; ++i)
            facts.onBody(chunk);
        facts.onBody("\"}");
        facts.finish();
        QCOMPARE(facts.bodyBytes(), quint64(20) * chunk.size() + start.size() + 2);
        // The kept prefix is cut at 64 KiB, so it does not parse: no server time.
        QCOMPARE(facts.serverUs(), -1);
    }

    // What a response ends as, given its endpoint's checks (docs/load-testing.md#checks).
    void judge_data()
    {
        QTest::addColumn<QStringList>("checks");
        QTest::addColumn<int>("status");
        QTest::addColumn<QList<QByteArray>>("headers");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("engineSaid"); // ErrorClass
        QTest::addColumn<int>("error");      // ErrorClass
        QTest::addColumn<int>("check");      // Sample::check
        const int ok = int(ErrorClass::Ok);
        const int http = int(ErrorClass::Http);
        const int failed = int(ErrorClass::Check);
        const QList<QByteArray> text{"Content-Type", "text/plain"};
        const QByteArray good = R"({"result": "ok"})";
        const QByteArray wrong = R"({"result": "wrong"})";
        const QStringList result{QStringLiteral(R"(json /result == "ok")")};
        QTest::newRow("no checks: ok") << QStringList() << 200 << text << wrong << ok << ok << 0;
        QTest::newRow("no checks: http") << QStringList() << 500 << text << good << http << http << 0;
        QTest::newRow("body check passes") << result << 200 << text << good << ok << ok << 0;
        QTest::newRow("body check fails") << result << 200 << text << wrong << ok << failed << 1;
        QTest::newRow("an error status stays http") << result << 503 << text << wrong << http << http << 0;
        const QStringList notFound{QStringLiteral("status in 404"), QStringLiteral("header X-Trace")};
        const QList<QByteArray> traced{"Content-Type", "text/plain", "x-trace", "1"};
        QTest::newRow("an expected error status is ok") << notFound << 404 << traced << QByteArray() << http << ok << 0;
        QTest::newRow("an unexpected ok status fails")
            << notFound << 200 << traced << QByteArray() << ok << failed << 1;
        QTest::newRow("the first failed check is named")
            << notFound << 500 << text << QByteArray() << http << failed << 1;
        QTest::newRow("a missing header") << notFound << 404 << text << QByteArray() << http << failed << 2;
        QTest::newRow("a plain-text body is read too") << QStringList{QStringLiteral("body contains hello")} << 200
                                                       << text << QByteArray("say hello") << ok << ok << 0;
        QTest::newRow("size") << QStringList{QStringLiteral("bytes_in < 4")} << 200 << text << QByteArray("four") << ok
                              << failed << 1;
    }
    void judge()
    {
        QFETCH(QStringList, checks);
        QFETCH(int, status);
        QFETCH(QList<QByteArray>, headers);
        QFETCH(QByteArray, body);
        QFETCH(int, engineSaid);
        QFETCH(int, error);
        QFETCH(int, check);
        QString parseError;
        const auto parsed = parseResponseChecks(checks, &parseError);
        QVERIFY2(parsed, qPrintable(parseError));
        ResponseFacts facts;
        // Reuse must forget the previous response's headers.
        facts.reset(&*parsed);
        facts.onHeader("X-Trace", "1");
        facts.finish();
        facts.reset(&*parsed);
        for (qsizetype i = 0; i + 1 < headers.size(); i += 2)
            facts.onHeader(headers[i], headers[i + 1]);
        for (qsizetype i = 0; i < body.size(); i += 3)
            facts.onBody(QByteArrayView(body).sliced(i, qMin<qsizetype>(3, body.size() - i)));
        facts.finish();
        const ResponseFacts::Verdict verdict = facts.judge(status, ErrorClass(engineSaid));
        QCOMPARE(int(verdict.error), error);
        QCOMPARE(int(verdict.check), check);
    }

    // A body check reads the first MiB of a longer body, and no more is kept.
    void bodyChecksReadTheFirstMebibyte()
    {
        QString error;
        const auto checks = parseResponseChecks({QStringLiteral("body contains needle")}, &error);
        QVERIFY(checks);
        ResponseFacts facts;
        facts.reset(&*checks);
        const QByteArray hay(ResponseCheck::MaxCheckedBody - 3, 'x');
        facts.onBody(hay);
        facts.onBody("needle");
        facts.finish();
        QCOMPARE(int(facts.judge(200, ErrorClass::Ok).error), int(ErrorClass::Check));
        facts.reset(&*checks);
        facts.onBody(QByteArray(QByteArray(100, 'x') + "needle"));
        facts.onBody(hay);
        facts.onBody(hay);
        facts.finish();
        QCOMPARE(int(facts.judge(200, ErrorClass::Ok).error), int(ErrorClass::Ok));
        QCOMPARE(facts.bodyBytes(), quint64(106 + 2 * hay.size()));
    }

    // Request sequences (docs/load-testing.md#request-sequences): what an answer gives
    // the next request, and a capture without a value failing as the check after the checks.
    void capturesTakeTheirValues()
    {
        QString error;
        const auto captures =
            parseCaptures({QStringLiteral("token = json /auth/token"), QStringLiteral("n = json /n"),
                           QStringLiteral("list = json /list"), QStringLiteral("sid = header x-session")},
                          &error);
        QVERIFY2(captures, qPrintable(error));
        const auto checks = parseResponseChecks({QStringLiteral("status in 200")}, &error);
        ResponseFacts facts;
        facts.reset(&*checks, &*captures);
        facts.onHeader("X-Session", " s1 ");
        facts.onBody(R"({"auth": {"token": "a b/c"}, "n": 42, "list": [1, "x"]})");
        facts.finish();
        QCOMPARE(int(facts.judge(200, ErrorClass::Ok).error), int(ErrorClass::Ok));
        QCOMPARE(facts.capturedValues(), (QList<QByteArray>{"a b/c", "42", R"([1,"x"])", "s1"}));

        // No session header: the fourth capture fails, as check 1 + 4.
        facts.reset(&*checks, &*captures);
        facts.onBody(R"({"auth": {"token": "t"}, "n": 1, "list": []})");
        facts.finish();
        const ResponseFacts::Verdict missing = facts.judge(200, ErrorClass::Ok);
        QCOMPARE(int(missing.error), int(ErrorClass::Check));
        QCOMPARE(int(missing.check), 5);
        // A failed check comes first.
        QCOMPARE(int(facts.judge(500, ErrorClass::Http).check), 1);

        // A value a request cannot carry as it is, is none: a line break would start another header.
        facts.reset(nullptr, &*captures);
        facts.onHeader("x-session", "ok");
        facts.onBody(R"({"auth": {"token": "a\r\nX-Evil: 1"}, "n": 1, "list": []})");
        facts.finish();
        QCOMPARE(int(facts.judge(200, ErrorClass::Ok).check), 1);
        QVERIFY(facts.capturedValues().first().isEmpty());
    }

    void capturesAreWrittenOneWay_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("no name") << QStringLiteral("json /token") << QStringLiteral("write NAME = json POINTER");
        QTest::newRow("no pointer") << QStringLiteral("t = json token") << QStringLiteral("is not a JSON pointer");
        QTest::newRow("no header name") << QStringLiteral("t = header X Y") << QStringLiteral("is not a header name");
        QTest::newRow("another source") << QStringLiteral("t = cookie sid") << QStringLiteral("write NAME = json");
    }

    void capturesAreWrittenOneWay()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!Capture::parse(text, &why));
        QVERIFY2(why.contains(error), qPrintable(why));
    }
};

QTEST_APPLESS_MAIN(TestResponseFacts)
#include "tst_response_facts.moc"
