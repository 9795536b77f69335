#pragma once

#include "docker/swarm_job.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>

#include <functional>

namespace cp {

class DockerClient;
class DockerReply;

// Removes a generators' job and all it left (docs/scale-out.md#distributed-load-generators): the
// service, then — once no node works on one of its tasks any more — every container carrying the
// job's label on each node, since Docker keeps a finished job's containers (moby#44312), also
// those of tasks that never started; then its config. What cannot be removed is said, with the
// command that removes it.
class GeneratorJobRemoval : public QObject
{
    Q_OBJECT
public:
    // `manager` and `nodes` (every daemon the job may have run on, the manager's among them)
    // outlive this; `serviceId` is empty when the job was never created.
    GeneratorJobRemoval(DockerClient &manager, QList<DockerClient *> nodes, GeneratorJob job, QString serviceId,
                        QObject *parent = nullptr);

    void start();

signals:
    // Once all is removed that could be: what was not, and how to remove it.
    void done(const QStringList &warnings);

private:
    void whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then);
    void awaitTasksSettled();
    void sweepNextNode();
    void removeContainers(DockerClient *node, QStringList containers);
    void removeConfig();

    DockerClient &m_manager;
    QList<DockerClient *> m_nodes; // those whose containers are still to be removed
    GeneratorJob m_job;
    QString m_serviceId;
    QElapsedTimer m_sinceRemoved;
    QStringList m_warnings;
};

} // namespace cp
