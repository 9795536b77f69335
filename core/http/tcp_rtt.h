#pragma once

#include <QtGlobal>

#include <cstdint>
#include <optional>

namespace cp {

// The kernel's smoothed round-trip time of a connected TCP socket, µs (Linux:
// TCP_INFO's tcpi_rtt); nullopt where the system does not say. What a response's
// first byte took beyond it was the server's (docs/experiment-format.md#the-sebs-result-table).
std::optional<std::uint32_t> tcpSmoothedRttUs(qintptr descriptor);

} // namespace cp
