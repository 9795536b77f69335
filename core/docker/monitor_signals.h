#pragma once

#include "docker/docker_client.h"
#include "model/docker_event.h"
#include "model/stats_record.h"

#include <QObject>

namespace cp {

// What a container monitor reports, declared once: MonitorWorker emits these in
// its thread and ContainerMonitor passes each one on, unchanged, in its own.
class MonitorSignals : public QObject
{
    Q_OBJECT
public:
    explicit MonitorSignals(QObject *parent = nullptr)
        : QObject(parent)
    { }

signals:
    void connected(const cp::DockerVersion &version);
    // The daemon did not answer the first time: nothing will be streamed.
    void connectionFailed(const QString &message);
    // The daemon went away mid-run: reconnecting.
    void connectionLost(const QString &message);
    void reconnected();
    void statsReceived(const cp::StatsRecordBatch &records);
    void eventsReceived(const cp::DockerEventBatch &events);
    void containerMissing(const QString &container, const QString &message);
    // A container was not running when first looked up; its stats start when it does.
    void containerNotRunning(const QString &container, const QString &state);
    // The daemon answered about a container, but not as the Engine API does (an answer
    // that is no HTTP or too large, an inspect answer or stats record that is no
    // container's JSON, a stats stream refused while the container runs): it is no
    // longer watched.
    void containerUnreadable(const QString &container, const QString &message);
    void streamStarted(const QString &container);
    // A container stopped (removed = false) or was removed; its records so far stay.
    void containerEnded(const QString &container, bool removed);
    void stopped();
};

} // namespace cp
