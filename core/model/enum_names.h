#pragma once

#include <QLatin1StringView>
#include <QStringView>

#include <array>
#include <optional>

namespace cp {

// The enumerator whose name (as files and the command line spell it) is `name`;
// `names` lists them in enumerator order.
template<typename Enum, std::size_t N>
std::optional<Enum> enumFromName(const std::array<QLatin1StringView, N> &names, QStringView name)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (name == names[i])
            return Enum(i);
    }
    return std::nullopt;
}

} // namespace cp
