// How long the answers of a large experiment take (docs/specification.md#performance-targets):
// 1 000 000 samples over warm and cold runs at three memory limits, billed
// under every model (the invocation model's bootstrap included), the
// perf-cost curves and the cold-start overheads (2 000 bootstrap resamples per
// point), as a session does when the experiment ends. Target: under 1 s.
#include "model/pricing.h"
#include "store/cold_start_overheads.h"
#include "store/perf_cost_curves.h"
#include "store/run_pricing.h"
#include "store/run_record.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTextStream>

#include <cmath>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const auto tr = [](const char *text) { return QCoreApplication::translate("answers_bench", text); };
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Time to bill, curve and compare the runs of N samples."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("samples"), tr("Samples in all."), QStringLiteral("N"), QStringLiteral("1000000")});
    // Lambda's 1 ms rounding gives the invocation bootstrap the most distinct durations.
    parser.addOption({QStringLiteral("pricing"), tr("The pricing preset."), QStringLiteral("PRESET"),
                      QStringLiteral("aws-lambda-x86")});
    parser.process(app);
    const qint64 total = parser.value(QStringLiteral("samples")).toLongLong();
    const auto preset = cp::pricingPreset(parser.value(QStringLiteral("pricing")));
    if (!preset) {
        QTextStream(stderr) << tr("--pricing: no such preset") << Qt::endl;
        return 2;
    }
    const cp::Pricing &pricing = *preset;

    // Six runs: warm and cold at 128, 256 and 512 MiB; log-normal latencies.
    std::vector<std::unique_ptr<cp::RunRecord>> records;
    QRandomGenerator random(42);
    const int memory[] = {128, 256, 512};
    for (int i = 0; i < 6; ++i) {
        auto record = std::make_unique<cp::RunRecord>();
        record->info.index = i;
        record->info.endpointName = QStringLiteral("fn");
        record->info.point.type = i % 2 == 0 ? cp::RunType::Warm : cp::RunType::Cold;
        record->info.point.memoryMb = record->info.effectiveMemoryMb = memory[i / 2];
        record->info.hostCpus = 2;
        const double medianUs = (i % 2 == 0 ? 2'000.0 : 150'000.0) * 256.0 / memory[i / 2];
        std::int64_t sent = std::int64_t(i) * 3'600'000'000'000;
        record->info.startNs = sent;
        cp::SampleBatch batch;
        for (qint64 n = 0; n < total / 6; ++n) {
            cp::Sample s;
            s.id = std::uint32_t(n);
            const double u1 = std::max(random.generateDouble(), 1e-12);
            const double z = std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * random.generateDouble());
            s.totalUs = std::uint32_t(medianUs * std::exp(0.3 * z));
            s.sentNs = sent;
            sent += std::int64_t(s.totalUs) * 1000 / 2; // two in flight on average
            s.status = 200;
            s.coldness = i % 2 == 0 ? cp::Coldness::Warm : cp::Coldness::Cold;
            batch.append(s);
            if (batch.size() == 65536) {
                record->samples.append(batch);
                batch.clear();
            }
        }
        record->samples.append(batch);
        record->info.endNs = sent;
        records.push_back(std::move(record));
    }

    QElapsedTimer timer;
    timer.start();
    QList<cp::RunSummary> runs;
    for (const auto &record : records) {
        cp::RunSummary run = record->summarize();
        cp::priceRun(run, cp::requestTimes(record->samples), pricing, 1);
        runs.append(run);
    }
    const qint64 summarizedAndBilledMs = timer.elapsed();
    const QList<cp::PerfCostCurve> curves = cp::perfCostCurves(runs, pricing.model);
    const QList<cp::ColdStartOverhead> overheads = cp::coldStartOverheads(records);
    const qint64 allMs = timer.elapsed();

    QTextStream out(stdout);
    out << tr("answers of %1 samples (6 runs, %2 pricing): %3 ms (target < 1000 ms), of which summaries and bills "
              "%4 ms; %5 curves, %6 cold-start overheads")
               .arg(total)
               .arg(pricing.preset)
               .arg(allMs)
               .arg(summarizedAndBilledMs)
               .arg(curves.size())
               .arg(overheads.size())
        << Qt::endl;
    return curves.size() == 2 && overheads.size() == 3 ? 0 : 1;
}
