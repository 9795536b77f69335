#include "run/service_control.h"

#include "docker/container_info.h"
#include "docker/docker_client.h"
#include "docker/docker_time.h"
#include "run/swarm_node_clients.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <algorithm>

namespace cp {

namespace {

// How often a change's progress is read while Swarm converges.
constexpr int PollIntervalMs = 250;
constexpr std::int64_t mib = 1024 * 1024;

std::int64_t nowNs()
{
    return QDateTime::currentMSecsSinceEpoch() * 1'000'000;
}

// An events.csv detail, as containerperf.limits writes its own: the same in every language.
QString limitDetail(std::int64_t memoryBytes, std::int64_t nanoCpus)
{
    return QStringLiteral("memory=%1 nano_cpus=%2").arg(memoryBytes).arg(nanoCpus);
}

QString limitText(std::int64_t memoryBytes, std::int64_t nanoCpus)
{
    const QString memory = memoryBytes > 0 ? ServiceControl::tr("memory %1 MiB").arg(memoryBytes / mib)
                                           : ServiceControl::tr("memory unlimited");
    const QString cpus =
        nanoCpus > 0 ? ServiceControl::tr("CPUs %1").arg(double(nanoCpus) / 1e9) : ServiceControl::tr("CPUs unlimited");
    return memory + QStringLiteral(", ") + cpus;
}

} // namespace

struct ServiceControl::Pending
{
    int index = 0;
    Goal goal;
    Done done;
    QElapsedTimer elapsed;
    QTimer timer;
    QString progress;   // what the last poll saw, for the timeout's message
    int generation = 0; // ServiceControl::m_generation when the wait began
};

ServiceControl::ServiceControl(DockerClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_nodes(std::make_unique<SwarmNodeClients>(client))
{ }

ServiceControl::~ServiceControl() = default;

void ServiceControl::whenFinished(DockerReply *reply, std::function<void(DockerReply *)> then)
{
    connect(reply, &DockerReply::finished, this, [this, reply, generation = m_generation, then = std::move(then)] {
        reply->deleteLater();
        // Restoring began meanwhile: what this answer would have led to must not run beside it.
        if (generation == m_generation)
            then(reply);
    });
}

void ServiceControl::prepare(const QStringList &services, Done done)
{
    m_services.clear();
    for (const QString &name : services) {
        BoundService service;
        service.requested = name;
        m_services.append(service);
    }
    prepareNext(0, std::move(done));
}

void ServiceControl::prepareNext(int index, Done done)
{
    if (index >= m_services.size()) {
        done(QString());
        return;
    }
    const QString name = m_services[index].requested;
    whenFinished(m_client.swarmService(name), [this, index, name, done](DockerReply *reply) {
        if (reply->status() == 503) {
            done(tr("the Docker daemon at %1 is not a manager of a swarm, so it knows no service '%2' (%3): point "
                    "docker_host at a manager node, or create the swarm first ('docker swarm init')")
                     .arg(m_client.endpoint().url(), name, reply->errorString()));
            return;
        }
        if (reply->status() == 404) {
            done(tr("Swarm service '%1' does not exist on %2; list services with 'containerperf-cli containers' "
                    "or 'docker service ls'")
                     .arg(name, m_client.endpoint().url()));
            return;
        }
        if (!reply->succeeded()) {
            done(tr("cannot inspect Swarm service '%1': %2").arg(name, reply->errorString()));
            return;
        }
        BoundService &service = m_services[index];
        service.original = service.current = SwarmService::fromJson(reply->json().object());
        if (service.current.name != name) {
            done(tr("'%1' is Swarm service '%2' by its id: bind it by its name, '%2', which its tasks' "
                    "containers carry")
                     .arg(name, service.current.name));
            return;
        }
        if (service.current.mode == QLatin1String("replicated") && service.current.replicas == 0) {
            done(tr("Swarm service '%1' runs no replicas, so there is nothing to measure: scale it up first "
                    "('docker service scale %1=1')")
                     .arg(name));
            return;
        }
        if (service.current.mode != QLatin1String("replicated")) {
            done(tr("Swarm service '%1' runs in %2 mode; only replicated services can be bound (their limits and "
                    "replica count are what an experiment changes)")
                     .arg(name, service.current.mode.isEmpty() ? tr("an unknown") : service.current.mode));
            return;
        }
        readTasks(index, [this, index, done](const QString &error) {
            if (!error.isEmpty()) {
                done(error);
                return;
            }
            const BoundService &bound = m_services[index];
            if (bound.tasks.size() != bound.current.replicas) {
                done(tr("Swarm service '%1' runs %2 of its %3 tasks: wait until 'docker service ps %1' shows "
                        "them all running, then start again")
                         .arg(bound.current.name)
                         .arg(bound.tasks.size())
                         .arg(bound.current.replicas));
                return;
            }
            prepareNext(index + 1, done);
        });
    });
}

void ServiceControl::readTasks(int index, Done done)
{
    whenFinished(m_client.swarmTasks(m_services[index].current.id), [this, index, done](DockerReply *reply) {
        if (!reply->succeeded() || !reply->json().isArray()) {
            done(tr("cannot list the tasks of Swarm service '%1': %2")
                     .arg(m_services[index].current.name, reply->errorString()));
            return;
        }
        QList<SwarmTask> running;
        for (const QJsonValue &value : reply->json().array()) {
            const SwarmTask task = SwarmTask::fromJson(value.toObject());
            if (task.isRunning() && task.desiredState == QLatin1String("running") && !task.containerId.isEmpty())
                running.append(task);
        }
        std::sort(running.begin(), running.end(),
                  [](const SwarmTask &a, const SwarmTask &b) { return a.slot < b.slot; });
        BoundService &service = m_services[index];
        service.tasks = running;
        service.taskStartedNs = QList<std::int64_t>(running.size(), 0);
        service.taskContainerNames = QStringList(running.size(), QString());
        m_nodes->connectTo(service.tasks, [this, index, done](const QString &error) {
            if (error.isEmpty())
                inspectTaskContainers(index, 0, done);
            else
                done(error);
        });
    });
}

void ServiceControl::inspectTaskContainers(int index, int taskIndex, Done done)
{
    if (taskIndex >= m_services[index].tasks.size()) {
        emit tasksRead();
        done(QString());
        return;
    }
    const SwarmTask task = m_services[index].tasks[taskIndex];
    DockerClient &client = m_nodes->clientFor(task.nodeId);
    whenFinished(client.inspect(task.containerId), [this, index, taskIndex, task, &client, done](DockerReply *reply) {
        BoundService &service = m_services[index];
        if (reply->status() == 404) {
            done(tr("the container of task %1.%2 is not on the daemon at %3 (node %4): Swarm may have replaced the "
                    "task meanwhile (start again), or that address is not the node's own "
                    "(docs/scale-out.md#multi-node-swarms)")
                     .arg(service.current.name)
                     .arg(task.slot)
                     .arg(client.endpoint().url(), task.nodeId.left(12)));
            return;
        }
        if (!reply->succeeded()) {
            done(tr("cannot inspect the container of task %1.%2: %3")
                     .arg(service.current.name)
                     .arg(task.slot)
                     .arg(reply->errorString()));
            return;
        }
        const QJsonObject object = reply->json().object();
        const ContainerInfo info = ContainerInfo::fromInspect(object);
        const std::int64_t startedNs =
            parseDockerTime(
                object.value(QLatin1StringView("State")).toObject().value(QLatin1StringView("StartedAt")).toString())
                .value_or(0);
        service.taskStartedNs[taskIndex] = startedNs;
        service.taskContainerNames[taskIndex] = info.name;
        service.tasks[taskIndex].containerId = info.id;
        // The container is the witness: the task's spec says what Swarm asked for.
        if (info.memoryLimitBytes != task.memoryLimitBytes || info.nanoCpus != task.nanoCpus) {
            done(tr("the container of task %1.%2 runs with %3, not the %4 its task asked for")
                     .arg(service.current.name)
                     .arg(task.slot)
                     .arg(limitText(info.memoryLimitBytes, info.nanoCpus),
                          limitText(task.memoryLimitBytes, task.nanoCpus)));
            return;
        }
        emit taskStarted(info.name, startedNs);
        inspectTaskContainers(index, taskIndex + 1, done);
    });
}

void ServiceControl::setNodes(const QString &localNodeId, const QMap<QString, QString> &addresses)
{
    m_nodes->setNodes(localNodeId, addresses);
}

QList<DockerEndpoint> ServiceControl::nodeEndpoints() const
{
    return m_nodes->endpoints();
}

QList<ContainerState> ServiceControl::taskContainers() const
{
    QList<ContainerState> containers;
    for (const BoundService &service : m_services) {
        for (qsizetype i = 0; i < service.tasks.size(); ++i) {
            ContainerState state;
            state.name = service.taskContainerNames[i];
            state.id = service.tasks[i].containerId;
            state.image = service.current.image;
            state.service = service.current.name;
            state.dockerHost = m_nodes->hostOf(service.tasks[i].nodeId);
            state.startedNs = service.taskStartedNs[i];
            state.originalMemoryBytes = state.memoryBytes = service.tasks[i].memoryLimitBytes;
            state.originalNanoCpus = state.nanoCpus = service.tasks[i].nanoCpus;
            containers.append(state);
        }
    }
    return containers;
}

void ServiceControl::eachService(int index, const std::function<void(int, Done)> &step, Done done)
{
    if (index >= m_services.size()) {
        done(QString());
        return;
    }
    step(index, [this, index, step, done](const QString &error) {
        if (!error.isEmpty())
            done(error);
        else
            eachService(index + 1, step, done);
    });
}

void ServiceControl::applyLimits(std::int64_t memoryBytes, std::int64_t nanoCpus, Done done)
{
    eachService(
        0,
        [this, memoryBytes, nanoCpus](int index, Done next) {
            const SwarmService &current = m_services[index].current;
            Goal goal;
            goal.replicas = current.replicas;
            goal.memoryBytes = memoryBytes > 0 ? memoryBytes : current.memoryLimitBytes;
            goal.nanoCpus = nanoCpus > 0 ? nanoCpus : current.nanoCpus;
            if (goal.memoryBytes == current.memoryLimitBytes && goal.nanoCpus == current.nanoCpus) {
                next(QString());
                return;
            }
            update(
                index,
                [goal](const SwarmService &service) { return service.specWithLimits(goal.memoryBytes, goal.nanoCpus); },
                QStringLiteral("service_update"), limitDetail(goal.memoryBytes, goal.nanoCpus), goal, next);
        },
        std::move(done));
}

void ServiceControl::coldStart(ColdStartMethod method, std::function<void(const QString &, std::int64_t)> done)
{
    const auto goalOf = [](const BoundService &service) {
        Goal goal;
        goal.replicas = service.current.replicas;
        goal.memoryBytes = service.current.memoryLimitBytes;
        goal.nanoCpus = service.current.nanoCpus;
        for (const SwarmTask &task : service.tasks)
            goal.replacedTasks.append(task.id);
        return goal;
    };
    if (method == ColdStartMethod::ForceUpdate) {
        const std::int64_t callNs = nowNs();
        eachService(
            0,
            [this, goalOf](int index, Done next) {
                update(
                    index, [](const SwarmService &service) { return service.specForcingUpdate(); },
                    QStringLiteral("service_force_update"),
                    QStringLiteral("replicas=%1").arg(m_services[index].current.replicas), goalOf(m_services[index]),
                    next);
            },
            [done, callNs](const QString &error) { done(error, callNs); });
        return;
    }
    // Scale: every service down to 0, then every one back up.
    eachService(
        0,
        [this](int index, Done next) {
            Goal none;
            update(
                index, [](const SwarmService &service) { return service.specWithReplicas(0); },
                QStringLiteral("service_scale"), QStringLiteral("replicas=0"), none, next);
        },
        [this, goalOf, done](const QString &error) {
            if (!error.isEmpty()) {
                done(error, 0);
                return;
            }
            const std::int64_t callNs = nowNs();
            eachService(
                0,
                [this, goalOf](int index, Done next) {
                    Goal goal = goalOf(m_services[index]);
                    goal.replicas = m_services[index].original.replicas;
                    update(
                        index,
                        [replicas = m_services[index].original.replicas](const SwarmService &service) {
                            return service.specWithReplicas(replicas);
                        },
                        QStringLiteral("service_scale"),
                        QStringLiteral("replicas=%1").arg(m_services[index].original.replicas), goal, next);
                },
                [done, callNs](const QString &upError) { done(upError, callNs); });
        });
}

void ServiceControl::update(int index, const std::function<QJsonObject(const SwarmService &)> &spec,
                            const QString &action, const QString &detail, const Goal &goal, Done done)
{
    const QString id = m_services[index].current.id;
    whenFinished(m_client.swarmService(id), [this, index, spec, action, detail, goal, done](DockerReply *reply) {
        BoundService &service = m_services[index];
        if (!reply->succeeded()) {
            done(tr("cannot inspect Swarm service '%1': %2").arg(service.current.name, reply->errorString()));
            return;
        }
        service.current = SwarmService::fromJson(reply->json().object());
        // Marked before the call: an update Swarm took whose answer got lost is still restored.
        service.changed = true;
        DockerReply *sent =
            m_client.updateSwarmService(service.current.id, service.current.version, spec(service.current));
        whenFinished(sent, [this, index, spec, action, detail, goal, done](DockerReply *updated) {
            BoundService &updatedService = m_services[index];
            // Another update landed between reading the version and sending it (one of
            // ours cut short by a stop, or someone else's): read it again and send again.
            if (!updated->succeeded() && updated->errorString().contains(QLatin1String("out of sequence"))
                && ++m_outOfSequence <= MaxOutOfSequence) {
                update(index, spec, action, detail, goal, done);
                return;
            }
            m_outOfSequence = 0;
            if (!updated->succeeded()) {
                done(tr("Docker refused to update Swarm service '%1' (%2): %3")
                         .arg(updatedService.current.name, detail, updated->errorString()));
                return;
            }
            emit actionTaken(updatedService.current.name, action, detail, nowNs());
            awaitConvergence(index, goal, done);
        });
    });
}

void ServiceControl::awaitConvergence(int index, const Goal &goal, Done done)
{
    auto pending = std::make_shared<Pending>();
    pending->index = index;
    pending->goal = goal;
    pending->done = std::move(done);
    pending->elapsed.start();
    pending->generation = m_generation;
    pending->timer.setSingleShot(true);
    connect(&pending->timer, &QTimer::timeout, this, [this, weak = std::weak_ptr<Pending>(pending)] {
        if (const auto alive = weak.lock())
            poll(alive);
    });
    m_pending = pending;
    poll(pending);
}

void ServiceControl::poll(const std::shared_ptr<Pending> &pending)
{
    if (pending->generation != m_generation)
        return; // restoring began: this wait is over
    whenFinished(
        m_client.swarmService(m_services[pending->index].current.id), [this, pending](DockerReply *serviceReply) {
            BoundService &inspected = m_services[pending->index];
            if (serviceReply->succeeded())
                inspected.current = SwarmService::fromJson(serviceReply->json().object());
            const bool serviceRead = serviceReply->succeeded();
            const QString serviceError = serviceReply->errorString();
            whenFinished(
                m_client.swarmTasks(inspected.current.id),
                [this, pending, serviceRead, serviceError](DockerReply *reply) {
                    BoundService &service = m_services[pending->index];
                    QList<SwarmTask> tasks;
                    if (reply->succeeded()) {
                        for (const QJsonValue &value : reply->json().array())
                            tasks.append(SwarmTask::fromJson(value.toObject()));
                    }
                    bool failed = false;
                    // An answer that failed says nothing: no task list is not "no task runs".
                    const QString progress = reply->succeeded() && serviceRead
                        ? converged(service, pending->goal, tasks, &failed)
                        : tr("Docker did not answer: %1").arg(serviceRead ? reply->errorString() : serviceError);
                    if (progress.isEmpty()) {
                        m_pending.reset();
                        readTasks(pending->index, pending->done);
                        return;
                    }
                    pending->progress = progress;
                    const auto timeout = m_convergeTimeout.count();
                    if (failed || pending->elapsed.elapsed() >= timeout) {
                        m_pending.reset();
                        pending->done(
                            failed ? tr("Swarm service '%1' did not converge: %2").arg(service.current.name, progress)
                                   : tr("Swarm service '%1' did not converge within %2 s: %3")
                                         .arg(service.current.name)
                                         .arg(timeout / 1000)
                                         .arg(progress));
                        return;
                    }
                    pending->timer.start(PollIntervalMs);
                });
        });
}

QString ServiceControl::converged(const BoundService &service, const Goal &goal, const QList<SwarmTask> &tasks,
                                  bool *failed) const
{
    const QString &updateState = service.current.updateState;
    if (updateState == QLatin1String("paused") || updateState.startsWith(QLatin1String("rollback"))) {
        *failed = true;
        return tr("its update is %1: %2").arg(updateState, service.current.updateMessage);
    }
    int ready = 0;
    QString lastProblem;
    for (const SwarmTask &task : tasks) {
        const bool wanted = task.desiredState == QLatin1String("running");
        if (!wanted) {
            // An old task counts until its container has stopped: it may still answer requests.
            if (task.isRunning())
                return tr("task %1 is still stopping").arg(task.slot);
            continue;
        }
        const bool right = (goal.memoryBytes < 0 || task.memoryLimitBytes == goal.memoryBytes)
            && (goal.nanoCpus < 0 || task.nanoCpus == goal.nanoCpus) && !goal.replacedTasks.contains(task.id);
        if (task.isRunning() && right)
            ++ready;
        else if (task.isRunning()) // start-first updates run old and new tasks side by side
            return tr("task %1 still runs the old spec").arg(task.slot);
        else if (!task.message.isEmpty())
            lastProblem = tr("task %1 is %2: %3").arg(task.slot).arg(task.state, task.message);
    }
    if (ready == goal.replicas)
        return {};
    QString progress = tr("%1 of %2 tasks run the new spec").arg(ready).arg(goal.replicas);
    if (!lastProblem.isEmpty())
        progress += QStringLiteral("; ") + lastProblem;
    return progress;
}

void ServiceControl::restore(std::function<void(const QStringList &problems)> done)
{
    ++m_generation;
    m_pending.reset();
    auto problems = std::make_shared<QStringList>();
    eachService(
        0,
        [this, problems](int index, Done next) {
            const BoundService &service = m_services[index];
            if (!service.changed) {
                next(QString());
                return;
            }
            Goal goal;
            goal.replicas = service.original.replicas;
            goal.memoryBytes = service.original.memoryLimitBytes;
            goal.nanoCpus = service.original.nanoCpus;
            update(
                index,
                [original = service.original](const SwarmService &current) {
                    return original.specRestoredOver(current);
                },
                QStringLiteral("service_restore"),
                QStringLiteral("replicas=%1 ").arg(service.original.replicas)
                    + limitDetail(service.original.memoryLimitBytes, service.original.nanoCpus),
                goal,
                [this, index, problems, next](const QString &error) {
                    if (error.isEmpty())
                        m_services[index].changed = false;
                    else
                        problems->append(error);
                    next(QString()); // the others are restored whatever failed here
                });
        },
        [problems, done](const QString &) { done(*problems); });
}

bool ServiceControl::anyChanged() const
{
    return std::any_of(m_services.cbegin(), m_services.cend(), [](const BoundService &s) { return s.changed; });
}

QJsonArray ServiceControl::environment() const
{
    QJsonArray services;
    for (const BoundService &service : m_services) {
        QJsonObject entry = service.original.toJson();
        QJsonArray tasks;
        for (const SwarmTask &task : service.tasks)
            tasks.append(QJsonObject{{QStringLiteral("slot"), task.slot},
                                     {QStringLiteral("node_id"), task.nodeId},
                                     {QStringLiteral("container_id"), task.containerId}});
        entry.insert(QStringLiteral("tasks"), tasks);
        services.append(entry);
    }
    return services;
}

} // namespace cp
