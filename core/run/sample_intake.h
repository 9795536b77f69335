#pragma once

#include "model/sample.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>

namespace cp {

// Hands a run's measured samples on to what keeps them (store, journal, live
// figures) a slice at a time, and sleeps between slices.
//
// The experiment's thread shares the CPUs with the engine's threads at the lowest
// priority, yet the kernel may still run it in place of an engine thread that is
// ready: its share comes due just as the engine thread blocks for a moment, and no
// wake-up follows to take the CPU back, so the engine waits until this thread
// sleeps. A whole batch (33 ms of samples) took over a millisecond to go through,
// and the engine's answers waited that long: the server's tail grew by our own
// work. A slice takes a fraction of that, and the pause after it lets the engine in.
class SampleIntake : public QObject
{
    Q_OBJECT
public:
    using Consumer = std::function<void(const SampleBatch &)>;

    // Samples a slice holds, unless more wait: then an eighth of what waits, so
    // that a backlog cannot outgrow what goes through.
    static constexpr qsizetype SliceSamples = 512;
    static constexpr qsizetype BacklogShare = 8;
    static constexpr std::chrono::milliseconds Pause{2};

    explicit SampleIntake(QObject *parent = nullptr);

    // Where the slices go: the run under way. Without one, samples wait.
    void setConsumer(Consumer consumer) { m_consumer = std::move(consumer); }
    // The first slice goes on at once, the rest after pauses.
    void take(const SampleBatch &batch);
    // Hands on everything waiting now (the run ended).
    void flush();
    qsizetype waiting() const { return m_waiting; }

private:
    qsizetype sliceLimit() const;
    void handOn(qsizetype limit);

    Consumer m_consumer;
    std::deque<SampleBatch> m_batches;
    qsizetype m_offset = 0; // what of the first batch went on already
    qsizetype m_waiting = 0;
    QTimer m_pause;
};

} // namespace cp
