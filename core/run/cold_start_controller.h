#pragma once

#include "config/experiment.h"
#include "model/stats_record.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace cp {

class ContainerControl;
class ServiceControl;
class DockerReply;

// Enforces a cold start (docs/specification.md#enforcing-cold-starts) on every bound container at once: restart,
// stop + start, kill + start, or remove and create again with the same configuration; or on every bound
// Swarm service: scaled to 0 and back, or a forced rolling update (docs/scale-out.md#cold-starts).
class ColdStartController : public QObject
{
    Q_OBJECT
public:
    // `callNs`: when the container began to come up (the restart call; for
    // stop-start and recreate the start call), the origin of cold_start_us.
    using Done = std::function<void(const QString &error, std::int64_t callNs)>;

    // `stopTimeoutS`: Docker's wait after SIGTERM before it kills, when stopping.
    // `services`: for the methods that replace a Swarm service's tasks (isServiceColdStart).
    ColdStartController(ContainerControl &control, ServiceControl *services, ColdStartMethod method, int stopTimeoutS,
                        QObject *parent = nullptr);
    ~ColdStartController() override;

    void enforce(Done done);
    // Drops the pending callback; the Docker calls already made finish on their own.
    void cancel();

signals:
    // A bound container is up again, at `startNs` (epoch ns).
    void containerStarted(const QString &container, std::int64_t startNs);
    // The readings taken just before the containers were brought down.
    void statsRead(const StatsRecordBatch &records);

private:
    struct Pending;
    void bringUp(int index, const std::shared_ptr<Pending> &pending);
    void restart(int index, const std::shared_ptr<Pending> &pending);
    void stopThenStart(int index, const std::shared_ptr<Pending> &pending);
    void killThenStart(int index, const std::shared_ptr<Pending> &pending);
    void recreate(int index, const std::shared_ptr<Pending> &pending);
    void startContainer(int index, const QString &target, const std::shared_ptr<Pending> &pending);
    // Once `reply` (a restart or start) finished: the container is up, or its cold
    // start failed with `failure` ('%1': the container, '%2': the daemon's message).
    void whenStarted(DockerReply *reply, const QString &name, const QString &failure,
                     const std::shared_ptr<Pending> &pending);
    void oneDone(const std::shared_ptr<Pending> &pending, const QString &error);
    // Calls `then` with the reply once it finished; the reply is deleted afterwards.
    void onFinished(DockerReply *reply, std::function<void(DockerReply *)> then);

    ContainerControl &m_control;
    ServiceControl *m_services;
    ColdStartMethod m_method;
    int m_stopTimeoutS;
    std::shared_ptr<Pending> m_pending;
};

} // namespace cp
