#include "pricing_option.h"

#include "cli_support.h"

#include "config/pricing_json.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

} // namespace

std::optional<cp::Pricing> pricingFrom(const QString &text)
{
    if (const auto preset = cp::pricingPreset(text))
        return preset;
    QFile file(text);
    if (!file.open(QIODevice::ReadOnly)) {
        printError(tr("--pricing '%1' is neither a preset (%2) nor a readable file: %3")
                       .arg(text, cp::pricingPresetNames().join(QStringLiteral(", ")), file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!document.isObject()) {
        printError(tr("%1: not a JSON object: %2").arg(text, parse.errorString()));
        return std::nullopt;
    }
    QStringList errors;
    auto pricing = cp::pricingFromJson(document.object(), QString(), errors);
    if (pricing && !pricing->validate().isEmpty())
        errors << pricing->validate();
    for (const QString &error : errors)
        printError(tr("%1: %2").arg(text, error));
    return errors.isEmpty() ? pricing : std::nullopt;
}

} // namespace cli
