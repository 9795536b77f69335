#pragma once

#include "model/threshold.h"
#include "model/threshold_result.h"

#include <QCoreApplication>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>

namespace cp {

using namespace std::chrono_literals;

// How a rate run searches for the highest rate its endpoint keeps the targets at
// (docs/load-testing.md#capacity-search): probes of a constant open-loop rate, each
// after a settling period whose samples are discarded, doubling from the start rate
// until a probe fails, then halving the gap between the best passed and the worst
// failed rate until it is narrower than `precision` of the passed one.
struct CapacitySearch
{
    QList<Threshold> targets; // every probe is held to all of them
    double startRps = 10;
    double maxRps = 0; // 0: no bound but MaxRps
    std::chrono::nanoseconds settle = 1s;
    std::chrono::nanoseconds probe = 5s;
    double precision = 0.05;
    // The load generator's health: a probe whose own late sends (not those that
    // waited for a connection the service held) or whose engine CPU time pass
    // these shares proves nothing about the service, and ends the search.
    double maxLateSendRate = 0.01;
    double maxEngineCpu = 0.9; // of its threads' wall time

    static constexpr double MaxRps = 1e6;
    static constexpr int MaxProbes = 40;

    // "p99_ms<50, error_rate<0.001": the targets' texts, as the command line and the Run dock take them.
    static QStringList splitTargets(const QString &list);

    // What makes it unusable, as messages naming the setting; empty when it is fine.
    QStringList problems() const;

    Q_DECLARE_TR_FUNCTIONS(cp::CapacitySearch)
};

// What one probe measured and made of it.
struct CapacityProbe
{
    double rateRps = 0;
    std::int64_t startNs = 0; // its measured window, epoch ns
    std::int64_t endNs = 0;
    std::int64_t requests = 0;
    double achievedRps = 0;
    QList<ThresholdResult> targets;
    double generatorLateRate = 0; // late sends that had a connection, per send
    double engineCpu = -1;        // share of the engine threads' wall time they ran; -1 unknown
    QString generatorProblem;     // empty: the generator kept up

    bool generatorHealthy() const { return generatorProblem.isEmpty(); }
    bool passed() const;
};

// Why the search stopped where it did.
enum class CapacityLimit : std::uint8_t {
    Service,     // the rate above the result failed a target
    Generator,   // the load generator could not keep up: the service may carry more
    MaxRate,     // the search reached its upper bound with every target kept
    Interrupted, // the run was stopped first
};
QLatin1StringView capacityLimitName(CapacityLimit limit);

struct CapacityResult
{
    double capacityRps = 0; // the highest rate a probe passed at; 0: none passed
    CapacityLimit limitedBy = CapacityLimit::Service;
    QList<CapacityProbe> probes;

    // "480 req/s; at 520 req/s p99_ms 61.2, not < 50", for people.
    QString text() const;

    Q_DECLARE_TR_FUNCTIONS(cp::CapacityResult)
};

// The search's rates as a state machine: next() says where to probe, record()
// what a probe there gave, until next() says nothing more.
class CapacityBisection
{
public:
    explicit CapacityBisection(const CapacitySearch &search);

    std::optional<double> next() const;
    void record(const CapacityProbe &probe);
    double passedRps() const { return m_passed; }
    CapacityLimit limit() const;

private:
    CapacitySearch m_search;
    double m_passed = 0; // the highest rate that passed
    double m_failed = std::numeric_limits<double>::infinity();
    int m_probes = 0;
    bool m_generatorLimited = false;
};

} // namespace cp
