#include "recording_server.h"

#include "model/request_url.h"

#include <QBuffer>
#include <QTcpSocket>
#include <QTest>

namespace cp::test {

RecordingServer::RecordingServer()
{
    connect(this, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                QByteArray pending = socket->property("pending").toByteArray() + socket->readAll();
                for (;;) {
                    const qsizetype headEnd = pending.indexOf("\r\n\r\n");
                    if (headEnd < 0)
                        break;
                    const QByteArray head = pending.first(headEnd);
                    const QByteArray lower = head.toLower();
                    const qsizetype at = lower.indexOf("content-length:");
                    const qsizetype length =
                        at < 0 ? 0 : lower.mid(at + 15, lower.indexOf('\r', at) - at - 15).trimmed().toLongLong();
                    if (pending.size() < headEnd + 4 + length)
                        break;
                    const QByteArray requestLine =
                        head.first(head.indexOf("\r\n") < 0 ? head.size() : head.indexOf("\r\n"));
                    const QByteArray target = requestLine.split(' ').value(1);
                    m_requests.append({target, pending.mid(headEnd + 4, length), head});
                    pending.remove(0, headEnd + 4 + length);
                    if (target.startsWith("/login")) {
                        const QByteArray n = QByteArray::number(++m_logins);
                        const QByteArray body = m_logins % 3 == 0
                            ? QByteArray("{\"error\": \"try again\"}")
                            : "{\"token\": \"t" + n + "/x y\", \"user\": {\"id\": " + n + "}}";
                        socket->write("HTTP/1.1 200 OK\r\nX-Session: s" + n
                                      + "\r\nContent-Type: application/json\r\n"
                                        "Content-Length: "
                                      + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                    } else {
                        socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                    }
                }
                socket->setProperty("pending", pending);
            });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
    listen(QHostAddress::LocalHost);
}

QUrl RecordingServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(serverPort()));
}

LoadPlan RecordingServer::dataPlan() const
{
    QByteArray csv("user,n\nann,1\nbob/x,2\n\"c, d&e\",3\n");
    QBuffer buffer(&csv);
    buffer.open(QIODevice::ReadOnly);
    QString error;
    LoadPlan plan;
    plan.request.method = "POST";
    plan.request.url = requestUrlFromText(
        QStringLiteral("http://127.0.0.1:%1/users/{{data.user}}?n={{data.n}}&seq={{seq}}&x={{own}}").arg(serverPort()));
    plan.request.bodyTemplate = "{{data.user}}/{{data.n}}/{{seq}}";
    plan.request.data = *DataTable::read(&buffer, QStringLiteral("users.csv"), &error);
    plan.connections = 1;
    plan.requestLimit = DataRequests;
    plan.request.timeout = std::chrono::seconds(5);
    return plan;
}

LoadPlan RecordingServer::sequencePlan() const
{
    QString error;
    LoadPlan plan;
    plan.request.method = "POST";
    plan.request.url = QUrl(QStringLiteral("http://127.0.0.1:%1/login").arg(serverPort()));
    plan.request.bodyTemplate = "user=ann";
    plan.request.captures =
        *parseCaptures({QStringLiteral("token = json /token"), QStringLiteral("sid = header X-Session"),
                        QStringLiteral("uid = json /user/id")},
                       &error);
    RequestSpec profile;
    profile.method = "GET";
    profile.url = requestUrlFromText(
        QStringLiteral("http://127.0.0.1:%1/profile/{{captured.uid}}?sid={{captured.sid}}&t={{captured.token}}")
            .arg(serverPort()));
    profile.headers = {{"Authorization", "Bearer {{captured.token}}"}};
    plan.steps = {profile};
    plan.connections = 1;
    plan.requestLimit = SequenceRequests;
    plan.request.timeout = std::chrono::seconds(5);
    return plan;
}

int RecordingServer::verifySequenceRequests() const
{
    [this] { QCOMPARE(m_requests.size(), SequenceRequests); }();
    int missing = 0;
    int profiles = 0;
    int lastLogin = 0; // the number of the login just before, when it gave a token; else 0
    int n = 0;
    for (const Request &request : m_requests) {
        if (request.target.startsWith("/login")) {
            ++n;
            lastLogin = n % 3 == 0 ? 0 : n;
            missing += n % 3 == 0 ? 1 : 0;
            continue;
        }
        ++profiles;
        [&] {
            QVERIFY2(lastLogin > 0, "a profile request followed a login whose answer had no token");
            const QByteArray login = QByteArray::number(lastLogin);
            // The token, with its slash and space, percent-encoded in the URL and as it came in the header.
            QCOMPARE(request.target, "/profile/" + login + "?sid=s" + login + "&t=t" + login + "%2Fx%20y");
            QVERIFY2(request.head.contains(QByteArray("\r\nAuthorization: Bearer t" + login + "/x y")),
                     request.head.constData());
        }();
        lastLogin = 0;
    }
    [profiles] { QVERIFY(profiles > 0); }();
    return missing;
}

void RecordingServer::verifyDataRequests() const
{
    const QList<QByteArray> users = {"ann", "bob/x", "c, d&e"};
    const QList<QByteArray> encoded = {"ann", "bob%2Fx", "c%2C%20d%26e"};
    QCOMPARE(m_requests.size(), DataRequests);
    for (int k = 0; k < DataRequests; ++k) {
        const QByteArray n = QByteArray::number(k % 3 + 1);
        // A placeholder the template does not know is sent as written, its braces encoded.
        QCOMPARE(m_requests[k].target,
                 "/users/" + encoded[k % 3] + "?n=" + n + "&seq=" + QByteArray::number(k) + "&x=%7B%7Bown%7D%7D");
        QCOMPARE(m_requests[k].body, users[k % 3] + '/' + n + '/' + QByteArray::number(k));
    }
}

} // namespace cp::test
