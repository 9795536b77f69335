#pragma once

#include "http/load_socket.h"

class QSslSocket;

namespace cp {

// A load connection over TLS, through QSslSocket (OpenSSL behind Qt): the
// handshake offers `alpn`; the user hears of the connection once it is encrypted.
class TlsLoadSocket final : public LoadSocket
{
public:
    TlsLoadSocket(LoadSocketUser *user, const QList<QByteArray> &alpn);
    ~TlsLoadSocket() override;

    void connectTo(const QString &host, quint16 port);
    qint64 read(char *data, qint64 size) override;
    bool write(QByteArrayView bytes) override;
    QAbstractSocket::SocketError error() const override;
    qintptr descriptor() const override;
    QByteArray negotiatedProtocol() const override;

private:
    void close() override;
    void gone(QAbstractSocket::SocketError error);

    QSslSocket *m_ssl;
};

} // namespace cp
