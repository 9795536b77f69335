#include "config/capacity_search_json.h"

#include "config/json_reader.h"

#include <QJsonArray>

namespace cp {

namespace {
double seconds(std::chrono::nanoseconds duration)
{
    return std::chrono::duration<double>(duration).count();
}
} // namespace

QJsonObject capacitySearchToJson(const CapacitySearch &search)
{
    return QJsonObject{
        {QStringLiteral("targets"), QJsonArray::fromStringList(thresholdTexts(search.targets))},
        {QStringLiteral("start_rps"), search.startRps},
        {QStringLiteral("max_rps"), search.maxRps},
        {QStringLiteral("settle_s"), seconds(search.settle)},
        {QStringLiteral("probe_s"), seconds(search.probe)},
        {QStringLiteral("precision"), search.precision},
        {QStringLiteral("max_late_send_rate"), search.maxLateSendRate},
        {QStringLiteral("max_engine_cpu"), search.maxEngineCpu},
    };
}

std::optional<CapacitySearch> capacitySearchFromJson(const QJsonObject &object, const QString &path,
                                                     QStringList &errors)
{
    JsonReader r(object, path, errors);
    r.rejectUnknown({QLatin1StringView("targets"), QLatin1StringView("start_rps"), QLatin1StringView("max_rps"),
                     QLatin1StringView("settle_s"), QLatin1StringView("probe_s"), QLatin1StringView("precision"),
                     QLatin1StringView("max_late_send_rate"), QLatin1StringView("max_engine_cpu")});
    const qsizetype before = errors.size();
    CapacitySearch search;
    if (const auto texts = r.strings(QLatin1StringView("targets"))) {
        for (qsizetype i = 0; i < texts->size(); ++i) {
            QString error;
            if (const auto target = Threshold::parse(texts->at(i), &error))
                search.targets.append(*target);
            else
                r.error(r.pathOf(QLatin1StringView("targets"), i), error);
        }
    }
    if (const auto v = r.number(QLatin1StringView("start_rps"), 0.001, CapacitySearch::MaxRps))
        search.startRps = *v;
    if (const auto v = r.number(QLatin1StringView("max_rps"), 0, CapacitySearch::MaxRps))
        search.maxRps = *v;
    if (const auto v = r.seconds(QLatin1StringView("settle_s")))
        search.settle = *v;
    if (const auto v = r.seconds(QLatin1StringView("probe_s"), 0.1))
        search.probe = *v;
    if (const auto v = r.number(QLatin1StringView("precision"), 0.001, 1))
        search.precision = *v;
    if (const auto v = r.number(QLatin1StringView("max_late_send_rate"), 0, 1))
        search.maxLateSendRate = *v;
    if (const auto v = r.number(QLatin1StringView("max_engine_cpu"), 0.01, 1))
        search.maxEngineCpu = *v;
    return errors.size() == before ? std::optional(search) : std::nullopt;
}

} // namespace cp
