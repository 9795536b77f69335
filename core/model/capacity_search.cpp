#include "model/capacity_search.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cp {

namespace {

// Below this a search stops looking: nothing passed.
constexpr double LowestRps = 0.5;

constexpr std::array<QLatin1StringView, 4> limitNames = {
    QLatin1StringView("service"),
    QLatin1StringView("generator"),
    QLatin1StringView("max_rate"),
    QLatin1StringView("interrupted"),
};

QString rateText(double rps)
{
    return QString::number(rps, 'g', 4);
}

} // namespace

QLatin1StringView capacityLimitName(CapacityLimit limit)
{
    return limitNames[std::size_t(limit)];
}

QStringList CapacitySearch::splitTargets(const QString &list)
{
    QStringList texts;
    for (const QString &text : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!text.trimmed().isEmpty())
            texts.append(text.trimmed());
    }
    return texts;
}

QStringList CapacitySearch::problems() const
{
    QStringList out;
    if (targets.isEmpty())
        out << tr("capacity: give at least one target, e.g. p99_ms<50");
    for (const Threshold &target : targets) {
        if (target.metric == ThresholdMetric::ColdRatio || !target.endpoint.isEmpty())
            out << tr("capacity target '%1': a target is a figure of one probe, without an endpoint and not "
                      "cold_ratio")
                       .arg(target.text);
    }
    if (!(startRps > 0 && startRps <= MaxRps))
        out << tr("capacity: the start rate %1 req/s is not above 0 and at most %2").arg(startRps).arg(MaxRps);
    if (maxRps != 0 && !(maxRps >= startRps && maxRps <= MaxRps))
        out << tr("capacity: the highest rate %1 req/s is below the start rate %2 or above %3")
                   .arg(maxRps)
                   .arg(startRps)
                   .arg(MaxRps);
    if (probe < 100ms)
        out << tr("capacity: a probe of %1 s measures too little; give at least 0.1 s")
                   .arg(std::chrono::duration<double>(probe).count());
    if (settle < 0s)
        out << tr("capacity: the settling time cannot be negative");
    if (!(precision >= 0.001 && precision <= 1))
        out << tr("capacity: the precision %1 is not between 0.001 and 1").arg(precision);
    if (!(maxLateSendRate >= 0 && maxLateSendRate <= 1) || !(maxEngineCpu > 0 && maxEngineCpu <= 1))
        out << tr("capacity: the generator's bounds are shares between 0 and 1");
    return out;
}

bool CapacityProbe::passed() const
{
    return generatorHealthy() && allThresholdsPassed(targets);
}

QString CapacityResult::text() const
{
    QString said = capacityRps > 0 ? tr("%1 req/s").arg(rateText(capacityRps)) : tr("no rate passed");
    // The evidence above it: the lowest probe that failed.
    const CapacityProbe *above = nullptr;
    for (const CapacityProbe &probe : probes) {
        if (!probe.passed() && (!above || probe.rateRps < above->rateRps))
            above = &probe;
    }
    switch (limitedBy) {
    case CapacityLimit::Service:
        if (above) {
            QStringList failures;
            for (const ThresholdResult &target : above->targets) {
                if (!target.passed())
                    failures << target.failureText();
            }
            said += tr("; at %1 req/s %2").arg(rateText(above->rateRps), failures.join(QStringLiteral("; ")));
        }
        break;
    case CapacityLimit::Generator:
        said += tr("; the load generator, not the service, was the limit at %1 req/s (%2): the service may carry "
                   "more; give the load generator more CPU or threads")
                    .arg(above ? rateText(above->rateRps) : QString(), above ? above->generatorProblem : QString());
        break;
    case CapacityLimit::MaxRate:
        said += tr("; every target held up to the highest rate searched");
        break;
    case CapacityLimit::Interrupted:
        said += tr("; the search was stopped before it ended");
        break;
    }
    return said;
}

CapacityBisection::CapacityBisection(const CapacitySearch &search)
    : m_search(search)
{ }

std::optional<double> CapacityBisection::next() const
{
    if (m_generatorLimited || m_probes >= CapacitySearch::MaxProbes)
        return std::nullopt;
    const double ceiling = m_search.maxRps > 0 ? m_search.maxRps : CapacitySearch::MaxRps;
    if (std::isinf(m_failed)) {
        // Stepping up: nothing has failed yet.
        if (m_passed >= ceiling)
            return std::nullopt;
        return m_passed == 0 ? m_search.startRps : std::min(2 * m_passed, ceiling);
    }
    if (m_failed <= LowestRps || m_failed - m_passed <= m_search.precision * m_passed)
        return std::nullopt;
    return (m_passed + m_failed) / 2;
}

void CapacityBisection::record(const CapacityProbe &probe)
{
    ++m_probes;
    if (!probe.generatorHealthy())
        m_generatorLimited = true;
    else if (probe.passed())
        m_passed = std::max(m_passed, probe.rateRps);
    else
        m_failed = std::min(m_failed, probe.rateRps);
}

CapacityLimit CapacityBisection::limit() const
{
    if (m_generatorLimited)
        return CapacityLimit::Generator;
    if (std::isinf(m_failed))
        return CapacityLimit::MaxRate;
    return CapacityLimit::Service;
}

} // namespace cp
