#include "http/thread_sched_stat.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>

#include <charconv>
#endif

namespace cp {

std::optional<ThreadSchedStat> threadSchedStat()
{
#ifdef Q_OS_LINUX
    // Plain system calls: this runs on engine threads, where a QFile's
    // allocations are not wanted.
    const int fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    char text[128];
    const ssize_t n = ::read(fd, text, sizeof text);
    ::close(fd);
    if (n <= 0)
        return std::nullopt;
    // "<ns on a CPU> <ns waiting for one> <time slices>"
    const char *end = text + n;
    ThreadSchedStat stat;
    const auto [afterRun, runError] = std::from_chars(static_cast<const char *>(text), end, stat.runNs);
    if (runError != std::errc() || afterRun == text || afterRun == end || *afterRun != ' ')
        return std::nullopt;
    const auto [afterWait, waitError] = std::from_chars(afterRun + 1, end, stat.waitNs);
    if (waitError != std::errc() || afterWait == afterRun + 1)
        return std::nullopt;
    return stat;
#else
    return std::nullopt;
#endif
}

} // namespace cp
