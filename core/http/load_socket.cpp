#include "http/load_socket.h"

#include "http/plain_load_socket.h"
#include "http/socket_worker.h"
#include "http/tcp_rtt.h"
#include "http/tls_load_socket.h"

namespace cp {

void LoadSocket::drop()
{
    m_user = nullptr;
    m_state = State::Closed;
    close();
    deleteLater();
}

void openLoadSocket(LoadSocket *&socket, const SocketWorker &worker, LoadSocketUser *user,
                    const QList<QByteArray> &alpn)
{
    if (worker.isTls()) {
        auto *tls = new TlsLoadSocket(user, alpn);
        socket = tls;
        tls->connectTo(worker.host(), worker.port());
    } else {
        auto *plain = new PlainLoadSocket(user);
        socket = plain;
        plain->connectTo(worker.host(), worker.port());
    }
}

qint64 readLoadSocket(LoadSocket *socket, SocketWorker &worker)
{
    return socket->read(worker.readBuffer(), worker.readBufferSize());
}

void reportRttOnce(const LoadSocket *socket, SocketWorker &worker, bool &reported)
{
    if (reported)
        return;
    reported = true;
    if (const auto rtt = tcpSmoothedRttUs(socket->descriptor()))
        worker.connectionRtt(*rtt);
}

void dropLoadSocket(LoadSocket *&socket)
{
    if (!socket)
        return;
    socket->drop();
    socket = nullptr;
}

void deleteLoadSocket(LoadSocket *socket)
{
    delete socket;
}

} // namespace cp
