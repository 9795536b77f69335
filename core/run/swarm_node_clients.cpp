#include "run/swarm_node_clients.h"

#include <QUrl>

namespace cp {

SwarmNodeClients::SwarmNodeClients(DockerClient &manager, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
{ }

SwarmNodeClients::~SwarmNodeClients() = default;

DockerClient &SwarmNodeClients::clientFor(const QString &nodeId)
{
    const auto found = m_clients.find(nodeId);
    return found == m_clients.end() ? m_manager : *found->second;
}

QString SwarmNodeClients::hostOf(const QString &nodeId) const
{
    const auto found = m_clients.find(nodeId);
    return found == m_clients.end() ? QString() : found->second->endpoint().url();
}

QList<DockerEndpoint> SwarmNodeClients::endpoints() const
{
    QList<DockerEndpoint> endpoints;
    for (const auto &[id, client] : m_clients)
        endpoints.append(client->endpoint());
    return endpoints;
}

QList<DockerClient *> SwarmNodeClients::clients()
{
    QList<DockerClient *> all{&m_manager};
    for (const auto &[id, client] : m_clients)
        all.append(client.get());
    return all;
}

void SwarmNodeClients::setNodes(const QString &localNodeId, const QMap<QString, QString> &addresses)
{
    m_localNodeId = localNodeId;
    m_addresses = addresses;
}

void SwarmNodeClients::connectTo(const QList<SwarmTask> &tasks, Done done)
{
    connectFrom(tasks, 0, std::move(done));
}

void SwarmNodeClients::connectFrom(const QList<SwarmTask> &tasks, int index, Done done)
{
    while (index < tasks.size()
           && (m_localNodeId.isEmpty() || tasks[index].nodeId == m_localNodeId
               || m_clients.count(tasks[index].nodeId) > 0))
        ++index;
    if (index >= tasks.size()) {
        done(QString());
        return;
    }
    const QString nodeId = tasks[index].nodeId;
    DockerReply *reply = m_manager.request(QByteArrayLiteral("GET"), "/nodes/" + QUrl::toPercentEncoding(nodeId));
    connect(reply, &DockerReply::finished, this, [this, reply, tasks, index, nodeId, done] {
        reply->deleteLater();
        if (!reply->succeeded()) {
            done(tr("cannot inspect swarm node %1: %2").arg(nodeId.left(12), reply->errorString()));
            return;
        }
        connectNode(SwarmNode::fromJson(reply->json().object()), [this, tasks, index, done](const QString &error) {
            if (error.isEmpty())
                connectFrom(tasks, index + 1, done);
            else
                done(error);
        });
    });
}

void SwarmNodeClients::connectNode(const SwarmNode &node, Done done)
{
    const QString address = m_addresses.value(node.hostname, m_addresses.value(node.id));
    if (address.isEmpty()) {
        done(tr("Swarm service tasks run on node %1 (%2), whose Docker daemon ContainerPerf was not told of: give its "
                "address, e.g. --swarm-node %1=tcp://%2:2376 or \"swarm_nodes\": {\"%1\": \"tcp://%2:2376\"} "
                "(docs/scale-out.md#multi-node-swarms)")
                 .arg(node.hostname.isEmpty() ? node.id : node.hostname, node.address));
        return;
    }
    QString error;
    std::optional<DockerEndpoint> endpoint = DockerEndpoint::fromUrl(address, &error);
    if (!endpoint) {
        done(tr("the Docker address of swarm node %1 is not usable: %2")
                 .arg(node.hostname.isEmpty() ? node.id : node.hostname, error));
        return;
    }
    // One swarm, one certificate authority: a node is reached as the manager is.
    const DockerEndpoint &manager = m_manager.endpoint();
    if (endpoint->kind == DockerEndpoint::Kind::Tcp && manager.kind == DockerEndpoint::Kind::Tcp) {
        endpoint->tls = manager.tls;
        endpoint->tlsVerify = manager.tlsVerify;
        endpoint->certPath = manager.certPath;
        endpoint->certOrigin = manager.certOrigin;
    }
    endpoint->origin = tr("swarm node %1").arg(node.hostname.isEmpty() ? node.id : node.hostname);
    auto &client = m_clients[node.id];
    client = std::make_unique<DockerClient>(*endpoint);
    connect(client.get(), &DockerClient::negotiated, this, [done] { done(QString()); });
    connect(client.get(), &DockerClient::negotiationFailed, this, [this, id = node.id, done](const QString &message) {
        // Deleted later: this runs inside one of its signals.
        m_clients[id].release()->deleteLater();
        m_clients.erase(id);
        done(message);
    });
    client->negotiate();
}

} // namespace cp
