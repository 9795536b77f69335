#include "thread/cpu_turn.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

namespace cp {

namespace {
using Clock = std::chrono::steady_clock;
// Per thread: each thread's turns are its own.
thread_local Clock::time_point lastYield;
thread_local std::int64_t yieldCount = 0;
} // namespace

void CpuTurn::yieldIfDue()
{
    if (Clock::now() - lastYield < Quantum)
        return;
#ifdef Q_OS_LINUX
    sched_yield();
#endif
    ++yieldCount;
    lastYield = Clock::now();
}

std::int64_t CpuTurn::yields()
{
    return yieldCount;
}

} // namespace cp
