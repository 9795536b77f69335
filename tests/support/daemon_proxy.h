#pragma once

#include <QList>
#include <QLocalServer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QLocalSocket;

namespace cp::test {

// Forwards Unix socket connections to the real daemon, so that a test can make
// the daemon misbehave: stop() is the daemon vanishing (listening socket and
// every open connection gone) and start() its return; dropConnections() closes
// what is open while new connections are still answered (a daemon or proxy
// ending its streams); answerInstead() is a daemon answering garbage. It also
// counts what it forwards, so that a test can say how often the daemon was asked
// for something (each Docker request has a connection of its own).
class DaemonProxy : public QObject
{
public:
    DaemonProxy(const QString &path, const QString &target);

    QString path() const { return m_path; }
    bool start();
    void stop();
    void dropConnections();
    // A request whose first line contains `requestPart` gets `answer` from the
    // proxy instead of the daemon's, and its connection closed after it.
    void answerInstead(const QByteArray &requestPart, const QByteArray &answer);
    // Requests whose first line contains `requestPart`: every one so far, and
    // those whose connection is still open (a stream the daemon is serving).
    int requestCount(const QByteArray &requestPart) const;
    int openRequestCount(const QByteArray &requestPart) const;

private:
    struct Request
    {
        QByteArray line; // empty until it has arrived
        bool open = true;
    };
    int count(const QByteArray &requestPart, bool openOnly) const;

    QString m_path;
    QString m_target;
    QLocalServer m_server;
    QList<QPointer<QLocalSocket>> m_clients;
    QList<QPair<QByteArray, QByteArray>> m_replacements;
    QList<std::shared_ptr<Request>> m_requests;
};

} // namespace cp::test
