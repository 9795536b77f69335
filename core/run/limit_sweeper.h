#pragma once

#include <QObject>

#include <functional>

namespace cp {

class ContainerControl;

// The limits a sweep point asked for and what the containers report afterwards.
struct AppliedLimits
{
    int memoryMb = 0;    // effective memory limit in MiB of the first container, 0 unlimited
    double cpus = 0;     // effective CPU limit in cores, 0 unlimited
    double hostCpus = 0; // the daemon's CPUs: what an unlimited container may use
};

// Sets a sweep point's memory (Memory and MemorySwap together, so the container
// cannot swap past it) and CPU limit (NanoCpus) on every bound container and
// reads them back. A limit that did not take is an error, never a result
// (SeBS issue #164). A point that asks for nothing leaves the limits alone.
class LimitSweeper : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QString &error, const AppliedLimits &applied)>;

    explicit LimitSweeper(ContainerControl &control, QObject *parent = nullptr);

    void apply(int memoryMb, double cpus, Done done);
    // What the first container reports now.
    AppliedLimits applied() const;

private:
    void applyNext(int index, Done done);

    ContainerControl &m_control;
    int m_memoryMb = 0;
    double m_cpus = 0;
};

} // namespace cp
