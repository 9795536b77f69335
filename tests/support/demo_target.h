#pragma once

#include "demo/demo_server.h"

#include <memory>

namespace cp::test {

// A running in-process demo server as the target of a test; ends the test
// program when it cannot listen, since nothing after would mean anything.
std::unique_ptr<DemoServer> startDemoServer(const DemoServerOptions &options);

} // namespace cp::test
