#pragma once

#include "http/load_socket.h"

#include <QHostAddress>
#include <QList>

class QHostInfo;
class QSocketNotifier;

namespace cp {

// A plain TCP load connection straight on a non-blocking descriptor, watched
// by socket notifiers in the thread's event loop. QTcpSocket would add a
// signal, a device layer and its bookkeeping to every read and write: a
// twentieth of the engine thread's time per request at 32 connections.
//
// Connects to the host's addresses in turn (a name is looked up without
// blocking the thread) until one answers; errors are QAbstractSocket's, as
// QTcpSocket would report them, and reach the user from the event loop, never
// during connectTo() (a refused connect would otherwise recurse through the
// next request), except a missing descriptor (SocketResourceError), which
// the user expects during the call.
class PlainLoadSocket final : public LoadSocket
{
public:
    explicit PlainLoadSocket(LoadSocketUser *user);
    ~PlainLoadSocket() override;

    void connectTo(const QString &host, quint16 port);
    qint64 read(char *data, qint64 size) override;
    bool write(QByteArrayView bytes) override;
    QAbstractSocket::SocketError error() const override { return m_error; }
    qintptr descriptor() const override { return m_fd; }

private:
    void close() override;
    void lookedUp(const QHostInfo &info);
    // Connects to the next address of the host.
    void connectNext();
    void onWritable();
    // Sends what waits for the kernel; false when the socket failed.
    bool flushUnsent();
    // Sends `bytes` from `sent` on until the kernel takes no more; false when the socket failed.
    bool sendSome(QByteArrayView bytes, qsizetype &sent);
    // Closes and tells the user (from the event loop when `later`).
    void fail(QAbstractSocket::SocketError error, bool later = false);

    int m_fd = -1;
    quint16 m_port = 0;
    QList<QHostAddress> m_addresses;
    qsizetype m_nextAddress = 0;
    QSocketNotifier *m_readable = nullptr;
    QSocketNotifier *m_writable = nullptr;
    QByteArray m_unsent; // what the kernel did not take yet
    QAbstractSocket::SocketError m_error = QAbstractSocket::UnknownSocketError;
};

} // namespace cp
