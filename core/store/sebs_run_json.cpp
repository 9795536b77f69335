#include "store/sebs_run_json.h"

#include "store/run_record.h"
#include "store/sebs_result_csv.h"

#include <QJsonArray>

#include <QSet>
#include <algorithm>
#include <array>

namespace cp {

namespace {
double epochSeconds(std::int64_t ns)
{
    return double(ns) / 1e9;
}

QJsonObject invocation(const RunInfo &run, const Sample &s, std::int64_t providerUs, const MemoryLookup &memory)
{
    QJsonValue memoryUsed = QJsonValue::Null;
    if (memory && s.servedBy < run.servedBy.size()) {
        if (const auto used = memory(run.servedBy[s.servedBy].container, s.sentNs))
            memoryUsed = *used;
    }
    QJsonObject object{
        {QStringLiteral("request_id"), QString::number(s.id)},
        {QStringLiteral("stats"),
         QJsonObject{
             {QStringLiteral("cold_start"),
              s.coldness == Coldness::Unknown ? QJsonValue(QJsonValue::Null)
                                              : QJsonValue(s.coldness == Coldness::Cold)},
             {QStringLiteral("failure"), !s.ok()},
             {QStringLiteral("memory_used"), memoryUsed},
         }},
        {QStringLiteral("times"),
         QJsonObject{
             {QStringLiteral("benchmark"), s.serverUs >= 0 ? QJsonValue(s.serverUs) : QJsonValue(QJsonValue::Null)},
             // From the first attempt: a request retried while a container booted
             // (docs/specification.md#enforcing-cold-starts).
             {QStringLiteral("client"), qint64(s.latencyUs())},
             {QStringLiteral("client_begin"), epochSeconds(s.intendedNs())},
             {QStringLiteral("client_end"), epochSeconds(s.sentNs + std::int64_t(s.totalUs) * 1000)},
             {QStringLiteral("http_startup"), double(s.connectUs) / 1e6},
             {QStringLiteral("http_first_byte_return"), double(s.ttfbUs) / 1e6},
             {QStringLiteral("initialization"), 0},
         }},
        {QStringLiteral("provider_times"),
         QJsonObject{{QStringLiteral("execution"), qint64(providerUs)}, {QStringLiteral("initialization"), 0}}},
        {QStringLiteral("output"),
         QJsonObject{{QStringLiteral("status"), s.status}, {QStringLiteral("error"), errorClassName(s.error)}}},
    };
    if (s.servedBy < run.servedBy.size()) {
        object.insert(QStringLiteral("container"), run.servedBy[s.servedBy].container);
        object.insert(QStringLiteral("generation"), run.servedBy[s.servedBy].generation);
    }
    return object;
}
} // namespace

QString sebsFailureLine(const Sample &s)
{
    return QStringLiteral("request %1: %2 (HTTP %3)").arg(s.id).arg(errorClassName(s.error)).arg(s.status);
}

QJsonObject sebsRunJson(const RunRecord &run, const MemoryLookup &memory)
{
    const RunInfo &info = run.info;
    const RunType type = info.point.type;
    const std::optional<double> rttUs = run.engine.tcpRttUs();
    QJsonObject invocations;
    QJsonArray failures = QJsonArray::fromStringList(run.warmUpFailures);
    QJsonArray incorrect;
    std::int64_t generated = 0;
    std::int64_t cold = 0;
    std::array<std::int64_t, SebsResultCsv::ProviderSourceCount> sources{};
    // As perf_cost.py's _run_configuration: a failure is counted and listed; a
    // cold run's sample that was not cold is incorrect; a warm run's cold sample
    // is neither kept nor counted; every other one is kept (samples_generated)
    // and adds its coldness to cold_count.
    run.samples.forEach([&](const Sample &s) {
        if (!s.ok()) {
            failures.append(sebsFailureLine(s));
            return;
        }
        const SebsResultCsv::ProviderTime provider = SebsResultCsv::providerTime(s, rttUs);
        if (type == RunType::Cold && s.coldness != Coldness::Cold) {
            incorrect.append(invocation(info, s, provider.us, memory));
            return;
        }
        if (!isAccepted(type, s))
            return;
        ++generated;
        cold += s.coldness == Coldness::Cold ? 1 : 0;
        ++sources[std::size_t(provider.source)];
        invocations.insert(QString::number(s.id), invocation(info, s, provider.us, memory));
    });
    QJsonObject providerSources;
    for (int i = 0; i < SebsResultCsv::ProviderSourceCount; ++i)
        providerSources.insert(QLatin1String(SebsResultCsv::providerSourceName(SebsResultCsv::ProviderSource(i))),
                               qint64(sources[std::size_t(i)]));
    QJsonArray coldStarts;
    for (std::int64_t us : run.coldStartUs)
        coldStarts.append(qint64(us));
    return QJsonObject{
        {QStringLiteral("type"), runTypeName(type)},
        {QStringLiteral("memory"), SebsResultCsv::memoryOf(info)},
        {QStringLiteral("cpu_limit"), info.point.cpuLimit},
        {QStringLiteral("msg_length"), info.point.msgLength},
        {QStringLiteral("endpoint"), info.endpointName},
        {QStringLiteral("url"), info.url.toString(QUrl::RemoveUserInfo)},
        {QStringLiteral("begin_time"), epochSeconds(info.startNs)},
        {QStringLiteral("end_time"), epochSeconds(info.endNs)},
        {QStringLiteral("invocations"), QJsonObject{{info.endpointName, invocations}}},
        {QStringLiteral("statistics"),
         QJsonObject{
             {QStringLiteral("samples_generated"), qint64(generated)},
             {QStringLiteral("failures"), failures},
             {QStringLiteral("failures_count"), qint64(failures.size())},
             {QStringLiteral("incorrect"), incorrect},
             {QStringLiteral("incorrect_count"), qint64(incorrect.size())},
             {QStringLiteral("cold_count"), qint64(cold)},
             {QStringLiteral("cold_start_us"), coldStarts},
             {QStringLiteral("provider_time_source"), providerSources},
             {QStringLiteral("tcp_rtt_us"), rttUs ? QJsonValue(*rttUs) : QJsonValue()},
         }},
    };
}

QHash<int, QString> sebsRunFileNames(const QList<RunInfo> &runs)
{
    QHash<int, QString> names;
    QSet<QString> used;
    // SeBS suffixes its files with the memory only when it sweeps memory.
    const bool memorySwept =
        std::any_of(runs.cbegin(), runs.cend(), [](const RunInfo &run) { return run.point.memoryMb > 0; });
    for (const RunInfo &run : runs) {
        if (!isPerfCostType(run.point.type))
            continue;
        QString name = QStringLiteral("%1_results").arg(runTypeName(run.point.type));
        if (memorySwept)
            name += QStringLiteral("_%1").arg(SebsResultCsv::memoryOf(run));
        if (used.contains(name))
            name += QStringLiteral("_run%1").arg(run.index);
        used.insert(name);
        names.insert(run.index, name + QStringLiteral(".json"));
    }
    return names;
}

QList<SebsRunFile> sebsRunFiles(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory)
{
    QList<RunInfo> infos;
    for (const auto &run : runs)
        infos.append(run->info);
    const QHash<int, QString> names = sebsRunFileNames(infos);
    QList<SebsRunFile> files;
    for (const auto &run : runs) {
        if (const auto name = names.constFind(run->info.index); name != names.constEnd())
            files.append(SebsRunFile{*name, sebsRunJson(*run, memory), run->info.index});
    }
    return files;
}

} // namespace cp
