#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QLocalServer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QLocalSocket;

namespace cp::test {

// A scripted Docker daemon on a Unix socket: answers each request with the bytes
// the test chose, written in the pieces given (to split chunks anywhere). An
// answer can keep its connection open as a stream (stats, events) that the test
// writes to later, as a daemon does once a second or at each event.
class FakeDaemon : public QObject
{
    Q_OBJECT
public:
    struct Answer
    {
        QList<QByteArray> pieces;
        bool keepOpen = false; // a stream: writeToStreams() adds to it until the client goes
    };
    // Answers a request (its whole text, body included) whose line `answers` does not name.
    using Handler = std::function<Answer(const QByteArray &request)>;

    explicit FakeDaemon(const QString &path, QObject *parent = nullptr);

    QString path() const { return m_server.fullServerName(); }

    // Request line → pieces. A request that neither this nor the handler answers gets a 500.
    QHash<QByteArray, QList<QByteArray>> answers;
    Handler handler;
    QList<QByteArray> requests; // in the order they arrived, bodies included

    // Writes `data` to every open stream whose request line starts with `linePrefix`;
    // returns how many streams got it.
    int writeToStreams(const QByteArray &linePrefix, const QByteArray &data);
    int openStreams(const QByteArray &linePrefix) const;

    // An HTTP/1.1 answer with a Content-Length body.
    static QByteArray reply(const QByteArray &status, const QByteArray &body, const QByteArray &headers = QByteArray());
    // The head of a chunked stream, then one chunk of it.
    static QByteArray streamHead();
    static QByteArray chunk(const QByteArray &data);

signals:
    void requestReceived(const QByteArray &request);

private:
    struct Stream
    {
        QPointer<QLocalSocket> socket;
        QByteArray line;
    };

    void onReadyRead(QLocalSocket *socket);
    Answer answerFor(const QByteArray &request) const;

    QLocalServer m_server;
    QHash<QLocalSocket *, QByteArray> m_buffers;
    QList<Stream> m_streams;
};

} // namespace cp::test
