#include "model/pricing.h"

#include "model/enum_names.h"

#include <array>
#include <cmath>

namespace cp {

using namespace Qt::StringLiterals;

using namespace std::chrono_literals;

namespace {

constexpr std::array<QLatin1StringView, BillingModelCount> modelNames = {"instance"_L1, "request"_L1, "invocation"_L1,
                                                                         "usage"_L1};

Pricing preset(QLatin1StringView name, BillingModel model, double vcpuSecond, double gibSecond, double millionRequests,
               std::chrono::milliseconds granularity, std::chrono::milliseconds minimum)
{
    Pricing p;
    p.preset = name;
    p.model = model;
    p.usdPerVcpuSecond = vcpuSecond;
    p.usdPerGibSecond = gibSecond;
    p.usdPerMillionRequests = millionRequests;
    p.granularity = granularity;
    p.minimum = minimum;
    return p;
}

} // namespace

QLatin1StringView billingModelName(BillingModel model)
{
    return modelNames[std::size_t(model)];
}

std::optional<BillingModel> billingModelFromName(QStringView name)
{
    return enumFromName<BillingModel>(modelNames, name);
}

QStringList Pricing::validate() const
{
    QStringList problems;
    const auto checkPrice = [&problems](double price, QLatin1StringView field) {
        if (!std::isfinite(price) || price < 0 || price > MaxPrice)
            problems << tr("pricing %1 must be between 0 and %2 US dollars, not %3")
                            .arg(field)
                            .arg(MaxPrice, 0, 'f', 0)
                            .arg(price);
    };
    checkPrice(usdPerVcpuSecond, QLatin1StringView("usd_per_vcpu_second"));
    checkPrice(usdPerGibSecond, QLatin1StringView("usd_per_gib_second"));
    checkPrice(usdPerMillionRequests, QLatin1StringView("usd_per_million_requests"));
    if (granularity < 1ms || granularity > MaxGranularity)
        problems << tr("pricing granularity_ms must be between 1 and %1 ms, not %2")
                        .arg(MaxGranularity.count())
                        .arg(granularity.count());
    if (minimum < 0ms || minimum > MaxGranularity)
        problems << tr("pricing minimum_ms must be between 0 and %1 ms, not %2")
                        .arg(MaxGranularity.count())
                        .arg(minimum.count());
    return problems;
}

const QList<PricingPreset> &pricingPresets()
{
    // On-demand list prices in US dollars as the providers published them,
    // read on 2026-12-03; they change, which is why every field stays editable.
    static const QList<PricingPreset> presets = {
        {QLatin1StringView("aws-lambda-x86"),
         QLatin1StringView("AWS Lambda, x86, us-east-1, first price tier: $0.0000166667 per GB-second of "
                           "configured memory, $0.20 per million requests, duration rounded up to 1 ms "
                           "(read 2026-12-03)"),
         preset(QLatin1StringView("aws-lambda-x86"), BillingModel::Invocation, 0, 0.0000166667, 0.20, 1ms, 0ms)},
        {QLatin1StringView("aws-fargate-linux-x86"),
         QLatin1StringView("AWS Fargate, Linux/x86, us-east-1: $0.04048 per vCPU-hour, $0.004445 per GB-hour, "
                           "per second with a one-minute minimum (read 2026-12-03)"),
         preset(QLatin1StringView("aws-fargate-linux-x86"), BillingModel::Instance, 0.04048 / 3600, 0.004445 / 3600, 0,
                1000ms, 60'000ms)},
        {QLatin1StringView("gcp-cloud-run-request"),
         QLatin1StringView("Google Cloud Run, request-based billing, tier 1 regions: $0.000024 per vCPU-second, "
                           "$0.0000025 per GiB-second, $0.40 per million requests, rounded up to 100 ms "
                           "(read 2026-12-03)"),
         preset(QLatin1StringView("gcp-cloud-run-request"), BillingModel::Request, 0.000024, 0.0000025, 0.40, 100ms,
                0ms)},
    };
    return presets;
}

QStringList pricingPresetNames()
{
    QStringList names;
    for (const PricingPreset &p : pricingPresets())
        names << p.name;
    return names;
}

std::optional<Pricing> pricingPreset(QStringView name)
{
    for (const PricingPreset &p : pricingPresets()) {
        if (name == p.name)
            return p.pricing;
    }
    return std::nullopt;
}

QString formatUsd(double usd)
{
    if (!std::isfinite(usd))
        return QStringLiteral("-");
    const double magnitude = std::abs(usd);
    const int decimals =
        magnitude >= 100 || magnitude == 0 ? 2 : std::max(2, 2 - int(std::floor(std::log10(magnitude))));
    return QLatin1Char('$') + QString::number(usd, 'f', decimals);
}

} // namespace cp
