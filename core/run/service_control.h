#pragma once

#include "config/experiment.h"
#include "docker/docker_endpoint.h"
#include "docker/swarm_service.h"
#include "run/container_state.h"

#include <QJsonArray>
#include <QMap>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>

namespace cp {

class DockerClient;
class SwarmNodeClients;
class DockerReply;

// A Swarm service an experiment is bound to, with the spec it had before
// ContainerPerf touched it and its running tasks.
struct BoundService
{
    QString requested; // the name or id as the user gave it
    SwarmService original;
    SwarmService current;
    QList<SwarmTask> tasks; // running, by slot
    // Each task's container, as inspect names it ("web.1.<task id>"), and its State.StartedAt.
    QStringList taskContainerNames;
    QList<std::int64_t> taskStartedNs;
    bool changed = false; // an update of ours may have left it differing from `original`
};

// The Swarm side of an experiment bound to services (docs/scale-out.md), in the
// session's thread, through the manager's daemon (and each task's container through
// its node's daemon, docs/scale-out.md#multi-node-swarms): inspects every service and
// its running tasks, changes their limits or replaces their tasks (a cold start)
// by updating the service, waits until Swarm has converged (every task running
// the new spec, none of the old ones left), checks that every task's container
// runs with the new limit, and puts each original spec back at the end. Every
// change it makes is announced by actionTaken, for events.csv.
class ServiceControl : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QString &error)>;

    // `client`: negotiated, talking to a manager of the swarm; outlives this.
    explicit ServiceControl(DockerClient &client, QObject *parent = nullptr);
    ~ServiceControl() override;

    // How long a change may take to converge before it is an error.
    void setConvergeTimeout(std::chrono::milliseconds timeout) { m_convergeTimeout = timeout; }
    // The node the client's daemon is (empty: every task is taken to run there), and
    // the Docker addresses of the others, by host name or node id.
    void setNodes(const QString &localNodeId, const QMap<QString, QString> &addresses);
    // The daemons of other nodes that run bound tasks, as ContainerState::dockerHost names them.
    QList<DockerEndpoint> nodeEndpoints() const;

    // Inspects every service and its tasks. The error names a service that does not
    // exist or is not replicated, or a task that does not run, and what to do.
    void prepare(const QStringList &services, Done done);
    const QList<BoundService> &services() const { return m_services; }
    // The containers of every running task, service after service, by slot: name,
    // id, image, start and limits, as ContainerControl keeps its containers.
    QList<ContainerState> taskContainers() const;

    // Updates every service's limits (0 leaves one as it is), waits for convergence
    // and checks each new task's container.
    void applyLimits(std::int64_t memoryBytes, std::int64_t nanoCpus, Done done);
    // Replaces every task: scaled to 0 and back (ColdStartMethod::Scale) or a forced
    // rolling update. `callNs`: when the new tasks were asked for, the origin of cold_start_us.
    void coldStart(ColdStartMethod method, std::function<void(const QString &error, std::int64_t callNs)> done);
    // Puts every changed service's original spec back and waits for convergence;
    // the problems name what could not be restored.
    void restore(std::function<void(const QStringList &problems)> done);
    bool anyChanged() const;

    // Each service's id, name, image, original limits and tasks, for experiment.json.
    QJsonArray environment() const;

signals:
    void actionTaken(const QString &target, const QString &action, const QString &detail, std::int64_t timeNs);
    // A new task's container is up, at `startNs` (epoch ns).
    void taskStarted(const QString &container, std::int64_t startNs);
    // A service's running tasks were read again (taskContainers() has them): after
    // prepare(), and after every change once Swarm has converged.
    void tasksRead();

private:
    // What a service must show to have converged after a change.
    struct Goal
    {
        int replicas = 0;
        std::int64_t memoryBytes = -1; // -1: any
        std::int64_t nanoCpus = -1;
        QStringList replacedTasks; // none of these may still run
    };
    struct Pending;

    void prepareNext(int index, Done done);
    // Inspects the service again (its version moves with every update), posts `spec`
    // made from it, and waits for `goal`.
    void update(int index, const std::function<QJsonObject(const SwarmService &)> &spec, const QString &action,
                const QString &detail, const Goal &goal, Done done);
    void awaitConvergence(int index, const Goal &goal, Done done);
    void poll(const std::shared_ptr<Pending> &pending);
    // Reads the service's running tasks and their containers' start times into `service`.
    void readTasks(int index, Done done);
    void inspectTaskContainers(int index, int taskIndex, Done done);
    QString converged(const BoundService &service, const Goal &goal, const QList<SwarmTask> &tasks, bool *failed) const;
    // Runs `step` on each service in turn; `done` gets the first error.
    void eachService(int index, const std::function<void(int, Done)> &step, Done done);
    // Calls `then` with the reply once finished; deleted afterwards.
    void whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then);

    DockerClient &m_client;
    std::unique_ptr<SwarmNodeClients> m_nodes;
    QList<BoundService> m_services;
    std::chrono::milliseconds m_convergeTimeout{std::chrono::minutes(2)};
    std::shared_ptr<Pending> m_pending;
    // Raised when restoring begins: answers to earlier calls are dropped (whenFinished).
    int m_generation = 0;
    int m_outOfSequence = 0; // updates sent again in a row because the version moved
    static constexpr int MaxOutOfSequence = 3;
};

} // namespace cp
