#include "model/run_point.h"

#include "model/enum_names.h"
#include "model/translation.h"

#include <QLocale>

#include <array>

namespace cp {

using namespace Qt::StringLiterals;

namespace {
constexpr std::array<QLatin1StringView, 6> runTypeNames = {"continuous"_L1, "rate"_L1,  "warm"_L1,
                                                           "cold"_L1,       "burst"_L1, "sequential"_L1};
} // namespace

QLatin1StringView runTypeName(RunType type)
{
    return runTypeNames[std::size_t(type)];
}

std::optional<RunType> runTypeFromName(QStringView name)
{
    return enumFromName<RunType>(runTypeNames, name);
}

bool isPerfCostType(RunType type)
{
    return type != RunType::Continuous && type != RunType::Rate;
}

QString limitsText(int memoryMb, double cpus)
{
    const QString memory = memoryMb > 0 ? tr("%1 MiB").arg(memoryMb) : tr("no memory limit");
    const QString cores = cpus > 0 ? tr("%1 CPUs").arg(QLocale().toString(cpus, 'g', 3)) : tr("no CPU limit");
    return memory + QStringLiteral(", ") + cores;
}

} // namespace cp
