#include "http/load_socket.h"

#include "http/socket_worker.h"
#include "http/tcp_rtt.h"

#include <QNetworkProxy>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>

namespace cp {

void openLoadSocket(QTcpSocket *&socket, const SocketWorker &worker, LoadSocketUser *user,
                    const QList<QByteArray> &alpn)
{
    if (worker.isTls()) {
        auto *ssl = new QSslSocket;
        if (!alpn.isEmpty()) {
            QSslConfiguration configuration = ssl->sslConfiguration();
            configuration.setAllowedNextProtocols(alpn);
            ssl->setSslConfiguration(configuration);
        }
        QObject::connect(ssl, &QSslSocket::encrypted, ssl, [user] { user->onConnected(); });
        socket = ssl;
    } else {
        socket = new QTcpSocket;
        QObject::connect(socket, &QTcpSocket::connected, socket, [user] { user->onConnected(); });
    }
    socket->setProxy(QNetworkProxy::NoProxy);
    QObject::connect(socket, &QTcpSocket::readyRead, socket, [user] { user->onReadyRead(); });
    QObject::connect(socket, &QTcpSocket::errorOccurred, socket,
                     [user](QAbstractSocket::SocketError error) { user->onSocketGone(error); });
    QObject::connect(socket, &QTcpSocket::disconnected, socket,
                     [user] { user->onSocketGone(QAbstractSocket::RemoteHostClosedError); });
    if (auto *ssl = qobject_cast<QSslSocket *>(socket))
        ssl->connectToHostEncrypted(worker.host(), worker.port());
    else
        socket->connectToHost(worker.host(), worker.port(), QIODevice::ReadWrite | QIODevice::Unbuffered);
}

qint64 readLoadSocket(QTcpSocket *socket, SocketWorker &worker, LoadSocketUser *user)
{
    const qint64 n = socket->read(worker.readBuffer(), worker.readBufferSize());
    if (n < 0)
        user->onSocketGone(socket->error());
    return n;
}

void reportRttOnce(QTcpSocket *socket, SocketWorker &worker, bool &reported)
{
    if (reported)
        return;
    reported = true;
    if (const auto rtt = tcpSmoothedRttUs(socket->socketDescriptor()))
        worker.connectionRtt(*rtt);
}

void dropLoadSocket(QTcpSocket *&socket)
{
    if (!socket)
        return;
    socket->disconnect();
    socket->abort();
    socket->deleteLater();
    socket = nullptr;
}

void deleteLoadSocket(QTcpSocket *socket)
{
    if (!socket)
        return;
    socket->disconnect();
    socket->abort();
    delete socket;
}

} // namespace cp
