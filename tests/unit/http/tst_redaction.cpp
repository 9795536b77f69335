#include "http/redaction.h"

#include <QTest>

using namespace cp;

class TestRedaction : public QObject
{
    Q_OBJECT
private slots:
    void names_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("secret");
        QTest::newRow("Authorization") << QByteArray("Authorization") << true;
        QTest::newRow("authorization lower") << QByteArray("authorization") << true;
        QTest::newRow("Cookie") << QByteArray("Cookie") << true;
        QTest::newRow("COOKIE") << QByteArray("COOKIE") << true;
        QTest::newRow("Proxy-Authorization") << QByteArray("Proxy-Authorization") << true;
        QTest::newRow("X-Auth-Token") << QByteArray("X-Auth-Token") << true;
        QTest::newRow("x-api-key") << QByteArray("x-api-key") << true;
        QTest::newRow("X-Client-Secret") << QByteArray("X-Client-Secret") << true;
        QTest::newRow("DB-PASSWORD") << QByteArray("DB-PASSWORD") << true;
        QTest::newRow("Keycloak") << QByteArray("Keycloak-Realm") << true;
        QTest::newRow("padded") << QByteArray(" Cookie ") << true;
        QTest::newRow("X-Session") << QByteArray("X-Session") << true;
        QTest::newRow("PHPSESSID") << QByteArray("PHPSESSID") << true;
        QTest::newRow("Set-Cookie") << QByteArray("Set-Cookie") << true;
        QTest::newRow("X-Auth-User") << QByteArray("X-Auth-User") << true;
        QTest::newRow("Authorization-Hint") << QByteArray("Authorization-Hint") << true;
        QTest::newRow("X-Amz-Signature") << QByteArray("X-Amz-Signature") << true;
        QTest::newRow("X-Amz-Credential") << QByteArray("X-Amz-Credential") << true;
        QTest::newRow("passwd") << QByteArray("passwd") << true;
        QTest::newRow("access_token") << QByteArray("access_token") << true;
        QTest::newRow("sig") << QByteArray("sig") << true;
        QTest::newRow("PWD") << QByteArray("PWD") << true;
        QTest::newRow("Content-Type") << QByteArray("Content-Type") << false;
        QTest::newRow("Accept") << QByteArray("Accept") << false;
        QTest::newRow("X-Request-Id") << QByteArray("X-Request-Id") << false;
        QTest::newRow("X-Signal, not sig") << QByteArray("X-Signal") << false;
        QTest::newRow("page") << QByteArray("page") << false;
        QTest::newRow("empty") << QByteArray() << false;
    }
    void names()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretName(QByteArrayView(name)), secret);
        QCOMPARE(isSecretName(QStringView(QString::fromLatin1(name))), secret);
        const QByteArray expected = secret ? QByteArray("***") : QByteArray("value");
        QCOMPARE(redactHeaderValue(QByteArrayView(name), QByteArray("value")), expected);
        QCOMPARE(redactHeaderValue(QStringView(QString::fromLatin1(name)), u"value"_qs), QString::fromLatin1(expected));
    }

    // --redact NAME and an experiment's "redact": whole names, any case, on top of the pattern.
    void extraNames()
    {
        const QStringList extra = {u"X-Tenant"_qs, u" uid "_qs};
        QVERIFY(isSecretName(QByteArrayView("x-tenant"), extra));
        QVERIFY(isSecretName(QStringView(u"UID"), extra));
        QVERIFY(isSecretName(QByteArrayView("Cookie"), extra));
        QVERIFY(!isSecretName(QByteArrayView("X-Tenant-Region"), extra));
        QVERIFY(!isSecretName(QByteArrayView("X-Tenant")));
        QCOMPARE(redactHeaderValue(QByteArrayView("X-Tenant"), QByteArray("acme"), extra), QByteArray("***"));
        QCOMPARE(redactHeaderLine(u"X-Tenant: acme"_qs, extra), u"X-Tenant: ***"_qs);
        const auto redacted = redactHeaders({{"X-Tenant", "acme"}, {"Accept", "*/*"}}, extra);
        QCOMPARE(redacted[0].second, QByteArray("***"));
        QCOMPARE(redacted[1].second, QByteArray("*/*"));
    }

    void urls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"http://127.0.0.1:8080/a/b?page=2&q=x"_qs << QStringList()
                               << u"http://127.0.0.1:8080/a/b?page=2&q=x"_qs;
        QTest::newRow("user and password") << u"http://user:pa55@host/x"_qs << QStringList() << u"http://host/x"_qs;
        QTest::newRow("user only") << u"https://ghp_abc@host/"_qs << QStringList() << u"https://host/"_qs;
        QTest::newRow("token") << u"http://host/?token=abc&page=2"_qs << QStringList()
                               << u"http://host/?token=***&page=2"_qs;
        QTest::newRow("every secret parameter")
            << u"http://host/f?api_key=k1&access_token=t1&sig=s1&X-Amz-Signature=s2&SessionId=s3&n=1"_qs
            << QStringList()
            << u"http://host/f?api_key=***&access_token=***&sig=***&X-Amz-Signature=***&SessionId=***&n=1"_qs;
        QTest::newRow("encoded name") << u"http://host/?api%5Fkey=k1&a+token=t"_qs << QStringList()
                                      << u"http://host/?api_key=***&a+token=***"_qs;
        QTest::newRow("value with =") << u"http://host/?secret=a=b=c"_qs << QStringList()
                                      << u"http://host/?secret=***"_qs;
        QTest::newRow("no value") << u"http://host/?token&x=1"_qs << QStringList() << u"http://host/?token&x=1"_qs;
        QTest::newRow("user list") << u"http://host/?tenant=acme&region=eu"_qs << QStringList{u"Tenant"_qs}
                                   << u"http://host/?tenant=***&region=eu"_qs;
        QTest::newRow("fragment") << u"http://host/cb#access_token=t&state=1"_qs << QStringList()
                                  << u"http://host/cb#access_token=***&state=1"_qs;
    }
    void urls()
    {
        QFETCH(QString, url);
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        const QUrl original(url, QUrl::StrictMode);
        QVERIFY(original.isValid());
        QCOMPARE(redactedUrl(original, extra).toString(), expected);
        // What is sent is left alone.
        QCOMPARE(original.toString(), QUrl(url, QUrl::StrictMode).toString());
    }

    void list()
    {
        const QList<QPair<QByteArray, QByteArray>> headers = {
            {"Authorization", "Bearer abc"}, {"Accept", "*/*"}, {"X-Api-Key", "k"}};
        const auto redacted = redactHeaders(headers);
        QCOMPARE(redacted.size(), 3);
        QCOMPARE(redacted[0], qMakePair(QByteArray("Authorization"), QByteArray("***")));
        QCOMPARE(redacted[1], qMakePair(QByteArray("Accept"), QByteArray("*/*")));
        QCOMPARE(redacted[2], qMakePair(QByteArray("X-Api-Key"), QByteArray("***")));
    }

    void lines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("secret") << u"Authorization: Bearer xyz"_qs << u"Authorization: ***"_qs;
        QTest::newRow("no space") << u"cookie:a=b"_qs << u"cookie: ***"_qs;
        QTest::newRow("value with colon") << u"X-Token: a:b:c"_qs << u"X-Token: ***"_qs;
        QTest::newRow("plain") << u"Accept: text/html"_qs << u"Accept: text/html"_qs;
        QTest::newRow("secret-looking value, plain name") << u"X-Note: password"_qs << u"X-Note: password"_qs;
        QTest::newRow("no colon") << u"garbage"_qs << u"garbage"_qs;
    }
    void lines()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        QCOMPARE(redactHeaderLine(line), expected);
    }
};

QTEST_APPLESS_MAIN(TestRedaction)
#include "tst_redaction.moc"
