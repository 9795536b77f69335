#include "run/limit_sweeper.h"

#include "run/container_control.h"

#include <cmath>

namespace cp {

namespace {
constexpr std::int64_t mib = 1024 * 1024;
} // namespace

LimitSweeper::LimitSweeper(ContainerControl &control, QObject *parent)
    : QObject(parent)
    , m_control(control)
{ }

AppliedLimits LimitSweeper::applied() const
{
    AppliedLimits applied;
    applied.hostCpus = double(m_control.hostNanoCpus()) / 1e9;
    if (!m_control.containers().isEmpty()) {
        const ContainerState &first = m_control.containers().constFirst();
        applied.memoryMb = int(first.memoryBytes / mib);
        applied.cpus = double(first.nanoCpus) / 1e9;
    }
    return applied;
}

void LimitSweeper::apply(int memoryMb, double cpus, Done done)
{
    m_memoryMb = memoryMb;
    m_cpus = cpus;
    applyNext(0, std::move(done));
}

void LimitSweeper::applyNext(int index, Done done)
{
    QList<ContainerState> &containers = m_control.containers();
    if (index >= containers.size()) {
        done(QString(), applied());
        return;
    }
    ContainerState &c = containers[index];
    if (!c.service.isEmpty()) { // a task's limits are its service's (ServiceControl)
        applyNext(index + 1, std::move(done));
        return;
    }
    const std::int64_t memory = std::int64_t(m_memoryMb) * mib;
    const std::int64_t nanoCpus = std::llround(m_cpus * 1e9);
    ResourceLimits limits;
    if (m_memoryMb > 0 && (c.memoryBytes != memory || c.memorySwapBytes != memory)) {
        limits.memoryBytes = memory;
        limits.memorySwapBytes = memory;
    }
    if (nanoCpus > 0 && c.nanoCpus != nanoCpus)
        limits.nanoCpus = nanoCpus;
    if (!limits.memoryBytes && !limits.nanoCpus) {
        applyNext(index + 1, std::move(done));
        return;
    }
    const QString name = c.name;
    m_control.updateLimits(c, limits, [this, index, done, name, memory, nanoCpus](const QString &error) {
        if (!error.isEmpty()) {
            done(error, applied());
            return;
        }
        const ContainerState *state = m_control.container(name);
        if (m_memoryMb > 0 && (state->memoryBytes != memory || state->memorySwapBytes != memory)) {
            done(tr("the memory limit of '%1' did not take: asked for %2 MiB (swap the same), the daemon reports "
                    "%3 bytes (swap %4)")
                     .arg(name)
                     .arg(m_memoryMb)
                     .arg(state->memoryBytes)
                     .arg(state->memorySwapBytes),
                 applied());
            return;
        }
        if (nanoCpus > 0 && state->nanoCpus != nanoCpus) {
            done(tr("the CPU limit of '%1' did not take: asked for %2 CPUs, the daemon reports %3")
                     .arg(name)
                     .arg(m_cpus)
                     .arg(double(state->nanoCpus) / 1e9),
                 applied());
            return;
        }
        applyNext(index + 1, done);
    });
}

} // namespace cp
