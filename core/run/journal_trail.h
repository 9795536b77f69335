#pragma once

#include "store/run_record.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>

namespace cp {

// Writes the run's samples to the journal behind the run's store, a step at a
// time, with a pause after each step.
//
// The experiment's thread shares the CPUs with the engine's threads at the lowest
// priority, yet the kernel may still run it in place of an engine thread that is
// ready: its share comes due just as the engine thread blocks for a moment, and no
// wake-up follows to take the CPU back, so the engine waits until this thread
// sleeps. Journal lines are most of what that thread does with a sample, and a
// whole batch of them (33 ms of samples) took over a millisecond, which the
// engine's answers waited: the server's tail grew by our own work. A step takes a
// fraction of that, and the pause after it lets the engine in. The samples that
// wait for their lines are already in the store, so falling behind costs no memory.
class JournalTrail : public QObject
{
    Q_OBJECT
public:
    // Writes the lines of the run's samples [from, to).
    using Writer = std::function<void(const RunRecord &run, qsizetype from, qsizetype to)>;

    // Samples a step writes, unless more than MaxLag wait: then an eighth of them,
    // so that the journal never falls behind by much more than that.
    static constexpr qsizetype StepSamples = 512;
    static constexpr qsizetype MaxLag = qsizetype(1) << 20;
    static constexpr qsizetype LagShare = 8;
    static constexpr std::chrono::milliseconds Pause{2};

    explicit JournalTrail(QObject *parent = nullptr);

    void setWriter(Writer writer) { m_writer = std::move(writer); }
    // The run whose store the journal follows from now on, from its first sample.
    void follow(const RunRecord &run);
    // The run's store grew: a step now, unless one is pausing.
    void stored();
    // Writes every line still missing, now (the run ended).
    void catchUp();
    // The samples stored and not written yet.
    qsizetype lag() const;

private:
    qsizetype stepLimit() const;
    void step(qsizetype limit);

    Writer m_writer;
    const RunRecord *m_run = nullptr;
    qsizetype m_written = 0; // of m_run's samples
    QTimer m_pause;
};

} // namespace cp
