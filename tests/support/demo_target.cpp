#include "demo_target.h"

namespace cp::test {

std::unique_ptr<DemoServer> startDemoServer(const DemoServerOptions &options)
{
    auto server = std::make_unique<DemoServer>(options);
    QString error;
    if (!server->start(&error))
        qFatal("demo server: %s", qPrintable(error));
    return server;
}

std::unique_ptr<DemoServer> startDemoServer(std::chrono::microseconds mean, std::chrono::microseconds jitter)
{
    DemoServerOptions options;
    options.latencyMean = mean;
    options.latencyJitter = jitter;
    options.coldStart = std::chrono::milliseconds(0);
    return startDemoServer(options);
}

} // namespace cp::test
