#pragma once

#include "model/pricing.h"

#include <QString>

#include <optional>

namespace cli {

// The pricing a --pricing option names: a preset's name, else a JSON file
// holding a pricing object (docs/experiment-format.md#pricing). Empty after
// printing what is wrong with it.
std::optional<cp::Pricing> pricingFrom(const QString &text);

} // namespace cli
