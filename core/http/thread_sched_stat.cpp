#include "http/thread_cpu_wait.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#endif

namespace cp {

std::optional<std::int64_t> threadCpuWaitNs()
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
    const char *space = std::find(static_cast<const char *>(text), end, ' ');
    if (space == end)
        return std::nullopt;
    std::int64_t waitNs = 0;
    const auto [ptr, error] = std::from_chars(space + 1, end, waitNs);
    if (error != std::errc() || ptr == space + 1)
        return std::nullopt;
    return waitNs;
#else
    return std::nullopt;
#endif
}

} // namespace cp
