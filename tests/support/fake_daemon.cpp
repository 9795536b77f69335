#include "fake_daemon.h"

#include <QLocalSocket>
#include <QTest>

namespace cp::test {

namespace {
// The length of the whole request once its head and Content-Length body arrived, else 0.
qsizetype completeLength(const QByteArray &buffer)
{
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return 0;
    qsizetype bodyLength = 0;
    const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
    for (const QByteArray &line : lines) {
        if (line.toLower().startsWith("content-length:"))
            bodyLength = line.mid(15).trimmed().toLongLong();
    }
    const qsizetype total = headEnd + 4 + bodyLength;
    return buffer.size() >= total ? total : 0;
}
} // namespace

FakeDaemon::FakeDaemon(const QString &path, QObject *parent)
    : QObject(parent)
{
    QVERIFY2(m_server.listen(path), qPrintable(m_server.errorString()));
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        // The server owns its connections: they go with it.
        while (QLocalSocket *socket = m_server.nextPendingConnection())
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    });
}

void FakeDaemon::onReadyRead(QLocalSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype length = completeLength(buffer);
    if (length == 0)
        return;
    const QByteArray request = buffer.left(length);
    buffer.remove(0, length);
    requests.append(request);
    const Answer answer = answerFor(request);
    for (const QByteArray &piece : answer.pieces) {
        if (socket->state() != QLocalSocket::ConnectedState)
            break; // the client gave up on the answer
        socket->write(piece);
        socket->flush();
        if (socket->state() == QLocalSocket::ConnectedState)
            socket->waitForBytesWritten(100);
    }
    if (answer.keepOpen)
        m_streams.append(Stream{socket, request.left(request.indexOf("\r\n"))});
    else
        socket->disconnectFromServer();
    emit requestReceived(request);
}

FakeDaemon::Answer FakeDaemon::answerFor(const QByteArray &request) const
{
    const QByteArray line = request.left(request.indexOf("\r\n"));
    if (const auto it = answers.constFind(line); it != answers.constEnd())
        return Answer{*it};
    if (handler)
        return handler(request);
    return Answer{{reply("500 No", QByteArray())}};
}

int FakeDaemon::writeToStreams(const QByteArray &linePrefix, const QByteArray &data)
{
    int written = 0;
    for (const Stream &stream : std::as_const(m_streams)) {
        if (!stream.socket || stream.socket->state() != QLocalSocket::ConnectedState
            || !stream.line.startsWith(linePrefix))
            continue;
        stream.socket->write(data);
        stream.socket->flush();
        ++written;
    }
    return written;
}

int FakeDaemon::openStreams(const QByteArray &linePrefix) const
{
    int open = 0;
    for (const Stream &stream : m_streams) {
        if (stream.socket && stream.socket->state() == QLocalSocket::ConnectedState
            && stream.line.startsWith(linePrefix))
            ++open;
    }
    return open;
}

QByteArray FakeDaemon::reply(const QByteArray &status, const QByteArray &body, const QByteArray &headers)
{
    return "HTTP/1.1 " + status + "\r\n" + headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n"
        + body;
}

QByteArray FakeDaemon::streamHead()
{
    return QByteArrayLiteral("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
}

QByteArray FakeDaemon::chunk(const QByteArray &data)
{
    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
}

} // namespace cp::test
