#include "http/sample_collector.h"

#include <QMutexLocker>

#include <utility>

namespace cp {

void SampleCollector::append(SampleBatch &batch)
{
    if (batch.isEmpty())
        return;
    const QMutexLocker lock(&m_mutex);
    if (m_samples.isEmpty())
        m_samples.swap(batch);
    else
        m_samples.append(batch);
    batch.resize(0);
}

SampleBatch SampleCollector::take()
{
    const QMutexLocker lock(&m_mutex);
    return std::exchange(m_samples, {});
}

} // namespace cp
