#pragma once

#include <QLatin1StringView>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace cp {

// The protocol a request is sent in (docs/specification.md#http2). HTTP/2 goes over TLS when
// the server chooses it by ALPN (https://), else with prior knowledge (h2c, http://).
enum class HttpVersion : std::uint8_t { Http1_1, Http2 };
// "1.1" or "2", as experiment files spell it.
QLatin1StringView httpVersionName(HttpVersion version);
std::optional<HttpVersion> httpVersionFromName(QStringView name);

} // namespace cp
