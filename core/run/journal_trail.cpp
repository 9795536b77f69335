#include "run/journal_trail.h"

#include <algorithm>
#include <limits>

namespace cp {

JournalTrail::JournalTrail(QObject *parent)
    : QObject(parent)
    , m_pause(this) // a child, so that it moves to the session's thread with this
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(Pause);
    connect(&m_pause, &QTimer::timeout, this, [this] { step(stepLimit()); });
}

void JournalTrail::follow(const RunRecord &run)
{
    m_pause.stop();
    m_run = &run;
    m_written = 0;
}

void JournalTrail::stored()
{
    if (!m_pause.isActive())
        step(stepLimit());
}

void JournalTrail::catchUp()
{
    m_pause.stop();
    step(std::numeric_limits<qsizetype>::max());
}

qsizetype JournalTrail::lag() const
{
    return m_run ? m_run->samples.size() - m_written : 0;
}

qsizetype JournalTrail::stepLimit() const
{
    const qsizetype waiting = lag();
    return waiting > MaxLag ? waiting / LagShare : StepSamples;
}

void JournalTrail::step(qsizetype limit)
{
    const qsizetype waiting = lag();
    if (waiting == 0 || !m_writer)
        return;
    const qsizetype to = m_written + std::min(limit, waiting);
    m_writer(*m_run, m_written, to);
    m_written = to;
    if (lag() > 0)
        m_pause.start();
}

} // namespace cp
