#pragma once

#include "docker/docker_client.h"
#include "docker/monitor_signals.h"
#include "docker/stats_calculator.h"
#include "model/docker_event.h"
#include "model/stats_record.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

namespace cp {

// ContainerMonitor's half that lives in its worker thread: owns the Docker
// connections, parses every record and hands out batches. Not for direct use.
class MonitorWorker : public MonitorSignals
{
    Q_OBJECT
public:
    MonitorWorker(const DockerEndpoint &endpoint, const QStringList &containers, int batchIntervalMs);
    ~MonitorWorker() override;

    void start();
    void stop();
    // Adds targets; once connected, looks them up and streams them at once.
    void watch(const QStringList &containers);

private:
    struct Target
    {
        QString requested;
        QString id;
        QString name;
        QPointer<DockerReply> stream;
        StatsCalculator calculator;
        QElapsedTimer lastActivity; // since the stream opened or its last record
        QString streamRefused;      // why the daemon last answered the stats stream with an error status
        bool removed = false;       // or given up: no longer watched
    };

    void onNegotiated(const DockerVersion &version);
    void onNegotiationFailed(const QString &message);
    void openEvents();
    void onEventRecord(const QByteArray &record);
    void resolveTargets();
    void inspectTarget(Target *target, bool firstTime);
    void openStats(Target *target);
    void onStatsEnded(Target *target, DockerReply *reply);
    void giveUp(Target *target, const QString &message);
    void daemonLost(const QString &message);
    void retryConnection();
    void flush();
    void checkSilentStreams();
    Target *targetFor(const QString &id, const QString &name);

    DockerEndpoint m_endpoint;
    std::unique_ptr<DockerClient> m_client;
    std::vector<std::unique_ptr<Target>> m_targets;
    QPointer<DockerReply> m_events;
    // Children, so they move to the worker thread with this object.
    QTimer m_flushTimer;
    QTimer m_retryTimer;
    QTimer m_watchdogTimer;
    int m_retryDelayMs = 0;
    StatsRecordBatch m_pendingStats;
    DockerEventBatch m_pendingEvents;
    bool m_everConnected = false;
    bool m_reconnecting = false;
    bool m_stopping = false;
    bool m_podman = false;
};

} // namespace cp
