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
// those of tasks that never started; then its secret. What cannot be removed is said, with the
// command that removes it.
class GeneratorJobRemoval : public QObject
{
    Q_OBJECT
public:
    // `manager` and `nodes` (every daemon the job may have run on, the manager's among them)
    // outlive this; `requested`: the job's creation was asked for (whether or not the answer came).
    GeneratorJobRemoval(DockerClient &manager, QList<DockerClient *> nodes, GeneratorJob job, bool requested,
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
    void removeSecret();

    DockerClient &m_manager;
    QList<DockerClient *> m_nodes; // those whose containers are still to be removed
    GeneratorJob m_job;
    bool m_requested;
    QElapsedTimer m_sinceRemoved;
    QStringList m_warnings;
};

} // namespace cp
