#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <ranges>
#include <span>

namespace cp {

// Lets long work on a thread of lowered priority give its CPU back as it goes.
//
// The experiment's thread runs at the lowest priority on the CPUs the engine's
// threads use (ThreadLauncher::lowerCallingThreadPriority). The kernel hands the
// CPU back to an engine thread at once only when that thread is woken. An engine
// thread put aside while still ready to run (the kernel's fairness gave the
// low-priority thread its share at a tick, or an answer came just as the engine
// thread went to sleep) is not woken: it waits until the low-priority thread
// blocks or its slice ends at the next tick, up to 4 ms at 250 Hz, and every
// answer it had in flight looks that much slower. Loops over a batch of samples
// on such a thread therefore call yieldIfDue() every Stride samples: once
// Quantum has passed since this thread last did, it yields (sched_yield(), which
// returns at once when no other thread is ready for the CPU).
class CpuTurn
{
public:
    static constexpr std::chrono::microseconds Quantum{50};
    // Samples a loop handles between two calls: a few microseconds of work, so
    // that the call's one clock read costs nothing next to it.
    static constexpr int Stride = 256;

    static void yieldIfDue();
    // Calls work(piece), a std::span of const elements, for each Stride of the
    // contiguous `items` in turn, with yieldIfDue() after each. Taken by const
    // reference: the data() of a non-const Qt list detaches it, a copy of the whole
    // list when it shares its elements.
    template<typename Items, typename Work>
    static void inPieces(const Items &items, Work work)
    {
        const auto *data = std::ranges::data(items);
        const auto size = std::size_t(std::ranges::size(items));
        for (std::size_t from = 0; from < size; from += Stride) {
            work(std::span(data + from, std::min<std::size_t>(Stride, size - from)));
            yieldIfDue();
        }
    }
    // Appends the contiguous `items` to the end of `target` (a Qt list, a std::vector)
    // as inPieces() goes; the caller reserves the room, knowing what else is joined.
    template<typename Target, typename Items>
    static void appendInPieces(Target &target, const Items &items)
    {
        inPieces(items, [&target](auto piece) { std::ranges::copy(piece, std::back_inserter(target)); });
    }
    // How many times the calling thread has yielded here.
    static std::int64_t yields();
};

} // namespace cp
