#pragma once

#include "results/sample.h"

#include <QMutex>

namespace cp {

// Where worker threads drop their samples and the engine's thread picks them
// up, a batch at a time: one lock per batch, never one per request.
class SampleCollector
{
public:
    void append(SampleBatch &batch);
    SampleBatch take();

private:
    QMutex m_mutex;
    SampleBatch m_samples;
};

} // namespace cp
