#pragma once

#include <QByteArray>

#include <memory>
#include <vector>

namespace cp {

struct RunRecord;

// client.json of the seed client (docs/experiment-format.md#seed-formats):
// [{id, msg_length, latency (s), start (epoch s)}].
// Only requests that got a response: the seed wrote a timeout as a 9 s latency,
// ContainerPerf keeps errors out of latency figures (docs/specification.md#seed-defects-not-repeated).
QByteArray seedClientJson(const std::vector<std::unique_ptr<RunRecord>> &runs);

} // namespace cp
