#include "pricing_editor.h"

#include "form_row.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace cp {

namespace {

QDoubleSpinBox *priceBox(const QString &suffix)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, Pricing::MaxPrice);
    // Per-second prices are millionths of a dollar: ten decimals show them whole.
    box->setDecimals(10);
    box->setPrefix(QStringLiteral("$"));
    box->setSuffix(suffix);
    return box;
}

QSpinBox *millisecondsBox(int minimum)
{
    auto *box = new QSpinBox;
    box->setRange(minimum, int(Pricing::MaxGranularity.count()));
    box->setSuffix(QObject::tr(" ms"));
    return box;
}

} // namespace

PricingEditor::PricingEditor(QWidget *parent)
    : QGroupBox(tr("Pricing"), parent)
    , m_preset(new QComboBox)
    , m_model(new QComboBox)
    , m_vcpuSecond(priceBox(tr(" per vCPU-s")))
    , m_gibSecond(priceBox(tr(" per GiB-s")))
    , m_millionRequests(priceBox(tr(" per million requests")))
    , m_granularity(millisecondsBox(1))
    , m_minimum(millisecondsBox(0))
{
    setCheckable(true);
    setChecked(false);
    setToolTip(tr("Bill each run under four models, from these prices: the limits over the whole run (instance), "
                  "while requests are in flight (request), per request (invocation), or what was used (usage)"));
    m_preset->addItem(tr("own prices"), QString());
    for (const PricingPreset &preset : pricingPresets()) {
        m_preset->addItem(preset.name, QString(preset.name));
        m_preset->setItemData(m_preset->count() - 1, QString(preset.description), Qt::ToolTipRole);
    }
    const QList<std::pair<BillingModel, QString>> models = {
        {BillingModel::Instance, tr("instance — limits × the run's window")},
        {BillingModel::Request, tr("request — limits while requests are in flight")},
        {BillingModel::Invocation, tr("invocation — each request's own duration")},
        {BillingModel::Usage, tr("usage — CPU-seconds and GiB-seconds used")},
    };
    for (const auto &[model, label] : models)
        m_model->addItem(label, int(model));
    m_model->setToolTip(tr("The model the perf-cost curve ranks sweep points by; every run is billed under all four"));
    m_granularity->setToolTip(tr("Billed time is rounded up to a multiple of this, per billed interval"));
    m_minimum->setToolTip(tr("Each billed interval counts at least this long"));

    setObjectName(QStringLiteral("pricing"));

    addFormRows(new QFormLayout(this),
                {
                    {m_preset, "pricingPreset", tr("Prices of")},
                    {m_model, "billingModel", tr("Curve ranks by")},
                    {m_vcpuSecond, "usdPerVcpuSecond", tr("CPU")},
                    {m_gibSecond, "usdPerGibSecond", tr("Memory")},
                    {m_millionRequests, "usdPerMillionRequests", tr("Requests")},
                    {m_granularity, "billingGranularity", tr("Rounded to")},
                    {m_minimum, "billingMinimum", tr("At least")},
                });

    connect(m_preset, &QComboBox::activated, this, &PricingEditor::presetChosen);
    connect(this, &QGroupBox::toggled, this, &PricingEditor::changed);
    connect(m_model, &QComboBox::currentIndexChanged, this, &PricingEditor::changed);
    for (QDoubleSpinBox *box : {m_vcpuSecond, m_gibSecond, m_millionRequests})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PricingEditor::changed);
    for (QSpinBox *box : {m_granularity, m_minimum})
        connect(box, &QSpinBox::valueChanged, this, &PricingEditor::changed);
    fillFrom(Pricing{});
}

std::optional<Pricing> PricingEditor::pricing() const
{
    if (!isChecked())
        return std::nullopt;
    Pricing p;
    p.preset = m_preset->currentData().toString();
    p.model = BillingModel(m_model->currentData().toInt());
    p.usdPerVcpuSecond = m_vcpuSecond->value();
    p.usdPerGibSecond = m_gibSecond->value();
    p.usdPerMillionRequests = m_millionRequests->value();
    p.granularity = std::chrono::milliseconds(m_granularity->value());
    p.minimum = std::chrono::milliseconds(m_minimum->value());
    return p;
}

void PricingEditor::setPricing(const std::optional<Pricing> &pricing)
{
    const QSignalBlocker blocker(this);
    setChecked(pricing.has_value());
    fillFrom(pricing.value_or(Pricing{}));
}

void PricingEditor::fillFrom(const Pricing &p)
{
    const QList<QObject *> fields = {m_preset, m_model, m_vcpuSecond, m_gibSecond, m_millionRequests,
                                     m_granularity, m_minimum};
    for (QObject *field : fields)
        field->blockSignals(true);
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(p.preset)));
    m_model->setCurrentIndex(m_model->findData(int(p.model)));
    m_vcpuSecond->setValue(p.usdPerVcpuSecond);
    m_gibSecond->setValue(p.usdPerGibSecond);
    m_millionRequests->setValue(p.usdPerMillionRequests);
    m_granularity->setValue(int(p.granularity.count()));
    m_minimum->setValue(int(p.minimum.count()));
    for (QObject *field : fields)
        field->blockSignals(false);
}

void PricingEditor::presetChosen()
{
    if (const auto preset = pricingPreset(m_preset->currentData().toString()))
        fillFrom(*preset);
    emit changed();
}

} // namespace cp
