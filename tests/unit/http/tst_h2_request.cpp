// The HTTP/2 form of the requests RequestTemplate renders.
#include "http/h2_request.h"
#include "http/request_template.h"

#include <QTest>

using namespace cp;

namespace {

using Fields = QList<QPair<QByteArray, QByteArray>>;

Fields fieldsOf(const H2Request &request)
{
    Fields fields;
    for (const nghttp2_nv &nv : request.fields())
        fields.append({QByteArray(reinterpret_cast<const char *>(nv.name), qsizetype(nv.namelen)),
                       QByteArray(reinterpret_cast<const char *>(nv.value), qsizetype(nv.valuelen))});
    return fields;
}

} // namespace

class TestH2Request : public QObject
{
    Q_OBJECT
private slots:
    void pseudoHeadersFirstAuthorityFromHost()
    {
        RequestSpec spec;
        spec.method = "GET";
        spec.url = QUrl(QStringLiteral("http://127.0.0.1:8080/fn?a=1&b=%20"));
        spec.headers = {{"X-Trace", "abc"}};
        RequestTemplate request(spec);
        H2Request h2;
        QVERIFY(h2.assign(request.render(7), "http"));
        const Fields fields = fieldsOf(h2);
        QVERIFY(fields.size() >= 5);
        QCOMPARE(fields[0], (QPair<QByteArray, QByteArray>{":method", "GET"}));
        QCOMPARE(fields[1], (QPair<QByteArray, QByteArray>{":scheme", "http"}));
        QCOMPARE(fields[2], (QPair<QByteArray, QByteArray>{":path", "/fn?a=1&b=%20"}));
        QCOMPARE(fields[3], (QPair<QByteArray, QByteArray>{":authority", "127.0.0.1:8080"}));
        // Names lowercased (HTTP/2 refuses capitals), no Host left.
        QVERIFY(fields.contains({"x-trace", "abc"}));
        for (const auto &[name, value] : fields) {
            QCOMPARE(name, name.toLower());
            QVERIFY(name != "host");
        }
        QVERIFY(h2.body().isEmpty());
    }

    void connectionFieldsLeftOut()
    {
        RequestSpec spec;
        spec.method = "GET";
        spec.url = QUrl(QStringLiteral("https://example.test/"));
        spec.headers = {{"Connection", "keep-alive"},
                        {"Keep-Alive", "timeout=5"},
                        {"Upgrade", "h2c"},
                        {"Proxy-Connection", "close"},
                        {"Transfer-Encoding", "chunked"},
                        {"TE", "gzip"},
                        {"Accept", "*/*"}};
        RequestTemplate request(spec);
        H2Request h2;
        QVERIFY(h2.assign(request.render(0), "https"));
        const Fields fields = fieldsOf(h2);
        QStringList names;
        for (const auto &field : fields)
            names << QString::fromLatin1(field.first);
        for (const char *forbidden :
             {"connection", "keep-alive", "upgrade", "proxy-connection", "transfer-encoding", "te"})
            QVERIFY2(!names.contains(QLatin1StringView(forbidden)), forbidden);
        QVERIFY(fields.contains({"accept", "*/*"}));
        QCOMPARE(fields[1].second, QByteArray("https"));
        QCOMPARE(fields[3], (QPair<QByteArray, QByteArray>{":authority", "example.test"}));

        // TE: trailers is the one TE HTTP/2 allows.
        spec.headers = {{"TE", "trailers"}};
        RequestTemplate trailers(spec);
        QVERIFY(h2.assign(trailers.render(0), "https"));
        QVERIFY(fieldsOf(h2).contains({"te", "trailers"}));
    }

    void bodyAndItsLength()
    {
        RequestSpec spec;
        spec.method = "POST";
        spec.url = QUrl(QStringLiteral("http://127.0.0.1/post"));
        spec.bodyTemplate = "n={{seq}}&m={{msg}}";
        spec.msgLength = 4;
        RequestTemplate request(spec);
        H2Request h2;
        QVERIFY(h2.assign(request.render(42), "http"));
        QVERIFY(h2.body().startsWith("n=42&m="));
        QCOMPARE(h2.body().size(), request.lastBodyLength());
        QVERIFY(fieldsOf(h2).contains({"content-length", QByteArray::number(request.lastBodyLength())}));
        QCOMPARE(fieldsOf(h2)[0].second, QByteArray("POST"));
    }

    void notARequest()
    {
        H2Request h2;
        QVERIFY(!h2.assign("GET / HTTP/1.1\r\nHost: x\r\n", "http")); // no end of head
        QVERIFY(!h2.assign("GARBAGE\r\n\r\n", "http"));
        QVERIFY(!h2.assign("GET / HTTP/1.1\r\nno colon here\r\n\r\n", "http"));
    }
};

QTEST_GUILESS_MAIN(TestH2Request)
#include "tst_h2_request.moc"
