#pragma once

#include "model/docker_event.h"
#include "model/stats_record.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <map>

namespace cp {

// Per container, the stats records reduced to the four charted values, and the
// Docker events as time markers; x in seconds since the timeline's origin.
// Records arrive computed (the stats thread did the formulas): nothing is parsed here.
class ResourceTimeline
{
public:
    struct Series
    {
        QList<QPointF> cpuPercent;
        QList<QPointF> memoryMiB;
        QList<QPointF> rxKiBps;
        QList<QPointF> txKiBps;
    };
    struct Marker
    {
        double timeS;
        QString container;
        QString action; // as events.csv spells it
        QString detail; // "exitCode=137", "memory=268435456", …
    };

    void clear();
    void setOrigin(std::int64_t epochNs) { m_origin = epochNs; }
    void append(const StatsRecordBatch &records);
    void append(const DockerEventBatch &events);

    const std::map<QString, Series> &containers() const { return m_series; }
    const QList<Marker> &markers() const { return m_markers; }
    double endTimeS() const { return m_end; }
    bool isEmpty() const { return m_series.empty() && m_markers.isEmpty(); }

private:
    double seconds(std::int64_t ns) const { return double(ns - m_origin) / 1e9; }

    std::int64_t m_origin = 0;
    std::map<QString, Series> m_series;
    QList<Marker> m_markers;
    double m_end = 0;
};

} // namespace cp
