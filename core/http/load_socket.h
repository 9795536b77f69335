#pragma once

#include <QAbstractSocket>
#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QObject>

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

// One connection of the load engine to its target: plain TCP straight on a
// non-blocking descriptor (PlainLoadSocket), or TLS through Qt (TlsLoadSocket).
// Never through a proxy; Nagle's algorithm off once connected. Tells its user
// of what happens until drop().
class LoadSocket : public QObject
{
public:
    enum class State { Connecting, Connected, Closed };

    State state() const { return m_state; }
    // What the kernel holds, up to `size` bytes: the bytes read, 0 when nothing
    // is left; -1 when the peer closed or the socket failed, which the user has
    // then heard of.
    virtual qint64 read(char *data, qint64 size) = 0;
    // Sends all of `bytes`: what the kernel does not take now goes when it can.
    // False when the socket failed (error() says how); the user is not told.
    virtual bool write(QByteArrayView bytes) = 0;
    virtual QAbstractSocket::SocketError error() const = 0;
    virtual qintptr descriptor() const = 0;
    // The protocol the TLS handshake agreed on by ALPN; empty without TLS.
    virtual QByteArray negotiatedProtocol() const { return {}; }
    // Lets go of the connection now; the user hears nothing more. Deleted
    // later, as this may run inside one of the socket's own calls.
    void drop();

protected:
    explicit LoadSocket(LoadSocketUser *user)
        : m_user(user)
    { }
    // Closes the connection without telling anyone.
    virtual void close() = 0;

    LoadSocketUser *m_user; // null once dropped
    State m_state = State::Connecting;
};

// Sets `socket` to a new socket to the worker's target and connects it: TLS
// offering `alpn` for https://, else plain TCP. `socket` is set before
// connecting, as a failure (no descriptor left) is signalled during the call.
// Each connection gets a fresh socket: an old one's late events cannot reach
// its user.
void openLoadSocket(LoadSocket *&socket, const SocketWorker &worker, LoadSocketUser *user,
                    const QList<QByteArray> &alpn = {});
// One read of what the kernel holds for `socket` into the worker's read buffer (see LoadSocket::read).
qint64 readLoadSocket(LoadSocket *socket, SocketWorker &worker);
// Hands the kernel's smoothed round-trip time of `socket` to the worker, the
// first time only (`reported`): a system call per response would cost throughput.
void reportRttOnce(const LoadSocket *socket, SocketWorker &worker, bool &reported);
// Drops `socket` (LoadSocket::drop) and sets it null.
void dropLoadSocket(LoadSocket *&socket);
// For destructors, which never run inside one of the socket's calls.
void deleteLoadSocket(LoadSocket *socket);

} // namespace cp
