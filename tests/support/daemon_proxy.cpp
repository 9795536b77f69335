#include "daemon_proxy.h"

#include <QLocalSocket>

#include <algorithm>

namespace cp::test {

DaemonProxy::DaemonProxy(const QString &path, const QString &target)
    : m_path(path)
    , m_target(target)
{
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *client = m_server.nextPendingConnection()) {
            auto *upstream = new QLocalSocket(client);
            auto request = std::make_shared<Request>();
            m_requests.append(request);
            // Held back until the request line is known: it is counted, and may be answered here instead.
            auto pending = std::make_shared<QByteArray>();
            const auto fromClient = [this, client, upstream, pending, request] {
                if (!request->line.isEmpty()) {
                    upstream->write(client->readAll());
                    return;
                }
                *pending += client->readAll();
                const qsizetype lineEnd = pending->indexOf("\r\n");
                if (lineEnd < 0)
                    return;
                request->line = pending->left(lineEnd);
                for (const auto &[part, answer] : std::as_const(m_replacements)) {
                    if (request->line.contains(part)) {
                        client->write(answer);
                        upstream->abort();
                        // Closes once the answer is written.
                        client->disconnectFromServer();
                        return;
                    }
                }
                upstream->write(*pending);
                pending->clear();
            };
            connect(client, &QLocalSocket::readyRead, upstream, fromClient);
            connect(upstream, &QLocalSocket::readyRead, client,
                    [client, upstream] { client->write(upstream->readAll()); });
            connect(upstream, &QLocalSocket::disconnected, client, [client] { client->disconnectFromServer(); });
            connect(client, &QLocalSocket::disconnected, client, [client, request] {
                request->open = false;
                client->deleteLater();
            });
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

int DaemonProxy::requestCount(const QByteArray &requestPart) const
{
    return count(requestPart, false);
}

int DaemonProxy::openRequestCount(const QByteArray &requestPart) const
{
    return count(requestPart, true);
}

int DaemonProxy::count(const QByteArray &requestPart, bool openOnly) const
{
    return int(std::count_if(m_requests.cbegin(), m_requests.cend(), [&](const std::shared_ptr<Request> &request) {
        return request->line.contains(requestPart) && (request->open || !openOnly);
    }));
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
