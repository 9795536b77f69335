#pragma once

#include "config/experiment.h"
#include "model/docker_event.h"
#include "model/stats_record.h"
#include "run/coldness_inference.h"
#include "run/container_state.h"
#include "run/limit_sweeper.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>

namespace cp {

class ColdStartController;
class ContainerControl;
class ContainerMonitor;
class ServiceControl;
class ThreadLauncher;

// The Docker side of an experiment with bound containers or Swarm services (their tasks'
// containers; ServiceControl changes and restores them), in the session's thread:
// prepares them (the daemon found, every container inspected and running), sets each
// point's limits and waits for the stats record that shows them, streams their stats
// and events, watches the current run's containers for an end that stops it, and
// sets the original limits back. Every outcome arrives as a signal.
class BoundContainers : public QObject
{
    Q_OBJECT
public:
    // `originalsFile`: where the original limits are kept while one may differ (OriginalLimits).
    BoundContainers(const Experiment &experiment, const QString &originalsFile, QObject *parent = nullptr);
    ~BoundContainers() override;

    // Finds the daemon and inspects every bound container; prepared() follows.
    void prepare();
    // prepare() failed because no daemon answers at all (rather than a container missing).
    bool daemonUnreachable() const;
    // Why cold or burst restarts would make an endpoint unreachable, or empty.
    QString portThatRestartsLose() const;
    // Starts streaming the containers' stats and events, once prepared, in a thread
    // started through `launcher` when given (ContainerMonitor::setThreadLauncher).
    void startStreams(ThreadLauncher *launcher);
    bool isStreaming() const;

    // Sets a point's limits on every container and reads them back; limitsApplied() follows.
    void applyLimits(int memoryMb, double cpus);
    // Waits (briefly) for a stats record that shows the memory limit: stats.csv is the
    // witness that it held while the point was measured. False when there is nothing
    // to wait for; otherwise limitWaitEnded() follows unless cancelled.
    bool awaitLimit(int memoryMb);
    void cancelLimitWait();

    // The containers whose end, from `sinceNs` on, stops the current run (containerLost()); empty: none.
    void watch(const QStringList &containers, std::int64_t sinceNs);

    // Drops pending cold starts and sets every original limit back; restored() follows, each problem
    // also a warning. `lastReading`: first a stats reading of every container, for the last run's
    // end (an experiment stopped by the user does not wait for it: Docker 20.10 takes up to a second).
    void restore(bool lastReading);
    // Ends the streams; streamsStopped() follows once their last records are in, or after a short wait.
    void stopStreams();

    // Daemon and API versions and the containers' images and ids, for experiment.json.
    QJsonObject environment() const;
    ColdStartController *coldStart() const { return m_coldStart.get(); }
    ColdnessInference &inference() { return m_inference; }

signals:
    void prepared(const QString &error);
    void limitsApplied(const QString &error, const cp::AppliedLimits &applied);
    // A stats record showed the awaited limit, or none did in time (after a warning).
    void limitWaitEnded();
    void restored(const QStringList &problems);
    void streamsStopped();
    void statsReceived(const cp::StatsRecordBatch &records);
    void eventsReceived(const cp::DockerEventBatch &events);
    // An action ContainerPerf took (restart, limit change), for events.csv.
    void actionTaken(const QString &container, const QString &action, const QString &detail, std::int64_t timeNs);
    // A watched container died, stopped or was removed (docs/specification.md#a-bound-container-that-goes-away).
    void containerLost(const QString &container, const cp::DockerEvent &event);
    void warning(const QString &message);

private:
    void onPrepared(const QString &error);
    // Hands the services' current tasks to the container control and the streams.
    void syncServiceTasks();
    void startMonitor(const QString &dockerHost, const QStringList &names);
    static QMap<QString, QStringList> namesByDaemon(const QList<ContainerState> &containers);
    void restoredWith(const QStringList &problems);
    void onStats(const StatsRecordBatch &records);
    void onEvents(const DockerEventBatch &events);
    void endLimitWait();
    // The watched container `event` ends, or empty.
    QString lostContainer(const DockerEvent &event);

    const Experiment &m_experiment;
    std::unique_ptr<ContainerControl> m_control;
    std::unique_ptr<ServiceControl> m_services; // with bound Swarm services only
    std::unique_ptr<LimitSweeper> m_sweeper;
    std::unique_ptr<ColdStartController> m_coldStart;
    // The streams, per daemon: the experiment's (key "") and each swarm node's that runs bound tasks.
    std::map<QString, std::unique_ptr<ContainerMonitor>> m_monitors;
    int m_monitorsStopping = 0;
    ThreadLauncher *m_launcher = nullptr;
    ColdnessInference m_inference;
    std::int64_t m_awaitedLimitBytes = 0;   // a stats record with this limit ends the wait
    std::int64_t m_witnessedLimitBytes = 0; // the limit the last wait was for
    // Per container, the times of its latest readings: a reading taken at once
    // (ContainerControl::readStats) is, on some daemons, the stream's next one.
    QHash<QString, QList<std::int64_t>> m_recentReadings;
    QTimer m_limitWait;
    QTimer m_drainWait; // runs while the streams' last records may still come
    QStringList m_watched;
    std::int64_t m_watchedSinceNs = 0;
};

} // namespace cp
