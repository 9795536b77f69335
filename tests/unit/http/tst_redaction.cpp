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
        QTest::newRow("Content-Type") << QByteArray("Content-Type") << false;
        QTest::newRow("Accept") << QByteArray("Accept") << false;
        QTest::newRow("X-Request-Id") << QByteArray("X-Request-Id") << false;
        QTest::newRow("Authorization-Hint") << QByteArray("Authorization-Hint") << false;
        QTest::newRow("empty") << QByteArray() << false;
    }
    void names()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretHeaderName(QByteArrayView(name)), secret);
        QCOMPARE(isSecretHeaderName(QStringView(QString::fromLatin1(name))), secret);
        const QByteArray expected = secret ? QByteArray("***") : QByteArray("value");
        QCOMPARE(redactHeaderValue(QByteArrayView(name), QByteArray("value")), expected);
        QCOMPARE(redactHeaderValue(QStringView(QString::fromLatin1(name)), u"value"_qs), QString::fromLatin1(expected));
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
