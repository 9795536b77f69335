#pragma once

#include <QStringView>

#include <cstdint>
#include <optional>

namespace cp {

// Parses Docker's RFC 3339 timestamps with up to nine fraction digits
// ("2026-12-02T11:39:26.28596084Z", Podman also "+01:00") to epoch ns.
// Go's zero time ("0001-01-01T00:00:00Z", an empty `preread`) gives nullopt,
// as does anything unparsable, before 1970 or beyond 64-bit epoch ns (after 2262).
std::optional<std::int64_t> parseDockerTime(QStringView text);

} // namespace cp
