#include "resource_timeline.h"

namespace cp {

void ResourceTimeline::clear()
{
    m_series.clear();
    m_markers.clear();
    m_end = 0;
}

void ResourceTimeline::append(const StatsRecordBatch &records)
{
    for (const StatsRecord &r : records) {
        const double x = seconds(r.timeNs);
        Series &s = m_series[r.container];
        if (r.cpuPercent)
            s.cpuPercent.append(QPointF(x, *r.cpuPercent));
        s.memoryMiB.append(QPointF(x, double(r.memUsedBytes) / (1024.0 * 1024.0)));
        if (r.netRxBytesPerSecond)
            s.rxKiBps.append(QPointF(x, *r.netRxBytesPerSecond / 1024.0));
        if (r.netTxBytesPerSecond)
            s.txKiBps.append(QPointF(x, *r.netTxBytesPerSecond / 1024.0));
        m_end = std::max(m_end, x);
    }
}

void ResourceTimeline::append(const DockerEventBatch &events)
{
    for (const DockerEvent &e : events) {
        const double x = seconds(e.timeNs);
        m_markers.append({x, e.container, e.csvAction(), e.detail});
        m_end = std::max(m_end, x);
    }
}

} // namespace cp
