#pragma once

#include "test_process.h"

#include <QStringList>

namespace cp::test {

// containerperf-cli as built with the tests, run to its end. Tests that
// interrupt it or give it its own environment start it themselves.
ProcessResult runCli(const QStringList &arguments, int timeoutMs = 120'000);

} // namespace cp::test
