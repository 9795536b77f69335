#include "progress_printer.h"

#include <QCoreApplication>

#include <cmath>

namespace cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}
} // namespace

QString formatMicroseconds(double us)
{
    if (!std::isfinite(us))
        return QStringLiteral("-");
    if (us < 1000)
        return QStringLiteral("%1 µs").arg(us, 0, 'f', 0);
    if (us < 1e6)
        return QStringLiteral("%1 ms").arg(us / 1e3, 0, 'f', us < 1e4 ? 2 : 1);
    return QStringLiteral("%1 s").arg(us / 1e6, 0, 'f', 2);
}

QString progressLine(const cp::RunProgress &p)
{
    // What the schedule asks for now, beside what was achieved.
    QString target;
    if (p.targetRate >= 0)
        target = tr(" (target %1)").arg(p.targetRate, 0, 'f', 0);
    else if (p.targetInFlight >= 0)
        target = tr(" (target %1 in flight)").arg(p.targetInFlight, 0, 'f', 1);
    QString line = tr("run %1/%2  %3 s  %4 samples  %5 req/s%6  %7 errors")
                       .arg(p.run + 1)
                       .arg(p.runCount)
                       .arg(p.elapsedS, 0, 'f', 0)
                       .arg(p.samples)
                       .arg(p.requestsPerSecond, 0, 'f', 0)
                       .arg(target)
                       .arg(p.errors);
    if (p.lateSends > 0)
        line += tr("  %1 late sends").arg(p.lateSends);
    if (p.etaS >= 0)
        line += tr("  ETA %1 s").arg(std::ceil(p.etaS), 0, 'f', 0);
    if (!p.activity.isEmpty())
        line += QStringLiteral("  ") + p.activity;
    return line;
}

QString runSummaryLine(const cp::RunSummary &s)
{
    const auto &c = s.counts;
    const std::int64_t errors = c.requests - c.errors[std::size_t(cp::ErrorClass::Ok)];
    QString line = tr("run %1 %2: %3 requests, %4 accepted, %5 errors, %6 req/s")
                       .arg(s.info.index)
                       .arg(cp::runTypeName(s.info.point.type))
                       .arg(c.requests)
                       .arg(c.accepted)
                       .arg(errors)
                       .arg(s.throughputRps, 0, 'f', 1);
    if (s.latencyUs.n > 0) {
        line += tr(", latency median %1, p99 %2")
                    .arg(formatMicroseconds(s.latencyUs.median), formatMicroseconds(s.latencyUs.p99));
    }
    if (s.engine.lateSends > 0)
        line += tr(", %1 late sends").arg(s.engine.lateSends);
    if (s.engine.connectionsUnavailable > 0) {
        line += tr(", %1 connections could not be opened: the open-files limit (raise it with ulimit -n); "
                   "the run went on with the others")
                    .arg(s.engine.connectionsUnavailable);
    }
    if (s.engine.droppedSends > 0) {
        line += tr(", %1 sends dropped: no connection came free within a timeout of their due time (raise "
                   "--concurrency, or lower the rate)")
                    .arg(s.engine.droppedSends);
    }
    if (s.engine.cpuWaitUs >= 0) {
        // Requests in flight while the engine waited for a CPU carry that wait.
        line += tr(", load generator waited %1 for a CPU (%2 % of the run)")
                    .arg(formatMicroseconds(double(s.engine.cpuWaitUs)))
                    .arg(s.durationS > 0 ? 100.0 * double(s.engine.cpuWaitUs) / (s.durationS * 1e6) : 0.0, 0, 'f', 2);
    }
    QStringList classes;
    for (int i = 1; i < cp::ErrorClassCount; ++i) {
        if (c.errors[std::size_t(i)] > 0)
            classes << QStringLiteral("%1 %2").arg(c.errors[std::size_t(i)]).arg(cp::errorClassName(cp::ErrorClass(i)));
    }
    if (!classes.isEmpty())
        line += QStringLiteral(" (") + classes.join(QStringLiteral(", ")) + QLatin1Char(')');
    // Generators on a swarm: each one's health on a line of its own (docs/scale-out.md#generator-health).
    for (const cp::GeneratorReport &g : s.generators) {
        line += tr("\n  generator %1 on %2: %3 requests, %4 errors, %5 late sends, CPU %6, clock %7 ms off (± %8 ms%9)")
                    .arg(g.index)
                    .arg(g.node)
                    .arg(g.requests)
                    .arg(g.errors)
                    .arg(g.engine.lateSends)
                    .arg(g.engine.cpuUs >= 0 && g.durationS > 0
                             ? tr("%1 %").arg(100.0 * double(g.engine.cpuUs) / (g.durationS * 1e6), 0, 'f', 0)
                             : tr("unknown"))
                    .arg(double(g.clockOffsetNs) / 1e6, 0, 'f', 1)
                    .arg(double(g.clockUncertaintyNs) / 1e6, 0, 'f', 1)
                    .arg(g.clockCorrected ? QString() : tr(", within that: not corrected"));
        if (!g.problem.isEmpty())
            line += QStringLiteral(": ") + g.problem;
    }
    // A mix: each endpoint's share and figures on a line of its own.
    for (const cp::RunSummary &part : s.endpoints) {
        const auto &pc = part.counts;
        line += tr("\n  %1: %2 requests (%3 %), %4 errors, %5 req/s")
                    .arg(part.info.endpointName)
                    .arg(pc.requests)
                    .arg(c.requests > 0 ? 100.0 * double(pc.requests) / double(c.requests) : 0.0, 0, 'f', 1)
                    .arg(pc.requests - pc.errors[std::size_t(cp::ErrorClass::Ok)])
                    .arg(part.throughputRps, 0, 'f', 1);
        if (part.latencyUs.n > 0) {
            line += tr(", latency median %1, p99 %2")
                        .arg(formatMicroseconds(part.latencyUs.median), formatMicroseconds(part.latencyUs.p99));
        }
    }
    return line;
}

QString coldStartLine(const cp::ColdStartOverhead &o)
{
    QStringList point;
    if (o.memoryMb > 0)
        point << tr("%1 MiB").arg(o.memoryMb);
    if (o.cpuLimit > 0)
        point << tr("%1 CPUs").arg(o.cpuLimit);
    if (o.msgLength > 0)
        point << tr("message length %1").arg(o.msgLength);
    QString line =
        tr("cold start, %1%2: T_cold/T_warm %3")
            .arg(o.endpoint, point.isEmpty() ? QString() : QStringLiteral(" at ") + point.join(QStringLiteral(", ")))
            .arg(o.ratio, 0, 'f', 2);
    if (o.ratioCi95)
        line += tr(" (95 % CI %1 to %2)").arg(o.ratioCi95->lo, 0, 'f', 2).arg(o.ratioCi95->hi, 0, 'f', 2);
    else
        line += tr(" (no interval: fewer than 10 samples a side)");
    line += tr(", medians %1 cold and %2 warm over %3 and %4 samples")
                .arg(formatMicroseconds(o.cold.medianUs), formatMicroseconds(o.warm.medianUs))
                .arg(o.cold.count)
                .arg(o.warm.count);
    if (o.coldStartUs.n > 0)
        line += tr("; restart to first answer median %1, p95 %2")
                    .arg(formatMicroseconds(o.coldStartUs.median), formatMicroseconds(o.coldStartUs.p95));
    return line;
}

} // namespace cli
