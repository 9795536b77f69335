#pragma once

#include "model/docker_event.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cp {

// The container actions ContainerPerf subscribes to: what cold-start detection and
// the charts need (docs/specification.md#docker-events).
QStringList watchedContainerActions();

// One record of GET /events (Docker and Podman's compatible API); nullopt for
// anything but a container event, and for one whose time is out of range.
std::optional<DockerEvent> parseDockerEvent(const QJsonObject &event);

} // namespace cp
