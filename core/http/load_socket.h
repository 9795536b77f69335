#pragma once

#include <QAbstractSocket>
#include <QByteArray>
#include <QList>

class QTcpSocket;

namespace cp {

class SocketWorker;

// What owns a load connection's socket hears of it through this.
class LoadSocketUser
{
public:
    // Connected (for https://, once the TLS handshake is done).
    virtual void onConnected() = 0;
    virtual void onReadyRead() = 0;
    virtual void onSocketGone(QAbstractSocket::SocketError error) = 0;

protected:
    ~LoadSocketUser() = default;
};

// Sets `socket` to a new socket to the worker's target and connects it: TLS
// offering `alpn` for https://, else TCP unbuffered (reads and writes go
// straight to the kernel, no copy through Qt's buffers); never through a
// proxy. `socket` is set before connecting, as a failure (no descriptor left)
// is signalled during the call. Each connection gets a fresh socket: an old
// one's late signals cannot reach its user.
void openLoadSocket(QTcpSocket *&socket, const SocketWorker &worker, LoadSocketUser *user,
                    const QList<QByteArray> &alpn = {});
// One read of what the kernel holds for `socket` into the worker's read
// buffer: the bytes read, 0 when nothing is left; -1 when the peer closed or
// the socket failed, which `user` has then heard of (an unbuffered socket
// reports the peer's close here, without a signal).
qint64 readLoadSocket(QTcpSocket *socket, SocketWorker &worker, LoadSocketUser *user);
// Hands the kernel's smoothed round-trip time of `socket` to the worker, the
// first time only (`reported`): a system call per response would cost throughput.
void reportRttOnce(QTcpSocket *socket, SocketWorker &worker, bool &reported);
// Lets go of `socket` and sets it null: no more signals; deleted later, as
// we may be inside one of its signals.
void dropLoadSocket(QTcpSocket *&socket);
// For destructors, which never run inside one of the socket's signals.
void deleteLoadSocket(QTcpSocket *socket);

} // namespace cp
