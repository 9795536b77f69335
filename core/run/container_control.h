#pragma once

#include "docker/docker_client.h"
#include "model/stats_record.h"
#include "run/container_state.h"

#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>

namespace cp {

// The Docker side of an experiment, in the session's thread: finds the daemon,
// checks that every bound container exists before anything changes, remembers
// their original limits, updates limits with read-back, and restores the
// originals at the end (docs/specification.md#restoring-limits). Every change it makes is announced by
// actionTaken so it lands in events.csv.
class ContainerControl : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QString &error)>;
    // What prepare() asks of each container: an experiment loads running ones;
    // limits can be set back on a stopped one too.
    enum class Require { Running, Existence };

    explicit ContainerControl(QObject *parent = nullptr);
    ~ContainerControl() override;

    // Resolves the daemon (`dockerHost`, else the order of docs/specification.md#docker-connection), negotiates the
    // API, reads the host's memory and CPUs and inspects every container. The
    // error names the daemon or the container that is missing; nothing is changed.
    void prepare(const QString &dockerHost, const QStringList &containers, Require require, Done done);
    bool isPrepared() const { return m_prepared; }
    // The daemon could not be reached at all (rather than a container missing).
    bool daemonUnreachable() const { return m_unreachable; }

    DockerClient &client() { return *m_client; }
    const DockerEndpoint &endpoint() const { return m_endpoint; }
    QList<ContainerState> &containers() { return m_containers; }
    ContainerState *container(const QString &name);
    // Replaces the containers of Swarm tasks (ContainerState::service) with
    // `tasks`: after a service update Swarm runs new ones.
    void setServiceContainers(const QList<ContainerState> &tasks);
    std::int64_t hostMemoryBytes() const { return m_hostMemoryBytes; }
    std::int64_t hostNanoCpus() const { return m_hostNanoCpus; }
    // The daemon's node in a swarm (/info Swarm.NodeID), empty outside one.
    QString swarmNodeId() const { return m_swarmNodeId; }

    // Daemon and API versions and the containers' images and ids, for experiment.json.
    QJsonObject environment() const;

    // Where the original limits are kept while a limit may differ from them
    // (OriginalLimits): updateLimits writes the file before its first change, and
    // restoreLimits removes it once every limit is back. Empty: they are not kept.
    void setOriginalsFile(const QString &path) { m_originalsFile = path; }

    // POST /containers/{id}/update, then inspect: the state holds what the daemon
    // reports afterwards. The error is the daemon's own message when it refuses.
    void updateLimits(ContainerState &target, const ResourceLimits &limits, Done done);
    // Puts every container's original limits back, whatever failed before; the
    // problems list what could not be restored. An unlimited original cannot be
    // set again through the API (Docker treats 0 as "unchanged" and refuses -1),
    // so it becomes the host's whole memory or every CPU: the same in effect.
    void restoreLimits(std::function<void(const QStringList &problems)> done);
    bool anyLimitsChanged() const;

    // One stats reading of every container, taken at once, for the moments the
    // streams' once-a-second readings would miss: the end of a container's life
    // before a cold start, the end of an experiment. `done` gets the readings the
    // daemon gave (none from a daemon that cannot take them at once: Podman, API
    // before 1.41); a reading that fails is left out, the streams still run.
    void readStats(std::function<void(const StatsRecordBatch &records)> done);

    // Records an action ContainerPerf took (restart, limit change).
    void announce(const QString &container, const QString &action, const QString &detail);

signals:
    void actionTaken(const QString &container, const QString &action, const QString &detail, std::int64_t timeNs);

private:
    void inspectNext(int index, Require require, Done done);
    void readHostInfo(Done done);
    void restoreNext(int index, std::shared_ptr<QStringList> problems, std::function<void(const QStringList &)> done);

    QString m_dockerHost; // as prepare() was given it, for the originals file
    QString m_originalsFile;
    DockerEndpoint m_endpoint;
    std::unique_ptr<DockerClient> m_client;
    QList<ContainerState> m_containers;
    std::int64_t m_hostMemoryBytes = 0;
    std::int64_t m_hostNanoCpus = 0;
    QString m_swarmNodeId;
    bool m_prepared = false;
    bool m_unreachable = false;
};

} // namespace cp
