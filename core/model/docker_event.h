#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace cp {

// One line of events.csv (docs/experiment-format.md#the-events-file): a Docker event of a watched container, or an
// action ContainerPerf itself took (restart, limit change). It lives beside the
// writers rather than in core/docker so results code needs no Docker client.
struct DockerEvent
{
    enum class Origin : std::uint8_t { Docker, ContainerPerf };

    std::int64_t timeNs = 0; // epoch ns (the daemon's timeNano for Docker events)
    QString container;       // name without '/'
    QString containerId;
    QString action; // Docker's action ("start", "die", "oom", …) or ContainerPerf's
    QString detail; // e.g. "exitCode=137", "memory=268435456"
    Origin origin = Origin::Docker;

    // The action as events.csv spells it: ContainerPerf's own actions are prefixed
    // "containerperf." so they never collide with Docker's names.
    QString csvAction() const
    {
        return origin == Origin::ContainerPerf ? QStringLiteral("containerperf.") + action : action;
    }
};

using DockerEventBatch = QList<DockerEvent>;

} // namespace cp

Q_DECLARE_METATYPE(cp::DockerEvent)
Q_DECLARE_METATYPE(cp::DockerEventBatch)
