#include "docker/docker_reply.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocalSocket>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>

namespace cp {

namespace {

// A Docker answer or record past this is not one the daemon sends: refuse it
// rather than grow without bound.
constexpr qsizetype MaxBodyBytes = 64 * 1024 * 1024;

QSslConfiguration tlsConfiguration(const DockerEndpoint &endpoint)
{
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    const QString directory = endpoint.certPath + QLatin1Char('/');
    const auto certificates = QSslCertificate::fromPath(directory + QStringLiteral("cert.pem"));
    if (!certificates.isEmpty())
        configuration.setLocalCertificate(certificates.first());
    QFile keyFile(directory + QStringLiteral("key.pem"));
    if (keyFile.open(QIODevice::ReadOnly)) {
        const QByteArray pem = keyFile.readAll();
        QSslKey key(pem, QSsl::Rsa);
        if (key.isNull())
            key = QSslKey(pem, QSsl::Ec);
        configuration.setPrivateKey(key);
    }
    const auto authorities = QSslCertificate::fromPath(directory + QStringLiteral("ca.pem"));
    if (!authorities.isEmpty())
        configuration.setCaCertificates(authorities);
    configuration.setPeerVerifyMode(endpoint.tlsVerify ? QSslSocket::VerifyPeer : QSslSocket::VerifyNone);
    return configuration;
}

} // namespace

DockerReply::DockerReply(const DockerEndpoint &endpoint, const QByteArray &method, const QByteArray &path,
                         const QByteArray &body, Mode mode, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_method(method)
    , m_path(path)
    , m_requestBody(body)
    , m_mode(mode)
    , m_parser(this)
    , m_timer(this)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        fail(m_socket && m_status == 0 && m_headers.isEmpty() && !m_parser.isMidResponse()
                 ? tr("no answer from %1 within the time limit").arg(m_endpoint.url())
                 : tr("the answer from %1 did not complete in time").arg(m_endpoint.url()));
    });
}

DockerReply::~DockerReply()
{
    m_state = State::Aborted;
    closeSocket();
}

void DockerReply::setTimeouts(int connectMs, int totalMs)
{
    m_connectMs = connectMs;
    m_totalMs = totalMs;
}

void DockerReply::start()
{
    if (m_endpoint.kind == DockerEndpoint::Kind::Unix) {
        auto *socket = new QLocalSocket(this);
        m_socket = socket;
        connect(socket, &QLocalSocket::connected, this, &DockerReply::onConnected);
        connect(socket, &QLocalSocket::readyRead, this, &DockerReply::onReadyRead);
        connect(socket, &QLocalSocket::disconnected, this, &DockerReply::onDisconnected);
        connect(socket, &QLocalSocket::errorOccurred, this, [this, socket](QLocalSocket::LocalSocketError error) {
            if (error == QLocalSocket::PeerClosedError)
                onDisconnected();
            else
                fail(localSocketError(error, socket->errorString()));
        });
        m_timer.start(m_connectMs);
        socket->connectToServer(m_endpoint.socketPath);
        return;
    }
    QTcpSocket *socket = nullptr;
    if (m_endpoint.tls) {
        auto *ssl = new QSslSocket(this);
        ssl->setSslConfiguration(tlsConfiguration(m_endpoint));
        connect(ssl, &QSslSocket::encrypted, this, &DockerReply::onConnected);
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            if (!m_endpoint.tlsVerify)
                return;
            fail(tr("TLS to %1 failed: %2 (check DOCKER_CERT_PATH)")
                     .arg(m_endpoint.url(), errors.value(0).errorString()));
        });
        if (!m_endpoint.tlsVerify)
            ssl->ignoreSslErrors();
        socket = ssl;
    } else {
        socket = new QTcpSocket(this);
        connect(socket, &QTcpSocket::connected, this, &DockerReply::onConnected);
    }
    m_socket = socket;
    connect(socket, &QTcpSocket::readyRead, this, &DockerReply::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, &DockerReply::onDisconnected);
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError)
            onDisconnected();
        // A daemon that refuses our client certificate sends an alert that Qt
        // reports as a handshake or read error: it is about the certificates.
        else if (m_endpoint.tls
                 && (error == QAbstractSocket::SslHandshakeFailedError || error == QAbstractSocket::SslInternalError))
            fail(tr("TLS to %1 failed: %2 (check DOCKER_CERT_PATH)").arg(m_endpoint.url(), socket->errorString()));
        else
            fail(tr("cannot talk to %1: %2").arg(m_endpoint.url(), socket->errorString()));
    });
    m_timer.start(m_connectMs);
    if (auto *ssl = qobject_cast<QSslSocket *>(socket))
        ssl->connectToHostEncrypted(m_endpoint.host, m_endpoint.port);
    else
        socket->connectToHost(m_endpoint.host, m_endpoint.port);
}

QString DockerReply::localSocketError(int error, const QString &qtMessage) const
{
    // Qt's own texts for these are vague ("Invalid name"): say what is actually wrong.
    if (!QFileInfo::exists(m_endpoint.socketPath))
        return tr("the socket %1 does not exist").arg(m_endpoint.socketPath);
    switch (QLocalSocket::LocalSocketError(error)) {
    case QLocalSocket::SocketAccessError:
        return tr("permission denied on %1").arg(m_endpoint.socketPath);
    case QLocalSocket::ConnectionRefusedError:
    case QLocalSocket::ServerNotFoundError:
        return tr("nothing listens on %1").arg(m_endpoint.socketPath);
    default:
        return tr("cannot talk to %1: %2").arg(m_endpoint.url(), qtMessage);
    }
}

void DockerReply::abort()
{
    if (m_state == State::Open)
        m_state = State::Aborted;
    m_timer.stop();
    closeSocket();
}

void DockerReply::closeSocket()
{
    if (!m_socket)
        return;
    QIODevice *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    if (auto *local = qobject_cast<QLocalSocket *>(socket))
        local->abort();
    else if (auto *tcp = qobject_cast<QAbstractSocket *>(socket))
        tcp->abort();
    socket->deleteLater();
}

QString DockerReply::errorString() const
{
    if (!m_transportOk)
        return m_transportError;
    if (succeeded())
        return {};
    const QString message = json().object().value(QLatin1StringView("message")).toString();
    if (!message.isEmpty())
        return message;
    const QByteArray location = header(QByteArrayLiteral("location"));
    if (m_status >= 300 && m_status < 400 && !location.isEmpty())
        return tr("the daemon answered HTTP %1 to %2, a redirect to %3, which no Engine API call asks to follow")
            .arg(m_status)
            .arg(QString::fromUtf8(m_path), QString::fromUtf8(location));
    return tr("the daemon answered HTTP %1 to %2").arg(m_status).arg(QString::fromUtf8(m_path));
}

void DockerReply::onConnected()
{
    if (m_totalMs > 0)
        m_timer.start(m_totalMs);
    else
        m_timer.stop();
    QByteArray request;
    request.reserve(256 + m_requestBody.size());
    request += m_method + ' ' + m_path + " HTTP/1.1\r\nHost: " + m_endpoint.hostHeader()
        + "\r\nUser-Agent: ContainerPerf/" CONTAINERPERF_VERSION "\r\n";
    if (!m_requestBody.isEmpty() || m_method == "POST")
        request +=
            "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(m_requestBody.size()) + "\r\n";
    request += "\r\n" + m_requestBody;
    m_socket->write(request);
}

void DockerReply::onReadyRead()
{
    while (m_socket && m_state == State::Open) {
        const QByteArray data = m_socket->read(64 * 1024);
        if (data.isEmpty())
            return;
        if (!m_parser.feed(data)) {
            m_malformed = true;
            fail(tr("malformed answer from %1: %2").arg(m_endpoint.url(), m_parser.errorString()));
            return;
        }
    }
}

void DockerReply::onDisconnected()
{
    if (m_state != State::Open)
        return;
    if (m_socket && m_socket->bytesAvailable() > 0)
        onReadyRead();
    if (m_state != State::Open)
        return;
    if (!m_parser.finish() || m_status == 0)
        fail(tr("%1 closed the connection before answering completely").arg(m_endpoint.url()));
    else
        complete();
}

void DockerReply::fail(const QString &message)
{
    if (m_state != State::Open)
        return;
    m_transportOk = false;
    m_transportError = message;
    complete();
}

void DockerReply::complete()
{
    if (m_state != State::Open)
        return;
    m_state = State::Finished;
    m_timer.stop();
    closeSocket();
    emit finished();
}

void DockerReply::onHeader(QByteArrayView name, QByteArrayView value)
{
    m_headers.insert(name.toByteArray().toLower(), value.toByteArray());
}

void DockerReply::onHeadersComplete(int status)
{
    m_status = status;
    if (m_state == State::Open)
        emit headersReceived(status);
}

void DockerReply::onBody(QByteArrayView chunk)
{
    if (m_state != State::Open)
        return;
    if (m_mode == Mode::Raw && m_status >= 200 && m_status < 300) {
        emit bodyReceived(chunk.toByteArray());
        return;
    }
    const bool streaming = m_mode == Mode::Stream && m_status >= 200 && m_status < 300;
    QByteArray &buffer = streaming ? m_pendingLine : m_body;
    if (buffer.size() + chunk.size() > MaxBodyBytes) {
        m_malformed = true;
        fail(tr("the answer from %1 is larger than %2 MiB").arg(m_endpoint.url()).arg(MaxBodyBytes >> 20));
        return;
    }
    buffer.append(chunk.data(), chunk.size());
    if (!streaming)
        return;
    // Records are split on newlines after chunk decoding: a chunk may hold part of
    // a record or several of them.
    qsizetype start = 0;
    for (qsizetype newline = m_pendingLine.indexOf('\n'); newline >= 0 && m_state == State::Open;
         newline = m_pendingLine.indexOf('\n', start)) {
        const QByteArray record = m_pendingLine.mid(start, newline - start).trimmed();
        start = newline + 1;
        if (!record.isEmpty())
            emit recordReceived(record);
    }
    m_pendingLine.remove(0, start);
}

void DockerReply::onResponseComplete(bool keepAlive)
{
    Q_UNUSED(keepAlive)
    if (m_state != State::Open)
        return;
    const QByteArray rest = m_pendingLine.trimmed();
    m_pendingLine.clear();
    if (!rest.isEmpty() && m_status >= 200 && m_status < 300)
        emit recordReceived(rest);
    complete();
}

} // namespace cp
