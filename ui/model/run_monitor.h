#pragma once

#include "resource_timeline.h"
#include "sample_timeline.h"

#include "model/docker_event.h"
#include "model/run_info.h"
#include "model/run_progress.h"
#include "model/sample.h"
#include "model/stats_record.h"

#include <QObject>

#include <optional>

namespace cp {

// What the window shows of an experiment while it runs, or of the last one:
// every sample reduced for the charts (SampleTimeline), the bound containers'
// stats and Docker events (ResourceTimeline) on the same time origin, and the
// newest progress. It owns that data and says when it changed; the charts, the
// Results table and the Results panel read it, none of them keeps a copy
// (heaptrack's chart model is the pattern). Lives in the GUI thread and gets
// finished batches only, so appending is cheap; drawing is the views' business.
class RunMonitor : public QObject
{
    Q_OBJECT
public:
    enum class Change : quint8 {
        Cleared = 0x1,   // everything is gone, and the origin is new
        Samples = 0x2,   // a run started or samples arrived
        Resources = 0x4, // stats records or Docker events arrived
        Progress = 0x8,  // progress() is newer
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    // What the charts draw of one experiment: what the Workspace keeps of those not shown.
    struct Contents
    {
        SampleTimeline samples;
        ResourceTimeline resources;
    };

    explicit RunMonitor(QObject *parent = nullptr);

    const SampleTimeline &samples() const { return m_samples; }
    const ResourceTimeline &resources() const { return m_resources; }
    // The newest progress report; its run is the one being measured.
    const RunProgress &progress() const { return m_progress; }

    // Forgets everything and counts time from `originNs` (epoch ns), or from now on:
    // samples, stats and events share one axis even when Docker events come before
    // the first sample. Results read back from files give the time they began.
    void clear(std::optional<std::int64_t> originNs = std::nullopt);
    void addRun(const RunInfo &info);
    void appendSamples(int run, const SampleBatch &batch);
    void appendStats(const StatsRecordBatch &records);
    void appendEvents(const DockerEventBatch &events);
    void setProgress(const RunProgress &progress);
    // Exchanges what the monitor holds with `other`, in constant time: another
    // experiment is shown, the one shown so far kept in `other`.
    void swapContents(Contents &other);

signals:
    void changed(cp::RunMonitor::Changes changes);

private:
    SampleTimeline m_samples;
    ResourceTimeline m_resources;
    RunProgress m_progress;
};

} // namespace cp

Q_DECLARE_OPERATORS_FOR_FLAGS(cp::RunMonitor::Changes)
