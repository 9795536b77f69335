#include "model/engine_kind.h"

namespace cp {

QLatin1StringView engineName(EngineKind kind)
{
    switch (kind) {
    case EngineKind::Socket:
        return QLatin1StringView("socket");
    case EngineKind::Qnam:
        return QLatin1StringView("qnam");
    }
    return {};
}

} // namespace cp
