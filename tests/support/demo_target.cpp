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

} // namespace cp::test
