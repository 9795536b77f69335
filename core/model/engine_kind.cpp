#include "model/engine_kind.h"

#include "model/enum_names.h"

#include <array>

namespace cp {

namespace {
constexpr std::array<QLatin1StringView, 2> engineNames = {
    QLatin1StringView("socket"),
    QLatin1StringView("qnam"),
};
} // namespace

QLatin1StringView engineName(EngineKind kind)
{
    return engineNames[std::size_t(kind)];
}

std::optional<EngineKind> engineFromName(QStringView name)
{
    return enumFromName<EngineKind>(engineNames, name);
}

} // namespace cp
