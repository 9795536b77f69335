#pragma once

#include "model/pricing.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace cp {

// The Run dock's Pricing box (docs/experiment-format.md#pricing): off, or a
// preset's list prices and billing model, every field editable after.
class PricingEditor : public QGroupBox
{
    Q_OBJECT
public:
    explicit PricingEditor(QWidget *parent = nullptr);

    // None while the box is unchecked.
    std::optional<Pricing> pricing() const;
    void setPricing(const std::optional<Pricing> &pricing);

signals:
    void changed();

private:
    void fillFrom(const Pricing &pricing);
    void presetChosen();

    QComboBox *m_preset;
    QComboBox *m_model;
    QDoubleSpinBox *m_vcpuSecond;
    QDoubleSpinBox *m_gibSecond;
    QDoubleSpinBox *m_millionRequests;
    QSpinBox *m_granularity;
    QSpinBox *m_minimum;
};

} // namespace cp
