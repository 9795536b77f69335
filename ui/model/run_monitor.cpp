#include "run_monitor.h"

#include <QDateTime>

namespace cp {

RunMonitor::RunMonitor(QObject *parent)
    : QObject(parent)
{ }

void RunMonitor::clear(std::optional<std::int64_t> originNs)
{
    m_samples.clear();
    m_resources.clear();
    m_progress = RunProgress{};
    const std::int64_t origin = originNs.value_or(QDateTime::currentMSecsSinceEpoch() * 1'000'000);
    m_samples.setOrigin(origin);
    m_resources.setOrigin(origin);
    emit changed(Change::Cleared);
}

void RunMonitor::swapContents(Contents &other)
{
    std::swap(m_samples, other.samples);
    std::swap(m_resources, other.resources);
    m_progress = RunProgress{};
    emit changed(Change::Cleared | Change::Samples | Change::Resources);
}

void RunMonitor::addRun(const RunInfo &info)
{
    m_samples.addRun(info);
    // Without a clear() before, the first run sets the samples' origin: the resources follow it.
    m_resources.setOrigin(m_samples.origin());
    emit changed(Change::Samples);
}

void RunMonitor::appendSamples(int run, const SampleBatch &batch)
{
    m_samples.append(run, batch);
    emit changed(Change::Samples);
}

void RunMonitor::appendStats(const StatsRecordBatch &records)
{
    m_resources.append(records);
    emit changed(Change::Resources);
}

void RunMonitor::appendEvents(const DockerEventBatch &events)
{
    m_resources.append(events);
    emit changed(Change::Resources);
}

void RunMonitor::setProgress(const RunProgress &progress)
{
    m_progress = progress;
    Changes changes = Change::Progress;
    // Where the run's planned load goes on the time axis, once its measured load began.
    if (progress.measuredSinceNs > 0 && m_samples.setMeasuredSince(progress.run, progress.measuredSinceNs))
        changes |= Change::Samples;
    emit changed(changes);
}

} // namespace cp
