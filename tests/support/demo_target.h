#pragma once

#include "demo/demo_server.h"

#include <chrono>
#include <memory>

namespace cp::test {

// A running in-process demo server as the target of a test; ends the test
// program when it cannot listen, since nothing after would mean anything.
std::unique_ptr<DemoServer> startDemoServer(const DemoServerOptions &options);
// One that answers in `mean` ± `jitter`, without a cold start.
std::unique_ptr<DemoServer> startDemoServer(std::chrono::microseconds mean, std::chrono::microseconds jitter);

} // namespace cp::test
