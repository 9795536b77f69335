#include "cost_report.h"

#include "cli_support.h"
#include "cost_printer.h"
#include "pricing_option.h"
#include "progress_printer.h"

#include "analysis/cost_analysis.h"
#include "config/pricing_json.h"
#include "store/billing_json.h"
#include "store/capacity_json.h"
#include "store/cold_start_overheads.h"
#include "store/cost_json.h"
#include "store/perf_cost_curves.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("analyze", text);
}

QJsonObject runJson(const cp::RunSummary &run)
{
    QJsonObject o{
        {QStringLiteral("run"), run.info.index},
        {QStringLiteral("type"), cp::runTypeName(run.info.point.type)},
        {QStringLiteral("endpoint"), run.info.endpointName},
        {QStringLiteral("effective_memory_mb"), run.info.effectiveMemoryMb},
        {QStringLiteral("effective_cpus"), run.info.effectiveCpus},
        {QStringLiteral("requests"), qint64(run.counts.requests)},
        {QStringLiteral("cost"), run.cost ? QJsonValue(cp::runCostToJson(*run.cost)) : QJsonValue()},
        {QStringLiteral("billing"), run.billing ? QJsonValue(cp::runBillingToJson(*run.billing)) : QJsonValue()},
    };
    if (!run.cost)
        o.insert(QStringLiteral("cost_missing"), run.costMissing);
    if (!run.billing && !run.billingMissing.isEmpty())
        o.insert(QStringLiteral("billing_missing"), run.billingMissing);
    return o;
}

} // namespace

int printCostReport(const QString &directory, const QString &pricingText, bool json)
{
    std::optional<cp::Pricing> pricing;
    if (!pricingText.isEmpty() && !(pricing = cli::pricingFrom(pricingText)))
        return cli::ExitUsage;
    QString error;
    const auto analysis = cp::analyzeCosts(directory, pricing, &error);
    if (!analysis) {
        cli::printError(error);
        return cli::ExitUsage;
    }
    QTextStream out(stdout);
    if (json) {
        QJsonArray runs;
        for (const cp::RunSummary &run : analysis->runs)
            runs.append(runJson(run));
        const QJsonObject document{
            {QStringLiteral("directory"), directory},
            {QStringLiteral("pricing"),
             analysis->pricing ? QJsonValue(cp::pricingToJson(*analysis->pricing)) : QJsonValue()},
            {QStringLiteral("runs"), runs},
            {QStringLiteral("perf_cost_curve"), cp::perfCostCurvesToJson(analysis->curves)},
            {QStringLiteral("cold_start_overhead"), cp::coldStartOverheadsToJson(analysis->coldStarts)},
            {QStringLiteral("capacity_curve"), cp::capacityCurveToJson(analysis->runs)},
        };
        out << QJsonDocument(document).toJson();
        return cli::ExitOk;
    }
    if (analysis->pricing) {
        const cp::Pricing &p = *analysis->pricing;
        out << tr("pricing %1: $%2 per vCPU-second, $%3 per GiB-second, $%4 per million requests, rounded up to %5 ms "
                  "(at least %6 ms); the curves rank by %7\n")
                   .arg(p.preset.isEmpty() ? tr("(own prices)") : p.preset)
                   .arg(p.usdPerVcpuSecond, 0, 'g', 6)
                   .arg(p.usdPerGibSecond, 0, 'g', 6)
                   .arg(p.usdPerMillionRequests, 0, 'g', 6)
                   .arg(p.granularity.count())
                   .arg(p.minimum.count())
                   .arg(cp::billingModelName(p.model));
    } else {
        out << tr("no pricing recorded: give --pricing PRESET (%1) or a pricing file for bills\n")
                   .arg(cp::pricingPresetNames().join(QStringLiteral(", ")));
    }
    for (const cp::RunSummary &run : analysis->runs) {
        if (run.cost)
            out << cli::runCostLine(run) << '\n';
        else
            out << tr("run %1 has no cost: %2\n").arg(run.info.index).arg(run.costMissing);
        if (run.billing)
            out << cli::billingLine(run, analysis->pricing->model) << '\n';
        else if (analysis->pricing)
            out << tr("run %1 has no bill: %2\n").arg(run.info.index).arg(run.billingMissing);
    }
    for (const cp::PerfCostCurve &curve : analysis->curves) {
        for (const QString &line : cli::perfCostCurveLines(curve))
            out << line << '\n';
    }
    for (const cp::ColdStartOverhead &overhead : analysis->coldStarts)
        out << cli::coldStartLine(overhead) << '\n';
    for (const cp::RunSummary &run : analysis->runs) {
        if (run.capacity)
            out << cli::capacityLine(run) << '\n';
    }
    return cli::ExitOk;
}
