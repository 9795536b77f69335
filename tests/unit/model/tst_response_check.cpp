// Checks on answers (docs/load-testing.md#checks): what each form accepts, what it
// refuses and why, and what each makes of a response.
#include "model/response_check.h"

#include <QJsonDocument>
#include <QTest>

using namespace cp;

namespace {

ResponseCheck parsed(const QString &text)
{
    QString error;
    const auto check = ResponseCheck::parse(text, &error);
    if (!check)
        qFatal("'%s' did not parse: %s", qPrintable(text), qPrintable(error));
    return *check;
}

CheckedResponse answer(int status, QByteArrayView body)
{
    CheckedResponse response;
    response.status = status;
    response.body = body;
    response.bodyBytes = std::uint64_t(body.size());
    return response;
}

} // namespace

class TestResponseCheck : public QObject
{
    Q_OBJECT
private slots:
    void holds_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("holds");
        const QByteArray json = R"({"result": "ok", "n": 3, "data": [{"id": 7}, {"id": 8}], "a/b": 1, "m~n": 2,
                                    "flag": true, "none": null})";
        QTest::newRow("status listed") << "status in 200,201" << 201 << QByteArray() << true;
        QTest::newRow("status not listed") << "status in 200,201" << 204 << QByteArray() << false;
        QTest::newRow("status range") << "status in 200-299, 304" << 299 << QByteArray() << true;
        QTest::newRow("status past range") << "status in 200-299,304" << 300 << QByteArray() << false;
        QTest::newRow("an error status expected") << "status in 404" << 404 << QByteArray() << true;
        QTest::newRow("no status at all") << "status in 200" << 0 << QByteArray() << false;
        QTest::newRow("contains") << "body contains \"result\": \"ok\"" << 200 << json << true;
        QTest::newRow("contains not") << "body contains wrong" << 200 << json << false;
        QTest::newRow("contains is case-sensitive") << "body contains RESULT" << 200 << json << false;
        QTest::newRow("contains in an empty body") << "body contains x" << 200 << QByteArray() << false;
        QTest::newRow("matches") << R"(body matches "n":\s*\d+)" << 200 << json << true;
        QTest::newRow("matches not") << R"(body matches ^\[)" << 200 << json << false;
        QTest::newRow("matches UTF-8") << "body matches grüß" << 200 << QByteArray("… grüß …") << true;
        QTest::newRow("json string") << R"(json /result == "ok")" << 200 << json << true;
        QTest::newRow("json string differs") << R"(json /result == "wrong")" << 200 << json << false;
        QTest::newRow("json number, written as a double") << "json /n == 3.0" << 200 << json << true;
        QTest::newRow("json number is no string") << R"(json /n == "3")" << 200 << json << false;
        QTest::newRow("json array index") << "json /data/1/id == 8" << 200 << json << true;
        QTest::newRow("json array past its end") << "json /data/2/id == 8" << 200 << json << false;
        QTest::newRow("json index with a leading zero") << "json /data/01/id == 8" << 200 << json << false;
        QTest::newRow("json ~1 is /") << "json /a~1b == 1" << 200 << json << true;
        QTest::newRow("json ~0 is ~") << "json /m~0n == 2" << 200 << json << true;
        QTest::newRow("json bool") << "json /flag == true" << 200 << json << true;
        QTest::newRow("json null") << "json /none == null" << 200 << json << true;
        QTest::newRow("json missing member") << "json /absent == null" << 200 << json << false;
        QTest::newRow("json object") << R"(json /data/0 == {"id": 7})" << 200 << json << true;
        QTest::newRow("json whole document") << "json  == [1, 2]" << 200 << QByteArray("[1,2]") << true;
        QTest::newRow("json of no JSON") << R"(json /result == "ok")" << 200 << QByteArray("result ok") << false;
        QTest::newRow("bytes under") << "bytes_in < 10" << 200 << QByteArray("123456789") << true;
        QTest::newRow("bytes at the limit") << "bytes_in < 10" << 200 << QByteArray("1234567890") << false;
    }
    void holds()
    {
        QFETCH(QString, check);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(bool, holds);
        QCOMPARE(parsed(check).holds(answer(status, body), 0), holds);
    }

    void aHeaderCheckReadsItsBit()
    {
        const ResponseCheck check = parsed(QStringLiteral("header X-Request-Id"));
        QCOMPARE(check.text8, QByteArray("X-Request-Id"));
        CheckedResponse response = answer(200, {});
        QVERIFY(!check.holds(response, 5));
        response.headersSeen = std::uint64_t(1) << 5;
        QVERIFY(check.holds(response, 5));
        QVERIFY(!check.holds(response, 4));
    }

    // A JSON body cut short at the kept limit is no JSON: its check fails rather than guess.
    void aJsonCheckOfABodyCutShortFails()
    {
        const ResponseCheck check = parsed(QStringLiteral("json /ok == true"));
        CheckedResponse response = answer(200, R"({"ok": true})");
        QVERIFY(check.holds(response, 0));
        response.bodyWhole = false;
        response.bodyBytes = 2 * ResponseCheck::MaxCheckedBody;
        QVERIFY(!check.holds(response, 0));
    }

    void keepsTheTextAsWritten()
    {
        QCOMPARE(parsed(QStringLiteral("  body contains a, b  ")).text, QStringLiteral("  body contains a, b  "));
        QCOMPARE(parsed(QStringLiteral("body contains a, b  ")).text8, QByteArray("a, b"));
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown") << "latency < 5"
                                 << "is not a check: write one of status in";
        QTest::newRow("empty") << ""
                               << "is not a check";
        QTest::newRow("status word") << "status in ok"
                                     << "is not a list of statuses";
        QTest::newRow("status too small") << "status in 99"
                                          << "is not a list of statuses";
        QTest::newRow("status too large") << "status in 1000"
                                          << "is not a list of statuses";
        QTest::newRow("status range backwards") << "status in 299-200"
                                                << "is not a list of statuses";
        QTest::newRow("status empty part") << "status in 200,,201"
                                           << "is not a list of statuses";
        QTest::newRow("nothing to look for") << "body contains"
                                             << "is not a check";
        QTest::newRow("bad regex") << "body matches (unclosed"
                                   << "the regular expression is not valid";
        QTest::newRow("json without ==") << "json /ok true"
                                         << "write json POINTER == VALUE";
        QTest::newRow("json pointer without /") << "json ok == true"
                                                << "is not a JSON pointer";
        QTest::newRow("json bare word") << "json /result == ok"
                                        << "is not a JSON value; write text in double quotes";
        QTest::newRow("json two values") << "json /a == 1, 2"
                                         << "is not a JSON value";
        QTest::newRow("header with a space") << "header X Id"
                                             << "is not a header name";
        QTest::newRow("bytes zero") << "bytes_in < 0"
                                    << "is not a positive number of bytes";
        QTest::newRow("bytes word") << "bytes_in < many"
                                    << "is not a positive number of bytes";
    }
    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!ResponseCheck::parse(text, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void anEndpointTakesAtMost63()
    {
        QStringList texts(ResponseCheck::MaxPerEndpoint, QStringLiteral("status in 200"));
        QString error;
        const auto checks = parseResponseChecks(texts, &error);
        QVERIFY(checks);
        QCOMPARE(responseCheckTexts(*checks), texts);
        texts.append(QStringLiteral("status in 200"));
        QVERIFY(!parseResponseChecks(texts, &error));
        QCOMPARE(error, QStringLiteral("64 checks; an endpoint takes at most 63"));
        texts = {QStringLiteral("status in 200"), QStringLiteral("nonsense")};
        QVERIFY(!parseResponseChecks(texts, &error));
        QVERIFY2(error.contains(QStringLiteral("'nonsense' is not a check")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestResponseCheck)
#include "tst_response_check.moc"
