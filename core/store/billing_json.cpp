#include "store/billing_json.h"

#include "stats/summary.h"

#include <QJsonArray>

namespace cp {

namespace {

QJsonObject billToJson(const ModelBill &b)
{
    QJsonObject o{
        {QStringLiteral("cost_usd"), b.costUsd},
        {QStringLiteral("billed_seconds"), b.billedSeconds},
        {QStringLiteral("usd_per_million_requests"), stats::optionalToJson(b.usdPerMillionRequests)},
    };
    if (b.usdPerMillionCi95)
        o.insert(QStringLiteral("usd_per_million_requests_ci95"),
                 QJsonArray{b.usdPerMillionCi95->first, b.usdPerMillionCi95->second});
    return o;
}

ModelBill billFromJson(BillingModel model, const QJsonObject &o)
{
    ModelBill b;
    b.model = model;
    b.costUsd = o.value(QLatin1String("cost_usd")).toDouble();
    b.billedSeconds = o.value(QLatin1String("billed_seconds")).toDouble();
    b.usdPerMillionRequests = stats::optionalFromJson(o.value(QLatin1String("usd_per_million_requests")));
    const QJsonArray ci = o.value(QLatin1String("usd_per_million_requests_ci95")).toArray();
    if (ci.size() == 2)
        b.usdPerMillionCi95 = std::pair{ci.at(0).toDouble(), ci.at(1).toDouble()};
    return b;
}

} // namespace

QJsonObject runBillingToJson(const RunBilling &billing)
{
    QJsonObject o{
        {QStringLiteral("model"), billingModelName(billing.model)},
        {QStringLiteral("vcpus"), billing.vcpus},
        {QStringLiteral("memory_gib"), billing.memoryGib},
    };
    for (int i = 0; i < BillingModelCount; ++i) {
        const auto model = BillingModel(i);
        const ModelBill *b = billing.bill(model);
        o.insert(billingModelName(model), b ? QJsonValue(billToJson(*b)) : QJsonValue());
    }
    return o;
}

RunBilling runBillingFromJson(const QJsonObject &o)
{
    RunBilling billing;
    billing.model = billingModelFromName(o.value(QLatin1String("model")).toString()).value_or(BillingModel::Instance);
    billing.vcpus = o.value(QLatin1String("vcpus")).toDouble();
    billing.memoryGib = o.value(QLatin1String("memory_gib")).toDouble();
    for (int i = 0; i < BillingModelCount; ++i) {
        const auto model = BillingModel(i);
        const QJsonValue b = o.value(billingModelName(model));
        if (b.isObject())
            billing.bills.push_back(billFromJson(model, b.toObject()));
    }
    return billing;
}

} // namespace cp
