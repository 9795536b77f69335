#include "model/run_point.h"

#include "model/enum_names.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace cp {

namespace {
constexpr std::array<QLatin1StringView, 6> runTypeNames = {
    QLatin1StringView("continuous"), QLatin1StringView("rate"),  QLatin1StringView("warm"),
    QLatin1StringView("cold"),       QLatin1StringView("burst"), QLatin1StringView("sequential"),
};
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
    const auto tr = [](const char *text) { return QCoreApplication::translate("RunPoint", text); };
    const QString memory = memoryMb > 0 ? tr("%1 MiB").arg(memoryMb) : tr("no memory limit");
    const QString cores = cpus > 0 ? tr("%1 CPUs").arg(QLocale().toString(cpus, 'g', 3)) : tr("no CPU limit");
    return memory + QStringLiteral(", ") + cores;
}

} // namespace cp
