#include "http/plain_load_socket.h"

#include <QHostInfo>
#include <QSocketNotifier>

#include <cerrno>
#include <cstring>

#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace cp {

namespace {

// As Qt's native socket engine names these errors (what QTcpSocket reported before).
QAbstractSocket::SocketError connectError(int error)
{
    switch (error) {
    case ECONNREFUSED:
        return QAbstractSocket::ConnectionRefusedError;
    case EADDRINUSE:
        return QAbstractSocket::AddressInUseError;
    case EADDRNOTAVAIL:
        return QAbstractSocket::SocketAddressNotAvailableError;
    case EACCES:
    case EPERM:
        return QAbstractSocket::SocketAccessError;
    default:
        return QAbstractSocket::NetworkError;
    }
}

QAbstractSocket::SocketError transferError(int error)
{
    return error == ECONNRESET || error == EPIPE ? QAbstractSocket::RemoteHostClosedError
                                                 : QAbstractSocket::NetworkError;
}

socklen_t toSockaddr(const QHostAddress &address, quint16 port, sockaddr_storage &storage)
{
    storage = {};
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        auto *in = reinterpret_cast<sockaddr_in *>(&storage);
        in->sin_family = AF_INET;
        in->sin_port = htons(port);
        in->sin_addr.s_addr = htonl(address.toIPv4Address());
        return sizeof(sockaddr_in);
    }
    auto *in6 = reinterpret_cast<sockaddr_in6 *>(&storage);
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(port);
    const Q_IPV6ADDR bytes = address.toIPv6Address();
    std::memcpy(&in6->sin6_addr, &bytes, sizeof(bytes));
    // A link-local address names its interface, by number or by name.
    const QString scope = address.scopeId();
    bool numeric = false;
    in6->sin6_scope_id = scope.toUInt(&numeric);
    if (!numeric && !scope.isEmpty())
        in6->sin6_scope_id = if_nametoindex(scope.toLocal8Bit().constData());
    return sizeof(sockaddr_in6);
}

} // namespace

PlainLoadSocket::PlainLoadSocket(LoadSocketUser *user)
    : LoadSocket(user)
{ }

PlainLoadSocket::~PlainLoadSocket()
{
    m_user = nullptr;
    close();
}

void PlainLoadSocket::connectTo(const QString &host, quint16 port)
{
    m_port = port;
    QHostAddress address;
    if (address.setAddress(host)) {
        m_addresses = {address};
        connectNext();
        return;
    }
    QHostInfo::lookupHost(host, this, &PlainLoadSocket::lookedUp);
}

void PlainLoadSocket::lookedUp(const QHostInfo &info)
{
    if (m_state != State::Connecting)
        return;
    m_addresses = info.addresses();
    if (info.error() != QHostInfo::NoError || m_addresses.isEmpty()) {
        fail(QAbstractSocket::HostNotFoundError);
        return;
    }
    connectNext();
}

void PlainLoadSocket::connectNext()
{
    // Dropped while the next address waited for its turn.
    if (m_state == State::Closed)
        return;
    close();
    m_state = State::Connecting;
    const QHostAddress &address = m_addresses.at(m_nextAddress++);
    sockaddr_storage storage;
    const socklen_t length = toSockaddr(address, m_port, storage);
    m_fd = ::socket(storage.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, IPPROTO_TCP);
    if (m_fd < 0) {
        const int error = errno;
        if (error == EMFILE || error == ENFILE || error == ENOBUFS || error == ENOMEM)
            fail(QAbstractSocket::SocketResourceError);
        else
            fail(QAbstractSocket::UnsupportedSocketOperationError, true);
        return;
    }
    const int one = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    if (::connect(m_fd, reinterpret_cast<const sockaddr *>(&storage), length) != 0 && errno != EINPROGRESS) {
        const QAbstractSocket::SocketError error = connectError(errno);
        if (m_nextAddress < m_addresses.size()) {
            // As QTcpSocket does: the next address, from the event loop.
            QMetaObject::invokeMethod(this, &PlainLoadSocket::connectNext, Qt::QueuedConnection);
            m_error = error;
            return;
        }
        fail(error, true);
        return;
    }
    // Connected or on its way: writable once the handshake is done either way.
    m_readable = new QSocketNotifier(qintptr(m_fd), QSocketNotifier::Read, this);
    m_readable->setEnabled(false);
    connect(m_readable, &QSocketNotifier::activated, this, [this] {
        if (m_user)
            m_user->onReadyRead();
    });
    m_writable = new QSocketNotifier(qintptr(m_fd), QSocketNotifier::Write, this);
    connect(m_writable, &QSocketNotifier::activated, this, &PlainLoadSocket::onWritable);
}

void PlainLoadSocket::onWritable()
{
    if (m_state == State::Connecting) {
        int error = 0;
        socklen_t length = sizeof(error);
        if (::getsockopt(m_fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0)
            error = errno;
        if (error != 0) {
            if (m_nextAddress < m_addresses.size())
                connectNext();
            else
                fail(connectError(error));
            return;
        }
        m_state = State::Connected;
        m_writable->setEnabled(false);
        m_readable->setEnabled(true);
        if (m_user)
            m_user->onConnected();
        return;
    }
    if (!flushUnsent())
        fail(m_error);
}

qint64 PlainLoadSocket::read(char *data, qint64 size)
{
    if (m_fd < 0)
        return -1;
    for (;;) {
        const ssize_t n = ::read(m_fd, data, std::size_t(size));
        if (n > 0)
            return n;
        if (n == 0) {
            fail(QAbstractSocket::RemoteHostClosedError);
            return -1;
        }
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return 0;
        fail(transferError(errno));
        return -1;
    }
}

bool PlainLoadSocket::write(QByteArrayView bytes)
{
    if (m_state != State::Connected) {
        m_error = QAbstractSocket::OperationError;
        return false;
    }
    if (!m_unsent.isEmpty()) {
        m_unsent.append(bytes);
        return true;
    }
    // Straight from the caller's bytes: copied only if the kernel does not take them all.
    qsizetype sent = 0;
    if (!sendSome(bytes, sent))
        return false;
    if (sent < bytes.size()) {
        m_unsent = bytes.sliced(sent).toByteArray();
        m_writable->setEnabled(true);
    }
    return true;
}

bool PlainLoadSocket::flushUnsent()
{
    qsizetype sent = 0;
    if (!sendSome(m_unsent, sent))
        return false;
    m_unsent.remove(0, sent);
    m_writable->setEnabled(!m_unsent.isEmpty());
    return true;
}

bool PlainLoadSocket::sendSome(QByteArrayView bytes, qsizetype &sent)
{
    while (sent < bytes.size()) {
        const ssize_t n = ::send(m_fd, bytes.data() + sent, std::size_t(bytes.size() - sent), MSG_NOSIGNAL);
        if (n >= 0) {
            sent += qsizetype(n);
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            return true;
        } else if (errno != EINTR) {
            m_error = transferError(errno);
            return false;
        }
    }
    return true;
}

void PlainLoadSocket::close()
{
    // Unwatched before closed: a notifier must not outlive its descriptor in the
    // loop's interest set. Deleted later, as this may run inside one of their signals.
    for (QSocketNotifier *notifier : {m_readable, m_writable}) {
        if (notifier) {
            notifier->setEnabled(false);
            notifier->deleteLater();
        }
    }
    m_readable = nullptr;
    m_writable = nullptr;
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_unsent.clear();
}

void PlainLoadSocket::fail(QAbstractSocket::SocketError error, bool later)
{
    close();
    m_state = State::Closed;
    m_error = error;
    if (!later) {
        if (m_user)
            m_user->onSocketGone(error);
        return;
    }
    QMetaObject::invokeMethod(
        this,
        [this, error] {
            if (m_user)
                m_user->onSocketGone(error);
        },
        Qt::QueuedConnection);
}

} // namespace cp
