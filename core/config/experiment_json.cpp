#include "config/experiment_json.h"

#include "http/redaction.h"

#include <QJsonArray>

namespace cp {

namespace {
double seconds(std::chrono::nanoseconds duration)
{
    return double(duration.count()) / 1e9;
}

template<typename T>
QJsonArray toArray(const QList<T> &values)
{
    QJsonArray array;
    for (const T &value : values)
        array.append(value);
    return array;
}

QJsonObject endpointToJson(const Endpoint &endpoint)
{
    QJsonArray headers;
    for (const auto &[name, value] : redactHeaders(endpoint.request.headers))
        headers.append(QString::fromUtf8(name + ": " + value));
    return QJsonObject{
        {QStringLiteral("name"), endpoint.name},
        {QStringLiteral("url"), endpoint.request.url.toString(QUrl::RemovePassword)},
        {QStringLiteral("method"), QString::fromLatin1(endpoint.request.method)},
        {QStringLiteral("headers"), headers},
        {QStringLiteral("body"), QString::fromUtf8(endpoint.request.bodyTemplate)},
        {QStringLiteral("msg_length"), endpoint.request.msgLength},
        {QStringLiteral("timeout_s"), seconds(endpoint.request.timeout)},
        {QStringLiteral("containers"), QJsonArray::fromStringList(endpoint.containers)},
    };
}
} // namespace

QJsonObject experimentToJson(const Experiment &e)
{
    QJsonArray endpoints;
    for (const Endpoint &endpoint : e.endpoints)
        endpoints.append(endpointToJson(endpoint));
    QJsonArray types;
    for (RunType type : e.runTypes)
        types.append(runTypeName(type));
    return QJsonObject{
        {QStringLiteral("format"), ExperimentFormat},
        {QStringLiteral("endpoints"), endpoints},
        {QStringLiteral("run_types"), types},
        {QStringLiteral("concurrency"), e.concurrency},
        {QStringLiteral("repetitions"), e.repetitions},
        {QStringLiteral("duration_s"), seconds(e.duration)},
        {QStringLiteral("requests"), qint64(e.requests)},
        {QStringLiteral("rate_start"), e.rateStart},
        {QStringLiteral("rate_end"), e.rateEnd},
        {QStringLiteral("pause_before_s"), seconds(e.pauseBefore)},
        {QStringLiteral("pause_after_s"), seconds(e.pauseAfter)},
        {QStringLiteral("warmup_s"), seconds(e.warmup)},
        {QStringLiteral("memory_sizes"), toArray(e.memorySizesMb)},
        {QStringLiteral("cpu_limits"), toArray(e.cpuLimits)},
        {QStringLiteral("message_lengths"), toArray(e.messageLengths)},
        {QStringLiteral("engine"), engineName(e.engine)},
        {QStringLiteral("threads"), e.threads},
        {QStringLiteral("cold_start"), coldStartMethodName(e.coldStart)},
        {QStringLiteral("docker_host"), e.dockerHost},
        {QStringLiteral("seed_format"), e.seedFormat},
    };
}

} // namespace cp
