#include "http/tcp_rtt.h"

#ifdef Q_OS_LINUX
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#endif

namespace cp {

std::optional<std::uint32_t> tcpSmoothedRttUs(qintptr descriptor)
{
#ifdef Q_OS_LINUX
    if (descriptor < 0)
        return std::nullopt;
    tcp_info info{};
    socklen_t size = sizeof info;
    if (::getsockopt(int(descriptor), IPPROTO_TCP, TCP_INFO, &info, &size) != 0 || size < sizeof info)
        return std::nullopt;
    return info.tcpi_rtt;
#else
    Q_UNUSED(descriptor);
    return std::nullopt;
#endif
}

} // namespace cp
