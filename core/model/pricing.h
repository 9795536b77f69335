#pragma once

#include <QCoreApplication>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <chrono>
#include <cstdint>
#include <optional>

namespace cp {

// How a run's resources become money (docs/experiment-format.md#pricing):
// instance  the limits for the whole measured window (a VM, a Fargate task);
// request   the limits while at least one request is in flight (request-based
//           container billing);
// invocation the memory limit for each request's own duration (Lambda);
// usage     the CPU-seconds and GiB-seconds the container actually used.
enum class BillingModel : std::uint8_t { Instance, Request, Invocation, Usage };
constexpr int BillingModelCount = 4;
QLatin1StringView billingModelName(BillingModel model);
std::optional<BillingModel> billingModelFromName(QStringView name);

// Prices, in US dollars, and how billed time is rounded. Every field is the
// user's to edit; a preset only fills them in.
struct Pricing
{
    QString preset;    // the preset the prices came from, empty when none
    BillingModel model = BillingModel::Instance; // the one the perf-cost curve ranks by
    double usdPerVcpuSecond = 0;
    double usdPerGibSecond = 0;
    double usdPerMillionRequests = 0;
    // Billed time is rounded up to a multiple of this, per billed interval…
    std::chrono::milliseconds granularity{1};
    // …and each interval is billed at least this long.
    std::chrono::milliseconds minimum{0};

    static constexpr double MaxPrice = 1e6;
    static constexpr std::chrono::milliseconds MaxGranularity{3'600'000};

    // Impossible values as user-facing messages naming the field; empty when valid.
    QStringList validate() const;
    bool operator==(const Pricing &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cp::Pricing)
};

// A published list price, with where and when it was read.
struct PricingPreset
{
    QLatin1StringView name;
    QLatin1StringView description; // provider, product, region, and the date the prices were read
    Pricing pricing;
};

const QList<PricingPreset> &pricingPresets();
QStringList pricingPresetNames();
std::optional<Pricing> pricingPreset(QStringView name);

// "$0.0000742", "$5.85", "$1234.50": at least three significant digits.
QString formatUsd(double usd);

} // namespace cp
