#pragma once

#include <QLatin1StringView>
#include <QList>
#include <QMetaType>

#include <array>
#include <cstdint>
#include <optional>

namespace cp {

// Outcome class of one request (`error`, docs/specification.md#error-classes).
enum class ErrorClass : std::uint8_t {
    Ok,
    Timeout,
    Refused,
    Reset,
    Dns,
    Tls,
    Protocol,
    Http,
    Cancelled,
    Check, // answered, but the answer failed one of the endpoint's checks
};
inline constexpr int ErrorClassCount = 10;
static_assert(ErrorClassCount <= 16, "Sample::error takes 4 bits");

inline constexpr std::array<QLatin1StringView, ErrorClassCount> errorClassNames = {
    QLatin1StringView("ok"),       QLatin1StringView("timeout"), QLatin1StringView("refused"),
    QLatin1StringView("reset"),    QLatin1StringView("dns"),     QLatin1StringView("tls"),
    QLatin1StringView("protocol"), QLatin1StringView("http"),    QLatin1StringView("cancelled"),
    QLatin1StringView("check"),
};

constexpr QLatin1StringView errorClassName(ErrorClass error)
{
    return errorClassNames[std::size_t(error)];
}

inline std::optional<ErrorClass> errorClassFromName(QLatin1StringView name)
{
    for (std::size_t i = 0; i < errorClassNames.size(); ++i) {
        if (errorClassNames[i] == name)
            return ErrorClass(i);
    }
    return std::nullopt;
}

// Whether the request hit a cold container; Unknown for unbound endpoints.
enum class Coldness : std::uint8_t { Unknown, Warm, Cold };

// One request and what was measured about it. Packed to 48 bytes: a run keeps
// millions of these. Strings (container names) live in per-run tables and
// latency_us is derived, not stored.
struct Sample
{
    static constexpr std::uint16_t NotServed = 0xFFFF;

    std::int64_t sentNs = 0;         // epoch ns of the first byte written
    std::uint32_t id = 0;            // sequence number within the run
    std::uint32_t intendedLagUs = 0; // sentNs - intended time, µs (open loop: schedule lag)
    std::uint32_t connectUs = 0;     // connect (+TLS) time when this request opened a connection
    std::uint32_t ttfbUs = 0;        // send → first response byte
    std::uint32_t totalUs = 0;       // send → last response byte
    std::int32_t serverUs = -1;      // server-reported time, -1 when unknown
    std::uint32_t bytesIn = 0;       // response body bytes (saturating)
    std::uint32_t bytesOut = 0;      // request body bytes
    // Two fields in one 16-bit word, to stay within 48 bytes: the HTTP status (0 if none;
    // parsers accept three digits at most) and, for error `check`, 1 + the failed
    // check's place in the endpoint's list (ResponseCheck::MaxPerEndpoint).
    std::uint16_t status : 10 = 0;
    std::uint16_t check : 6 = 0;
    // Likewise one byte for the error class (ErrorClassCount ≤ 16) and the coldness.
    ErrorClass error : 4 = ErrorClass::Ok;
    Coldness coldness : 2 = Coldness::Unknown;
    // The endpoint of a mix that the request went to (RunInfo::mix); 0 in a run of one endpoint.
    std::uint8_t endpoint = 0;
    std::uint16_t msgLength = 0;
    std::uint16_t servedBy = NotServed; // index into the run's (container, generation) table

    std::int64_t intendedNs() const { return sentNs - std::int64_t(intendedLagUs) * 1000; }
    // Coordinated-omission-corrected latency: intended → last byte.
    std::uint64_t latencyUs() const { return std::uint64_t(intendedLagUs) + totalUs; }
    bool ok() const { return error == ErrorClass::Ok; }
};
// docs/specification.md#sample-fields
static_assert(sizeof(Sample) <= 48, "a sample takes at most 48 bytes");

using SampleBatch = QList<Sample>;

// Saturating narrowing for the 32-bit fields above.
constexpr std::uint32_t saturate32(std::int64_t value)
{
    return value < 0 ? 0u : value > 0xFFFFFFFFLL ? 0xFFFFFFFFu : std::uint32_t(value);
}

} // namespace cp

Q_DECLARE_METATYPE(cp::Sample)
Q_DECLARE_METATYPE(cp::SampleBatch)
