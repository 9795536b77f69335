#include "run/sample_intake.h"

#include <algorithm>
#include <iterator>
#include <limits>

namespace cp {

SampleIntake::SampleIntake(QObject *parent)
    : QObject(parent)
    , m_pause(this) // a child, so that it moves to the session's thread with this
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(Pause);
    connect(&m_pause, &QTimer::timeout, this, [this] { handOn(sliceLimit()); });
}

void SampleIntake::take(const SampleBatch &batch)
{
    if (batch.isEmpty())
        return;
    m_batches.push_back(batch);
    m_waiting += batch.size();
    if (!m_pause.isActive())
        handOn(sliceLimit());
}

qsizetype SampleIntake::sliceLimit() const
{
    return std::max(SliceSamples, m_waiting / BacklogShare);
}

void SampleIntake::flush()
{
    m_pause.stop();
    handOn(std::numeric_limits<qsizetype>::max());
}

void SampleIntake::handOn(qsizetype limit)
{
    if (m_waiting == 0 || !m_consumer)
        return;
    SampleBatch slice;
    const SampleBatch &first = m_batches.front();
    if (m_offset == 0 && first.size() <= limit && m_batches.size() == 1) {
        slice = first; // shared, not copied
        m_batches.pop_front();
    } else {
        slice.reserve(std::min(limit, m_waiting));
        while (!m_batches.empty() && slice.size() < limit) {
            const SampleBatch &batch = m_batches.front();
            const qsizetype n = std::min(limit - slice.size(), batch.size() - m_offset);
            std::copy_n(batch.cbegin() + m_offset, n, std::back_inserter(slice));
            m_offset += n;
            if (m_offset == batch.size()) {
                m_batches.pop_front();
                m_offset = 0;
            }
        }
    }
    m_waiting -= slice.size();
    m_consumer(slice);
    if (m_waiting > 0)
        m_pause.start();
}

} // namespace cp
