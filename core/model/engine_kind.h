#pragma once

#include <QLatin1StringView>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace cp {

// Which load generator measures a run (docs/specification.md#load-engines).
enum class EngineKind : std::uint8_t { Socket, Qnam };
QLatin1StringView engineName(EngineKind kind);
std::optional<EngineKind> engineFromName(QStringView name);

} // namespace cp
