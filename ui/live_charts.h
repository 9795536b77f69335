#pragma once

#include "run_monitor.h"

#include <QElapsedTimer>
#include <QList>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QTabWidget;

namespace cp {

class ChartViewAdapter;

// The central charts: latency of every sample (cold ones marked) with rolling
// p50/p99, throughput and errors per second, per-container CPU, memory and
// network, all on one shared time axis with Docker events as markers; beside
// them the latency histogram and CDF. Data is appended as it arrives and drawn
// by one coalescing timer, never a repaint per sample, reduced per pixel column
// before drawing. The data is the RunMonitor's: the charts observe it and keep
// only what they drew.
class LiveCharts : public QWidget
{
    Q_OBJECT
public:
    // The least height of a chart whose plot area is 150 px under its title, legend and axis labels.
    static constexpr int ReadableChartHeight = 280;

    explicit LiveCharts(const RunMonitor *monitor, QWidget *parent = nullptr);
    ~LiveCharts() override;

    // Draws now (tests and benchmarks call it to measure one refresh).
    void refresh();

    // Only these runs are drawn, and the time charts show the time they ran with
    // the containers that served them: those their samples name and `containers`
    // (what their summaries know: an endpoint bound to several names none in its
    // samples); no runs: all, following live.
    void setRunFilter(const QList<int> &runs, const QStringList &containers = {});
    // The containers whose resources the charts show.
    QStringList shownContainers() const;
    void setFollowLive(bool follow);
    bool followLive() const { return m_follow; }
    qint64 refreshCount() const { return m_refreshes; }
    qint64 lastRefreshNs() const { return m_lastRefreshNs; }
    qsizetype drawnLatencyPoints() const;
    qsizetype drawnColdPoints() const;
    qsizetype drawnEventMarkers() const;
    // The pieces the p50 line is drawn in: one per stretch of seconds with samples.
    int drawnPercentilePieces() const;
    // The tooltip of the event markers at `timeS`.
    QString eventMarkerLabel(double timeS) const;
    // CPU, memory and network points of every container.
    qsizetype drawnResourcePoints() const;

signals:
    void followLiveChanged(bool follow);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void onChanged(RunMonitor::Changes changes);
    // The next refresh is armed, at most one per interval.
    void dataChanged();
    void retranslate();
    void applyRange(double x0, double x1);
    void onUserRange(double x0, double x1);
    void drawLatency(double x0, double x1);
    void drawRates(double x0, double x1);
    void drawResources(double x0, double x1);
    void drawMarkers();
    void drawDistribution();
    void resetZoom();
    double windowSeconds() const;

    const RunMonitor *m_monitor;
    QList<int> m_runs;
    QSet<QString> m_containerFilter; // empty: every container

    ChartViewAdapter *m_latency = nullptr;
    ChartViewAdapter *m_rates = nullptr;
    ChartViewAdapter *m_usage = nullptr;
    ChartViewAdapter *m_network = nullptr;
    ChartViewAdapter *m_histogram = nullptr;
    ChartViewAdapter *m_cdf = nullptr;
    QTabWidget *m_distributions = nullptr; // the histogram and the CDF
    QList<ChartViewAdapter *> m_timeCharts;
    QCheckBox *m_followBox = nullptr;
    QComboBox *m_window = nullptr;

    int m_warm = -1, m_cold = -1, m_p50 = -1, m_p99 = -1, m_latencyMarkers = -1;
    int m_target = -1, m_throughput = -1, m_errors = -1, m_rateMarkers = -1;
    int m_usageMarkers = -1, m_networkMarkers = -1;
    int m_histogramSeries = -1, m_cdfSeries = -1;
    struct ContainerSeries
    {
        int cpu, memory, rx, tx;
    };
    std::map<QString, ContainerSeries> m_containerSeries;

    QTimer m_refreshTimer;
    QElapsedTimer m_sinceDistribution;
    quint64 m_distributionCount = 0;
    qsizetype m_markersDrawn = -1;
    bool m_follow = true;
    bool m_pendingWhileHidden = false;
    qint64 m_refreshes = 0;
    qint64 m_lastRefreshNs = 0;
};

} // namespace cp
