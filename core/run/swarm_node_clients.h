#pragma once

#include "docker/docker_client.h"
#include "docker/swarm_service.h"

#include <QMap>
#include <QObject>

#include <functional>
#include <map>
#include <memory>

namespace cp {

// The Docker daemons of the swarm nodes that run bound tasks (docs/scale-out.md#multi-node-swarms),
// besides the manager's: a task's container, its stats and events are known only to its node's
// daemon. Each is reached at the address the experiment gives for the node (by host name or id),
// over TCP with the manager's TLS settings, and negotiated before it is used.
class SwarmNodeClients : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QString &error)>;

    // `manager`: negotiated; outlives this.
    explicit SwarmNodeClients(DockerClient &manager, QObject *parent = nullptr);
    ~SwarmNodeClients() override;

    // The node the manager's daemon is (empty: every task is taken to run there), and
    // the Docker addresses of the others.
    void setNodes(const QString &localNodeId, const QMap<QString, QString> &addresses);

    // Makes sure a negotiated client talks to the node of each of `tasks`; the error names
    // a node without an address, or one whose daemon does not answer.
    void connectTo(const QList<SwarmTask> &tasks, Done done);
    // The client of the daemon that runs tasks on `nodeId`: the manager's for its own node.
    DockerClient &clientFor(const QString &nodeId);
    // The address ContainerState::dockerHost gives a task on `nodeId`; empty on the manager's node.
    QString hostOf(const QString &nodeId) const;
    QList<DockerEndpoint> endpoints() const;
    // The manager's client and every node's connected so far.
    QList<DockerClient *> clients();

private:
    void connectFrom(const QList<SwarmTask> &tasks, int index, Done done);
    void connectNode(const SwarmNode &node, Done done);

    DockerClient &m_manager;
    QString m_localNodeId;
    QMap<QString, QString> m_addresses;
    std::map<QString, std::unique_ptr<DockerClient>> m_clients; // by node id
};

} // namespace cp
