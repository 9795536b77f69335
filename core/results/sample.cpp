#include "results/sample.h"

#include <array>

namespace cp {

namespace {
constexpr std::array<QLatin1StringView, ErrorClassCount> errorNames = {
    QLatin1StringView("ok"),       QLatin1StringView("timeout"),  QLatin1StringView("refused"),
    QLatin1StringView("reset"),    QLatin1StringView("dns"),      QLatin1StringView("tls"),
    QLatin1StringView("protocol"), QLatin1StringView("http"),     QLatin1StringView("cancelled"),
};
} // namespace

QLatin1StringView errorClassName(ErrorClass error)
{
    return errorNames[std::size_t(error)];
}

std::optional<ErrorClass> errorClassFromName(QLatin1StringView name)
{
    for (std::size_t i = 0; i < errorNames.size(); ++i) {
        if (errorNames[i] == name)
            return ErrorClass(i);
    }
    return std::nullopt;
}

} // namespace cp
