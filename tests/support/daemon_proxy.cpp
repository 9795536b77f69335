#include "daemon_proxy.h"

#include <QLocalSocket>

#include <memory>

namespace cp::test {

DaemonProxy::DaemonProxy(const QString &path, const QString &target)
    : m_path(path)
    , m_target(target)
{
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *client = m_server.nextPendingConnection()) {
            auto *upstream = new QLocalSocket(client);
            // Held back until the request line is known: it may be answered here instead.
            auto pending = std::make_shared<QByteArray>();
            auto forwarding = std::make_shared<bool>(m_replacements.isEmpty());
            const auto fromClient = [this, client, upstream, pending, forwarding] {
                if (*forwarding) {
                    upstream->write(client->readAll());
                    return;
                }
                *pending += client->readAll();
                const qsizetype lineEnd = pending->indexOf("\r\n");
                if (lineEnd < 0)
                    return;
                const QByteArray requestLine = pending->left(lineEnd);
                for (const auto &[part, answer] : std::as_const(m_replacements)) {
                    if (requestLine.contains(part)) {
                        client->write(answer);
                        upstream->abort();
                        // Closes once the answer is written.
                        client->disconnectFromServer();
                        return;
                    }
                }
                *forwarding = true;
                upstream->write(*pending);
            };
            connect(client, &QLocalSocket::readyRead, upstream, fromClient);
            connect(upstream, &QLocalSocket::readyRead, client,
                    [client, upstream] { client->write(upstream->readAll()); });
            connect(upstream, &QLocalSocket::disconnected, client, [client] { client->disconnectFromServer(); });
            connect(client, &QLocalSocket::disconnected, client, [client] { client->deleteLater(); });
            upstream->connectToServer(m_target);
            upstream->waitForConnected(2000);
            fromClient();
            m_clients.append(client);
        }
    });
}

void DaemonProxy::answerInstead(const QByteArray &requestPart, const QByteArray &answer)
{
    m_replacements.append({requestPart, answer});
}

bool DaemonProxy::start()
{
    QLocalServer::removeServer(m_path);
    return m_server.listen(m_path);
}

void DaemonProxy::stop()
{
    m_server.close();
    dropConnections();
}

void DaemonProxy::dropConnections()
{
    for (const auto &client : std::as_const(m_clients)) {
        if (client)
            client->abort();
    }
    m_clients.clear();
}

} // namespace cp::test
