#include "store/sebs_run_json.h"

#include "store/run_record.h"
#include "store/sebs_result_csv.h"

#include <QJsonArray>
#include <QSet>

namespace cp {

namespace {
double epochSeconds(std::int64_t ns)
{
    return double(ns) / 1e9;
}

QJsonObject invocation(const RunInfo &run, const Sample &s, const MemoryLookup &memory)
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
         QJsonObject{{QStringLiteral("execution"), 0}, {QStringLiteral("initialization"), 0}}},
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

QJsonObject sebsRunJson(const RunRecord &run, const MemoryLookup &memory)
{
    const RunInfo &info = run.info;
    const RunType type = info.point.type;
    QJsonObject invocations;
    QJsonArray failures;
    std::int64_t generated = 0;
    std::int64_t failureCount = 0;
    std::int64_t incorrect = 0;
    std::int64_t cold = 0;
    run.samples.forEach([&](const Sample &s) {
        ++generated;
        if (s.coldness == Coldness::Cold)
            ++cold;
        if (!s.ok()) {
            ++failureCount;
            failures.append(
                QStringLiteral("request %1: %2 (HTTP %3)").arg(s.id).arg(errorClassName(s.error)).arg(s.status));
            return;
        }
        // SeBS counts a warm sample in a cold run and a cold one in a warm run as incorrect.
        if ((type == RunType::Cold && s.coldness != Coldness::Cold)
            || (type == RunType::Warm && s.coldness == Coldness::Cold))
            ++incorrect;
        if (isAccepted(type, s))
            invocations.insert(QString::number(s.id), invocation(info, s, memory));
    });
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
             {QStringLiteral("failures_count"), qint64(failureCount)},
             {QStringLiteral("incorrect_count"), qint64(incorrect)},
             {QStringLiteral("cold_count"), qint64(cold)},
             {QStringLiteral("cold_start_us"), coldStarts},
         }},
    };
}

QList<SebsRunFile> sebsRunFiles(const std::vector<std::unique_ptr<RunRecord>> &runs, const MemoryLookup &memory)
{
    QList<SebsRunFile> files;
    QSet<QString> used;
    for (const auto &run : runs) {
        if (!isPerfCostType(run->info.point.type))
            continue;
        QString name = QStringLiteral("%1_results_%2")
                           .arg(runTypeName(run->info.point.type))
                           .arg(SebsResultCsv::memoryOf(run->info));
        if (used.contains(name))
            name += QStringLiteral("_run%1").arg(run->info.index);
        used.insert(name);
        files.append(SebsRunFile{name + QStringLiteral(".json"), sebsRunJson(*run, memory)});
    }
    return files;
}

} // namespace cp
