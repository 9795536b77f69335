#include "model/threshold.h"

#include "model/enum_names.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace cp {

namespace {

constexpr std::array<QLatin1StringView, 4> comparisonSymbols = {
    QLatin1StringView("<"),
    QLatin1StringView("<="),
    QLatin1StringView(">"),
    QLatin1StringView(">="),
};

QString metricList()
{
    QStringList names;
    for (QLatin1StringView name : thresholdMetricNames)
        names.append(name);
    return names.join(QLatin1String(", "));
}

} // namespace

QLatin1StringView thresholdMetricName(ThresholdMetric metric)
{
    return thresholdMetricNames[std::size_t(metric)];
}

QLatin1StringView thresholdComparisonSymbol(ThresholdComparison comparison)
{
    return comparisonSymbols[std::size_t(comparison)];
}

bool Threshold::holds(double value) const
{
    switch (comparison) {
    case ThresholdComparison::Less:
        return value < limit;
    case ThresholdComparison::LessOrEqual:
        return value <= limit;
    case ThresholdComparison::Greater:
        return value > limit;
    case ThresholdComparison::GreaterOrEqual:
        return value >= limit;
    }
    return false;
}

std::optional<Threshold> Threshold::parse(const QString &text, QString *error)
{
    // The endpoint is everything between @ and the operator, so a name may hold
    // any character but < and >.
    static const QRegularExpression form(
        QStringLiteral(R"(^\s*([a-z0-9_]+)\s*(?:@\s*([^<>]*?))?\s*(<=|>=|<|>)\s*(\S+)\s*$)"));
    const QRegularExpressionMatch match = form.match(text);
    if (!match.hasMatch()) {
        *error = tr("'%1' is not a threshold: write METRIC[@ENDPOINT] OP LIMIT, e.g. p99_ms<50 or error_rate<=0.01")
                     .arg(text);
        return std::nullopt;
    }
    Threshold threshold;
    threshold.text = text;
    const auto metric = enumFromName<ThresholdMetric>(thresholdMetricNames, match.capturedView(1));
    if (!metric) {
        *error = tr("'%1' in threshold '%2' is not one of %3").arg(match.captured(1), text, metricList());
        return std::nullopt;
    }
    threshold.metric = *metric;
    if (match.hasCaptured(2)) {
        threshold.endpoint = match.captured(2);
        if (threshold.endpoint.isEmpty()) {
            *error = tr("threshold '%1' has @ but no endpoint name after it").arg(text);
            return std::nullopt;
        }
    }
    threshold.comparison = *enumFromName<ThresholdComparison>(comparisonSymbols, match.capturedView(3));
    bool ok = false;
    threshold.limit = match.captured(4).toDouble(&ok);
    if (!ok || !std::isfinite(threshold.limit)) {
        *error = tr("the limit '%1' in threshold '%2' is not a number").arg(match.captured(4), text);
        return std::nullopt;
    }
    return threshold;
}

QList<Threshold> parseThresholds(const QStringList &texts, QStringList *errors)
{
    QList<Threshold> thresholds;
    for (const QString &text : texts) {
        QString error;
        if (const auto threshold = Threshold::parse(text, &error))
            thresholds.append(*threshold);
        else
            errors->append(error);
    }
    return thresholds;
}

QStringList thresholdTexts(const QList<Threshold> &thresholds)
{
    QStringList texts;
    for (const Threshold &threshold : thresholds)
        texts.append(threshold.text);
    return texts;
}

} // namespace cp
