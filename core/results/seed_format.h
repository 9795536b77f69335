#pragma once

#include <QByteArray>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// client.json of the seed client (SPEC §7.3): [{id, msg_length, latency (s), start (epoch s)}].
// Only requests that got a response: the seed wrote a timeout as a 9 s latency,
// ContainerPerf keeps errors out of latency figures (§12).
QByteArray seedClientJson(const std::vector<std::unique_ptr<RunRecord>> &runs);

} // namespace cp
