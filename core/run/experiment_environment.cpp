#include "run/experiment_environment.h"

#include "config/experiment_json.h"

#include <QDateTime>
#include <QSysInfo>
#include <QThread>

#include <array>

namespace cp {

using namespace Qt::StringLiterals;

namespace {

QString isoTime(std::int64_t epochNs)
{
    return QDateTime::fromMSecsSinceEpoch(epochNs / 1'000'000, Qt::UTC).toString(Qt::ISODateWithMs);
}

// As summary.json's "status" spells them, in ExperimentStatus order.
constexpr std::array<QLatin1StringView, 4> statusNames = {"finished"_L1, "stopped"_L1, "failed"_L1, "aborted"_L1};
} // namespace

QJsonObject experimentRecord(const Experiment &experiment, const ExperimentEnvironment &environment)
{
    QJsonObject record = experimentToJson(experiment);
    QJsonObject env{
        {QStringLiteral("containerperf_version"), QStringLiteral(CONTAINERPERF_VERSION)},
        {QStringLiteral("qt_version"), QString::fromLatin1(qVersion())},
        {QStringLiteral("engine"), engineName(experiment.engine)},
        {QStringLiteral("threads"), experiment.effectiveThreads()},
        {QStringLiteral("host"), QSysInfo::machineHostName()},
        {QStringLiteral("os"), QSysInfo::prettyProductName()},
        {QStringLiteral("kernel"), QSysInfo::kernelVersion()},
        {QStringLiteral("cpu_architecture"), QSysInfo::currentCpuArchitecture()},
        {QStringLiteral("cpu_count"), QThread::idealThreadCount()},
        {QStringLiteral("start"), isoTime(environment.startNs)},
        {QStringLiteral("end"), isoTime(environment.endNs)},
        {QStringLiteral("start_ns"), qint64(environment.startNs)},
        {QStringLiteral("end_ns"), qint64(environment.endNs)},
        {QStringLiteral("status"), statusNames[std::size_t(environment.status)]},
    };
    if (!environment.message.isEmpty())
        env.insert(QStringLiteral("message"), environment.message);
    if (!environment.docker.isEmpty())
        env.insert(QStringLiteral("docker"), environment.docker);
    record.insert(QStringLiteral("environment"), env);
    return record;
}

} // namespace cp
