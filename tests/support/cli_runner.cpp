#include "cli_runner.h"

namespace cp::test {

ProcessResult runCli(const QStringList &arguments, int timeoutMs)
{
    return runProcess(QStringLiteral(CONTAINERPERF_CLI), arguments, timeoutMs);
}

} // namespace cp::test
