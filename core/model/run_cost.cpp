#include "model/run_cost.h"

namespace cp {

void ContainerCost::add(const ContainerCost &other)
{
    cpuSeconds += other.cpuSeconds;
    memoryPeakMib += other.memoryPeakMib;
    memoryMeanMib += other.memoryMeanMib;
    memoryUsedGibS += other.memoryUsedGibS;
    memoryReservedGibS += other.memoryReservedGibS;
    memoryLimitMib += other.memoryLimitMib;
    netRxBytes += other.netRxBytes;
    netTxBytes += other.netTxBytes;
    blkReadBytes += other.blkReadBytes;
    blkWriteBytes += other.blkWriteBytes;
    counterResets += other.counterResets;
}

} // namespace cp
