// GUI figures of docs/specification.md#performance-targets:
//   1. live chart refresh with 1 000 000 samples in view (target <= 16 ms):
//      decimation + series update (LiveCharts::refresh), and the same plus a
//      synchronous repaint of the charts;
//   2. GUI event-loop stall during a ~20 000 req/s open-loop run against the
//      demo server, or the server at --url (target p99 <= 50 ms): a 1 ms
//      precise timer measures how late each of its ticks fires while the whole
//      window shows the run live.
// Usage: containerperf-gui-bench [--samples N] [--rate R] [--seconds S] [--url URL] [--threads N]
#include "endpoint_list_model.h"
#include "live_charts.h"
#include "main_window.h"
#include "run_controller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace {

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return NAN;
    std::sort(values.begin(), values.end());
    const double rank = q * double(values.size() - 1);
    const auto lo = std::size_t(std::floor(rank));
    const auto hi = std::min(values.size() - 1, lo + 1);
    return values[lo] + (values[hi] - values[lo]) * (rank - double(lo));
}

void benchRefresh(QTextStream &out, qint64 count)
{
    cp::RunMonitor monitor;
    cp::LiveCharts charts(&monitor);
    charts.resize(1600, 900);
    charts.show();
    QApplication::processEvents();

    cp::RunInfo info;
    info.index = 0;
    info.startNs = 1'700'000'000'000'000'000;
    monitor.addRun(info);
    QRandomGenerator random(42);
    const double spanNs = 600e9; // ten minutes of samples
    cp::SampleBatch batch;
    for (qint64 i = 0; i < count; ++i) {
        cp::Sample s;
        s.id = std::uint32_t(i);
        s.sentNs = info.startNs + std::int64_t(double(i) / double(count) * spanNs);
        // Log-normal-ish service times around 2 ms with a heavy tail.
        const double u = std::max(1e-12, random.generateDouble());
        s.totalUs = std::uint32_t(
            2000.0 * std::exp(0.35 * std::sqrt(-2 * std::log(u)) * std::cos(6.283185 * random.generateDouble())));
        s.coldness = i % 50000 == 0 ? cp::Coldness::Cold : cp::Coldness::Warm;
        batch.append(s);
        if (batch.size() == 8192) {
            monitor.appendSamples(0, batch);
            batch.clear();
        }
    }
    monitor.appendSamples(0, batch);

    std::vector<double> refresh, paint;
    charts.refresh(); // the first draw lays the charts out; measure the steady state
    for (int i = 0; i < 40; ++i) {
        charts.refresh();
        refresh.push_back(double(charts.lastRefreshNs()) / 1e6);
        QElapsedTimer timer;
        timer.start();
        charts.refresh();
        charts.repaint();
        paint.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    out << "chart refresh, " << monitor.samples().sampleCount() << " samples in view, " << charts.drawnLatencyPoints()
        << " points drawn:\n"
        << QStringLiteral("  decimate + update series: median %1 ms, p95 %2 ms, max %3 ms (target <= 16 ms)\n")
               .arg(percentile(refresh, 0.5), 0, 'f', 2)
               .arg(percentile(refresh, 0.95), 0, 'f', 2)
               .arg(percentile(refresh, 1.0), 0, 'f', 2)
        << QStringLiteral("  ... plus a synchronous repaint: median %1 ms, p95 %2 ms, max %3 ms\n")
               .arg(percentile(paint, 0.5), 0, 'f', 2)
               .arg(percentile(paint, 0.95), 0, 'f', 2)
               .arg(percentile(paint, 1.0), 0, 'f', 2);
    out.flush();
}

void benchStall(QTextStream &out, double rate, int seconds, const QUrl &url, int threads)
{
    using namespace std::chrono_literals;
    QTemporaryDir results;
    cp::MainWindow window;
    window.controller()->setResultsRoot(results.path());
    window.resize(1600, 1000);
    window.show();
    cp::Experiment e = window.experiment();
    if (url.isEmpty()) {
        e.endpoints = {window.endpointModel()->endpoint(window.selectDemoEndpoint())};
    } else {
        cp::Endpoint endpoint;
        endpoint.name = url.host();
        endpoint.request.url = url;
        endpoint.request.method = "GET";
        e.endpoints = {endpoint};
    }
    e.threads = threads;
    e.runTypes = {cp::RunType::Rate};
    e.rateStart = rate;
    e.rateEnd = rate;
    e.concurrency = 256;
    e.duration = std::chrono::seconds(seconds);
    e.requests = 0;
    window.setExperiment(e);

    std::vector<double> lateness;
    std::vector<double> refreshMs;
    qint64 refreshes = window.charts()->refreshCount();
    QElapsedTimer clock;
    qint64 last = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        lateness.push_back(std::max(0.0, double(now - last) / 1e6 - 1.0));
        last = now;
        if (window.charts()->refreshCount() != refreshes) {
            refreshes = window.charts()->refreshCount();
            refreshMs.push_back(double(window.charts()->lastRefreshNs()) / 1e6);
        }
    });
    bool done = false;
    cp::ExperimentOutcome outcome;
    QObject::connect(window.controller(), &cp::RunController::finished, [&](const cp::ExperimentOutcome &o) {
        outcome = o;
        done = true;
    });
    if (!window.startExperiment()) {
        out << "stall: the run did not start\n";
        return;
    }
    clock.start();
    probe.start();
    while (!done)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    probe.stop();
    double achieved = 0;
    double durationS = 0;
    qint64 samples = 0;
    std::array<qint64, cp::ErrorClassCount> errors{};
    qint64 late = 0;
    for (const cp::RunSummary &run : std::as_const(outcome.runs)) {
        achieved += run.throughputRps;
        durationS = std::max(durationS, run.durationS);
        samples += run.counts.requests;
        for (std::size_t i = 1; i < run.counts.errors.size(); ++i)
            errors[i] += run.counts.errors[i];
        late += run.engine.lateSends;
    }
    QStringList errorCounts;
    for (std::size_t i = 1; i < errors.size(); ++i) {
        if (errors[i] > 0)
            errorCounts << QStringLiteral("%1 %2").arg(errors[i]).arg(cp::errorClassName(cp::ErrorClass(i)));
    }
    out << QStringLiteral(
               "event-loop stall during a %1 req/s open-loop run against %5 (%2 s, achieved %3 req/s, %4 samples):\n")
               .arg(rate, 0, 'f', 0)
               .arg(seconds)
               .arg(achieved, 0, 'f', 0)
               .arg(samples)
               .arg(url.isEmpty() ? QStringLiteral("the demo server") : url.toString())
        << QStringLiteral("  run took %1 s; errors: %2; %3 late sends (sent more than 1 ms after their schedule)\n")
               .arg(durationS, 0, 'f', 2)
               .arg(errorCounts.isEmpty() ? QStringLiteral("none") : errorCounts.join(QStringLiteral(", ")))
               .arg(late)
        << QStringLiteral(
               "  1 ms probe lateness: p50 %1 ms, p99 %2 ms, max %3 ms over %4 ticks (target p99 <= 50 ms)\n")
               .arg(percentile(lateness, 0.5), 0, 'f', 2)
               .arg(percentile(lateness, 0.99), 0, 'f', 2)
               .arg(percentile(lateness, 1.0), 0, 'f', 2)
               .arg(lateness.size())
        << QStringLiteral("  chart refreshes during the run: %1, median %2 ms, p99 %3 ms\n")
               .arg(refreshMs.size())
               .arg(percentile(refreshMs, 0.5), 0, 'f', 2)
               .arg(percentile(refreshMs, 0.99), 0, 'f', 2);
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("containerperf-gui-bench"));
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("samples"), QStringLiteral("samples in view"), QStringLiteral("N"), QStringLiteral("1000000")});
    parser.addOption(
        {QStringLiteral("rate"), QStringLiteral("requests per second"), QStringLiteral("R"), QStringLiteral("20000")});
    parser.addOption(
        {QStringLiteral("seconds"), QStringLiteral("run length"), QStringLiteral("S"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("url"), QStringLiteral("server to load (loopback only); default: the demo server"),
                      QStringLiteral("URL")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("load-generator threads (0: one per core)"),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.process(app);
    QTextStream out(stdout);
    benchRefresh(out, parser.value(QStringLiteral("samples")).toLongLong());
    benchStall(out, parser.value(QStringLiteral("rate")).toDouble(), parser.value(QStringLiteral("seconds")).toInt(),
               QUrl(parser.value(QStringLiteral("url"))), parser.value(QStringLiteral("threads")).toInt());
    return 0;
}
