#include "daemon_proxy.h"

#include <QLocalSocket>

namespace cp::test {

DaemonProxy::DaemonProxy(const QString &path, const QString &target)
    : m_path(path)
    , m_target(target)
{
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *client = m_server.nextPendingConnection()) {
            auto *upstream = new QLocalSocket(client);
            connect(client, &QLocalSocket::readyRead, upstream,
                    [client, upstream] { upstream->write(client->readAll()); });
            connect(upstream, &QLocalSocket::readyRead, client,
                    [client, upstream] { client->write(upstream->readAll()); });
            connect(upstream, &QLocalSocket::disconnected, client, [client] { client->disconnectFromServer(); });
            connect(client, &QLocalSocket::disconnected, client, [client] { client->deleteLater(); });
            upstream->connectToServer(m_target);
            upstream->waitForConnected(2000);
            upstream->write(client->readAll());
            m_clients.append(client);
        }
    });
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
