#include "model/engine_kind.h"

#include "model/enum_names.h"

#include <array>

namespace cp {

using namespace Qt::StringLiterals;

namespace {
constexpr std::array<QLatin1StringView, 2> engineNames = {"socket"_L1, "qnam"_L1};
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
