#include "config/pricing_json.h"

#include "config/json_reader.h"
#include "model/translation.h"

namespace cp {

namespace {

QString modelNames()
{
    QStringList names;
    for (int i = 0; i < BillingModelCount; ++i)
        names << billingModelName(BillingModel(i));
    return names.join(QLatin1String(", "));
}

} // namespace

QJsonObject pricingToJson(const Pricing &p)
{
    return QJsonObject{
        {QStringLiteral("preset"), p.preset},
        {QStringLiteral("model"), billingModelName(p.model)},
        {QStringLiteral("usd_per_vcpu_second"), p.usdPerVcpuSecond},
        {QStringLiteral("usd_per_gib_second"), p.usdPerGibSecond},
        {QStringLiteral("usd_per_million_requests"), p.usdPerMillionRequests},
        {QStringLiteral("granularity_ms"), qint64(p.granularity.count())},
        {QStringLiteral("minimum_ms"), qint64(p.minimum.count())},
    };
}

std::optional<Pricing> pricingFromJson(const QJsonObject &object, const QString &path, QStringList &errors)
{
    const qsizetype before = errors.size();
    JsonReader r(object, path, errors);
    r.rejectUnknown({QLatin1StringView("preset"), QLatin1StringView("model"), QLatin1StringView("usd_per_vcpu_second"),
                     QLatin1StringView("usd_per_gib_second"), QLatin1StringView("usd_per_million_requests"),
                     QLatin1StringView("granularity_ms"), QLatin1StringView("minimum_ms")});
    Pricing p;
    if (const auto name = r.string(QLatin1StringView("preset")); name && !name->isEmpty()) {
        if (const auto preset = pricingPreset(*name))
            p = *preset;
        else
            r.error(r.pathOf(QLatin1StringView("preset")),
                    tr("'%1' is not one of %2").arg(*name, pricingPresetNames().join(QLatin1String(", "))));
    }
    if (const auto v = r.string(QLatin1StringView("model"))) {
        if (const auto model = billingModelFromName(*v))
            p.model = *model;
        else
            r.error(r.pathOf(QLatin1StringView("model")), tr("'%1' is not one of %2").arg(*v, modelNames()));
    }
    if (const auto v = r.number(QLatin1StringView("usd_per_vcpu_second"), 0, Pricing::MaxPrice))
        p.usdPerVcpuSecond = *v;
    if (const auto v = r.number(QLatin1StringView("usd_per_gib_second"), 0, Pricing::MaxPrice))
        p.usdPerGibSecond = *v;
    if (const auto v = r.number(QLatin1StringView("usd_per_million_requests"), 0, Pricing::MaxPrice))
        p.usdPerMillionRequests = *v;
    const double maxMs = double(Pricing::MaxGranularity.count());
    if (const auto v = r.number(QLatin1StringView("granularity_ms"), 1, maxMs, true))
        p.granularity = std::chrono::milliseconds(qint64(*v));
    if (const auto v = r.number(QLatin1StringView("minimum_ms"), 0, maxMs, true))
        p.minimum = std::chrono::milliseconds(qint64(*v));
    if (errors.size() > before)
        return std::nullopt;
    return p;
}

} // namespace cp
