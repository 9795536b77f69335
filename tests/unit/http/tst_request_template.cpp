#include "http/request_template.h"
#include "model/request_url.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cp;

namespace {

struct Request
{
    QByteArray head;
    QByteArray body;
};

Request split(QByteArrayView bytes)
{
    const qsizetype end = bytes.indexOf("\r\n\r\n");
    if (end < 0)
        return {};
    return {bytes.first(end + 2).toByteArray(), bytes.sliced(end + 4).toByteArray()};
}

QByteArray header(const QByteArray &head, QByteArrayView name)
{
    for (const QByteArray &line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.first(colon).compare(name, Qt::CaseInsensitive) == 0)
            return line.sliced(colon + 1).trimmed();
    }
    return {};
}

DataTable table(QByteArray csv)
{
    QBuffer buffer(&csv);
    buffer.open(QIODevice::ReadOnly);
    QString error;
    const auto read = DataTable::read(&buffer, QStringLiteral("users.csv"), &error);
    if (!read)
        qFatal("%s", qPrintable(error));
    return *read;
}

RequestSpec spec(const QByteArray &method, const QByteArray &body,
                 const QString &url = QStringLiteral("http://127.0.0.1:8080/fn"))
{
    RequestSpec s;
    s.method = method;
    s.url = QUrl(url);
    s.bodyTemplate = body;
    return s;
}

bool allLowercase(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

} // namespace

class TestRequestTemplate : public QObject
{
    Q_OBJECT
private slots:
    void requestLineAndHost_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("host");
        QTest::newRow("port") << u"http://127.0.0.1:8080/fn"_qs << QByteArray("GET /fn HTTP/1.1")
                              << QByteArray("127.0.0.1:8080");
        QTest::newRow("default port") << u"http://example.org:80"_qs << QByteArray("GET / HTTP/1.1")
                                      << QByteArray("example.org");
        QTest::newRow("https default") << u"https://example.org/a"_qs << QByteArray("GET /a HTTP/1.1")
                                       << QByteArray("example.org");
        QTest::newRow("query") << u"http://h:81/p/q?x=1&y=%20"_qs << QByteArray("GET /p/q?x=1&y=%20 HTTP/1.1")
                               << QByteArray("h:81");
        QTest::newRow("ipv6") << u"http://[::1]:9000/"_qs << QByteArray("GET / HTTP/1.1") << QByteArray("[::1]:9000");
    }
    void requestLineAndHost()
    {
        QFETCH(QString, url);
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, host);
        RequestTemplate t(spec("GET", {}, url));
        const Request r = split(t.render(0));
        QCOMPARE(r.head.left(r.head.indexOf("\r\n")), line);
        QCOMPARE(header(r.head, "Host"), host);
        QCOMPARE(header(r.head, "Content-Length"), QByteArray());
        QVERIFY(r.body.isEmpty());
        QVERIFY(t.isStatic());
    }

    void defaultPostBodyIsTheSeedsForm()
    {
        RequestSpec s = spec("POST", {});
        s.msgLength = 5;
        RequestTemplate t(s, 42);
        QVERIFY(!t.isStatic());
        const Request r = split(t.render(1));
        QCOMPARE(header(r.head, "Content-Type"), QByteArray("application/x-www-form-urlencoded"));
        QVERIFY(r.body.startsWith("message="));
        QCOMPARE(r.body.size(), qsizetype(8 + 5));
        QVERIFY(allLowercase(QByteArrayView(r.body).sliced(8)));
        QCOMPARE(header(r.head, "Content-Length").toInt(), r.body.size());
        QCOMPARE(t.lastBodyLength(), r.body.size());
    }

    void userHeadersWinAndLengthIsOurs()
    {
        RequestSpec s = spec("POST", "{}");
        s.headers = {
            {"Host", "svc.local"}, {"Content-Type", "application/json"}, {"Content-Length", "999"}, {"X-A", "b"}};
        RequestTemplate t(s);
        const Request r = split(t.render(0));
        QCOMPARE(header(r.head, "Host"), QByteArray("svc.local"));
        QCOMPARE(r.head.count("Host:"), 1);
        QCOMPARE(header(r.head, "Content-Type"), QByteArray("application/json"));
        QCOMPARE(header(r.head, "Content-Length"), QByteArray("2"));
        QCOMPARE(header(r.head, "X-A"), QByteArray("b"));
        QCOMPARE(r.body, QByteArray("{}"));
    }

    void placeholders_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("msgLength");
        QTest::addColumn<quint64>("seq");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("random") << QByteArray("a={{random:12}}") << 5 << quint64(0) << u"^a=[a-z]{12}$"_qs;
        QTest::newRow("random 0") << QByteArray("<{{random:0}}>") << 5 << quint64(0) << u"^<>$"_qs;
        QTest::newRow("msg") << QByteArray("m={{msg}}") << 300 << quint64(0) << u"^m=[a-z]{300}$"_qs;
        QTest::newRow("msg empty") << QByteArray("m={{msg}}") << 0 << quint64(0) << u"^m=$"_qs;
        QTest::newRow("seq") << QByteArray("{{seq}}") << 5 << quint64(18446744073709551615ull)
                             << u"^18446744073709551615$"_qs;
        QTest::newRow("seq 0") << QByteArray("#{{seq}}#") << 5 << quint64(0) << u"^#0#$"_qs;
        QTest::newRow("uuid") << QByteArray("{{uuid}}") << 5 << quint64(0)
                              << u"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"_qs;
        QTest::newRow("timestamp") << QByteArray("t={{timestamp}}") << 5 << quint64(0) << u"^t=[0-9]{13}$"_qs;
        QTest::newRow("unknown kept") << QByteArray("{{name}} {{random:x}} {{") << 5 << quint64(0)
                                      << u"^\\{\\{name\\}\\} \\{\\{random:x\\}\\} \\{\\{$"_qs;
        QTest::newRow("several") << QByteArray("{\"id\":{{seq}},\"m\":\"{{msg}}\",\"r\":\"{{random:3}}\"}") << 4
                                 << quint64(77) << u"^\\{\"id\":77,\"m\":\"[a-z]{4}\",\"r\":\"[a-z]{3}\"\\}$"_qs;
    }
    void placeholders()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, msgLength);
        QFETCH(quint64, seq);
        QFETCH(QString, pattern);
        RequestSpec s = spec("POST", body);
        s.msgLength = msgLength;
        RequestTemplate t(s);
        const Request r = split(t.render(seq));
        QVERIFY2(QRegularExpression(pattern).match(QString::fromLatin1(r.body)).hasMatch(), r.body.constData());
        QCOMPARE(header(r.head, "Content-Length").toLongLong(), r.body.size());
    }

    void timestampIsNow()
    {
        RequestTemplate t(spec("POST", "{{timestamp}}"));
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        const qint64 stamp = split(t.render(0)).body.toLongLong();
        const qint64 after = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(stamp >= before && stamp <= after);
    }

    void placeholdersInHeaderValues()
    {
        RequestSpec s = spec("GET", {});
        s.headers = {{"X-Request-Id", "{{uuid}}"}, {"X-Seq", "n{{seq}}"}};
        RequestTemplate t(s);
        QVERIFY(!t.isStatic());
        const Request r = split(t.render(123));
        QCOMPARE(header(r.head, "X-Seq"), QByteArray("n123"));
        QCOMPARE(header(r.head, "X-Request-Id").size(), 36);
        QVERIFY(r.body.isEmpty());
    }

    void eachRequestIsNew()
    {
        RequestSpec s = spec("POST", "{{random:16}}|{{uuid}}|{{seq}}");
        RequestTemplate t(s);
        QSet<QByteArray> randoms;
        QSet<QByteArray> uuids;
        for (quint64 seq = 0; seq < 1000; ++seq) {
            const QList<QByteArray> fields = split(t.render(seq)).body.split('|');
            QCOMPARE(fields.size(), 3);
            randoms.insert(fields[0]);
            uuids.insert(fields[1]);
            QCOMPARE(fields[2].toULongLong(), seq);
        }
        QCOMPARE(randoms.size(), 1000);
        QCOMPARE(uuids.size(), 1000);
    }

    void lettersCoverTheAlphabet()
    {
        RequestSpec s = spec("POST", "{{msg}}");
        s.msgLength = 26 * 200;
        RequestTemplate t(s);
        const QByteArray body = split(t.render(0)).body;
        for (char c = 'a'; c <= 'z'; ++c)
            QVERIFY2(body.count(c) > 100, QByteArray(1, c).constData());
    }

    void headAndPutWithoutBody()
    {
        RequestTemplate head(spec("HEAD", {}));
        QVERIFY(head.isHead());
        QVERIFY(split(head.render(0)).head.startsWith("HEAD /fn HTTP/1.1"));
        RequestTemplate put(spec("PUT", {}));
        const Request r = split(put.render(0));
        QCOMPARE(header(r.head, "Content-Length"), QByteArray("0"));
        QVERIFY(r.body.isEmpty());
    }

    void copiesRenderIndependently()
    {
        RequestTemplate original(spec("POST", "{{seq}}"));
        RequestTemplate copy = original;
        const QByteArray a = original.render(1).toByteArray();
        const QByteArray b = copy.render(22).toByteArray();
        QCOMPARE(split(a).body, QByteArray("1"));
        QCOMPARE(split(b).body, QByteArray("22"));
        QCOMPARE(split(original.render(1).toByteArray()).body, QByteArray("1"));
    }

    void dataRowsFollowTheSequenceNumber()
    {
        RequestSpec s = spec("POST", "{\"user\": \"{{data.user}}\", \"n\": {{seq}}}");
        s.headers = {{"Authorization", "Bearer {{data.token}}"}};
        s.data = table("user,token\nann,\"t,1\"\nbob,t2\n\"c\"\"d\",t3\n");
        QVERIFY(RequestTemplate::problems(s).isEmpty());
        RequestTemplate t(s);
        QVERIFY(!t.isStatic());
        const QList<QByteArray> users = {"ann", "bob", "c\"d"};
        const QList<QByteArray> tokens = {"t,1", "t2", "t3"};
        // Out of order, as threads claim them: the row is the id's, not the call's.
        for (const quint64 seq : {4u, 0u, 1u, 2u, 3u, 5u, 3000000001u}) {
            const Request r = split(t.render(seq));
            QCOMPARE(r.body,
                     "{\"user\": \"" + users[qsizetype(seq % 3)] + "\", \"n\": " + QByteArray::number(seq) + "}");
            QCOMPARE(header(r.head, "Authorization"), "Bearer " + tokens[qsizetype(seq % 3)]);
            QCOMPARE(header(r.head, "Content-Length").toLongLong(), r.body.size());
        }
    }

    void placeholdersInTheUrl()
    {
        // As the CLI, experiment files and the endpoint editor read a URL.
        RequestSpec s = spec("GET", {});
        s.url = requestUrlFromText(
            QStringLiteral("http://127.0.0.1:8080/users/{{data.id}}/{{seq}}?q={{data.q}}&r={{random:4}}&x={{own}}"));
        QVERIFY(s.url.isValid());
        QCOMPARE(
            requestUrlText(s.url),
            QStringLiteral("http://127.0.0.1:8080/users/{{data.id}}/{{seq}}?q={{data.q}}&r={{random:4}}&x={{own}}"));
        s.data = table("id,q\n7,plain\na/b c,\"x&y=z?\"\n");
        RequestTemplate t(s);
        QVERIFY(!t.isStatic());
        const QRegularExpression line(
            QStringLiteral("^GET /users/a%2Fb%20c/3\\?q=x%26y%3Dz%3F&r=[a-z]{4}&x=%7B%7Bown%7D%7D HTTP/1.1\r\n"));
        const QString rendered = QString::fromLatin1(split(t.render(3)).head);
        QVERIFY2(line.match(rendered).hasMatch(), qPrintable(rendered));
        QVERIFY(split(t.render(4)).head.startsWith("GET /users/7/4?q=plain&r="));
        QVERIFY(t.hasUrlPlaceholders());
        // Without placeholders nothing changes.
        RequestSpec plain = spec("GET", {});
        plain.url = requestUrlFromText(QStringLiteral("http://127.0.0.1:8080/a%20b?c=d"));
        plain.bodyTemplate = "{{seq}}";
        RequestTemplate plainUrl(plain);
        QVERIFY(!plainUrl.hasUrlPlaceholders());
        QVERIFY(split(plainUrl.render(0)).head.startsWith("GET /a%20b?c=d HTTP/1.1\r\n"));
    }

    void dataProblems_data()
    {
        QTest::addColumn<QByteArray>("csv"); // empty: no data file
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("headerValue");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no data file") << QByteArray() << QByteArray("{{data.user}}") << QByteArray("1")
                                      << QStringLiteral("{{data.user}} needs a data file");
        QTest::newRow("no such column")
            << QByteArray("user,token\nann,1\n") << QByteArray("{{data.name}}") << QByteArray("1")
            << QStringLiteral("{{data.name}} names no column of the data file users.csv (its columns: user, token)");
        QTest::newRow("a line break into a header")
            << QByteArray("user\nann\n\"x\r\nHost: evil\"\n") << QByteArray() << QByteArray("{{data.user}}")
            << QStringLiteral("takes column user of the data file users.csv, whose row 2 holds a control character");
        QTest::newRow("a line break into the body is fine")
            << QByteArray("user\nann\n\"x\r\ny\"\n") << QByteArray("{{data.user}}") << QByteArray("1") << QString();
    }

    void dataProblems()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, headerValue);
        QFETCH(QString, problem);
        RequestSpec s = spec("POST", body);
        s.headers.append({"X-A", headerValue});
        if (!csv.isEmpty())
            s.data = table(csv);
        const QStringList found = RequestTemplate::problems(s);
        if (problem.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
            return;
        }
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.first().contains(problem), qPrintable(found.first()));
    }

    void problems_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("headerName");
        QTest::addColumn<QByteArray>("headerValue");
        QTest::addColumn<QString>("problem"); // part of the one message expected; empty: fit
        QTest::newRow("plain") << QByteArray("POST") << QByteArray("{{random:64}}") << QByteArray("X-A")
                               << QByteArray("1 2\t3 \xc3\xa9") << QString();
        QTest::newRow("at the limit") << QByteArray("POST") << QByteArray("{{random:60000000}}") << QByteArray("X-A")
                                      << QByteArray("1") << QString();
        // Each alone is 2^62 letters: their sum overflowed, and writing them overran the buffer.
        QTest::newRow("overflowing sum") << QByteArray("POST")
                                         << QByteArray("{{random:4611686018427387904}}{{random:4611686018427387904}}")
                                         << QByteArray("X-A") << QByteArray("1")
                                         << QStringLiteral("more than 67108864 bytes");
        QTest::newRow("too many letters")
            << QByteArray("POST") << QByteArray("{{random:99999999999}}") << QByteArray("X-A") << QByteArray("1")
            << QStringLiteral("{{random:99999999999}}");
        QTest::newRow("in a header") << QByteArray("GET") << QByteArray() << QByteArray("X-A")
                                     << QByteArray("{{random:99999999999}}")
                                     << QStringLiteral("header values asks for more than");
        QTest::newRow("smuggled request")
            << QByteArray("GET") << QByteArray() << QByteArray("X-B")
            << QByteArray("1\r\nContent-Length: 0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x")
            << QStringLiteral("'1\\r\\nContent-Length");
        QTest::newRow("NUL in a value") << QByteArray("GET") << QByteArray() << QByteArray("X-B")
                                        << QByteArray("a\0b", 3) << QStringLiteral("a\\x00b");
        QTest::newRow("space in a name") << QByteArray("GET") << QByteArray() << QByteArray("X B") << QByteArray("1")
                                         << QStringLiteral("header name 'X B'");
        QTest::newRow("colon in a name") << QByteArray("GET") << QByteArray() << QByteArray("X:B") << QByteArray("1")
                                         << QStringLiteral("header name 'X:B'");
        QTest::newRow("method with a line") << QByteArray("GET / HTTP/1.1\r\nX") << QByteArray() << QByteArray("X-A")
                                            << QByteArray("1") << QStringLiteral("method");
    }

    void problems()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, headerName);
        QFETCH(QByteArray, headerValue);
        QFETCH(QString, problem);
        RequestSpec s = spec(method, body);
        s.headers.append({headerName, headerValue});
        const QStringList found = RequestTemplate::problems(s);
        if (problem.isEmpty()) {
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
            RequestTemplate fit(s);
            QVERIFY(!fit.isTooLarge());
            QVERIFY(!fit.render(0).isEmpty());
            return;
        }
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.first().contains(problem), qPrintable(found.first()));
    }
};

QTEST_APPLESS_MAIN(TestRequestTemplate)
#include "tst_request_template.moc"
