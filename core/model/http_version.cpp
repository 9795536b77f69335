#include "model/http_version.h"

#include "model/enum_names.h"

#include <array>

namespace cp {

using namespace Qt::StringLiterals;

namespace {
constexpr std::array<QLatin1StringView, 2> httpVersionNames = {"1.1"_L1, "2"_L1};
} // namespace

QLatin1StringView httpVersionName(HttpVersion version)
{
    return httpVersionNames[std::size_t(version)];
}

std::optional<HttpVersion> httpVersionFromName(QStringView name)
{
    return enumFromName<HttpVersion>(httpVersionNames, name);
}

} // namespace cp
