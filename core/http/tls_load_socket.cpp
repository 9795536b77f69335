#include "http/tls_load_socket.h"

#include <QNetworkProxy>
#include <QSslConfiguration>
#include <QSslSocket>

namespace cp {

TlsLoadSocket::TlsLoadSocket(LoadSocketUser *user, const QList<QByteArray> &alpn)
    : LoadSocket(user)
    , m_ssl(new QSslSocket(this))
{
    if (!alpn.isEmpty()) {
        QSslConfiguration configuration = m_ssl->sslConfiguration();
        configuration.setAllowedNextProtocols(alpn);
        m_ssl->setSslConfiguration(configuration);
    }
    m_ssl->setProxy(QNetworkProxy::NoProxy);
    connect(m_ssl, &QSslSocket::encrypted, this, [this] {
        m_state = State::Connected;
        m_ssl->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        if (m_user)
            m_user->onConnected();
    });
    connect(m_ssl, &QSslSocket::readyRead, this, [this] {
        if (m_user)
            m_user->onReadyRead();
    });
    connect(m_ssl, &QSslSocket::errorOccurred, this, &TlsLoadSocket::gone);
    connect(m_ssl, &QSslSocket::disconnected, this, [this] { gone(QAbstractSocket::RemoteHostClosedError); });
}

TlsLoadSocket::~TlsLoadSocket()
{
    m_user = nullptr;
    close();
}

void TlsLoadSocket::connectTo(const QString &host, quint16 port)
{
    m_ssl->connectToHostEncrypted(host, port);
}

qint64 TlsLoadSocket::read(char *data, qint64 size)
{
    const qint64 n = m_ssl->read(data, size);
    if (n < 0)
        gone(m_ssl->error());
    return n;
}

bool TlsLoadSocket::write(QByteArrayView bytes)
{
    return m_ssl->write(bytes.data(), bytes.size()) == bytes.size();
}

QAbstractSocket::SocketError TlsLoadSocket::error() const
{
    return m_ssl->error();
}

qintptr TlsLoadSocket::descriptor() const
{
    return m_ssl->socketDescriptor();
}

QByteArray TlsLoadSocket::negotiatedProtocol() const
{
    return m_ssl->sslConfiguration().nextNegotiatedProtocol();
}

void TlsLoadSocket::close()
{
    m_ssl->disconnect(this);
    m_ssl->abort();
}

void TlsLoadSocket::gone(QAbstractSocket::SocketError error)
{
    m_state = State::Closed;
    if (m_user)
        m_user->onSocketGone(error);
}

} // namespace cp
