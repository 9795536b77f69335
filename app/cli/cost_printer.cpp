#include "cost_printer.h"

#include "progress_printer.h"

#include <QCoreApplication>

#include <cmath>

namespace cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

QString billText(const cp::ModelBill &bill)
{
    QString text = tr("%1 %2").arg(cp::billingModelName(bill.model), cp::formatUsd(bill.costUsd));
    if (bill.usdPerMillionRequests)
        text += tr(" (%1 per million requests").arg(cp::formatUsd(*bill.usdPerMillionRequests))
            + (bill.usdPerMillionCi95 ? tr(", 95 % CI %1 to %2)")
                                            .arg(cp::formatUsd(bill.usdPerMillionCi95->first),
                                                 cp::formatUsd(bill.usdPerMillionCi95->second))
                                      : QStringLiteral(")"));
    return text;
}

} // namespace

QString runCostLine(const cp::RunSummary &s)
{
    const cp::RunCost &cost = *s.cost;
    const cp::ContainerCost &t = cost.total;
    QString line = tr("run %1 cost: %2 CPU-s (%3 per 1 000 requests), memory mean %4 MiB, peak %5 MiB, "
                      "%6 GiB·s used of %7 reserved, network %8 B in and %9 B out per request")
                       .arg(s.info.index)
                       .arg(t.cpuSeconds, 0, 'f', 3)
                       .arg(cost.perThousandRequests(t.cpuSeconds), 0, 'f', 4)
                       .arg(t.memoryMeanMib, 0, 'f', 1)
                       .arg(t.memoryPeakMib, 0, 'f', 1)
                       .arg(t.memoryUsedGibS, 0, 'f', 3)
                       .arg(t.memoryReservedGibS, 0, 'f', 3)
                       .arg(cost.perRequest(double(t.netRxBytes)), 0, 'f', 0)
                       .arg(cost.perRequest(double(t.netTxBytes)), 0, 'f', 0);
    if (cost.generatorCpuSeconds)
        line += tr("; the load generator used %1 CPU-s").arg(*cost.generatorCpuSeconds, 0, 'f', 3);
    if (t.counterResets > 0)
        line += QCoreApplication::translate("cli", " (%n restart(s) inside the run)", nullptr, t.counterResets);
    return line;
}

QString billingLine(const cp::RunSummary &s, cp::BillingModel model)
{
    const cp::RunBilling &billing = *s.billing;
    QStringList bills;
    if (const cp::ModelBill *first = billing.bill(model))
        bills << billText(*first);
    for (const cp::ModelBill &bill : billing.bills) {
        if (bill.model != model)
            bills << billText(bill);
    }
    return tr("run %1 bills for %2 vCPUs and %3 GiB: %4")
        .arg(s.info.index)
        .arg(billing.vcpus)
        .arg(billing.memoryGib, 0, 'f', 3)
        .arg(bills.join(QStringLiteral("; ")));
}

QStringList perfCostCurveLines(const cp::PerfCostCurve &curve)
{
    QStringList lines;
    QString heading = tr("perf-cost curve, %1, %2 runs").arg(curve.endpoint, cp::runTypeName(curve.type));
    if (curve.msgLength > 0)
        heading += tr(", message length %1").arg(curve.msgLength);
    lines << heading + tr(", %1 billing (* Pareto-optimal):").arg(cp::billingModelName(curve.model));
    for (const cp::PerfCostPoint &p : curve.points) {
        QString line = QStringLiteral("%1 %2: median %3")
                           .arg(p.paretoOptimal ? QLatin1Char('*') : QLatin1Char(' '))
                           .arg(cp::limitsText(p.memoryMb, p.cpus), formatMicroseconds(p.medianLatencyUs));
        if (p.medianLatencyCi95)
            line += tr(" (95 % CI %1 to %2)")
                        .arg(formatMicroseconds(p.medianLatencyCi95->lo), formatMicroseconds(p.medianLatencyCi95->hi));
        line += tr(", %1 per million requests").arg(cp::formatUsd(p.usdPerMillionRequests));
        if (p.usdPerMillionCi95)
            line += tr(" (95 % CI %1 to %2)")
                        .arg(cp::formatUsd(p.usdPerMillionCi95->first), cp::formatUsd(p.usdPerMillionCi95->second));
        line += tr(", run %1, %2 samples").arg(p.run).arg(p.samples);
        lines << line;
    }
    return lines;
}

QString capacityLine(const cp::RunSummary &summary)
{
    return tr("capacity of run %1 (%2): %3")
        .arg(summary.info.index)
        .arg(cp::limitsText(summary.info.point.memoryMb, summary.info.point.cpuLimit), summary.capacity->text());
}

} // namespace cli
