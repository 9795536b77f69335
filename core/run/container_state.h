#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>

namespace cp {

// A container an experiment is bound to: who it is, the limits it had before
// ContainerPerf touched it (restored at the end, docs/specification.md#restoring-limits) and the ones it has now.
struct ContainerState
{
    QString name; // as the user gave it
    QString id;
    QString image;
    std::int64_t startedNs = 0; // State.StartedAt when the experiment began
    // Host ports Docker chose itself (-p 127.0.0.1::8080): they change at every restart.
    QList<quint16> ephemeralHostPorts;

    std::int64_t originalMemoryBytes = 0; // 0: unlimited
    std::int64_t originalMemorySwapBytes = 0;
    std::int64_t originalNanoCpus = 0;

    std::int64_t memoryBytes = 0;
    std::int64_t memorySwapBytes = 0;
    std::int64_t nanoCpus = 0;

    // The Swarm service whose task runs in it (docs/scale-out.md), or empty: its
    // limits are the service's, changed and restored through the service only.
    QString service;
    // The daemon that runs it when that is not the experiment's: a task on another swarm node.
    QString dockerHost;

    // name, id and the original limits, under `prefix` + "memory_bytes", "memory_swap_bytes"
    // and "nano_cpus".
    QJsonObject originalLimitsJson(QLatin1StringView prefix) const
    {
        return QJsonObject{
            {QStringLiteral("name"), name},
            {QStringLiteral("id"), id},
            {prefix + QLatin1StringView("memory_bytes"), qint64(originalMemoryBytes)},
            {prefix + QLatin1StringView("memory_swap_bytes"), qint64(originalMemorySwapBytes)},
            {prefix + QLatin1StringView("nano_cpus"), qint64(originalNanoCpus)},
        };
    }

    bool limitsChanged() const
    {
        return memoryBytes != originalMemoryBytes || memorySwapBytes != originalMemorySwapBytes
            || nanoCpus != originalNanoCpus;
    }
};

} // namespace cp
